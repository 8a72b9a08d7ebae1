// Issue 25 item 5: refunds from the dashboard. The rules both sides need: what is left to refund,
// whether an amount may be refunded, and what the owner is told.
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
