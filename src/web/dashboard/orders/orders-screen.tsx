import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '#core/checkout/order.ts';
import { ORDERS_PAGE_SIZE, ORDERS_SCREEN_MESSAGES as M, type OrdersFilter } from '#core/checkout/orders-dashboard.ts';
import { TO_FULFIL_FILTER, TO_FULFIL_LABEL } from '#core/shop/overview.ts';
import { SEARCH_DEBOUNCE_MS } from '#core/content/content-sources.ts';
import { useDebouncedValue } from '#web/ui/use-debounced-value.ts';
import { DataTable } from '#web/ui/data-table/data-table.tsx';
import { ListScreen, queryStatus } from '#web/ui/data-table/list-screen.tsx';
import { FilteredListEmpty } from '#web/ui/data-table/list-states.tsx';
import { pageCount } from '#web/ui/data-table/pager.tsx';
import { SearchBox } from '#web/ui/data-table/search-box.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { orderColumns } from './orders-columns.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import { fetchOrders, ordersListKey, type OwnerOrderRow } from './orders-requests.ts';

const STATUS_OPTIONS = [
  { value: '', label: M.allStatuses },
  { value: TO_FULFIL_FILTER, label: TO_FULFIL_LABEL },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];
type StatusFilter = OrdersFilter['status'];
const isStatusFilter = (value: string | null): value is StatusFilter => value !== null && STATUS_OPTIONS.some((option) => option.value === value);

/**
 * A site's orders for its owners, editors and admins (issue #11 part 3): newest first, filtered by
 * status and by a search on the reference or email, a page at a time; a row opens the order.
 */
export function OrdersScreen({ siteId, heading, initialStatus }: { siteId: string; heading: string; initialStatus?: string | null }): ReactNode {
  // The overview links here with ?status=to_fulfil (or a status): the list opens filtered.
  const [status, setStatus] = useState<StatusFilter>(isStatusFilter(initialStatus ?? null) ? (initialStatus as StatusFilter) : '');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<{ id: string; reference: string } | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filter = { siteId, status, q, page };
  const query = useQuery({
    queryKey: ordersListKey(filter),
    queryFn: ({ signal }) => fetchOrders(filter, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => orderColumns((order) => setOpen({ id: order.id, reference: order.reference })), []);

  const result = query.data;
  const filtered = status !== '' || q !== '';
  const searching = search.trim() !== q || (query.isFetching && query.isPlaceholderData);
  const clearFilters = () => {
    setStatus('');
    setSearch('');
    setPage(0);
  };

  return (
    <ListScreen
      heading={heading}
      headingId="orders-heading"
      toolbar={
        <>
          <SelectInput
            label={M.statusFilter}
            name="status"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
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
        </>
      }
      status={queryStatus(query)}
      loadingLabel={M.loading}
      isEmpty={result?.orders.length === 0}
      empty={
        <FilteredListEmpty filtered={filtered} messages={M} onClearFilters={clearFilters} />
      }
      pager={{ page, pages: pageCount(result?.total ?? 0, result?.limit ?? ORDERS_PAGE_SIZE), onPage: setPage, label: M.pagesLabel }}
      dialogs={<OrderDetailDialog siteId={siteId} orderId={open?.id ?? null} reference={open?.reference ?? ''} onClose={() => setOpen(null)} />}
    >
      <DataTable<OwnerOrderRow>
        caption={heading}
        columns={columns}
        rows={result?.orders ?? []}
        rowId={(order) => order.id}
        onRowClick={(order) => setOpen({ id: order.id, reference: order.reference })}
      />
    </ListScreen>
  );
}
