import { asc, eq, inArray } from 'drizzle-orm';
import { canTransition, mayRestock, releasesStock, type OrderLine, type OrderStatus } from '#core/checkout/order.ts';
import type { Db } from '#server/db/client.ts';
import { document, shopOrder, shopOrderEvent } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { invalidateCollectionPages } from '#server/shared/page-cache/collection-cache.ts';
import { releaseDiscountUse } from '#server/modules/shop-rules/discount-redemption.public.ts';
import { documentScopeOf, issuerOf, movePaysOrder, nextDocumentNumber } from './document-numbers.ts';
import { returnStock } from './product-stock.ts';

export type OrderRow = typeof shopOrder.$inferSelect;

export interface TransitionOptions {
  source: 'checkout' | 'provider' | 'owner' | 'expiry';
  note?: string | null;
  actorId?: string | null;
  /** Provider facts learnt with the move (the payment's id, the payer's email). */
  providerPaymentRef?: string | null;
  email?: string | null;
  /** A refund: also put the units back in stock (the owner's choice; a refund alone never does). */
  restock?: boolean;
  /** A partial refund: the refunded total so far in cents (a full refund records the order's total). */
  refundedCents?: number;
  /** Fulfilment: the carrier, the parcel's tracking number and the carrier's tracking link (https, decision 064), stored on the order. */
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

export type TransitionResult = { changed: true; order: OrderRow; from: OrderStatus } | { changed: false; order: OrderRow | null };

/**
 * Moves an order to `to` when its rules allow it (core canTransition), with a history entry, in
 * the caller's transaction; the order row is locked first, so two movers (a webhook and an owner,
 * two webhook deliveries) take turns and the second sees the first's result. Moving to failed,
 * cancelled or an unfulfilled refund gives the units back exactly once (`stock_held`).
 */
export async function transitionOrderIn(tx: Db, orderId: string, to: OrderStatus, options: TransitionOptions): Promise<TransitionResult & { releasedCollections: string[] }> {
  const [order] = await tx.select().from(shopOrder).where(eq(shopOrder.id, orderId)).for('update');
  if (!order || !canTransition(order.status, to, order.method)) return { changed: false, order: order ?? null, releasedCollections: [] };
  const now = new Date();
  const release = order.stockHeld && (releasesStock(order.status, to) || (options.restock === true && mayRestock(to)));
  const refundedCents = to === 'refunded' ? order.totalCents : to === 'partially_refunded' ? Math.max(order.refundedCents, Math.min(options.refundedCents ?? 0, order.totalCents)) : null;
  const releasedCollections = release ? await giveBackStock(tx, order.lines, now) : [];
  // A cancelled, expired or failed order gives its discount code's use back (decision 065), once.
  if (releasesStock(order.status, to)) await releaseDiscountUse(tx, orderId, now);
  // Paid: its invoice's number, taken in this transaction (decision 062), so a rollback gives it back.
  const invoice = movePaysOrder(order.status, to) && order.invoiceNumber === null ? { invoiceNumber: await nextDocumentNumber(tx, documentScopeOf(order.siteId), 'invoice'), invoiceIssuedAt: now, invoiceIssuer: await issuerOf(tx, order.siteId) } : {};
  const [updated] = await tx
    .update(shopOrder)
    .set({
      status: to,
      updatedAt: now,
      ...(release ? { stockHeld: false } : {}),
      ...invoice,
      ...(refundedCents !== null ? { refundedCents } : {}),
      ...(to === 'fulfilled' && (options.carrier || options.trackingNumber || options.trackingUrl) ? { carrier: options.carrier ?? null, trackingNumber: options.trackingNumber ?? null, trackingUrl: options.trackingUrl ?? null } : {}),
      ...(options.providerPaymentRef ? { providerPaymentRef: options.providerPaymentRef } : {}),
      ...(options.email && !order.email ? { email: options.email.toLowerCase() } : {}),
    })
    .where(eq(shopOrder.id, orderId))
    .returning();
  const restocked = release && !releasesStock(order.status, to);
  const note = restocked ? [RESTOCKED_NOTE, options.note].filter(Boolean).join(' ') : (options.note ?? null);
  await tx.insert(shopOrderEvent).values({ orderId, fromStatus: order.status, toStatus: to, source: options.source, note, actorId: options.actorId ?? null, createdAt: now });
  return { changed: true, order: updated!, from: order.status, releasedCollections };
}

/**
 * Puts a refunded order's units back in stock when its owner chooses to (decision 034), once:
 * `stock_held` flips in the same transaction, and the history says so. False when the order is
 * not refunded or its units are already back.
 */
export async function restockOrder(deps: Pick<AppDeps, 'database' | 'invalidatePages'>, orderId: string, actorId: string | null, note: string | null): Promise<{ changed: boolean; order: OrderRow | null }> {
  const result = await deps.database.db.transaction(async (tx) => {
    const [order] = await tx.select().from(shopOrder).where(eq(shopOrder.id, orderId)).for('update');
    if (!order || !order.stockHeld || !mayRestock(order.status)) return { changed: false as const, order: order ?? null, collections: [] as string[] };
    const now = new Date();
    const collections = await giveBackStock(tx, order.lines, now);
    const [updated] = await tx.update(shopOrder).set({ stockHeld: false, updatedAt: now }).where(eq(shopOrder.id, orderId)).returning();
    await tx.insert(shopOrderEvent).values({ orderId, fromStatus: order.status, toStatus: order.status, source: 'owner', note: note ? `${RESTOCKED_NOTE} ${note}` : RESTOCKED_NOTE, actorId, createdAt: now });
    return { changed: true as const, order: updated!, collections };
  });
  if (result.changed) await afterRelease(deps, result.order.siteId, result.collections);
  return { changed: result.changed, order: result.order };
}

export const RESTOCKED_NOTE = 'The items were put back in stock.';

/** transitionOrderIn in a transaction of its own, then the cached product pages dropped. */
export async function transitionOrder(deps: Pick<AppDeps, 'database' | 'invalidatePages'>, orderId: string, to: OrderStatus, options: TransitionOptions): Promise<TransitionResult> {
  const result = await deps.database.db.transaction((tx) => transitionOrderIn(tx, orderId, to, options));
  if (result.changed) await afterRelease(deps, result.order.siteId, result.releasedCollections);
  const { releasedCollections: _released, ...rest } = result;
  return rest;
}

export async function afterRelease(deps: Pick<AppDeps, 'invalidatePages'>, siteId: string | null, collections: readonly string[]): Promise<void> {
  for (const collection of new Set(collections)) await invalidateCollectionPages(deps, siteId, collection);
}

/** Adds each line's units back to its product (locked in id order, as checkout locks them). */
async function giveBackStock(tx: Db, lines: readonly OrderLine[], now: Date): Promise<string[]> {
  const ids = [...new Set(lines.map((line) => line.productId))].sort();
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: document.id, collection: document.collection, data: document.data }).from(document).where(inArray(document.id, ids)).orderBy(asc(document.id)).for('update');
  const collections: string[] = [];
  for (const row of rows) {
    let data = typeof row.data === 'object' && row.data !== null && !Array.isArray(row.data) ? (row.data as Record<string, unknown>) : {};
    for (const line of lines) if (line.productId === row.id) data = returnStock(data, line.color, line.size, line.quantity);
    await tx.update(document).set({ data, updatedAt: now }).where(eq(document.id, row.id));
    collections.push(row.collection);
  }
  return collections;
}

/** A history line from a payment provider that records what happened without changing the order's status. */
export async function noteProviderEvent(tx: Db, order: Pick<OrderRow, 'id' | 'status'>, note: string): Promise<void> {
  await tx.insert(shopOrderEvent).values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, source: 'provider', note });
}
