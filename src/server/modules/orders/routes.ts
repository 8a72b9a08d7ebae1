import { Hono, type Context } from 'hono';
import { ORDER_NOT_FOUND, ORDER_NOT_RESTOCKABLE } from '#core/checkout/messages.ts';
import { FULFILMENT_FIELD_MAX, isOfflineMethod, isOrderStatus, ORDER_STATUS_LABELS, PRIVATE_NOTE_MAX } from '#core/checkout/order.ts';
import { isBuyerMailKind, MAIL_PREVIEW, readTrackingUrl, TRACKING_URL_INVALID } from '#core/shop/buyer-mails.ts';
import { previewBuyerMail } from './order-mail-preview.ts';
import { FULFILMENT_FIELDS_INVALID, PRIVATE_NOTE_INVALID } from '#core/checkout/orders-dashboard.ts';
import { eq } from 'drizzle-orm';
import { shopOrder } from '#server/db/schema.ts';
import { sendOrderCancelled, sendOrderPaid, sendOrderShipped } from './order-mail.ts';
import { TO_FULFIL_FILTER } from '#core/shop/overview.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError, jsonError, readJsonObject } from '#server/http/errors.ts';
import { isAdmin, type Actor } from '#server/shared/access/actor.ts';
import { requireUser } from '#server/http/require-user.ts';
import { ACCOUNT_SITE_PARAM, ACCOUNT_SITE_PARAM_INVALID } from '#server/shared/listing/account-site-param.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { isUuid } from '#server/http/ids.ts';
import { REFUNDS_FORBIDDEN } from '#core/checkout/refunds.ts';
import { canEditSite, siteRoleOf } from '#server/shared/access/site-access.ts';
import { refundOrder, type RefundGatewayOf } from './refunds.public.ts';
import { CREDIT_NOTE_NOT_FOUND, creditNotePdfOf, INVOICE_LINK_INVALID, INVOICE_NOT_FOUND, invoicePdfOf, pdfResponse, verifyInvoiceLink } from './invoices.ts';
import { findOrderById, listBuyerOrders, listSiteOrders, orderDetailOf } from './read-orders.public.ts';
import { restockOrder, transitionOrder, type OrderRow } from './transition-order.public.ts';

export const ORDERS_FORBIDDEN = 'You do not have permission to see this site’s orders';
const ORDER_CHANGED_MEANWHILE = 'The order changed meanwhile; reload it.';
const MAX_NOTE = 500;
const MAX_PAGE_SIZE = 100;

/** A site's orders are its members' (owners and editors) and admins'; orders outside any site, admins' only. */
async function mayHandleOrders(c: Context<AppEnv>, actor: Actor, siteId: string | null): Promise<boolean> {
  if (siteId === null) return isAdmin(actor);
  return canEditSite(c.get('deps').database.db, actor, siteId);
}

/**
 * Refunds move the shop's money: its owners make them (as they hold its payment accounts, decision
 * 057); orders outside any site, admins. Read on every request.
 */
async function mayRefund(c: Context<AppEnv>, actor: Actor, siteId: string | null): Promise<boolean> {
  if (siteId === null) return isAdmin(actor);
  return (await siteRoleOf(c.get('deps').database.db, actor, siteId)) === 'owner';
}

/** The owner's view of an order, with whether this caller may refund it. */
async function detailFor(c: Context<AppEnv>, order: OrderRow) {
  return orderDetailOf(c.get('deps').database.db, order, { mayRefund: await mayRefund(c, c.get('user')!, order.siteId) });
}

/** The gateway that took an order's payment. */
const gatewayOfOrder =
  (c: Context<AppEnv>): RefundGatewayOf =>
  async (order) => {
    // The account that charged it (its site's own, or the platform default: decision 058).
    const payments = await c.get('deps').payments.forOrder(order);
    return order.method === 'stripe' ? payments.card : order.method === 'paypal' ? payments.paypal : null;
  };

/** The order of :id if the caller may handle it; 404 alike for a missing order and another site's. */
async function orderForOwner(c: Context<AppEnv>): Promise<OrderRow> {
  const id = c.req.param('id') ?? '';
  const order = isUuid(id) ? await findOrderById(c.get('deps').database.db, id) : null;
  if (!order || !(await mayHandleOrders(c, c.get('user')!, order.siteId))) throw new HttpError(404, ORDER_NOT_FOUND);
  return order;
}

/** A trimmed optional text: null when absent or blank, undefined when not a string or too long (a 400). */
function optionalText(value: unknown, max: number): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text.length > max ? undefined : text || null;
}

function intParam(value: string | undefined, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? Math.min(n, max) : fallback;
}

