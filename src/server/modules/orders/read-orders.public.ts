import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { OFFLINE_METHODS, mayRestock, type BuyerStatusEntry, ownerTransitions, type OrderDetail, type OrderStatus, type OrderSummary } from '#core/checkout/order.ts';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like-pattern.ts';
import { refundableCents } from '#core/checkout/refunds.ts';
import { shopOrder, shopOrderEvent, shopRefund, site, user } from '#server/db/schema.ts';
import { TO_FULFIL_FILTER } from '#core/shop/overview.ts';
import type { OrderRow } from './transition-order.public.ts';

/** Orders the owner still has to ship: core awaitsFulfilment in SQL (the overview's count, the orders list's filter). */
export function awaitsFulfilmentSql(): SQL {
  return or(eq(shopOrder.status, 'paid'), and(eq(shopOrder.status, 'pending'), inArray(shopOrder.method, [...OFFLINE_METHODS])))!;
}

export function orderSummaryOf(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    method: row.method,
    lines: row.lines,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    shippingCents: row.shippingCents,
    taxCents: row.taxCents,
    taxIncluded: row.taxIncluded,
    discountCode: row.discountCode,
    shippingName: row.shippingChoice?.rateName ?? null,
    totalCents: row.totalCents,
    refundedCents: row.refundedCents,
    currency: row.currency,
    email: row.email,
    address: row.customer?.address ?? null,
    createdAt: row.createdAt.toISOString(),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    invoiceNumber: row.invoiceNumber,
  };
}

export async function findOrderByToken(db: Db, token: string): Promise<OrderRow | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await db.select().from(shopOrder).where(eq(shopOrder.sessionToken, token)).limit(1);
  return row ?? null;
}

export async function findOrderById(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(shopOrder).where(eq(shopOrder.id, id)).limit(1);
  return row ?? null;
}

/** The owner's view: the summary, the buyer, provider references, the whole history and the moves allowed now. */
export async function orderDetailOf(db: Db, row: OrderRow, viewer: { mayRefund: boolean } = { mayRefund: false }): Promise<OrderDetail> {
  const history = await db
    .select({ fromStatus: shopOrderEvent.fromStatus, toStatus: shopOrderEvent.toStatus, source: shopOrderEvent.source, note: shopOrderEvent.note, actorName: user.name, createdAt: shopOrderEvent.createdAt })
    .from(shopOrderEvent)
    .leftJoin(user, eq(user.id, shopOrderEvent.actorId))
    .where(eq(shopOrderEvent.orderId, row.id))
    .orderBy(asc(shopOrderEvent.createdAt), asc(shopOrderEvent.id));
  const refunds = await db.select().from(shopRefund).where(eq(shopRefund.orderId, row.id)).orderBy(asc(shopRefund.createdAt));
  return {
    ...orderSummaryOf(row),
    customer: row.customer,
    providerRef: row.providerRef,
    providerPaymentRef: row.providerPaymentRef,
    history: history.map((h) => ({ ...h, actorName: h.actorName ?? null, createdAt: h.createdAt.toISOString() })),
    ownerTransitions: ownerTransitions(row.status, row.method),
    canRestock: row.stockHeld && mayRestock(row.status),
    privateNote: row.privateNote,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amountCents: refund.amountCents,
      status: refund.status,
      source: refund.source,
      provider: refund.provider === 'stripe' || refund.provider === 'paypal' ? refund.provider : null,
      note: refund.note,
      failure: refund.failure,
      createdAt: refund.createdAt.toISOString(),
      creditNoteNumber: refund.creditNoteNumber,
    })),
    refundableCents: refundableCents(row, refunds.filter((refund) => refund.status === 'pending').reduce((sum, refund) => sum + refund.amountCents, 0)),
    mayRefund: viewer.mayRefund,
  };
}

export interface OrderListQuery {
  siteId: string | null;
  /** A status, or 'to_fulfil' (core awaitsFulfilment). */
  status: OrderStatus | typeof TO_FULFIL_FILTER | null;
  q: string | null;
  page: number;
  limit: number;
}

/** A site's orders, newest first, filtered by status and by reference or email. */
export async function listSiteOrders(db: Db, query: OrderListQuery) {
  const conditions: SQL[] = [query.siteId === null ? isNull(shopOrder.siteId) : eq(shopOrder.siteId, query.siteId)];
  if (query.status === TO_FULFIL_FILTER) conditions.push(awaitsFulfilmentSql());
  else if (query.status) conditions.push(eq(shopOrder.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(shopOrder.reference, pattern), ilike(shopOrder.email, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(shopOrder).where(where).orderBy(desc(shopOrder.createdAt), desc(shopOrder.id)).limit(query.limit).offset(query.page * query.limit),
    db.select({ n: count() }).from(shopOrder).where(where),
  ]);
  return {
    orders: rows.map((row) => ({ ...orderSummaryOf(row), customerName: row.customer?.name ?? null })),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** A signed-in buyer's own orders, newest first, with the shop's title. */
export async function listBuyerOrders(db: Db, userId: string, siteUniqueId: string | null = null) {
  // A shop's account page asks for its own orders only: the buyer's, of that one site.
  const rows = await db
    .select({ order: shopOrder, siteTitle: site.title })
    .from(shopOrder)
    .leftJoin(site, eq(site.id, shopOrder.siteId))
    .where(siteUniqueId === null ? eq(shopOrder.userId, userId) : and(eq(shopOrder.userId, userId), eq(site.uniqueId, siteUniqueId)))
    .orderBy(desc(shopOrder.createdAt), desc(shopOrder.id))
    .limit(200);
  // Each order's status history, times only (the owners' notes and names are theirs).
  const events = rows.length === 0 ? [] : await db
    .select({ orderId: shopOrderEvent.orderId, fromStatus: shopOrderEvent.fromStatus, toStatus: shopOrderEvent.toStatus, createdAt: shopOrderEvent.createdAt })
    .from(shopOrderEvent)
    .where(inArray(shopOrderEvent.orderId, rows.map((row) => row.order.id)))
    .orderBy(asc(shopOrderEvent.createdAt), asc(shopOrderEvent.id));
  const historyOf = (id: string): BuyerStatusEntry[] =>
    events.filter((event) => event.orderId === id && event.fromStatus !== event.toStatus).map((event) => ({ status: event.toStatus, at: event.createdAt.toISOString() }));
  return rows.map(({ order, siteTitle }) => ({ ...orderSummaryOf(order), siteTitle: siteTitle ?? null, history: historyOf(order.id) }));
}
