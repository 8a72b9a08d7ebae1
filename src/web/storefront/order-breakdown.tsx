import type { ReactElement } from 'react';
import { breakdownAmount, orderBreakdown, type BreakdownFigures } from '#core/checkout/order-breakdown.ts';
import { formatMoney } from '#core/money/currency.ts';
import { cx } from '#web/ui/class-names.ts';

/**
 * An order's subtotal, discount, shipping, tax and total, by core's one rule (order-breakdown.ts):
 * the drawer's checkout (from the server's quote), the success page and the account's orders.
 */
export function OrderBreakdown({
  figures,
  currency,
  language,
  label,
  className,
  adjustedOnly = false,
  busy = false,
}: {
  figures: BreakdownFigures;
  currency: string;
  language: string;
  label?: string;
  className?: string;
  /** Nothing when the breakdown is the total alone (a page that shows the total already). */
  adjustedOnly?: boolean;
  /** The figures are being asked again (the drawer's quote): aria-busy, for assistive technology to wait. */
  busy?: boolean;
}): ReactElement | null {
  const money = (cents: number) => formatMoney(cents, currency, language);
  const rows = orderBreakdown(figures);
  if (adjustedOnly && rows.length === 1) return null;
  // The name goes on a group around the list: a <dl> has no role that takes a name.
  return (
    <div role="group" aria-label={label} aria-busy={busy || undefined} className={className} data-order-breakdown="">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.kind} className="contents" data-breakdown-row={row.kind}>
            <dt className={cx('min-w-0 break-words', row.kind === 'total' ? 'font-semibold' : 'text-fg-muted')}>{row.label}</dt>
            <dd className={cx('text-right tabular-nums', row.kind === 'total' && 'font-semibold', row.kind === 'taxIncluded' && 'text-fg-muted')}>{breakdownAmount(row, money)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
