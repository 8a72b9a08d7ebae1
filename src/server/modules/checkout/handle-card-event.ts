import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '#core/checkout/order.ts';
import { minorToDecimalString } from '#core/money/currency.ts';
import type { Db } from '#server/db/client.ts';
import { paymentEvent, shopOrder } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { isUuid } from '#server/http/ids.ts';
import { afterOrderConfirmed } from '#server/modules/orders/confirm-order.public.ts';
import { MAX_ORDER_CENTS } from '#server/modules/orders/place-order.public.ts';
import { afterRelease, noteProviderEvent, transitionOrderIn, type OrderRow } from '#server/modules/orders/transition-order.public.ts';
import { afterRefund, providerRefund } from '#server/modules/orders/refunds.public.ts';
import type { CardEvent } from '#server/providers/payments/port.ts';

export type CardEventOutcome = 'duplicate' | 'ignored' | 'applied' | 'unchanged' | 'unknown-order';

type Deps = Pick<AppDeps, 'database' | 'invalidatePages' | 'mailer' | 'logger' | 'env' | 'auth'>;

/**
 * Which orders an event may touch (decision 058): those charged through the account whose secret
 * verified it. The platform's endpoint: orders paid through the platform default, of any site;
 * a site's endpoint: that site's orders paid through its own keys; the platform's Connect endpoint:
 * the orders charged on the connected account the event names (decision 063).
 */
export type AccountScope = { source: 'platform' } | { source: 'site'; siteId: string };
export type CardEventScope = AccountScope | { source: 'connect'; account: string };

/** The payment_event provider key: event ids are recorded per account, so one account's events never shadow another's. */
const eventProviderOf = (scope: CardEventScope) => (scope.source === 'platform' ? 'stripe' : scope.source === 'site' ? `stripe:${scope.siteId}` : `stripe:connect:${scope.account}`);

/**
 * Applies one verified Stripe event (decision 023). The event id is recorded in the same
 * transaction as the change it causes, so a replay (Stripe retries, an attacker resending a
 * captured request) finds its row and changes nothing, and a failure records nothing, so
 * Stripe's retry can succeed. A payment whose amount or currency is not the order's is not
 * accepted as payment for it.
 */
