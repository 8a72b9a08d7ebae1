import type { ReactElement, ReactNode } from 'react';
import { formatMoney } from '#core/money/currency.ts';
import { ORDER_STATUS_LABELS, variantLabel, type OrderLine, type OrderStatus } from '#core/checkout/order.ts';
import { quantityTimes } from '#core/checkout/page-messages.ts';
import { addressLines, type PostalAddress } from '#core/checkout/postal-address.ts';
import { cx } from '#web/ui/class-names.ts';

const STATUS_TONE: Readonly<Record<OrderStatus, string>> = {
  pending: 'bg-amber-100 text-amber-950',
  paid: 'bg-emerald-100 text-emerald-950',
  fulfilled: 'bg-sky-100 text-sky-950',
  failed: 'bg-red-100 text-red-950',
  cancelled: 'bg-surface-muted text-fg',
  partially_refunded: 'bg-violet-100 text-violet-950',
  refunded: 'bg-surface-muted text-fg',
};

/** An order's status as a small badge with its label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }): ReactElement {
  return (
    <span className={cx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[status])} data-order-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** An order's lines: name, chosen colour and size, quantity and the line's price in the order's currency, for the shop's language. */
export function OrderLines({ lines, label, currency, language }: { lines: readonly OrderLine[]; label: string; currency: string; language: string }): ReactElement {
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {lines.map((line, index) => {
        const variant = variantLabel(line);
        return (
          <li key={`${line.productId}:${line.color ?? ''}:${line.size ?? ''}:${index}`} className="flex items-start justify-between gap-4 py-2 text-sm" data-order-line="">
            <span className="min-w-0">
              <span className="font-medium">{line.name}</span> <span className="text-fg-muted">{quantityTimes(line.quantity)}</span>
              {variant !== '' && <span className="block text-xs text-fg-muted">{variant}</span>}
            </span>
            <span className="shrink-0 tabular-nums">{formatMoney(line.lineCents, currency, language)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** An order's address, one line each (name and street, postal code and city, country). */
export function OrderAddress({ address }: { address: PostalAddress | string | null }): ReactElement {
  return (
    <address className="not-italic" data-order-address="">
      {addressLines(address).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** The frame of the checkout pages: a centred card with a heading. */
export function CheckoutPageFrame({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-4 py-12">
      <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export const LINK_BUTTON =
  'inline-flex items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-fg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
