// An order's breakdown as buyers read it (issue 26; decision 065): which rows the drawer's checkout,
// the success page, the account's orders, the buyer's mails and the invoice show, in what order and
// with what words. One rule for all of them; the amounts are the server's (computeTotals, on the
// order or in the checkout quote), never computed here.

/** The figures a breakdown reads: an order (OrderSummary) or the drawer's quote. */
export interface BreakdownFigures {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** The prices included tax: taxCents is the part of the total that is tax, not added to it. */
  taxIncluded: boolean;
  discountCode: string | null;
  /** The chosen shipping rate's name; null when nothing is shipped (or none is chosen yet). */
  shippingName: string | null;
}

export const BREAKDOWN_LABELS = {
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  /** Where prices include tax, the tax is a note under the total (the "incl. VAT"). */
  taxIncluded: 'incl. VAT',
  total: 'Total',
  /** A chosen rate that costs nothing (pickup, free over a subtotal, a free-shipping code). */
  free: 'Free',
} as const;

export type BreakdownRowKind = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total' | 'taxIncluded';

export interface BreakdownRow {
  kind: BreakdownRowKind;
  /** The row's words, with the code or the rate's name where it has one: 'Discount (SAVE10)'. */
  label: string;
  cents: number;
}

/**
 * The rows to show, in order: Subtotal, Discount (code), Shipping (rate), Tax, Total, then "incl.
 * VAT" where prices include tax. Rows of zero are left out (a chosen shipping rate stays, as
 * Free); the subtotal only shows when something else stands between it and the total, so an
 * order of older times (no discount, shipping or tax) reads as before: its total alone.
 * `subtotal: 'always'` keeps the subtotal for documents that always had it (the invoice).
 */
export function orderBreakdown(figures: BreakdownFigures, { subtotal = 'when-adjusted' }: { subtotal?: 'always' | 'when-adjusted' } = {}): BreakdownRow[] {
  const named = (label: string, name: string | null) => (name ? `${label} (${name})` : label);
  const middle: BreakdownRow[] = [];
  if (figures.discountCents > 0) middle.push({ kind: 'discount', label: named(BREAKDOWN_LABELS.discount, figures.discountCode), cents: figures.discountCents });
  if (figures.shippingCents > 0 || figures.shippingName !== null) middle.push({ kind: 'shipping', label: named(BREAKDOWN_LABELS.shipping, figures.shippingName), cents: figures.shippingCents });
  if (figures.taxCents > 0 && !figures.taxIncluded) middle.push({ kind: 'tax', label: BREAKDOWN_LABELS.tax, cents: figures.taxCents });
  const rows: BreakdownRow[] = [];
  if (subtotal === 'always' || middle.length > 0) rows.push({ kind: 'subtotal', label: BREAKDOWN_LABELS.subtotal, cents: figures.subtotalCents });
  rows.push(...middle, { kind: 'total', label: BREAKDOWN_LABELS.total, cents: figures.totalCents });
  if (figures.taxCents > 0 && figures.taxIncluded) rows.push({ kind: 'taxIncluded', label: BREAKDOWN_LABELS.taxIncluded, cents: figures.taxCents });
  return rows;
}

/**
 * A row's amount as written: a discount with a minus sign (U+2212 where the text is read on
 * screens and in mails, `ascii` for documents whose font lacks it), a free shipping rate as Free.
 */
export function breakdownAmount(row: BreakdownRow, format: (cents: number) => string, { ascii = false }: { ascii?: boolean } = {}): string {
  if (row.kind === 'shipping' && row.cents === 0) return BREAKDOWN_LABELS.free;
  if (row.kind === 'discount') return `${ascii ? '-' : '\u2212'}${format(row.cents)}`;
  return format(row.cents);
}

/** A stored order's figures (its shipping choice as the rate's name), for the server's mails and documents. */
export function storedOrderFigures(order: Omit<BreakdownFigures, 'shippingName'> & { shippingChoice: { rateName: string } | null }): BreakdownFigures {
  const { subtotalCents, discountCents, shippingCents, taxCents, totalCents, taxIncluded, discountCode } = order;
  return { subtotalCents, discountCents, shippingCents, taxCents, totalCents, taxIncluded, discountCode, shippingName: order.shippingChoice?.rateName ?? null };
}