export async function handleCardEvent(deps: Deps, event: CardEvent, scope: CardEventScope): Promise<CardEventOutcome> {
  if (event.type === 'ignored') return 'ignored';
  const { db } = deps.database;
  // What to do once the transaction has committed.
  const after: { confirmed?: OrderRow; released?: { siteId: string | null; collections: string[] }; refunded?: { order: OrderRow; refundId: string } } = {};
  const outcome = await db.transaction(async (tx): Promise<CardEventOutcome> => {
    const order = await findEventOrder(tx, event, scope);
    const [fresh] = await tx
      .insert(paymentEvent)
      .values({ provider: eventProviderOf(scope), eventId: event.id, orderId: order?.id ?? null })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvent.eventId });
    if (!fresh) return 'duplicate';
    if (!order) return 'unknown-order';
    let to: OrderStatus;
    let note: string;
    let refundedCents: number | undefined;
    let refundId: string | undefined;
    if (event.type === 'paid') {
      const charged = order.taxByStripe ? withStripeTax(order, event) : { totalCents: order.totalCents, taxCents: order.taxCents };
      if (charged === null || (event.amountCents !== null && (event.amountCents !== charged.totalCents || (event.currency ?? order.currency).toUpperCase() !== order.currency.toUpperCase()))) {
        const paid = event.amountCents === null ? 'an amount it did not say' : `${minorToDecimalString(event.amountCents, event.currency ?? order.currency)} ${(event.currency ?? order.currency).toUpperCase()}`;
        await noteProviderEvent(tx, order, `Stripe reported a payment of ${paid}, not the order's total: not marked paid.`);
        return 'unchanged';
      }
      // Stripe Tax's amount becomes the order's (decision 073), before the confirmation, its mail and its invoice read it.
      if (order.taxByStripe && order.status === 'pending') await tx.update(shopOrder).set(charged).where(eq(shopOrder.id, order.id));
      to = 'paid';
      note = 'Paid by card (Stripe).';
    } else if (event.type === 'failed') {
      to = 'failed';
      note = 'The card payment failed.';
    } else if (event.type === 'refunded') {
      // Stripe's amount_refunded is the running total: less than the charge is a partial refund,
      // which keeps the order (and its units: restocking is the owner's choice, decision 034). What
      // the order or a refund being made from the dashboard already accounts for is not news.
      const charged = event.amountCents ?? order.totalCents;
      const reported = event.amountRefundedCents !== null && event.amountRefundedCents < charged ? event.amountRefundedCents : order.totalCents;
      const move = await providerRefund(tx, order, reported, 'stripe');
      if (!move) {
        await noteProviderEvent(tx, order, `Stripe reported ${minorToDecimalString(reported, order.currency)} ${order.currency} refunded, no more than recorded already.`);
        return 'unchanged';
      }
      to = move.to;
      refundedCents = move.refundedCents;
      refundId = move.refundId;
      note = to === 'refunded' ? 'Refunded in Stripe.' : `Partly refunded in Stripe: ${minorToDecimalString(refundedCents, order.currency)} of ${minorToDecimalString(order.totalCents, order.currency)} ${order.currency}.`;
    } else {
      to = 'cancelled';
      note = 'The Stripe checkout expired unpaid.';
    }
    const result = await transitionOrderIn(tx, order.id, to, {
      source: 'provider',
      note,
      providerPaymentRef: event.type === 'paid' ? event.paymentRef : null,
      email: event.type === 'paid' ? event.email : null,
      refundedCents,
    });
    if (!result.changed) {
      if (event.type === 'paid') await noteProviderEvent(tx, order, `Stripe reported a payment while the order was ${order.status}: refund it in Stripe if it should not stand.`);
      return 'unchanged';
    }
    if (to === 'paid') after.confirmed = result.order;
    if (result.releasedCollections.length > 0) after.released = { siteId: result.order.siteId, collections: result.releasedCollections };
    if (refundId) after.refunded = { order: result.order, refundId };
    return 'applied';
  });
  if (after.released) await afterRelease(deps, after.released.siteId, after.released.collections);
  if (after.confirmed) await afterOrderConfirmed(deps, after.confirmed);
  if (after.refunded) await afterRefund(deps, after.refunded.order, after.refunded.refundId);
  return outcome;
}

/**
 * An order taxed by Stripe Tax (decision 073) was placed without tax: what Stripe charged must be its
 * total with the tax Stripe reports (added to it when the shop's prices exclude tax, inside it when they
 * include it). Null when Stripe did not say the tax or the amount, or they cannot be the order's.
 */
function withStripeTax(order: OrderRow, event: Extract<CardEvent, { type: 'paid' }>): { totalCents: number; taxCents: number } | null {
  if (event.taxCents === null || event.amountCents === null) return null;
  const totalCents = order.taxIncluded ? order.totalCents : order.totalCents + event.taxCents;
  if ((order.taxIncluded && event.taxCents > order.totalCents) || totalCents > MAX_ORDER_CENTS) return null;
  return { totalCents, taxCents: event.taxCents };
}

async function findEventOrder(tx: Db, event: Exclude<CardEvent, { type: 'ignored' }>, scope: CardEventScope): Promise<OrderRow | null> {
  // An event verified by one account names only that account's orders: another site's session id in it finds nothing.
  // The Connect endpoint's events: only the orders charged on the connected account the event names (decision 063).
  const ofAccount = and(
    eq(shopOrder.method, 'stripe'),
    eq(shopOrder.paymentSource, scope.source),
    scope.source === 'site' ? eq(shopOrder.siteId, scope.siteId) : undefined,
    scope.source === 'connect' ? eq(shopOrder.paymentAccount, scope.account) : undefined,
  );
  if (event.type === 'refunded') {
    const [row] = await tx.select().from(shopOrder).where(and(ofAccount, eq(shopOrder.providerPaymentRef, event.paymentRef))).limit(1);
    return row ?? null;
  }
  const [row] = await tx.select().from(shopOrder).where(and(ofAccount, eq(shopOrder.providerRef, event.sessionId))).limit(1);
  // The session must be the one we made for this order: its reference id has to agree.
  if (row && event.orderId && isUuid(event.orderId) && event.orderId !== row.id) return null;
  return row ?? null;
}