/** GET /api/orders, GET /api/orders/mail-preview?siteId&kind (the buyer mails' preview), GET /api/orders/:id, /:id/invoice.pdf, /:id/refunds/:refundId/credit-note.pdf, POST /api/orders/:id/status (fulfilled: with carrier and tracking), /:id/note, /:id/restock (site members and admins), /:id/refund (owners). */
export const orderRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const { db } = c.get('deps').database;
    const siteParam = c.req.query('siteId')?.trim() || null;
    const shop = (await resolveScope(db, siteParam)).site;
    if (!(await mayHandleOrders(c, c.get('user')!, shop?.id ?? null))) return jsonError(c, 403, ORDERS_FORBIDDEN);
    const status = c.req.query('status')?.trim() || null;
    if (status !== null && status !== TO_FULFIL_FILTER && !isOrderStatus(status)) return jsonError(c, 400, `status must be one of ${[...Object.keys(ORDER_STATUS_LABELS), TO_FULFIL_FILTER].join(', ')}`);
    const q = c.req.query('q')?.trim().slice(0, 200) || null;
    const limit = Math.max(1, intParam(c.req.query('limit'), 20, MAX_PAGE_SIZE));
    const page = intParam(c.req.query('page'), 0, 100_000);
    return c.json(await listSiteOrders(db, { siteId: shop?.id ?? null, status, q, page, limit }));
  })
  // Before /:id. The site's members (owners, editors) and admins; anyone else 404, as an unknown site (decision 064).
  .get('/mail-preview', async (c) => {
    const { db } = c.get('deps').database;
    const siteParam = c.req.query('siteId')?.trim() ?? '';
    const shop = siteParam ? (await resolveScope(db, siteParam)).site : null;
    if (!shop || !(await canEditSite(db, c.get('user')!, shop.id))) return jsonError(c, 404, MAIL_PREVIEW.notFound);
    const kind = c.req.query('kind');
    if (!isBuyerMailKind(kind)) return jsonError(c, 400, MAIL_PREVIEW.badKind);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ mail: await previewBuyerMail(c.get('deps'), shop.id, kind) });
  })
  .get('/:id', async (c) => {
    const order = await orderForOwner(c);
    return c.json({ order: await detailFor(c, order) });
  })
  .get('/:id/invoice.pdf', async (c) => {
    const order = await orderForOwner(c);
    const file = await invoicePdfOf(c.get('deps').database.db, order);
    return file ? pdfResponse(file) : jsonError(c, 404, INVOICE_NOT_FOUND);
  })
  .get('/:id/refunds/:refundId/credit-note.pdf', async (c) => {
    const order = await orderForOwner(c);
    const refundId = c.req.param('refundId');
    const file = isUuid(refundId) ? await creditNotePdfOf(c.get('deps').database.db, order, refundId) : null;
    return file ? pdfResponse(file) : jsonError(c, 404, CREDIT_NOTE_NOT_FOUND);
  })
  .post('/:id/status', async (c) => {
    const deps = c.get('deps');
    const order = await orderForOwner(c);
    const body = await readJsonObject(c);
    if (!isOrderStatus(body.status)) return jsonError(c, 400, `status must be one of ${Object.keys(ORDER_STATUS_LABELS).join(', ')}`);
    const note = typeof body.note === 'string' ? body.note.trim().slice(0, MAX_NOTE) || null : null;
    const detail = await orderDetailOf(deps.database.db, order);
    if (!detail.ownerTransitions.includes(body.status)) {
      return jsonError(c, 409, `An order that is ${ORDER_STATUS_LABELS[order.status].toLowerCase()} cannot be marked ${ORDER_STATUS_LABELS[body.status].toLowerCase()}.`);
    }
    const carrier = optionalText(body.carrier, FULFILMENT_FIELD_MAX);
    const trackingNumber = optionalText(body.trackingNumber, FULFILMENT_FIELD_MAX);
    if (carrier === undefined || trackingNumber === undefined) return jsonError(c, 400, FULFILMENT_FIELDS_INVALID);
    const trackingUrl = readTrackingUrl(body.trackingUrl);
    if (trackingUrl === undefined) return jsonError(c, 400, TRACKING_URL_INVALID, { validationErrors: { trackingUrl: [TRACKING_URL_INVALID] } });
    if ((carrier || trackingNumber || trackingUrl) && body.status !== 'fulfilled') return jsonError(c, 400, FULFILMENT_FIELDS_INVALID);
    // Restocking is the refund dialog's choice (POST /:id/refund) or its own action (POST /:id/restock), never a status change's.
    const result = await transitionOrder(deps, order.id, body.status, { source: 'owner', note, actorId: c.get('user')!.id, carrier, trackingNumber, trackingUrl });
    if (!result.changed) return jsonError(c, 409, ORDER_CHANGED_MEANWHILE);
    // An offline order the owner marked paid (its invoice numbered by this very move): the buyer hears it,
    // with the invoice's link. Online orders were confirmed, once, when the provider paid them (decision 064).
    if (isOfflineMethod(result.order.method) && order.invoiceNumber === null && result.order.invoiceNumber !== null) await sendOrderPaid(deps, result.order);
    if (result.order.status === 'fulfilled') await sendOrderShipped(deps, result.order);
    if (result.order.status === 'cancelled') await sendOrderCancelled(deps, result.order);
    return c.json({ order: await detailFor(c, result.order) });
  })
  .post('/:id/note', async (c) => {
    const deps = c.get('deps');
    const order = await orderForOwner(c);
    const body = await readJsonObject(c);
    const note = optionalText(body.note, PRIVATE_NOTE_MAX);
    if (note === undefined) return jsonError(c, 400, PRIVATE_NOTE_INVALID);
    const [updated] = await deps.database.db.update(shopOrder).set({ privateNote: note, updatedAt: new Date() }).where(eq(shopOrder.id, order.id)).returning();
    return c.json({ order: await detailFor(c, updated!) });
  })
  .post('/:id/restock', async (c) => {
    const deps = c.get('deps');
    const order = await orderForOwner(c);
    const body = await readJsonObject(c);
    const note = typeof body.note === 'string' ? body.note.trim().slice(0, MAX_NOTE) || null : null;
    const result = await restockOrder(deps, order.id, c.get('user')!.id, note);
    if (!result.changed) return jsonError(c, 409, ORDER_NOT_RESTOCKABLE);
    return c.json({ order: await detailFor(c, result.order!) });
  })
  .post('/:id/refund', async (c) => {
    const deps = c.get('deps');
    const order = await orderForOwner(c);
    const actor = c.get('user')!;
    if (!(await mayRefund(c, actor, order.siteId))) return jsonError(c, 403, REFUNDS_FORBIDDEN);
    const body = await readJsonObject(c);
    if (body.restock !== undefined && typeof body.restock !== 'boolean') return jsonError(c, 400, 'restock must be true or false');
    const note = optionalText(body.note, MAX_NOTE);
    if (note === undefined) return jsonError(c, 400, `The note must be text of up to ${MAX_NOTE} characters.`);
    const { order: refunded } = await refundOrder(deps, order.id, { amountCents: body.amountCents, restock: body.restock === true, note, actorId: actor.id }, gatewayOfOrder(c));
    return c.json({ order: await detailFor(c, refunded) });
  });

