import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, PRIVATE_NOTE_MAX, variantLabel, type OrderDetail } from '#core/checkout/order.ts';
import { DASHBOARD_LOCALE, formatMoney } from '#core/money/currency.ts';
import { REFUND_LABELS } from '#core/checkout/refunds.ts';
import { orderTrackingLine } from '#core/shop/owner-notifications.ts';
import { Button, buttonClassName } from '#web/ui/button.tsx';
import { TextArea } from '#web/ui/inputs/text-area.tsx';
import { notify } from '#web/ui/toast.ts';
import { orderKey, savePrivateNote } from './orders-requests.ts';
import { siteOrderPackingSlip } from '#core/paths/routes.ts';
import { ownerCreditNotePath, ownerInvoicePath } from '#core/paths/invoices.ts';
import { INVOICE_LABELS } from '#core/checkout/invoice-labels.ts';
import { FULFILMENT_LABELS, PACKING_SLIP_LABELS, ORDERS_SCREEN_MESSAGES as M, historyChangeLabel, historySourceLabel } from '#core/checkout/orders-dashboard.ts';
import { OrderAddress, OrderStatusBadge } from '#web/storefront/order-view.tsx';
import { TrackingLink } from '#web/ui/tracking-link.tsx';

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

/** What the order dialog shows of an order: status, lines and totals, customer, payment, history. */
export function OrderBody({ order }: { order: OrderDetail }): ReactNode {
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
                      {line.quantity} × {formatMoney(line.unitCents, order.currency, DASHBOARD_LOCALE)}
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(line.lineCents, order.currency, DASHBOARD_LOCALE)}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot className="border-t border-border">
              {order.subtotalCents !== order.totalCents ? (
                <tr>
                  <th scope="row" colSpan={2} className="px-3 py-2 text-right font-medium">{M.subtotal}</th>
                  <td className="px-3 py-2 text-right">{formatMoney(order.subtotalCents, order.currency, DASHBOARD_LOCALE)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row" colSpan={2} className="px-3 py-2 text-right font-semibold">{M.total}</th>
                <td className="px-3 py-2 text-right font-semibold">{formatMoney(order.totalCents, order.currency, DASHBOARD_LOCALE)}</td>
              </tr>
              {order.refundedCents > 0 ? (
                <tr>
                  <th scope="row" colSpan={2} className="px-3 py-2 text-right font-medium">{M.refunded}</th>
                  <td className="px-3 py-2 text-right" data-order-refunded="">
                    −{formatMoney(order.refundedCents, order.currency, DASHBOARD_LOCALE)}
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
              <dd>
                <OrderAddress address={order.customer.address} />
              </dd>
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

      {order.refunds.length > 0 ? (
        <Section title={REFUND_LABELS.heading}>
          <ul className="flex flex-col gap-2 text-sm" data-order-refunds="">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="rounded-md border border-border px-3 py-2">
                <p>
                  <span className="font-medium">
                    {formatMoney(refund.amountCents, order.currency, DASHBOARD_LOCALE)}
                  </span>
                  <span className="text-fg-muted">
                    {' · '}
                    {REFUND_LABELS.statuses[refund.status]}
                    {refund.provider ? ` · ${PAYMENT_METHOD_LABELS[refund.provider]}` : ''}
                    {' · '}
                    {refund.source === 'owner' ? REFUND_LABELS.byOwner : REFUND_LABELS.byProvider}
                    {' · '}
                    <time dateTime={refund.createdAt}>{formatOrderDate(refund.createdAt)}</time>
                  </span>
                </p>
                {refund.creditNoteNumber !== null ? (
                  <p className="mt-1">
                    <a href={ownerCreditNotePath(order.id, refund.id)} download className="font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring" data-credit-note={refund.creditNoteNumber}>
                      {INVOICE_LABELS.creditNote}
                      <span className="sr-only"> {INVOICE_LABELS.creditNoteNumber(refund.creditNoteNumber)}</span>
                    </a>
                  </p>
                ) : null}
                {refund.failure ? <p className="mt-1 text-danger">{refund.failure}</p> : null}
                {refund.note ? <p className="mt-1 whitespace-pre-line">{refund.note}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

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

/** The carrier and tracking number the order was fulfilled with, the order's packing slip to print (a page of its own) and its invoice once paid. */
export function OrderShipping({ siteId, order }: { siteId: string; order: OrderDetail }): ReactNode {
  const tracking = orderTrackingLine(order.carrier, order.trackingNumber);
  return (
    <div className="mt-6">
      <Section title={FULFILMENT_LABELS.heading}>
        {tracking ? (
          <p className="text-sm" data-order-tracking>
            {tracking}
          </p>
        ) : null}
        {order.trackingUrl ? (
          <p className="text-sm">
            {/* The owner's own https link (checked by the server when given; decision 064). */}
            <TrackingLink url={order.trackingUrl} />
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <a href={siteOrderPackingSlip(siteId, order.id)} target="_blank" rel="noopener" className={buttonClassName({ variant: 'secondary' })}>
            {FULFILMENT_LABELS.packingSlip}
            <span className="sr-only"> {PACKING_SLIP_LABELS.opensInNewTab}</span>
          </a>
          {order.invoiceNumber !== null ? (
            <a href={ownerInvoicePath(order.id)} download className={buttonClassName({ variant: 'secondary' })} data-invoice-download="">
              {INVOICE_LABELS.downloadInvoice}
              <span className="sr-only"> {INVOICE_LABELS.invoiceNumber(order.invoiceNumber)}</span>
            </a>
          ) : null}
        </div>
      </Section>
    </div>
  );
}

/** The owners' private note: saved on the order, never shown or sent to the buyer. */
export function PrivateNote({ siteId, order }: { siteId: string; order: OrderDetail }): ReactNode {
  const queryClient = useQueryClient();
  const [text, setText] = useState(order.privateNote ?? '');
  const save = useMutation({
    mutationFn: () => savePrivateNote(order.id, text),
    onSuccess: (saved) => {
      queryClient.setQueryData(orderKey(siteId, saved.id), saved);
      notify.success(FULFILMENT_LABELS.noteSaved);
    },
    onError: (error) => notify.error(error.message),
  });
  return (
    <div className="mt-6 print:hidden">
      <TextArea label={FULFILMENT_LABELS.privateNote} name="privateNote" hint={FULFILMENT_LABELS.privateNoteHint} rows={3} maxLength={PRIVATE_NOTE_MAX} value={text} onChange={(event) => setText(event.target.value)} />
      <div className="mt-2">
        <Button variant="secondary" loading={save.isPending} onClick={() => save.mutate()}>
          {FULFILMENT_LABELS.saveNote}
        </Button>
      </div>
    </div>
  );
}
