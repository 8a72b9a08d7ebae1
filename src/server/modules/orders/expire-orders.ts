import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import { isOfflineMethod } from '#core/checkout/order.ts';
import { shopOrder } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { sendOrderCancelled } from './order-mail.ts';
import { resumePendingRefunds } from './refunds.public.ts';
import { transitionOrder } from './transition-order.public.ts';

/** An unpaid order is cancelled this long after its provider page stopped taking payment, so a late payment is never raced. */
export const EXPIRY_GRACE_MS = 5 * 60_000;
const BATCH = 100;

/** What an expired order's history says: unpaid online, or unconfirmed offline within the shop's hold (decision 034). */
export const EXPIRED_ONLINE_NOTE = 'Not paid in time: the checkout expired.';
export const EXPIRED_OFFLINE_NOTE = 'Not confirmed in time: the shop’s hold for offline orders ended, so the order was cancelled and its items put back in stock.';

/**
 * Cancels pending orders past their hold (plus the grace) and gives their units back: unpaid card
 * and PayPal orders, and offline orders the owner has not confirmed (marked paid or fulfilled);
 * an open Stripe session is expired first so it cannot be paid afterwards. Safe with several
 * processes: each move is conditional on the order still being pending.
 */
export async function expireStaleOrders(deps: Pick<AppDeps, 'database' | 'invalidatePages' | 'payments' | 'logger' | 'mailer' | 'env'>, now = Date.now()): Promise<number> {
  const { db } = deps.database;
  const stale = await db
    .select({ id: shopOrder.id, method: shopOrder.method, providerRef: shopOrder.providerRef, siteId: shopOrder.siteId, paymentSource: shopOrder.paymentSource, paymentAccount: shopOrder.paymentAccount })
    .from(shopOrder)
    .where(and(eq(shopOrder.status, 'pending'), isNotNull(shopOrder.expiresAt), lt(shopOrder.expiresAt, new Date(now - EXPIRY_GRACE_MS))))
    .orderBy(asc(shopOrder.expiresAt))
    .limit(BATCH);
  let cancelled = 0;
  for (const order of stale) {
    if (order.method === 'stripe' && order.providerRef) {
      // With the keys the order was charged through (decision 058).
      const { card } = await deps.payments.forOrder(order);
      await card?.expireSession(order.providerRef).catch((error: unknown) => deps.logger.warn({ err: error, orderId: order.id }, 'could not expire the Stripe session'));
    }
    const note = isOfflineMethod(order.method) ? EXPIRED_OFFLINE_NOTE : EXPIRED_ONLINE_NOTE;
    const result = await transitionOrder(deps, order.id, 'cancelled', { source: 'expiry', note });
    if (!result.changed) continue;
    cancelled++;
    // An offline order the buyer placed and the shop never confirmed: the buyer is told. An unpaid checkout left behind is not.
    if (isOfflineMethod(order.method)) await sendOrderCancelled(deps, result.order);
  }
  return cancelled;
}

/**
 * Runs expireStaleOrders, then resumePendingRefunds (refunds an interrupted process left pending),
 * every minute until stopped; failures are logged and retried next time.
 */
export function startOrderExpiry(deps: Pick<AppDeps, 'database' | 'invalidatePages' | 'payments' | 'logger' | 'mailer' | 'auth' | 'env'>, intervalMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireStaleOrders(deps)
      .then((n) => n > 0 && deps.logger.info({ cancelled: n }, 'expired unpaid orders'))
      .catch((error: unknown) => deps.logger.error({ err: error }, 'order expiry failed'))
      .then(() => resumePendingRefunds(deps))
      .catch((error: unknown) => deps.logger.error({ err: error }, 'resuming interrupted refunds failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
