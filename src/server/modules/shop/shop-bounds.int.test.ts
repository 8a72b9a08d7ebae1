import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS_API } from '#core/forms/collection-summary.ts';
import { CHECKOUT_PRODUCT_UNAVAILABLE, OFFLINE_ORDERS_HELD, PAYMENT_METHOD_UNAVAILABLE, SHOP_CLOSED, checkoutProductLimit, checkoutTooManyUnits } from '#core/checkout/messages.ts';
import { PRICE_TOO_PRECISE, maxPerOrderInvalid, priceOutOfRange } from '#core/products/product-rules.ts';
import { DEFAULT_SHOP_SETTINGS, wholeNumberBetween } from '#core/shop/shop-settings.ts';
import { document, review, shopOrder, shopOrderEvent, shopSettings, site } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { OFFLINE_ORDERS_PER_HOLD } from '#server/modules/checkout/routes.ts';
import { EXPIRED_OFFLINE_NOTE, EXPIRY_GRACE_MS, expireStaleOrders } from '#server/modules/orders/expire-orders.ts';
import { RESTOCKED_NOTE } from '#server/modules/orders/transition-order.public.ts';
import { solvedAltchaToken } from '#server/testing/altcha-solver.ts';
import { seedSiteRoles, type SiteRole, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { saveShopSettings, shopSettingsOf } from './shop-settings.public.ts';

/*
 * What bounds a shop (issue 21 items 7 and 9, decision 034): the units one checkout may take,
 * a product's own most-per-order, the owner's switches for the offline methods, the hold of an
 * unconfirmed offline order, the money rule on every products write path, refunds that restock
 * only by the owner's choice, and an inactive site that sells nothing. PGlite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */

let t: TestApp;
let roles: SiteRoles;
const CUSTOMER = { name: 'Ada Buyer', email: 'ada@example.com', address: '1 Analytical Way, London' };

beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '1000' });
  roles = await seedSiteRoles(t, { tag: 'shop-bounds', site: { uniqueId: 'bounded', title: 'Bounded' }, otherSite: { uniqueId: 'closed', title: 'Closed' } });
});

afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely; each assertion names what it expects
type Json = Record<string, any>;

