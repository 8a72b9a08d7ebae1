import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { minorToDecimalString } from '#core/money/currency.ts';
import {
  REFUND_IN_PROGRESS,
  REFUND_NOT_ALLOWED,
  REFUND_PROVIDER_UNAVAILABLE,
  REFUND_TOO_LARGE,
  refundAmountProblem,
  refundableCents,
  refundChannel,
  refundRefused,
} from '#core/checkout/refunds.ts';
import type { Db } from '#server/db/client.ts';
import { shopOrder, shopRefund } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { PaymentProviderError, type CardGateway, type PaypalGateway } from '#server/providers/payments/port.ts';
import { issueCreditNoteIn } from './document-numbers.ts';
import { sendOrderRefunded } from './order-mail.ts';
import { afterRelease, restockOrder, transitionOrderIn, type OrderRow } from './transition-order.public.ts';

export type RefundRow = typeof shopRefund.$inferSelect;

/** The gateway that took an order's payment, or null when its shop no longer has that account. */
export type RefundGatewayOf = (order: OrderRow) => Promise<CardGateway | PaypalGateway | null>;

export interface RefundRequest {
  amountCents: unknown;
  restock: boolean;
  note: string | null;
  actorId: string;
}

type Deps = Pick<AppDeps, 'database' | 'invalidatePages' | 'logger' | 'mailer' | 'auth' | 'env'>;

const PROVIDER_NAMES = { stripe: 'Stripe', paypal: 'PayPal' } as const;

