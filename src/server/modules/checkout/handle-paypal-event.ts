import { and, eq, or } from 'drizzle-orm';
import type { OrderStatus } from '#core/checkout/order.ts';
import { minorToDecimalString } from '#core/money/currency.ts';
import type { Db } from '#server/db/client.ts';
import { paymentEvent, shopOrder } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { afterOrderConfirmed } from '#server/modules/orders/confirm-order.public.ts';
import { afterRelease, noteProviderEvent, transitionOrderIn, type OrderRow } from '#server/modules/orders/transition-order.public.ts';
import { afterRefund, providerRefund } from '#server/modules/orders/refunds.public.ts';
import type { PaypalEvent } from '#server/providers/payments/port.ts';
import { pendingCaptureNote } from './capture-paypal.ts';
import type { AccountScope } from './handle-card-event.ts';

export type PaypalEventOutcome = 'duplicate' | 'ignored' | 'applied' | 'unchanged' | 'unknown-order';

type Deps = Pick<AppDeps, 'database' | 'invalidatePages' | 'mailer' | 'logger' | 'env' | 'auth'>;
type CaptureEvent = Exclude<PaypalEvent, { type: 'ignored' }>;

/**
 * Applies one verified PayPal webhook event about a capture (issue 25): a capture PayPal held
 * completing or being denied, a refund made in PayPal, a reversal. As with Stripe's (decision 023)
 * the event id is recorded in the same transaction as the change it causes, so a redelivery changes
 * nothing and a failure records nothing. A delivery speaks only for the orders charged through the
 * account it was verified for (`scope`, decision 058): any other order is treated as unknown, and
 * event ids are recorded per account.
 */
export async function handlePaypalEvent(deps: Deps, event: PaypalEvent, scope: AccountScope): Promise<PaypalEventOutcome> {
  if (event.type === 'ignored') return 'ignored';
  const { db } = deps.database;
  const after: { confirmed?: OrderRow; released?: { siteId: string | null; collections: string[] }; refunded?: { order: OrderRow; refundId: string } } = {};
  const outcome = await db.transaction(async (tx): Promise<PaypalEventOutcome> => {
    const order = await findCaptureOrder(tx, event, scope);
    const [fresh] = await tx
      .insert(paymentEvent)
      .values({ provider: scope.source === 'platform' ? 'paypal' : `paypal:${scope.siteId}`, eventId: event.id, orderId: order?.id ?? null })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvent.eventId });
    if (!fresh) return 'duplicate';
    if (!order) return 'unknown-order';
    const change = await changeOf(tx, event, order);
    if ('note' in change && !('to' in change)) {
      await noteProviderEvent(tx, order, change.note);
      return 'unchanged';
    }
    const result = await transitionOrderIn(tx, order.id, change.to, {
      source: 'provider',
      note: change.note,
      providerPaymentRef: event.type === 'capture-completed' ? event.captureId : null,
      refundedCents: change.refundedCents,
    });
    if (!result.changed) {
      // Our capture call and this webhook both saw the payment: the first one counted.
      if (event.type === 'capture-completed' && (order.status === 'paid' || order.status === 'fulfilled') && order.providerPaymentRef === event.captureId) return 'unchanged';
      if (event.type === 'capture-completed') await noteProviderEvent(tx, order, `PayPal completed a payment while the order was ${order.status}: refund it in PayPal if it should not stand.`);
      return 'unchanged';
    }
    if (change.to === 'paid') after.confirmed = result.order;
    if (result.releasedCollections.length > 0) after.released = { siteId: result.order.siteId, collections: result.releasedCollections };
    if (change.refundId) after.refunded = { order: result.order, refundId: change.refundId };
    return 'applied';
  });
  if (after.released) await afterRelease(deps, after.released.siteId, after.released.collections);
  if (after.confirmed) await afterOrderConfirmed(deps, after.confirmed);
  if (after.refunded) await afterRefund(deps, after.refunded.order, after.refunded.refundId);
  return outcome;
}

type Change = { to: OrderStatus; note: string; refundedCents?: number; refundId?: string } | { note: string };

/** What the event means for the order: a move with its history line, or a line alone. */
async function changeOf(tx: Db, event: CaptureEvent, order: OrderRow): Promise<Change> {
  switch (event.type) {
    case 'capture-completed':
      // A capture is the whole PayPal order: anything but the order's total is not its payment.
      if (event.amountCents !== null && (event.amountCents !== order.totalCents || (event.currency ?? order.currency).toUpperCase() !== order.currency.toUpperCase())) {
        return { note: `PayPal reported a capture of ${minorToDecimalString(event.amountCents, event.currency ?? order.currency)} ${event.currency ?? order.currency}, not the order's total: not marked paid.` };
      }
      return { to: 'paid', note: 'Paid with PayPal (the capture PayPal held completed).' };
    case 'capture-pending':
      return { note: pendingCaptureNote(event.reason) };
    case 'capture-denied':
      return { to: 'failed', note: 'PayPal denied the payment it held.' };
    case 'capture-refunded': {
      // PayPal's total refunded so far when it says; else this refund on top of what is recorded.
      const reported = event.totalRefundedCents ?? (event.amountCents !== null ? order.refundedCents + event.amountCents : order.totalCents);
      const move = await providerRefund(tx, order, reported, 'paypal');
      if (!move) return { note: `PayPal reported ${minorToDecimalString(reported, order.currency)} ${order.currency} refunded, no more than recorded already.` };
      const note = move.to === 'refunded' ? 'Refunded in PayPal.' : `Partly refunded in PayPal: ${minorToDecimalString(move.refundedCents, order.currency)} of ${minorToDecimalString(order.totalCents, order.currency)} ${order.currency}.`;
      return { ...move, note };
    }
    case 'capture-reversed': {
      const move = await providerRefund(tx, order, order.totalCents, 'paypal');
      if (!move) return { note: 'PayPal reversed the payment, which is refunded already.' };
      return { ...move, note: 'PayPal reversed the payment (a chargeback or a dispute): the money went back to the buyer.' };
    }
  }
}

/** The PayPal order whose capture the event names: by the capture id once known, or by PayPal's order id. */
async function findCaptureOrder(tx: Db, event: CaptureEvent, scope: AccountScope): Promise<OrderRow | null> {
  const paypalOrderId = 'paypalOrderId' in event ? event.paypalOrderId : null;
  const byCapture = eq(shopOrder.providerPaymentRef, event.captureId);
  const match = paypalOrderId ? or(byCapture, eq(shopOrder.providerRef, paypalOrderId)) : byCapture;
  const ofAccount = and(eq(shopOrder.method, 'paypal'), eq(shopOrder.paymentSource, scope.source), scope.source === 'site' ? eq(shopOrder.siteId, scope.siteId) : undefined);
  const rows = await tx.select().from(shopOrder).where(and(ofAccount, match)).limit(2);
  // Two orders would mean the ids disagree: speak for neither.
  if (rows.length !== 1) return null;
  const [row] = rows;
  // A capture id recorded on the order must be the event's.
  if (row!.providerPaymentRef && row!.providerPaymentRef !== event.captureId) return null;
  return row!;
}
