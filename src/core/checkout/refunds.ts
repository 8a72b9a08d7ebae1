// Issue 25 item 5: refunds from the dashboard. The rules both sides need: what is left to refund,
// whether an amount may be refunded, and what the owner is told.
import { moneyInputToMinor } from '#core/money/currency.ts';
import type { OrderStatus, PaymentMethodValue } from './order.ts';

/** The statuses an order may be refunded from: money was taken and not all of it given back. */
const REFUNDABLE: readonly OrderStatus[] = ['paid', 'fulfilled', 'partially_refunded'];

export const REFUND_NOT_ALLOWED = 'Only a paid order can be refunded.';
export const REFUND_AMOUNT_INVALID = 'Enter an amount greater than zero, in the order’s currency.';
export const REFUND_TOO_LARGE = 'That is more than is left to refund on this order.';
export const REFUND_IN_PROGRESS = 'Another refund of this order is being made: wait for it, then try again.';
export const REFUNDS_FORBIDDEN = 'Only the site’s owners can refund its orders.';
export const REFUND_PROVIDER_UNAVAILABLE = 'This order’s payment account is not set up on this shop any more, so the refund cannot be made here. Refund it in the provider’s own dashboard.';

/** The owner is told who refused, and the provider's own word when there is one. */
export function refundRefused(provider: 'stripe' | 'paypal', reason: string | null): string {
  const name = provider === 'stripe' ? 'Stripe' : 'PayPal';
  return reason ? `${name} refused the refund: ${reason}` : `${name} could not be reached to make the refund. Nothing was refunded; try again in a moment.`;
}

/** What is left to refund of an order, in minor units: nothing unless it was paid. `reservedCents` are refunds being made. */
export function refundableCents(order: { status: OrderStatus; totalCents: number; refundedCents: number }, reservedCents = 0): number {
  if (!REFUNDABLE.includes(order.status)) return 0;
  return Math.max(0, order.totalCents - order.refundedCents - reservedCents);
}

/** Why `amountCents` may not be refunded now (a message), or null when it may. */
export function refundAmountProblem(amountCents: unknown, refundable: number): string | null {
  if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || amountCents <= 0) return REFUND_AMOUNT_INVALID;
  if (amountCents > refundable) return REFUND_TOO_LARGE;
  return null;
}

/** How the money goes back: through the provider the buyer paid with, or (offline orders) by the owner, recorded here. */
export function refundChannel(method: PaymentMethodValue): 'stripe' | 'paypal' | 'recorded' {
  return method === 'stripe' || method === 'paypal' ? method : 'recorded';
}

export const orderRefundApi = (orderApiPath: string): string => `${orderApiPath}/refund`;

/**
 * An amount the owner typed ("12.5", "12.50", "12,50"; "1200" in yen) in minor units of the order's
 * currency; null when it is not a non-negative amount with no more decimals than the currency has.
 * The server checks it again.
 */
export function refundInputToCents(text: string, currency: string): number | null {
  return moneyInputToMinor(text, currency);
}

/** The refund dialog's and the order dialog's words. */
export const REFUND_LABELS = {
  open: 'Refund…',
  title: (reference: string) => `Refund order ${reference}`,
  amount: 'Amount to refund',
  amountHint: (left: string) => `Up to ${left}, what is left of this order’s payment.`,
  note: 'Note for the order’s history (optional)',
  submit: 'Refund',
  cancel: 'Keep the money',
  channel: {
    stripe: 'The money goes back to the buyer’s card through Stripe. This cannot be undone.',
    paypal: 'The money goes back to the buyer’s PayPal account. This cannot be undone.',
    recorded: 'This order was paid offline: the refund is recorded here, and you pay the buyer back yourself.',
  },
  done: (reference: string) => `Refund of order ${reference} made.`,
  heading: 'Refunds',
  byOwner: 'Made in the dashboard',
  byProvider: 'Made in the payment provider',
  statuses: { pending: 'Being made', succeeded: 'Refunded', failed: 'Refused' },
  failed: 'Refund failed. Try again.',
} as const;