/** What refunds being made (pending) of an order hold back from what is left to refund. */
async function reservedCents(tx: Db, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${shopRefund.amountCents}), 0)::int` })
    .from(shopRefund)
    .where(and(eq(shopRefund.orderId, orderId), eq(shopRefund.status, 'pending')));
  return row?.total ?? 0;
}

/**
 * An owner's refund of (part of) an order (issue 25 item 5; decision 061). Offline orders: the
 * refund is recorded (the owner pays the buyer back themselves). Card and PayPal orders: the amount
 * is first reserved (a pending refund, under the order's lock, so refunds at once never add up to
 * more than was paid), then asked of the provider with our refund's id as the idempotency key, then
 * recorded on the order with the restock choice. A refusal records the failed refund and changes
 * nothing else. The provider's own webhook about the same refund then finds nothing new.
 */
export async function refundOrder(deps: Deps, orderId: string, request: RefundRequest, gatewayOf: RefundGatewayOf): Promise<{ order: OrderRow; refund: RefundRow }> {
  const { db } = deps.database;
  const reserved = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(shopOrder).where(eq(shopOrder.id, orderId)).for('update');
    if (!order) throw new HttpError(404, 'Order not found.');
    if (refundableCents(order) === 0) throw new HttpError(409, REFUND_NOT_ALLOWED);
    const pending = await reservedCents(tx, order.id);
    const problem = refundAmountProblem(request.amountCents, refundableCents(order, pending));
    if (problem) {
      const message = pending > 0 && problem === REFUND_TOO_LARGE ? REFUND_IN_PROGRESS : problem;
      throw new HttpError(problem === REFUND_TOO_LARGE ? 409 : 400, message, { amountCents: [message] });
    }
    const channel = refundChannel(order.method);
    const [refund] = await tx
      .insert(shopRefund)
      .values({
        orderId: order.id,
        amountCents: request.amountCents as number,
        status: channel === 'recorded' ? 'succeeded' : 'pending',
        source: 'owner',
        provider: channel === 'recorded' ? null : channel,
        restock: request.restock,
        note: request.note,
        createdBy: request.actorId,
        completedAt: channel === 'recorded' ? new Date() : null,
      })
      .returning();
    if (channel !== 'recorded') return { order, refund: refund!, done: null };
    await issueCreditNoteIn(tx, refund!.id, order.siteId);
    const done = await recordOnOrder(tx, order, refund!, null);
    return { order, refund: refund!, done };
  });
  if (reserved.done) return finish(deps, reserved.done, reserved.refund, { restock: request.restock, actorId: request.actorId });

  const { order, refund } = reserved;
  const sent = await sendToProvider(deps, order, refund, gatewayOf);
  if (sent.outcome === 'unavailable') throw new HttpError(409, REFUND_PROVIDER_UNAVAILABLE);
  if (sent.outcome === 'refused') throw new HttpError(502, refundRefused(refund.provider as 'stripe' | 'paypal', sent.reason));
  // Completed meanwhile by the sweep for interrupted refunds (a slow provider): what it recorded stands.
  if (sent.outcome === 'completed-elsewhere') return { order: (await findOrder(db, order.id)) ?? order, refund };
  return finish(deps, sent.done, sent.done.refund, { restock: request.restock, actorId: request.actorId });
}

type Sent =
  | { outcome: 'done'; done: Recorded & { refund: RefundRow } }
  | { outcome: 'unavailable' }
  | { outcome: 'refused'; reason: string | null }
  | { outcome: 'completed-elsewhere' };

/**
 * A reserved (pending) refund asked of the provider with our refund's id as the idempotency key, then
 * recorded: the refund succeeded and on the order (locked), with its credit note. Asked twice (the
 * request and the sweep for interrupted refunds), the provider answers the same refund, and only
 * the first to move the refund from pending records it.
 */
async function sendToProvider(deps: Pick<Deps, 'database' | 'logger'>, order: OrderRow, refund: RefundRow, gatewayOf: RefundGatewayOf): Promise<Sent> {
  const { db } = deps.database;
  const provider = refund.provider as 'stripe' | 'paypal';
  const gateway = order.providerPaymentRef ? await gatewayOf(order) : null;
  if (!gateway || gateway.provider !== provider) {
    await markFailed(db, refund.id, 'No payment account');
    return { outcome: 'unavailable' };
  }
  let result;
  try {
    result = await gateway.refund({ paymentRef: order.providerPaymentRef!, amountCents: refund.amountCents, currency: order.currency, refundId: refund.id, orderReference: order.reference });
  } catch (error) {
    const reason = error instanceof PaymentProviderError ? error.reason : null;
    deps.logger.warn({ err: error, orderId: order.id, refundId: refund.id }, 'refund refused');
    await markFailed(db, refund.id, reason ?? 'The provider could not be reached');
    return { outcome: 'refused', reason };
  }
  const done = await db.transaction(async (tx) => {
    const [succeeded] = await tx
      .update(shopRefund)
      .set({ status: 'succeeded', providerRefundId: result.providerRefundId, completedAt: new Date() })
      .where(and(eq(shopRefund.id, refund.id), eq(shopRefund.status, 'pending')))
      .returning();
    if (!succeeded) return null;
    const [locked] = await tx.select().from(shopOrder).where(eq(shopOrder.id, order.id)).for('update');
    await issueCreditNoteIn(tx, refund.id, order.siteId);
    return { ...(await recordOnOrder(tx, locked!, succeeded, provider)), refund: succeeded };
  });
  return done ? { outcome: 'done', done } : { outcome: 'completed-elsewhere' };
}

async function findOrder(db: Db, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(shopOrder).where(eq(shopOrder.id, orderId)).limit(1);
  return row ?? null;
}

/** A refund still pending this long after it was reserved was interrupted (the process stopped before the provider answered). */
export const REFUND_RESUME_AFTER_MS = 15 * 60_000;
/** Beyond this the providers no longer remember the idempotency key (Stripe keeps it 24 hours), so asking again could refund twice. */
export const REFUND_RESUME_WITHIN_MS = 23 * 60 * 60_000;
/** What a refund interrupted for too long to be resumed safely says. */
export const REFUND_INTERRUPTED_FAILURE = 'Interrupted before the provider answered, too long ago to ask again safely: check the provider’s dashboard, and refund again from here if it shows no refund.';
const RESUME_BATCH = 20;

/**
 * Finishes refunds an interrupted process left pending (reserved, possibly sent to the provider, never
 * recorded), which would otherwise hold their amount back from the order for good: each is asked of
 * the provider again under the same idempotency key (so one the provider made is answered, not made
 * twice), then recorded with the owner's restock choice, and the buyer is told as usual. One older
 * than the providers' idempotency window is marked failed with what to check instead. Safe with
 * several processes: only the first to move a refund from pending records it.
 */
export async function resumePendingRefunds(deps: Deps & Pick<AppDeps, 'payments'>, now = Date.now()): Promise<{ resumed: number; failed: number }> {
  const { db } = deps.database;
  const stale = await db
    .select()
    .from(shopRefund)
    .where(and(eq(shopRefund.status, 'pending'), lt(shopRefund.createdAt, new Date(now - REFUND_RESUME_AFTER_MS))))
    .orderBy(asc(shopRefund.createdAt))
    .limit(RESUME_BATCH);
  let resumed = 0;
  let failed = 0;
  for (const refund of stale) {
    const order = await findOrder(db, refund.orderId);
    if (!order || refund.createdAt.getTime() < now - REFUND_RESUME_WITHIN_MS) {
      const [marked] = await db
        .update(shopRefund)
        .set({ status: 'failed', failure: REFUND_INTERRUPTED_FAILURE, completedAt: new Date() })
        .where(and(eq(shopRefund.id, refund.id), eq(shopRefund.status, 'pending')))
        .returning({ id: shopRefund.id });
      if (marked) {
        failed++;
        deps.logger.error({ refundId: refund.id, orderId: refund.orderId }, 'refund interrupted too long ago to resume: marked failed; the owner should check the provider');
      }
      continue;
    }
    const sent = await sendToProvider(deps, order, refund, async (charged) => {
      const payments = await deps.payments.forOrder(charged);
      return charged.method === 'stripe' ? payments.card : charged.method === 'paypal' ? payments.paypal : null;
    });
    if (sent.outcome === 'done') {
      resumed++;
      deps.logger.info({ refundId: refund.id, orderId: order.id }, 'interrupted refund resumed and recorded');
      await finish(deps, sent.done, sent.done.refund, { restock: refund.restock, actorId: refund.createdBy });
    } else if (sent.outcome !== 'completed-elsewhere') failed++;
  }
  return { resumed, failed };
}

interface Recorded {
  order: OrderRow;
  changed: boolean;
  releasedCollections: string[];
}

/**
 * The refund on the order (locked by the caller): added to its refunded total, never above the total;
 * fully refunded at the total. A provider's webhook that arrived first did not count it (it leaves
 * pending refunds to this), so it is counted once.
 */
async function recordOnOrder(tx: Db, order: OrderRow, refund: RefundRow, provider: 'stripe' | 'paypal' | null): Promise<Recorded> {
  const refunded = Math.min(order.totalCents, order.refundedCents + refund.amountCents);
  const to = refunded >= order.totalCents ? 'refunded' : 'partially_refunded';
  const how = provider ? `through ${PROVIDER_NAMES[provider]}` : 'by the shop (recorded; pay the buyer back yourself)';
  const note = [`Refunded ${minorToDecimalString(refund.amountCents, order.currency)} ${order.currency} ${how}.`, refund.note].filter(Boolean).join(' ');
  const result = await transitionOrderIn(tx, order.id, to, { source: 'owner', note, actorId: refund.createdBy, restock: refund.restock, refundedCents: refunded });
  if (result.changed) return { order: result.order, changed: true, releasedCollections: result.releasedCollections };
  // The provider's webhook refunded it in full first: the order says so already.
  return { order: result.order ?? order, changed: false, releasedCollections: [] };
}

/** What follows a refund once recorded, whoever made it: the buyer is told the amount, with its credit note. */
export async function afterRefund(deps: Pick<AppDeps, 'database' | 'mailer' | 'logger' | 'auth' | 'env'>, order: OrderRow, refundId: string): Promise<void> {
  const [refund] = await deps.database.db.select().from(shopRefund).where(eq(shopRefund.id, refundId)).limit(1);
  if (refund) await sendOrderRefunded(deps, order, refund);
}

async function finish(deps: Deps, done: Recorded, refund: RefundRow, request: { restock: boolean; actorId: string | null }): Promise<{ order: OrderRow; refund: RefundRow }> {
  await afterRefund(deps, done.order, refund.id);
  if (done.changed) {
    await afterRelease(deps, done.order.siteId, done.releasedCollections);
    return { order: done.order, refund };
  }
  // Recorded already by the webhook: the owner's restock choice still counts.
  if (request.restock) {
    const restocked = await restockOrder(deps, done.order.id, request.actorId, null);
    if (restocked.order) return { order: restocked.order, refund };
  }
  return { order: done.order, refund };
}

async function markFailed(db: Db, refundId: string, failure: string): Promise<void> {
  await db.update(shopRefund).set({ status: 'failed', failure: failure.slice(0, 500), completedAt: new Date() }).where(and(eq(shopRefund.id, refundId), eq(shopRefund.status, 'pending')));
}

/**
 * A refund a provider's webhook reports, in the webhook's transaction (the order locked here): of the provider's running total `refundedTotal`, the part that neither
 * the order nor a refund being made from the dashboard (pending: it counts itself once the provider
 * answers) accounts for is a refund made in the provider's own dashboard, or a reversal. It is kept
 * as the provider's refund, and the move it makes is returned; null when there is nothing new.
 */
export async function providerRefund(tx: Db, found: OrderRow, refundedTotal: number, provider: 'stripe' | 'paypal'): Promise<{ to: 'refunded' | 'partially_refunded'; refundedCents: number; refundId: string } | null> {
  // Locked and read again: an owner's refund completing meanwhile has counted itself, or is still pending.
  const [order] = await tx.select().from(shopOrder).where(eq(shopOrder.id, found.id)).for('update');
  if (!order) return null;
  const amount = Math.min(order.totalCents, refundedTotal) - order.refundedCents - (await reservedCents(tx, order.id));
  if (amount <= 0) return null;
  const [refund] = await tx.insert(shopRefund).values({ orderId: order.id, amountCents: amount, status: 'succeeded', source: 'provider', provider, completedAt: new Date() }).returning({ id: shopRefund.id });
  await issueCreditNoteIn(tx, refund!.id, order.siteId);
  const refundedCents = order.refundedCents + amount;
  return { to: refundedCents >= order.totalCents ? 'refunded' : 'partially_refunded', refundedCents, refundId: refund!.id };
}
