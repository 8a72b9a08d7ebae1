import { Hono, type Context } from 'hono';
import { ORDER_NOT_FOUND, ORDER_NOT_RESTOCKABLE } from '#core/checkout/messages.ts';
import { FULFILMENT_FIELD_MAX, isOrderStatus, ORDER_STATUS_LABELS, PRIVATE_NOTE_MAX } from '#core/checkout/order.ts';
import { FULFILMENT_FIELDS_INVALID, PRIVATE_NOTE_INVALID } from '#core/checkout/orders-dashboard.ts';
import { eq } from 'drizzle-orm';
import { shopOrder } from '#server/db/schema.ts';
import { sendOrderShipped } from './order-mail.ts';
import { TO_FULFIL_FILTER } from '#core/shop/overview.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError, jsonError, readJsonObject } from '#server/http/errors.ts';
import { isAdmin, type Actor } from '#server/shared/access/actor.ts';
import { requireUser } from '#server/http/require-user.ts';
import { ACCOUNT_SITE_PARAM, ACCOUNT_SITE_PARAM_INVALID } from '#server/shared/listing/account-site-param.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { isUuid } from '#server/http/ids.ts';
import { canEditSite } from '#server/shared/access/site-access.ts';
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

/** GET /api/orders, GET /api/orders/:id, POST /api/orders/:id/status (fulfilled: with carrier and tracking), /:id/note, /:id/restock (site members and admins). */
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
  .get('/:id', async (c) => {
    const order = await orderForOwner(c);
    return c.json({ order: await orderDetailOf(c.get('deps').database.db, order) });
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
    if (body.restock !== undefined && typeof body.restock !== 'boolean') return jsonError(c, 400, 'restock must be true or false');
    const carrier = optionalText(body.carrier, FULFILMENT_FIELD_MAX);
    const trackingNumber = optionalText(body.trackingNumber, FULFILMENT_FIELD_MAX);
    if (carrier === undefined || trackingNumber === undefined) return jsonError(c, 400, FULFILMENT_FIELDS_INVALID);
    if ((carrier || trackingNumber) && body.status !== 'fulfilled') return jsonError(c, 400, FULFILMENT_FIELDS_INVALID);
    // A refund gives nothing back to stock unless the owner says the goods are back (decision 034).
    const result = await transitionOrder(deps, order.id, body.status, { source: 'owner', note, actorId: c.get('user')!.id, restock: body.restock === true, carrier, trackingNumber });
    if (!result.changed) return jsonError(c, 409, ORDER_CHANGED_MEANWHILE);
    if (result.order.status === 'fulfilled') await sendOrderShipped(deps, result.order);
    return c.json({ order: await orderDetailOf(deps.database.db, result.order) });
  })
  .post('/:id/note', async (c) => {
    const deps = c.get('deps');
    const order = await orderForOwner(c);
    const body = await readJsonObject(c);
    const note = optionalText(body.note, PRIVATE_NOTE_MAX);
    if (note === undefined) return jsonError(c, 400, PRIVATE_NOTE_INVALID);
    const [updated] = await deps.database.db.update(shopOrder).set({ privateNote: note, updatedAt: new Date() }).where(eq(shopOrder.id, order.id)).returning();
    return c.json({ order: await orderDetailOf(deps.database.db, updated!) });
  })
  .post('/:id/restock', async (c) => {
    const deps = c.get('deps');
    const order = await orderForOwner(c);
    const body = await readJsonObject(c);
    const note = typeof body.note === 'string' ? body.note.trim().slice(0, MAX_NOTE) || null : null;
    const result = await restockOrder(deps, order.id, c.get('user')!.id, note);
    if (!result.changed) return jsonError(c, 409, ORDER_NOT_RESTOCKABLE);
    return c.json({ order: await orderDetailOf(deps.database.db, result.order!) });
  });

/** GET /api/account/orders: the signed-in buyer's own orders; `?site={id}`: only those of that shop. */
export const accountOrderRoutes = new Hono<AppEnv>().use(requireUser).get('/orders', async (c) => {
  const siteParam = c.req.query('site');
  if (siteParam !== undefined && !ACCOUNT_SITE_PARAM.test(siteParam)) return jsonError(c, 400, ACCOUNT_SITE_PARAM_INVALID);
  return c.json({ orders: await listBuyerOrders(c.get('deps').database.db, c.get('user')!.id, siteParam ?? null) });
});