/** GET /api/account/orders: the signed-in buyer's own orders; `?site={id}`: only those of that shop. GET /api/account/orders/:id/invoice.pdf: one's invoice. */
export const accountOrderRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/orders', async (c) => {
    const siteParam = c.req.query('site');
    if (siteParam !== undefined && !ACCOUNT_SITE_PARAM.test(siteParam)) return jsonError(c, 400, ACCOUNT_SITE_PARAM_INVALID);
    return c.json({ orders: await listBuyerOrders(c.get('deps').database.db, c.get('user')!.id, siteParam ?? null) });
  })
  .get('/orders/:id/invoice.pdf', async (c) => {
    const { db } = c.get('deps').database;
    const id = c.req.param('id');
    const order = isUuid(id) ? await findOrderById(db, id) : null;
    // Another buyer's order and a missing one answer alike.
    if (!order || order.userId !== c.get('user')!.id) return jsonError(c, 404, ORDER_NOT_FOUND);
    const file = await invoicePdfOf(db, order);
    return file ? pdfResponse(file) : jsonError(c, 404, INVOICE_NOT_FOUND);
  });

/**
 * GET /api/invoices/:orderId.pdf?expires=…&sig=…: the invoice link of the confirmation mail, without
 * signing in (decision 062). A link the server did not sign for this order, or one past its expiry, is 403.
 */
export const invoiceLinkRoutes = new Hono<AppEnv>()
  .get('/:orderId/credit-notes/:file', async (c) => {
    const deps = c.get('deps');
    const orderId = c.req.param('orderId') ?? '';
    const refundId = (c.req.param('file') ?? '').replace(/\.pdf$/, '');
    if (!isUuid(orderId) || !isUuid(refundId)) return jsonError(c, 404, CREDIT_NOTE_NOT_FOUND);
    if (!verifyInvoiceLink(deps, orderId, c.req.query('expires'), c.req.query('sig'), Date.now(), refundId)) return jsonError(c, 403, INVOICE_LINK_INVALID);
    const order = await findOrderById(deps.database.db, orderId);
    const file = order ? await creditNotePdfOf(deps.database.db, order, refundId) : null;
    return file ? pdfResponse(file) : jsonError(c, 404, CREDIT_NOTE_NOT_FOUND);
  })
  .get('/:file', async (c) => {
  const deps = c.get('deps');
  const id = (c.req.param('file') ?? '').replace(/\.pdf$/, '');
  if (!isUuid(id)) return jsonError(c, 404, INVOICE_NOT_FOUND);
  if (!verifyInvoiceLink(deps, id, c.req.query('expires'), c.req.query('sig'))) return jsonError(c, 403, INVOICE_LINK_INVALID);
  const order = await findOrderById(deps.database.db, id);
  const file = order ? await invoicePdfOf(deps.database.db, order) : null;
  return file ? pdfResponse(file) : jsonError(c, 404, INVOICE_NOT_FOUND);
});
