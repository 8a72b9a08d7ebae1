import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, formatCents, type OrderStatus } from '#core/checkout/order.ts';
import { ORDERS_PAGE_SIZE, ORDERS_SCREEN_MESSAGES as M, orderItemCount } from '#core/checkout/orders-dashboard.ts';
import { SEARCH_DEBOUNCE_MS } from '#core/content/content-sources.ts';
import { ContentError } from '#web/dashboard/content/content-error.tsx';
import { SearchBox } from '#web/dashboard/content/search-box.tsx';
import { useDebouncedValue } from '#web/dashboard/content/use-debounced-value.ts';
import { OrderStatusBadge } from '#web/storefront/order-view.tsx';
import { Button } from '#web/ui/button.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { OrderDetailDialog, formatOrderDate } from './order-detail-dialog.tsx';
import { fetchOrders, ordersListKey, type Fetcher } from './orders-requests.ts';
import { Pager } from '#web/ui/pager.tsx';

const browserFetch: Fetcher = (input, init) => fetch(input, init);

const STATUS_OPTIONS = [{ value: '', label: M.allStatuses }, ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))];

/**
 * A site's orders for its owners, editors and admins (issue #11 part 3): newest first, filtered by
 * status and by a search on the reference or email, a page at a time; a row opens the order.
 */
export function OrdersScreen({ siteId, heading, fetcher = browserFetch }: { siteId: string; heading: string; fetcher?: Fetcher }): ReactNode {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<{ id: string; reference: string } | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filter = { siteId, status, q, page };
  const query = useQuery({
    queryKey: ordersListKey(filter),
    queryFn: ({ signal }) => fetchOrders(fetcher, filter, signal),
    placeholderData: keepPreviousData,
  });

  const result = query.data;
  const total = result?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (result?.limit ?? ORDERS_PAGE_SIZE)));
  const filtered = status !== '' || q !== '';
  const searching = search.trim() !== q || (query.isFetching && query.isPlaceholderData);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className="flex items-center gap-2 p-8 text-fg-muted">
        <Spinner /> {M.loading}
      </div>
    );
  } else if (query.isError) {
    body = <ContentError message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (result!.orders.length === 0) {
    body = (
      <div className="rounded-xl border border-border bg-surface p-8 text-center">
        <p className="font-medium">{filtered ? M.noMatch : M.empty}</p>
        <p className="mt-2 text-sm text-fg-muted">{filtered ? M.noMatchHint : M.emptyHint}</p>
        {filtered ? (
          <Button
            className="mt-4"
            variant="secondary"
            onClick={() => {
              setStatus('');
              setSearch('');
              setPage(0);
            }}
          >
            {M.clearFilters}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        <div className="overflow-x-auto rounded-xl border border-border bg-surface">
          <table className="w-full text-left text-sm" aria-busy={query.isFetching || undefined}>
            <caption className="sr-only">{heading}</caption>
            <thead className="border-b border-border text-fg-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">{M.columns.reference}</th>
                <th scope="col" className="px-4 py-2 font-medium">{M.columns.date}</th>
                <th scope="col" className="px-4 py-2 font-medium">{M.columns.customer}</th>
                <th scope="col" className="px-4 py-2 text-right font-medium">{M.columns.items}</th>
                <th scope="col" className="px-4 py-2 text-right font-medium">{M.columns.total}</th>
                <th scope="col" className="px-4 py-2 font-medium">{M.columns.method}</th>
                <th scope="col" className="px-4 py-2 font-medium">{M.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {result!.orders.map((order) => (
                <tr key={order.id} className="cursor-pointer border-b border-border last:border-0 hover:bg-surface-muted" onClick={() => setOpen({ id: order.id, reference: order.reference })}>
                  <td className="px-4 py-2">
                    {/* The row is clickable; this button is how a keyboard opens it. */}
                    <button
                      type="button"
                      className="font-mono font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                      onClick={(event) => {
                        event.stopPropagation();
                        setOpen({ id: order.id, reference: order.reference });
                      }}
                    >
                      {order.reference}
                    </button>
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">{formatOrderDate(order.createdAt)}</td>
                  <td className="px-4 py-2">
                    {order.customerName ? <span className="block">{order.customerName}</span> : null}
                    {order.email ? <span className="block break-all text-fg-muted">{order.email}</span> : null}
                  </td>
                  <td className="px-4 py-2 text-right">{orderItemCount(order.lines)}</td>
                  <td className="px-4 py-2 text-right whitespace-nowrap">{formatCents(order.totalCents)}</td>
                  <td className="px-4 py-2 whitespace-nowrap">{PAYMENT_METHOD_LABELS[order.method]}</td>
                  <td className="px-4 py-2">
                    <OrderStatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} pages={pages} onPage={setPage} label={M.pagesLabel} />
      </>
    );
  }

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <h1 id="orders-heading" className="text-2xl font-bold">
        {heading}
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <SelectInput
          label={M.statusFilter}
          name="status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | '');
            setPage(0);
          }}
          containerClassName="w-48"
        />
        <SearchBox
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
          searching={searching}
          label={M.searchLabel}
        />
      </div>
      {body}
      <OrderDetailDialog siteId={siteId} orderId={open?.id ?? null} reference={open?.reference ?? ''} onClose={() => setOpen(null)} fetcher={fetcher} />
    </section>
  );
}