let ipCount = 0;
/** A client address of its own for each request unless one is named: most tests here are about one checkout, not one client's many. */
const freshIp = () => `10.77.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

async function post(path: string, body: unknown, cookie?: string, ip = freshIp()): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), cookie, ip });
  return { status: response.status, body: (await response.json()) as Json };
}

async function get(path: string, cookie?: string): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, { cookie });
  return { status: response.status, body: (await response.json()) as Json };
}

async function addProduct(data: Record<string, unknown>, siteId = roles.siteId): Promise<string> {
  const [row] = await t.deps.database.db.insert(document).values({ siteId, collection: 'products', data }).returning({ id: document.id });
  return row!.id;
}

async function stockOf(id: string): Promise<unknown> {
  const [row] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, id));
  return (row!.data as Record<string, unknown>).stock;
}

const ordersOfSite = async (siteId = roles.siteId) => t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.siteId, siteId));

const offline = (items: unknown[], method = 'delivery', siteId = 'bounded', ip?: string) => post('/api/cart/offline-checkout', { items, siteId, method, customer: CUSTOMER }, undefined, ip);

async function setShop(values: Partial<typeof DEFAULT_SHOP_SETTINGS>): Promise<void> {
  const row = { siteId: roles.siteId, ...DEFAULT_SHOP_SETTINGS, ...values };
  await t.deps.database.db.insert(shopSettings).values(row).onConflictDoUpdate({ target: shopSettings.siteId, set: row });
}

describe('units one checkout may take', () => {
  it('refuses 21 units with a clear message (the default cap is 20) and takes 20', async () => {
    const id = await addProduct({ name: 'Sock', price: 3, stock: 100 });
    const before = (await ordersOfSite()).length;
    // Split over two lines of two colours: the cap counts units, all lines together.
    const over = await offline([{ productId: id, quantity: 11 }, { productId: id, quantity: 10, color: 'blue' }]);
    expect(over).toEqual({ status: 400, body: { error: checkoutTooManyUnits(20) } });
    expect(await stockOf(id)).toBe(100);
    expect(await ordersOfSite()).toHaveLength(before);

    const exactly = await offline([{ productId: id, quantity: 20 }]);
    expect(exactly.status).toBe(201);
    expect(await stockOf(id)).toBe(80);
  });

  it('follows the shop’s own cap', async () => {
    await setShop({ maxUnitsPerCheckout: 3 });
    const id = await addProduct({ name: 'Cap', price: 8, stock: 10 });
    expect(await offline([{ productId: id, quantity: 4 }])).toEqual({ status: 400, body: { error: checkoutTooManyUnits(3) } });
    expect((await offline([{ productId: id, quantity: 3 }])).status).toBe(201);
    expect((await get('/api/checkout/methods?siteId=bounded')).body.maxUnitsPerCheckout).toBe(3);
    await setShop({});
  });

  it('applies a product’s own most-per-order across its variants, under the shop’s cap', async () => {
    const id = await addProduct({ name: 'Limited print', price: 40, stock: 10, max_per_order: 2 });
    const over = await offline([{ productId: id, quantity: 2 }, { productId: id, quantity: 1, size: 'l' }]);
    expect(over).toEqual({ status: 400, body: { error: checkoutProductLimit('Limited print', 2) } });
    expect(await stockOf(id)).toBe(10);
    expect((await offline([{ productId: id, quantity: 2 }])).status).toBe(201);
    expect(await stockOf(id)).toBe(8);
  });

  it('refuses an order whose total does not fit the totals’ integer range instead of failing', async () => {
    await setShop({ maxUnitsPerCheckout: 1000 });
    const id = await addProduct({ name: 'Yacht', price: 1_000_000 });
    expect((await offline([{ productId: id, quantity: 30 }])).status).toBe(400);
    await setShop({});
  });
});

describe('the owner’s switches for the offline methods', () => {
  it('refuses a disabled method (4xx, nothing placed or taken) and stops offering it; the other still works', async () => {
    const id = await addProduct({ name: 'Lamp', price: 25, stock: 5 });
    await setShop({ payOnDelivery: false });
    const before = (await ordersOfSite()).length;
    expect(await offline([{ productId: id, quantity: 1 }], 'delivery')).toEqual({ status: 400, body: { error: PAYMENT_METHOD_UNAVAILABLE } });
    expect(await ordersOfSite()).toHaveLength(before);
    expect(await stockOf(id)).toBe(5);
    expect((await get('/api/checkout/methods?siteId=bounded')).body.methods).toEqual([{ value: 'invoice', label: 'Pay by invoice' }]);
    expect((await offline([{ productId: id, quantity: 1 }], 'invoice')).status).toBe(201);

    await setShop({ payOnDelivery: false, payByInvoice: false });
    expect((await offline([{ productId: id, quantity: 1 }], 'invoice')).status).toBe(400);
    expect((await get('/api/checkout/methods?siteId=bounded')).body.methods).toEqual([]);
    expect(await stockOf(id)).toBe(4);
    await setShop({});
  });

  it('are the owner’s: editors and strangers may not change them, and bad numbers are field errors', async () => {
    const { db } = t.deps.database;
    const actor = async (role: SiteRole) => ({ id: roles.userIds[role], role: role === 'admin' ? 'admin' : 'user' }) as never;
    const refused = async (role: SiteRole) =>
      saveShopSettings(db, await actor(role), 'bounded', { payOnDelivery: 'on', offlineHoldHours: '1', maxUnitsPerCheckout: '1' }).then(
        () => null,
        (error: unknown) => (error instanceof HttpError ? error.status : error),
      );
    expect(await refused('editor')).toBe(403);
    expect(await refused('stranger')).toBe(403);
    expect(await refused('otherEditor')).toBe(403);
    expect(await shopSettingsOf(db, roles.siteId)).toEqual(DEFAULT_SHOP_SETTINGS);

    const bad = await saveShopSettings(db, await actor('owner'), 'bounded', { offlineHoldHours: '0', maxUnitsPerCheckout: '2.5' }).catch((error: unknown) => error as HttpError);
    expect(bad).toBeInstanceOf(HttpError);
    expect((bad as HttpError).validationErrors).toEqual({ offlineHoldHours: [wholeNumberBetween(1, 720)], maxUnitsPerCheckout: [wholeNumberBetween(1, 1000)] });

    // Unticked boxes are not sent by a form: both methods off.
    expect(await saveShopSettings(db, await actor('owner'), 'bounded', { offlineHoldHours: '48', maxUnitsPerCheckout: '12' })).toEqual({
      payOnDelivery: false,
      payByInvoice: false,
      offlineHoldHours: 48,
      maxUnitsPerCheckout: 12,
    });
    expect((await shopSettingsOf(db, roles.siteId)).offlineHoldHours).toBe(48);
    await setShop({});
  });
});

describe('unconfirmed offline orders', () => {
  it('hold their units for the shop’s hold, then are cancelled with their stock back and a history saying why', async () => {
    await setShop({ offlineHoldHours: 5 });
    const id = await addProduct({ name: 'Vase', price: 30, stock: 6 });
    const placed = await offline([{ productId: id, quantity: 4 }], 'invoice');
    const confirmed = await offline([{ productId: id, quantity: 1 }]);
    expect(await stockOf(id)).toBe(1);
    const { db } = t.deps.database;
    const [order] = await db.select().from(shopOrder).where(eq(shopOrder.reference, placed.body.orderReference));
    expect(order!.expiresAt!.getTime() - order!.createdAt.getTime()).toBeGreaterThan(5 * 3_600_000 - 60_000);
    expect(order!.expiresAt!.getTime() - order!.createdAt.getTime()).toBeLessThan(5 * 3_600_000 + 60_000);

    // Not yet past its hold: nothing happens.
    expect(await expireStaleOrders(t.deps)).toBe(0);
    // The owner confirmed one (marked it paid): it never expires.
    const [kept] = await db.select().from(shopOrder).where(eq(shopOrder.reference, confirmed.body.orderReference));
    expect((await post(`/api/orders/${kept!.id}/status`, { status: 'paid' }, roles.cookies.owner)).status).toBe(200);
    // Both past their hold, as if six hours went by.
    const past = new Date(Date.now() - 6 * 3_600_000 - EXPIRY_GRACE_MS);
    await db.update(shopOrder).set({ createdAt: past, expiresAt: past }).where(eq(shopOrder.siteId, roles.siteId));

    expect(await expireStaleOrders(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await expireStaleOrders(t.deps)).toBe(0);
    expect(await stockOf(id)).toBe(5);
    const [after] = await db.select().from(shopOrder).where(eq(shopOrder.id, order!.id));
    expect(after).toMatchObject({ status: 'cancelled', stockHeld: false });
    const history = await db.select().from(shopOrderEvent).where(eq(shopOrderEvent.orderId, order!.id));
    expect(history.map((h) => [h.toStatus, h.source, h.note])).toEqual([
      ['pending', 'checkout', null],
      ['cancelled', 'expiry', EXPIRED_OFFLINE_NOTE],
    ]);
    expect((await db.select().from(shopOrder).where(eq(shopOrder.id, kept!.id)))[0]!.status).toBe('paid');
    await setShop({});
  });
});

describe('offline orders one client network may place at one shop', () => {
  it(`refuses the ${OFFLINE_ORDERS_PER_HOLD + 1}th within the hold, placing nothing, while another address and another shop still take orders`, async () => {
    // The other site is this test's second shop: open, whatever the order of the tests.
    await t.deps.database.db.update(site).set({ isActive: true }).where(eq(site.id, roles.otherSiteId));
    const id = await addProduct({ name: 'Candle', price: 4, stock: 100 });
    const elsewhere = await addProduct({ name: 'Lamp', price: 9, stock: 10 }, roles.otherSiteId);
    const ip = '203.0.113.50';
    // Both offline methods count alike.
    for (let i = 0; i < OFFLINE_ORDERS_PER_HOLD; i++) expect((await offline([{ productId: id, quantity: 20 }], i % 2 ? 'invoice' : 'delivery', 'bounded', ip)).status).toBe(201);
    expect(await stockOf(id)).toBe(100 - 20 * OFFLINE_ORDERS_PER_HOLD);
    const before = (await ordersOfSite()).length;

    const response = await t.request('/api/cart/offline-checkout', {
      method: 'POST',
      ip,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ productId: id, quantity: 1 }], siteId: 'bounded', method: 'delivery', customer: CUSTOMER }),
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: OFFLINE_ORDERS_HELD });
    // Until the window (the shop's hold, 72 h by default) ends.
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(71 * 3600);
    expect(await ordersOfSite()).toHaveLength(before);
    expect(await stockOf(id)).toBe(100 - 20 * OFFLINE_ORDERS_PER_HOLD);

    expect((await offline([{ productId: id, quantity: 1 }], 'delivery', 'bounded', '203.0.113.51')).status).toBe(201);
    expect((await offline([{ productId: elsewhere, quantity: 1 }], 'delivery', 'closed', ip)).status).toBe(201);
    expect(await stockOf(id)).toBe(100 - 20 * OFFLINE_ORDERS_PER_HOLD - 1);
    // The inactive-site tests below count the second shop's products.
    await t.deps.database.db.delete(document).where(eq(document.id, elsewhere));
  });

  it('counts every address of one IPv6 /64 (and an IPv4-mapped address as its IPv4 client) as one', async () => {
    const id = await addProduct({ name: 'Bowl', price: 6, stock: 50 });
    expect((await offline([{ productId: id, quantity: 1 }], 'delivery', 'bounded', '2001:db8:7:1::1')).status).toBe(201);
    expect((await offline([{ productId: id, quantity: 1 }], 'delivery', 'bounded', '2001:db8:7:1:aaaa::2')).status).toBe(201);
    expect((await offline([{ productId: id, quantity: 1 }], 'invoice', 'bounded', '2001:db8:7:1:ffff:ffff:ffff:fffe')).status).toBe(201);
    expect(await offline([{ productId: id, quantity: 1 }], 'delivery', 'bounded', '2001:0db8:0007:0001::9')).toEqual({ status: 429, body: { error: OFFLINE_ORDERS_HELD } });
    expect(await stockOf(id)).toBe(47);
    // The next /64 is another client.
    expect((await offline([{ productId: id, quantity: 1 }], 'delivery', 'bounded', '2001:db8:7:2::1')).status).toBe(201);

    for (let i = 0; i < OFFLINE_ORDERS_PER_HOLD; i++) expect((await offline([{ productId: id, quantity: 1 }], 'delivery', 'bounded', '198.51.100.60')).status).toBe(201);
    expect((await offline([{ productId: id, quantity: 1 }], 'delivery', 'bounded', '::ffff:198.51.100.60')).status).toBe(429);
  });
});

describe('refunds', () => {
  it('keep the units out unless the owner chooses to restock, once', async () => {
    const id = await addProduct({ name: 'Kettle', price: 50, stock: 4 });
    const placed = await offline([{ productId: id, quantity: 2 }]);
    const [order] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, placed.body.orderReference));
    await post(`/api/orders/${order!.id}/status`, { status: 'paid' }, roles.cookies.owner);
    const refunded = await post(`/api/orders/${order!.id}/status`, { status: 'refunded' }, roles.cookies.owner);
    expect(refunded.body.order).toMatchObject({ status: 'refunded', refundedCents: 10000, canRestock: true });
    expect(await stockOf(id)).toBe(2);

    expect((await post(`/api/orders/${order!.id}/restock`, {}, roles.cookies.stranger)).status).toBe(404);
    expect((await post(`/api/orders/${order!.id}/restock`, {})).status).toBe(401);
    const restocked = await post(`/api/orders/${order!.id}/restock`, { note: 'Came back unopened' }, roles.cookies.editor);
    expect(restocked.status).toBe(200);
    expect(restocked.body.order.canRestock).toBe(false);
    expect(restocked.body.order.history.at(-1)).toMatchObject({ fromStatus: 'refunded', toStatus: 'refunded', note: `${RESTOCKED_NOTE} Came back unopened` });
    expect(await stockOf(id)).toBe(4);
    expect((await post(`/api/orders/${order!.id}/restock`, {}, roles.cookies.owner)).status).toBe(409);
    expect(await stockOf(id)).toBe(4);
  });

  it('restock with the refund when the owner ticks “Put the items back in stock”', async () => {
    const id = await addProduct({ name: 'Teapot', price: 20, stock: 3 });
    const placed = await offline([{ productId: id, quantity: 3 }]);
    const [order] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, placed.body.orderReference));
    await post(`/api/orders/${order!.id}/status`, { status: 'fulfilled' }, roles.cookies.owner);
    expect((await post(`/api/orders/${order!.id}/status`, { status: 'refunded', restock: 'yes' }, roles.cookies.owner)).status).toBe(400);
    const refunded = await post(`/api/orders/${order!.id}/status`, { status: 'refunded', restock: true }, roles.cookies.owner);
    expect(refunded.body.order).toMatchObject({ status: 'refunded', canRestock: false });
    expect(refunded.body.order.history.at(-1).note).toBe(RESTOCKED_NOTE);
    expect(await stockOf(id)).toBe(3);
  });
});

describe('the money rule on every products write path', () => {
  const multipart = (data: Record<string, unknown>) => {
    const form = new FormData();
    form.append('data', JSON.stringify(data));
    form.append('siteId', 'bounded');
    return form;
  };
  const write = (method: string, url: string, data: Record<string, unknown>) => t.request(url, { method, body: multipart(data), cookie: roles.cookies.editor });

  it('refuses a negative, a huge and a sub-cent price on POST and PUT of the data API (400, nothing written)', async () => {
    for (const [price, message] of [
      [-5, priceOutOfRange(1_000_000)],
      [1e300, priceOutOfRange(1_000_000)],
      [12.345, PRICE_TOO_PRECISE],
      ['1000000.01', priceOutOfRange(1_000_000)],
    ] as const) {
      const response = await write('POST', '/api/data/products', { name: 'Bad', price });
      expect(response.status, String(price)).toBe(400);
      expect(((await response.json()) as Json).validationErrors).toEqual({ price: [message] });
    }
    const discount = await write('POST', '/api/data/products', { name: 'Bad discount', price: 10, discount_price: -1 });
    expect(((await discount.json()) as Json).validationErrors).toEqual({ discount_price: [priceOutOfRange(1_000_000)] });
    const limit = await write('POST', '/api/data/products', { name: 'Bad limit', price: 10, max_per_order: 0 });
    expect(((await limit.json()) as Json).validationErrors).toEqual({ max_per_order: [maxPerOrderInvalid(9999)] });
    const stored = await t.deps.database.db.select().from(document).where(and(eq(document.siteId, roles.siteId), eq(document.collection, 'products')));
    expect(stored.some((row) => String((row.data as Json).name).startsWith('Bad'))).toBe(false);

    const created = await write('POST', '/api/data/products', { name: 'Good', price: 12.5, discount_price: '9.99', max_per_order: 3 });
    expect(created.status).toBe(201);
    const goodId = ((await created.json()) as Json).data.id as string;
    const put = await write('PUT', `/api/data/products/${goodId}`, { price: -0.01 });
    expect(put.status).toBe(400);
    expect((await write('PUT', `/api/data/products/${goodId}`, { price: 1e300 })).status).toBe(400);
    expect((await write('PUT', `/api/data/products/${goodId}`, { price: 0.125 })).status).toBe(400);
    expect((await write('PUT', `/api/data/products/${goodId}`, { price: 1_000_000 })).status).toBe(200);
    const [row] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, goodId));
    expect((row!.data as Json).price).toBe(1_000_000);
  });

  it('refuses the same prices on CSV import, naming the rows; nothing is imported', async () => {
    const send = (records: unknown[]) =>
      t.request(`${COLLECTIONS_API}/products/import`, { method: 'POST', cookie: roles.cookies.owner, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siteId: 'bounded', records }) });
    const before = (await t.deps.database.db.select().from(document).where(eq(document.collection, 'products'))).length;
    const response = await send([{ name: 'Fine', price: '4.50' }, { name: 'Negative', price: '-3' }, { name: 'Huge', price: '1e300' }, { name: 'Fine print', price: '1.999' }]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as Json;
    expect(body.rowErrors.map((r: Json) => [r.row, r.errors.price])).toEqual([
      [2, [priceOutOfRange(1_000_000)]],
      [3, [priceOutOfRange(1_000_000)]],
      [4, [PRICE_TOO_PRECISE]],
    ]);
    expect((await t.deps.database.db.select().from(document).where(eq(document.collection, 'products'))).length).toBe(before);
    expect((await send([{ name: 'Fine', price: '4.50' }])).status).toBe(201);
  });

  it('sells nothing at a price stored before the rule', async () => {
    const id = await addProduct({ name: 'Legacy', price: -20, stock: 5 });
    expect(await offline([{ productId: id, quantity: 1 }])).toEqual({ status: 409, body: { error: CHECKOUT_PRODUCT_UNAVAILABLE } });
    expect(await stockOf(id)).toBe(5);
  });
});

describe('an inactive site', () => {
  let productId = '';

  beforeAll(async () => {
    productId = await addProduct({ name: 'Shelved', price: 5, stock: 5 }, roles.otherSiteId);
    await t.deps.database.db.update(site).set({ isActive: false }).where(eq(site.id, roles.otherSiteId));
  });

  it('lists no products to visitors (its members still see theirs)', async () => {
    const visitor = await get('/api/products?siteId=closed');
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toEqual([]);
    expect(visitor.body.pagination.total).toBe(0);
    expect((await get('/api/products?siteId=closed', roles.cookies.stranger)).body.data).toEqual([]);
    expect((await get('/api/products?siteId=closed', roles.cookies.otherEditor)).body.data.map((p: Json) => p.name)).toEqual(['Shelved']);
    expect((await get('/api/products?siteId=bounded')).body.pagination.total).toBeGreaterThan(0);
    // Nor one by one (the product pages and the cart's refresh read them here).
    expect((await get(`/api/data/products/${productId}`)).status).toBe(401);
    expect((await get(`/api/data/products/${productId}`, roles.cookies.stranger)).status).toBe(403);
    expect((await get(`/api/data/products/${productId}`, roles.cookies.otherEditor)).status).toBe(200);
  });

  it('takes no orders and keeps no carts (409 with the reason), and offers no payment method', async () => {
    const before = (await ordersOfSite(roles.otherSiteId)).length;
    expect(await offline([{ productId, quantity: 1 }], 'delivery', 'closed')).toEqual({ status: 409, body: { error: SHOP_CLOSED } });
    expect(await ordersOfSite(roles.otherSiteId)).toHaveLength(before);
    expect(await stockOf(productId)).toBe(5);
    expect((await get('/api/checkout/methods?siteId=closed')).body.methods).toEqual([]);
    const cart = await post('/api/cart?siteId=closed', { items: [{ id: productId, quantity: 1 }] }, roles.cookies.stranger);
    expect(cart).toEqual({ status: 409, body: { error: SHOP_CLOSED } });
    expect((await get('/api/cart?siteId=closed', roles.cookies.stranger)).status).toBe(409);
    expect((await get('/api/cart?siteId=bounded', roles.cookies.stranger)).status).toBe(200);
  });

  it('keeps no wishlists: a signed-in user can neither store its products nor read them back', async () => {
    const wishlist = await post('/api/wishlist?siteId=closed', { items: [{ id: productId }] }, roles.cookies.stranger);
    expect(wishlist).toEqual({ status: 409, body: { error: SHOP_CLOSED } });
    // One stored while the shop was open is not read back either.
    await t.deps.database.db.update(site).set({ isActive: true }).where(eq(site.id, roles.otherSiteId));
    const stored = await post('/api/wishlist?siteId=closed', { items: [{ id: productId }] }, roles.cookies.stranger);
    expect(stored.body.items.map((item: Json) => item.name)).toEqual(['Shelved']);
    await t.deps.database.db.update(site).set({ isActive: false }).where(eq(site.id, roles.otherSiteId));
    const read = await get('/api/wishlist?siteId=closed', roles.cookies.stranger);
    expect(read).toEqual({ status: 409, body: { error: SHOP_CLOSED } });
    expect((await get('/api/wishlist?siteId=bounded', roles.cookies.stranger)).status).toBe(200);
  });

  it('takes no reviews of its products and shows none', async () => {
    const { db } = t.deps.database;
    const form = { rating: 5, reviewer_name: 'Ada', review_title: 'Closed shop review', review_text: 'It was lovely while it lasted.', would_recommend: 'yes', submission_date: '1999-01-01T00:00:00.000Z' };
    const refused = await post('/api/reviews/submit', { ...form, product_id: productId, turnstileToken: await solvedAltchaToken(t) });
    expect(refused.status).toBe(404);
    expect(await db.select({ id: review.id }).from(review).where(eq(review.productId, productId))).toEqual([]);
    await db.insert(review).values({ siteId: roles.otherSiteId, productId, rating: 4, reviewerName: 'Old', reviewTitle: 'Before', reviewText: 'Written while it was open.', wouldRecommend: 'yes', status: 'approved' });
    const listed = await get(`/api/reviews/${productId}`);
    expect(listed.status).toBe(200);
    expect(listed.body.reviews).toEqual([]);
    // The same review of an open shop's product is taken (the refusal is the closed shop's).
    const open = await addProduct({ name: 'Open', price: 5, stock: 5 });
    expect((await post('/api/reviews/submit', { ...form, product_id: open, turnstileToken: await solvedAltchaToken(t) })).status).toBe(201);
  });
});
