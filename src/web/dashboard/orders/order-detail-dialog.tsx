import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { FULFILMENT_FIELD_MAX, ORDER_STATUS_LABELS, type OrderStatus } from '#core/checkout/order.ts';
import { ORDERS_SCREEN_MESSAGES as M, OWNER_ACTION_LABELS, RESTOCK_LABEL, confirmCancelMessage, FULFILMENT_LABELS, needsConfirmation, restockConfirmMessage } from '#core/checkout/orders-dashboard.ts';
import { REFUND_LABELS } from '#core/checkout/refunds.ts';
import { TRACKING_URL_MAX } from '#core/shop/buyer-mails.ts';
import { fieldErrorOf } from '#web/api/client.ts';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { Button } from '#web/ui/button.tsx';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { CONTROL_CLASSES, LABEL_CLASSES } from '#web/ui/inputs/control-classes.ts';
import { ListError, ListLoading } from '#web/ui/data-table/list-states.tsx';
import { Modal } from '#web/ui/modal.tsx';
import { notify } from '#web/ui/toast.ts';
import { OrderBody, OrderShipping, PrivateNote } from './order-sections.tsx';
import { changeOrderStatus, fetchOrder, orderKey, ordersKey, restockOrder } from './orders-requests.ts';
import { RefundDialog } from './refund-dialog.tsx';

/**
 * One order for its site's owners: lines, totals, customer, provider references and history, with
 * the status changes the server allows (ownerTransitions) and an optional note for the history.
 */
export function OrderDetailDialog({ siteId, orderId, reference, onClose }: { siteId: string; orderId: string | null; reference: string; onClose(): void }): ReactNode {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [refunding, setRefunding] = useState(false);
  const [shipping, setShipping] = useState({ carrier: '', trackingNumber: '', trackingUrl: '' });
  const query = useQuery({
    queryKey: orderKey(siteId, orderId ?? ''),
    queryFn: ({ signal }) => fetchOrder(orderId!, signal),
    enabled: orderId !== null,
  });
  const change = useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus | 'restock' }) =>
      status === 'restock' ? restockOrder(id, note) : changeOrderStatus(id, status, note, shipping),
    onSuccess: (order, { status }) => {
      queryClient.setQueryData(orderKey(siteId, order.id), order);
      setNote('');
      setShipping({ carrier: '', trackingNumber: '', trackingUrl: '' });
      notify.success(status === 'restock' ? M.restocked(order.reference) : M.statusChanged(order.reference, ORDER_STATUS_LABELS[order.status]));
    },
    onError: (error) => notify.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey(siteId) }),
  });

  const order = query.data;
  // The server's word on a bad tracking link, under its field (decision 064).
  const trackingUrlError = fieldErrorOf(change.error, 'trackingUrl');
  const close = () => {
    setNote('');
    setRefunding(false);
    onClose();
  };

  const act = async (to: OrderStatus) => {
    if (!order) return;
    if (needsConfirmation(to)) {
      const ok = await confirm({
        title: OWNER_ACTION_LABELS[to],
        message: confirmCancelMessage(order.reference),
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
  // Refunds are made with an amount, in a dialog of their own: the site's owners only (the server says).
  const refundButton =
    order?.mayRefund && order.refundableCents > 0 ? (
      <Button variant="danger" disabled={change.isPending} onClick={() => setRefunding(true)}>
        {REFUND_LABELS.open}
      </Button>
    ) : null;
  const restockButton = order?.canRestock ? (
    <Button variant="secondary" loading={change.isPending && change.variables?.status === 'restock'} disabled={change.isPending} onClick={() => void putBack()}>
      {RESTOCK_LABEL}
    </Button>
  ) : null;

  let body: ReactNode;
  if (query.isPending) {
    body = <ListLoading label={M.loadingOrder} />;
  } else if (query.isError) {
    body = <ListError message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    body = (
      <>
        <OrderBody order={query.data} />
        <OrderShipping siteId={siteId} order={query.data} />
        <PrivateNote key={`${query.data.id}:${query.data.privateNote ?? ''}`} siteId={siteId} order={query.data} />
      </>
    );
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
                {actions.includes('fulfilled') ? (
                  <fieldset className="grid gap-3 sm:grid-cols-2">
                    <legend className="sr-only">{FULFILMENT_LABELS.heading}</legend>
                    <TextInput label={FULFILMENT_LABELS.carrier} name="carrier" maxLength={FULFILMENT_FIELD_MAX} value={shipping.carrier} onChange={(event) => setShipping({ ...shipping, carrier: event.target.value })} />
                    <TextInput label={FULFILMENT_LABELS.trackingNumber} name="trackingNumber" maxLength={FULFILMENT_FIELD_MAX} value={shipping.trackingNumber} onChange={(event) => setShipping({ ...shipping, trackingNumber: event.target.value })} />
                    <div className="sm:col-span-2">
                      <TextInput
                        label={FULFILMENT_LABELS.trackingUrl}
                        name="trackingUrl"
                        type="url"
                        inputMode="url"
                        placeholder="https://"
                        maxLength={TRACKING_URL_MAX}
                        value={shipping.trackingUrl}
                        hint={FULFILMENT_LABELS.trackingUrlHint}
                        error={trackingUrlError}
                        className="w-full"
                        onChange={(event) => setShipping({ ...shipping, trackingUrl: event.target.value })}
                      />
                    </div>
                  </fieldset>
                ) : null}
                <div role="group" aria-label={M.actionsHeading} className="flex flex-wrap justify-end gap-2">
                  {restockButton}
                  {refundButton}
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
                  {refundButton}
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
      {refunding && order ? <RefundDialog siteId={siteId} order={order} onClose={() => setRefunding(false)} /> : null}
    </Modal>
  );
}
