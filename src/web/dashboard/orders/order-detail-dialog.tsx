import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, formatCents, variantLabel, type OrderDetail, type OrderStatus } from '#core/checkout/order.ts';
import {
  ORDERS_SCREEN_MESSAGES as M,
  OWNER_ACTION_LABELS,
  RESTOCK_HINT,
  RESTOCK_LABEL,
  confirmTransitionMessage,
  historyChangeLabel,
  historySourceLabel,
  needsConfirmation,
  restockConfirmMessage,
} from '#core/checkout/orders-dashboard.ts';
import { ContentError } from '#web/dashboard/content/content-error.tsx';
import { OrderStatusBadge } from '#web/storefront/order-view.tsx';
import { Button } from '#web/ui/button.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { CONTROL_CLASSES, LABEL_CLASSES } from '#web/ui/inputs/control-classes.ts';
import { Modal } from '#web/ui/modal.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { notify } from '#web/ui/toast.ts';
import { changeOrderStatus, fetchOrder, orderKey, ordersKey, restockOrder, type Fetcher } from './orders-requests.ts';

export const formatOrderDate = (iso: string): string => new Date(iso).toLocaleString();

function Section({ title, children }: { title: string; children: ReactNode }): ReactNode {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function OrderBody({ order }: { order: OrderDetail }): ReactNode {
  return (
    <div className="flex flex-col gap-6">
      <p className="flex items-center gap-2 text-sm">
        <span className="text-fg-muted">{M.columns.status}</span>
        <OrderStatusBadge status={order.status} />
      </p>
      <Section title={M.linesHeading}>
        <div className="overflow-x-auto rounded-md border border-border">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-border text-fg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{M.product}</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{M.quantity}</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{M.total}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => {
                const variant = variantLabel(line);
                return (
                  <tr key={`${line.productId}-${line.color ?? ''}-${line.size ?? ''}-${index}`} className="border-b border-border last:border-0">
                    <td className="px-3 py-2">
                      <span className="font-medium">{line.name}</span>
                      {variant !== '' ? <span className="block text-fg-muted">{variant}</span> : null}
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">
                      {line.quantity} × {formatCents(line.unitCents)}
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">{formatCents(line.lineCents)}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot className="border-t border-border">
              {order.subtotalCents !== order.totalCents ? (
                <tr>
                  <th scope="row" colSpan={2} className="px-3 py-2 text-right font-medium">{M.subtotal}</th>
                  <td className="px-3 py-2 text-right">{formatCents(order.subtotalCents)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row" colSpan={2} className="px-3 py-2 text-right font-semibold">{M.total}</th>
                <td className="px-3 py-2 text-right font-semibold">{formatCents(order.totalCents)}</td>
              </tr>
              {order.refundedCents > 0 ? (
                <tr>
                  <th scope="row" colSpan={2} className="px-3 py-2 text-right font-medium">{M.refunded}</th>
                  <td className="px-3 py-2 text-right" data-order-refunded="">
                    −{formatCents(order.refundedCents)}
                  </td>
                </tr>
              ) : null}
            </tfoot>
          </table>
        </div>
      </Section>

      <div className="grid gap-6 sm:grid-cols-2">
        <Section title={M.customerHeading}>
          {order.customer ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-fg-muted">{M.columns.customer}</dt>
              <dd>{order.customer.name}</dd>
              <dt className="text-fg-muted">{M.email}</dt>
              <dd className="break-all">{order.customer.email}</dd>
              {order.customer.phone ? (
                <>
                  <dt className="text-fg-muted">{M.phone}</dt>
                  <dd>{order.customer.phone}</dd>
                </>
              ) : null}
              <dt className="text-fg-muted">{M.address}</dt>
              <dd className="whitespace-pre-line">{order.customer.address}</dd>
            </dl>
          ) : (
            <p className="text-sm text-fg-muted">
              {order.email ? <span className="block break-all text-fg">{order.email}</span> : null}
              {M.noCustomer}
            </p>
          )}
        </Section>
        <Section title={M.paymentHeading}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-fg-muted">{M.method}</dt>
            <dd>{PAYMENT_METHOD_LABELS[order.method]}</dd>
            <dt className="text-fg-muted">{M.columns.date}</dt>
            <dd>{formatOrderDate(order.createdAt)}</dd>
            {order.providerRef ? (
              <>
                <dt className="text-fg-muted">{M.providerRef}</dt>
                <dd className="font-mono text-xs break-all">{order.providerRef}</dd>
              </>
            ) : null}
            {order.providerPaymentRef ? (
              <>
                <dt className="text-fg-muted">{M.providerPaymentRef}</dt>
                <dd className="font-mono text-xs break-all">{order.providerPaymentRef}</dd>
              </>
            ) : null}
          </dl>
        </Section>
      </div>

      <Section title={M.historyHeading}>
        <ol className="flex flex-col gap-2 text-sm" data-order-history="">
          {order.history.map((entry, index) => (
            <li key={`${entry.createdAt}-${index}`} className="rounded-md border border-border px-3 py-2">
              <p>
                <span className="font-medium">{historyChangeLabel(entry)}</span>
                <span className="text-fg-muted">
                  {' · '}
                  {historySourceLabel(entry)}
                  {' · '}
                  <time dateTime={entry.createdAt}>{formatOrderDate(entry.createdAt)}</time>
                </span>
              </p>
              {entry.note ? <p className="mt-1 whitespace-pre-line">{entry.note}</p> : null}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

/**
 * One order for its site's owners: lines, totals, customer, provider references and history, with
 * the status changes the server allows (ownerTransitions) and an optional note for the history.
 */
export function OrderDetailDialog({ siteId, orderId, reference, onClose, fetcher }: { siteId: string; orderId: string | null; reference: string; onClose(): void; fetcher: Fetcher }): ReactNode {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [restock, setRestock] = useState(false);
  const query = useQuery({
    queryKey: orderKey(siteId, orderId ?? ''),
    queryFn: ({ signal }) => fetchOrder(fetcher, orderId!, signal),
    enabled: orderId !== null,
  });
  const change = useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus | 'restock' }) =>
      status === 'restock' ? restockOrder(fetcher, id, note) : changeOrderStatus(fetcher, id, status, note, status === 'refunded' && restock),
    onSuccess: (order, { status }) => {
      queryClient.setQueryData(orderKey(siteId, order.id), order);
      setNote('');
      setRestock(false);
      notify.success(status === 'restock' ? M.restocked(order.reference) : M.statusChanged(order.reference, ORDER_STATUS_LABELS[order.status]));
    },
    onError: (error) => notify.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey(siteId) }),
  });

  const order = query.data;
  const close = () => {
    setNote('');
    setRestock(false);
    onClose();
  };

  const act = async (to: OrderStatus) => {
    if (!order) return;
    if (needsConfirmation(to)) {
      const ok = await confirm({
        title: OWNER_ACTION_LABELS[to],
        message: confirmTransitionMessage(order.reference, order.status, to, to === 'refunded' && restock),
        okLabel: OWNER_ACTION_LABELS[to],
        cancelLabel: M.keepOrder,
        tone: 'danger',
      });
      if (!ok) return;
    }
    change.mutate({ id: order.id, status: to });
  };

  const putBack = async () => {
    if (!order) return;
    const ok = await confirm({ title: RESTOCK_LABEL, message: restockConfirmMessage(order.reference), okLabel: RESTOCK_LABEL, cancelLabel: M.close });
    if (ok) change.mutate({ id: order.id, status: 'restock' });
  };
  const restockButton = order?.canRestock ? (
    <Button variant="secondary" loading={change.isPending && change.variables?.status === 'restock'} disabled={change.isPending} onClick={() => void putBack()}>
      {RESTOCK_LABEL}
    </Button>
  ) : null;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className="flex items-center gap-2 p-4 text-fg-muted">
        <Spinner /> {M.loadingOrder}
      </div>
    );
  } else if (query.isError) {
    body = <ContentError message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    body = <OrderBody order={query.data} />;
  }

  const actions = order?.ownerTransitions ?? [];
  return (
    <Modal
      open={orderId !== null}
      onClose={close}
      size="xl"
      title={M.orderTitle(order?.reference ?? reference)}
      footer={
        order ? (
          <div className="flex w-full flex-col gap-3">
            {actions.length > 0 ? (
              <>
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={noteId} className={LABEL_CLASSES}>
                    {M.noteLabel}
                  </label>
                  <textarea id={noteId} name="note" rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} className={CONTROL_CLASSES} aria-describedby={`${noteId}-hint`} />
                  <p id={`${noteId}-hint`} className="text-xs text-fg-muted">
                    {M.noteHint}
                  </p>
                </div>
                {actions.includes('refunded') ? (
                  <CheckboxInput label={RESTOCK_LABEL} name="restock" hint={RESTOCK_HINT} checked={restock} onChange={(event) => setRestock(event.target.checked)} />
                ) : null}
                <div role="group" aria-label={M.actionsHeading} className="flex flex-wrap justify-end gap-2">
                  {restockButton}
                  {actions.map((to) => (
                    <Button
                      key={to}
                      variant={needsConfirmation(to) ? 'danger' : 'primary'}
                      loading={change.isPending && change.variables?.status === to}
                      disabled={change.isPending}
                      onClick={() => void act(to)}
                    >
                      {OWNER_ACTION_LABELS[to]}
                    </Button>
                  ))}
                  <Button variant="secondary" onClick={close}>
                    {M.close}
                  </Button>
                </div>
              </>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-fg-muted">{M.noActions}</p>
                <div className="flex flex-wrap gap-2">
                  {restockButton}
                  <Button variant="secondary" onClick={close}>
                    {M.close}
                  </Button>
                </div>
              </div>
            )}
          </div>
        ) : (
          <Button variant="secondary" onClick={close}>
            {M.close}
          </Button>
        )
      }
    >
      {body}
    </Modal>
  );
}
