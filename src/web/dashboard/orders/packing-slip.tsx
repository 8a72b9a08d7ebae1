import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PACKING_SLIP_LABELS as L, type PackingSlip } from '#core/checkout/orders-dashboard.ts';
import { siteOrders } from '#core/paths/routes.ts';
import { orderTrackingLine } from '#core/shop/owner-notifications.ts';
import { Button } from '#web/ui/button.tsx';
import { OrderAddress } from '#web/storefront/order-view.tsx';
import { formatOrderDate } from './order-sections.tsx';

/** An order's packing slip: shop, reference, where it goes, and what goes in the parcel (no prices). */
export function PackingSlipPage({ siteId, slip }: { siteId: string; slip: PackingSlip }): ReactNode {
  const tracking = orderTrackingLine(slip.carrier, slip.trackingNumber);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 bg-surface px-4 py-8 text-fg sm:px-8 print:max-w-none print:p-0" data-packing-slip="">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={siteOrders(siteId)} className="text-sm font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          {L.back}
        </Link>
        <Button onClick={() => window.print()}>{L.print}</Button>
      </div>
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-4">
        <div>
          <p className="text-sm text-fg-muted">{slip.shopName}</p>
          <h1 className="text-2xl font-semibold">{L.title(slip.reference)}</h1>
        </div>
        <p className="text-sm">
          <span className="text-fg-muted">{L.orderDate}: </span>
          <time dateTime={slip.createdAt}>{formatOrderDate(slip.createdAt)}</time>
        </p>
      </header>
      <section aria-labelledby="slip-ship-to" className="flex flex-col gap-1 text-sm">
        <h2 id="slip-ship-to" className="text-base font-semibold">
          {L.shipTo}
        </h2>
        {slip.shipTo ? (
          <>
            <p className="font-medium">{slip.shipTo.name}</p>
            <OrderAddress address={slip.shipTo.address} />
            {slip.shipTo.phone ? <p>{slip.shipTo.phone}</p> : null}
          </>
        ) : (
          <p className="text-fg-muted">{L.noAddress}</p>
        )}
        {slip.email ? <p className="break-all">{slip.email}</p> : null}
        {tracking ? (
          <p className="mt-2" data-order-tracking="">
            {tracking}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="slip-items" className="flex flex-col gap-2">
        <h2 id="slip-items" className="text-base font-semibold">
          {L.items}
        </h2>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-border text-fg-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {L.item}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {L.quantity}
              </th>
            </tr>
          </thead>
          <tbody>
            {slip.lines.map((line, index) => (
              <tr key={index} className="border-b border-border">
                <td className="py-2 pr-3">
                  <span className="font-medium">{line.name}</span>
                  {line.variant !== '' ? <span className="block text-fg-muted">{line.variant}</span> : null}
                </td>
                <td className="py-2 text-right">{line.quantity}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 pr-3 text-right font-semibold">
                {L.quantity}
              </th>
              <td className="py-2 text-right font-semibold" data-slip-item-count="">
                {slip.itemCount}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
    </main>
  );
}
