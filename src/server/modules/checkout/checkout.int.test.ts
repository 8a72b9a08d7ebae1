import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_ITEMS_INVALID, CHECKOUT_PRODUCT_UNAVAILABLE, CUSTOMER_EMAIL_INVALID, PAYMENT_METHOD_UNAVAILABLE, checkoutNotEnoughStock } from '#core/checkout/messages.ts';
import type { OrderDetail } from '#core/checkout/order.ts';
import { cart, document, emailOutbox, shopOrder, shopOrderEvent, site } from '#server/db/schema.ts';
import { expireStaleOrders } from '#server/modules/orders/expire-orders.ts';
import { insertShopProducts } from '#server/testing/shop-products.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * Checkout with the offline methods (no provider anywhere), the orders it records, stock taken
 * exactly once under concurrency and given back on cancel and expiry, and the owner's and the
 * buyer's views. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
let roles: SiteRoles;
const ids: Record<string, string> = {};
const CUSTOMER = { name: 'Ada Buyer', email: 'Ada@Example.com', address: { line1: '1 Analytical Way', line2: null, city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }, phone: '+44 20 7946 0000' };

const PRODUCTS: Record<string, Record<string, unknown>> = {
  shirt: {
    name: 'Linen shirt',
    price: 60,
    discount_price: 45,
    stock: 9,
    colors: [{ value: 'red', label: 'Red', hex: '#ff0000' }],
    sizes: [
      { value: 's', label: 'Small' },
      { value: 'm', label: 'Medium' },
    ],
    variant_stock: JSON.stringify([
      { color_value: 'red', size_value: 's', stock: 2 },
      { color_value: 'red', size_value: 'm', stock: 7 },
    ]),
  },
  mug: { name: 'Mug', price: '12.5', stock: '4' },
  card: { name: 'Gift card', price: 20 },
  retired: { name: 'Retired', price: 5, stock: 5, status: 'inactive' },
};

beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '1000' });
  roles = await seedSiteRoles(t, { tag: 'checkout', site: { uniqueId: 'shop', title: 'Shop' }, otherSite: { uniqueId: 'elsewhere', title: 'Elsewhere' } });
  Object.assign(ids, await insertShopProducts(t, roles, PRODUCTS));
});

afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely; each assertion names what it expects
type Json = Record<string, any>;

let ipCount = 0;
/** An address of its own per request unless one is named: one client places only a few offline orders at one shop (decision 034). */
const freshIp = () => `10.66.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

async function post(path: string, body: unknown, init: { cookie?: string; ip?: string } = {}): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ...init, ip: init.ip ?? freshIp() });
  return { status: response.status, body: (await response.json()) as Json };
}

async function get(path: string, cookie?: string): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, { cookie });
  return { status: response.status, body: (await response.json()) as Json };
}

async function productData(key: string): Promise<Record<string, unknown>> {
  const [row] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, ids[key]!));
  return row!.data as Record<string, unknown>;
}

async function setProduct(key: string, data: Record<string, unknown>): Promise<void> {
  await t.deps.database.db.update(document).set({ data }).where(eq(document.id, ids[key]!));
}

const offline = (items: unknown[], extra: Json = {}, init: { cookie?: string; ip?: string } = {}) =>
  post('/api/cart/offline-checkout', { items, siteId: 'shop', method: 'delivery', customer: CUSTOMER, ...extra }, init);

describe('offline checkout', () => {
  it('offers the offline methods without any provider account, and never card or PayPal', async () => {
    const { status, body } = await get('/api/checkout/methods');
    expect(status).toBe(200);
    expect(body).toEqual({ methods: [{ value: 'delivery', label: 'Pay on delivery' }, { value: 'invoice', label: 'Pay by invoice' }], testMode: false, currency: 'USD', maxUnitsPerCheckout: 20 });
    expect((await post('/api/cart/stripe-checkout', { items: [{ productId: ids.mug, quantity: 1 }], siteId: 'shop' })).body).toEqual({ error: PAYMENT_METHOD_UNAVAILABLE });
    expect((await post('/api/cart/paypal-checkout', { items: [{ productId: ids.mug, quantity: 1 }], siteId: 'shop' })).status).toBe(400);
  });

  it('records the order at catalogue prices whatever the client says, takes the stock, mails the buyer and empties their saved cart', async () => {
    const { db } = t.deps.database;
    await db.insert(cart).values({ userId: roles.userIds.stranger, scope: roles.siteId, siteId: roles.siteId, items: [] });
    const { status, body } = await offline(
      [
        { productId: ids.shirt, quantity: 2, color: 'red', size: { value: 'm', label: 'Medium' }, price: 0.01, name: 'Free shirt' },
        { productId: ids.mug, quantity: 1, price: 0 },
      ],
      { total: 0.02 },
      { cookie: roles.cookies.stranger },
    );
    expect(status).toBe(201);
    expect(body.orderReference).toMatch(/^SW-[A-Z0-9]{10}$/);
    expect(body.successUrl).toBe(`http://localhost:3000/site-shop/checkout/success?order=${body.sessionToken}`);

    const [order] = await db.select().from(shopOrder).where(eq(shopOrder.reference, body.orderReference));
    expect(order).toMatchObject({ status: 'pending', method: 'delivery', subtotalCents: 10250, totalCents: 10250, currency: 'USD', email: 'ada@example.com', userId: roles.userIds.stranger, stockHeld: true });
    // An offline order holds its units for the shop's hold (72 hours by default), then expires unconfirmed.
    expect(order!.expiresAt!.getTime() - order!.createdAt.getTime()).toBeGreaterThan(72 * 3_600_000 - 60_000);
    expect(order!.expiresAt!.getTime() - order!.createdAt.getTime()).toBeLessThan(72 * 3_600_000 + 60_000);
    expect(order!.lines.map((l) => [l.name, l.quantity, l.unitCents, l.lineCents, l.colorLabel, l.sizeLabel])).toEqual([
      ['Linen shirt', 2, 4500, 9000, 'Red', 'Medium'],
      ['Mug', 1, 1250, 1250, null, null],
    ]);
    const shirt = await productData('shirt');
    expect(JSON.parse(shirt.variant_stock as string)).toEqual([
      { color_value: 'red', size_value: 's', stock: 2 },
      { color_value: 'red', size_value: 'm', stock: 5 },
    ]);
    expect(shirt.stock).toBe(7);
    expect((await productData('mug')).stock).toBe(3);

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order'));
    const mail = mails.find((m) => m.subject.includes(order!.reference));
    expect(mail?.toAddresses).toEqual(['ada@example.com']);
    expect(mail?.textBody).toContain('Total: $102.50 USD');
    expect(await db.select().from(cart).where(eq(cart.userId, roles.userIds.stranger))).toEqual([]);

    const page = await get(`/api/checkout/order?token=${body.sessionToken}`);
    expect(page.body.order).toMatchObject({ reference: order!.reference, status: 'pending', totalCents: 10250, siteId: 'shop', homeUrl: '/site-shop' });
    expect(page.body.order.customer).toBeUndefined();
  });

  it('on a site’s own domain, finds the shop from the address and keeps its pages at the root', async () => {
    const { db } = t.deps.database;
    await db.update(site).set({ domain: 'shop.example', domainVerifiedAt: new Date(), domainProof: 'dns' }).where(eq(site.id, roles.siteId));
    try {
      const response = await t.request('/api/cart/offline-checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'shop.example' },
        body: JSON.stringify({ items: [{ productId: ids.card, quantity: 1 }], method: 'invoice', customer: CUSTOMER }),
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as Json;
      expect(body.successUrl).toBe(`http://shop.example/checkout/success?order=${body.sessionToken}`);
      const [order] = await db.select().from(shopOrder).where(eq(shopOrder.reference, body.orderReference));
      expect(order!.siteId).toBe(roles.siteId);
      // The platform's address with no site named: a product of a site is not the platform's.
      expect((await post('/api/cart/offline-checkout', { items: [{ productId: ids.card, quantity: 1 }], method: 'invoice', customer: CUSTOMER })).status).toBe(409);
    } finally {
      await db.update(site).set({ domain: null, domainVerifiedAt: null, domainProof: null }).where(eq(site.id, roles.siteId));
    }
  });

  it('refuses what is not a checkout: bad items, unknown method, bad customer, no stock, other sites and inactive products', async () => {
    expect(await offline([])).toEqual({ status: 400, body: { error: CHECKOUT_ITEMS_INVALID } });
    expect((await offline([{ productId: ids.mug, quantity: 0 }])).status).toBe(400);
    expect((await offline([{ productId: ids.mug, quantity: 1.5 }])).status).toBe(400);
    expect((await offline([{ productId: ids.mug, quantity: '2' }])).status).toBe(400);
    expect((await offline([{ quantity: 1 }])).status).toBe(400);
    expect((await offline([{ productId: ids.mug, quantity: 1 }], { method: 'stripe' })).body).toEqual({ error: PAYMENT_METHOD_UNAVAILABLE });
    const badCustomer = await offline([{ productId: ids.mug, quantity: 1 }], { customer: { ...CUSTOMER, email: 'nope' } });
    expect(badCustomer).toEqual({ status: 400, body: { error: CUSTOMER_EMAIL_INVALID, validationErrors: { email: [CUSTOMER_EMAIL_INVALID] } } });
    expect(await offline([{ productId: ids.mug, quantity: 4 }])).toEqual({ status: 409, body: { error: checkoutNotEnoughStock('Mug', 3) } });
    expect(await offline([{ productId: ids.shirt, quantity: 3, color: 'red', size: 's' }])).toEqual({ status: 409, body: { error: checkoutNotEnoughStock('Linen shirt', 2) } });
    expect((await offline([{ productId: ids.shirt, quantity: 1, color: 'green', size: 's' }])).body).toEqual({ error: CHECKOUT_PRODUCT_UNAVAILABLE });
    expect((await offline([{ productId: ids.foreign, quantity: 1 }])).body).toEqual({ error: CHECKOUT_PRODUCT_UNAVAILABLE });
    expect((await offline([{ productId: ids.retired, quantity: 1 }])).body).toEqual({ error: CHECKOUT_PRODUCT_UNAVAILABLE });
    expect((await offline([{ productId: 'not-a-uuid', quantity: 1 }])).status).toBe(409);
    expect((await post('/api/cart/offline-checkout', 'not an object')).status).toBe(400);
    const malformed = await t.request('/api/cart/offline-checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"items": [' });
    expect(malformed.status).toBe(400);
    // Nothing was taken by any refused checkout.
    expect((await productData('mug')).stock).toBe(3);
  });

  it('sells the last units to exactly as many buyers as there are units when 50 check out at once', async () => {
    await setProduct('card', { name: 'Gift card', price: 20, stock: 5 });
    const earlier = new Set((await t.deps.database.db.select({ id: shopOrder.id }).from(shopOrder)).map((o) => o.id));
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => offline([{ productId: ids.card, quantity: 1 }], {}, { ip: `10.9.0.${i}` })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect((await productData('card')).stock).toBe(0);
    const orders = await t.deps.database.db.select().from(shopOrder);
    const holding = orders.filter((o) => !earlier.has(o.id) && o.stockHeld && o.lines.some((l) => l.productId === ids.card));
    expect(holding).toHaveLength(5);
  });
});

describe('orders for owners and buyers', () => {
  let reference = '';
  let orderId = '';

  beforeAll(async () => {
    await setProduct('mug', { name: 'Mug', price: '12.5', stock: '4' });
    const { body } = await offline([{ productId: ids.mug, quantity: 2 }], { method: 'invoice', customer: { ...CUSTOMER, email: 'buyer@example.com' } }, { cookie: roles.cookies.editor });
    reference = body.orderReference;
    const [row] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, reference));
    orderId = row!.id;
  });

  it('lists a site’s orders to its members and admins only, filtered by status and searched by reference or email', async () => {
    const forOwner = await get('/api/orders?siteId=shop', roles.cookies.owner);
    expect(forOwner.status).toBe(200);
    expect(forOwner.body.orders.some((o: Json) => o.reference === reference && o.customerName === 'Ada Buyer')).toBe(true);
    expect((await get(`/api/orders?siteId=shop&q=${reference.toLowerCase()}`, roles.cookies.editor)).body.orders.map((o: Json) => o.reference)).toEqual([reference]);
    expect((await get('/api/orders?siteId=shop&q=BUYER@example', roles.cookies.admin)).body.total).toBe(1);
    expect((await get('/api/orders?siteId=shop&status=fulfilled', roles.cookies.owner)).body.orders).toEqual([]);
    expect((await get('/api/orders?siteId=shop&status=shipped', roles.cookies.owner)).status).toBe(400);
    expect((await get('/api/orders?siteId=shop', roles.cookies.otherEditor)).status).toBe(403);
    expect((await get('/api/orders?siteId=shop', roles.cookies.stranger)).status).toBe(403);
    expect((await get('/api/orders?siteId=shop')).status).toBe(401);
    expect((await get(`/api/orders/${orderId}`, roles.cookies.otherEditor)).status).toBe(404);
  });

  it('moves an order through the owner’s allowed statuses with its history, and gives the stock back on cancel', async () => {
    const detail = (await get(`/api/orders/${orderId}`, roles.cookies.owner)).body.order as OrderDetail;
    expect(detail.ownerTransitions).toEqual(['paid', 'fulfilled', 'cancelled']);
    expect(detail.customer).toMatchObject({ name: 'Ada Buyer', address: CUSTOMER.address });
    expect((await productData('mug')).stock).toBe(2);

    const paid = await post(`/api/orders/${orderId}/status`, { status: 'paid', note: 'Invoice settled' }, { cookie: roles.cookies.editor });
    expect(paid.status).toBe(200);
    expect(paid.body.order.status).toBe('paid');
    expect((await post(`/api/orders/${orderId}/status`, { status: 'pending' }, { cookie: roles.cookies.owner })).status).toBe(409);
    expect((await post(`/api/orders/${orderId}/status`, { status: 'nonsense' }, { cookie: roles.cookies.owner })).status).toBe(400);
    expect((await post(`/api/orders/${orderId}/status`, { status: 'fulfilled' }, { cookie: roles.cookies.stranger })).status).toBe(404);

    const cancelled = await post(`/api/orders/${orderId}/status`, { status: 'cancelled' }, { cookie: roles.cookies.owner });
    expect(cancelled.body.order.status).toBe('cancelled');
    expect(cancelled.body.order.history.map((h: Json) => [h.fromStatus, h.toStatus, h.source, h.note])).toEqual([
      [null, 'pending', 'checkout', null],
      ['pending', 'paid', 'owner', 'Invoice settled'],
      ['paid', 'cancelled', 'owner', null],
    ]);
    expect(cancelled.body.order.history[1].actorName).toBeTruthy();
    expect((await productData('mug')).stock).toBe(4);
    // Cancelling again changes nothing and gives nothing back twice.
    expect((await post(`/api/orders/${orderId}/status`, { status: 'cancelled' }, { cookie: roles.cookies.owner })).status).toBe(409);
    expect((await productData('mug')).stock).toBe(4);
  });

  it('shows buyers their own orders only', async () => {
    const mine = await get('/api/account/orders', roles.cookies.editor);
    expect(mine.body.orders.map((o: Json) => o.reference)).toContain(reference);
    expect(mine.body.orders[0].siteTitle).toBe('Shop');
    expect((await get('/api/account/orders', roles.cookies.otherEditor)).body.orders.map((o: Json) => o.reference)).not.toContain(reference);
    expect((await get('/api/account/orders')).status).toBe(401);
    expect((await get('/api/checkout/order?token=nope')).status).toBe(404);
  });
});

describe('unpaid online orders', () => {
  it('are cancelled after their hold and give their units back once', async () => {
    await setProduct('mug', { name: 'Mug', price: 10, stock: 3 });
    const { db } = t.deps.database;
    const { body } = await offline([{ productId: ids.mug, quantity: 2 }]);
    // An online order past its hold: make this one look like one.
    await db.update(shopOrder).set({ method: 'stripe', expiresAt: new Date(Date.now() - 60 * 60_000) }).where(eq(shopOrder.reference, body.orderReference));
    expect((await productData('mug')).stock).toBe(1);
    expect(await expireStaleOrders(t.deps)).toBe(1);
    expect(await expireStaleOrders(t.deps)).toBe(0);
    expect((await productData('mug')).stock).toBe(3);
    const [order] = await db.select().from(shopOrder).where(eq(shopOrder.reference, body.orderReference));
    expect(order).toMatchObject({ status: 'cancelled', stockHeld: false });
    const events = await db.select().from(shopOrderEvent).where(eq(shopOrderEvent.orderId, order!.id));
    expect(events.map((e) => e.source)).toEqual(['checkout', 'expiry']);
  });

  it('can be cancelled by the buyer holding the token; offline ones cannot', async () => {
    await setProduct('mug', { name: 'Mug', price: 10, stock: 3 });
    const { db } = t.deps.database;
    const { body } = await offline([{ productId: ids.mug, quantity: 1 }]);
    expect((await post('/api/checkout/cancel', { token: body.sessionToken })).status).toBe(409);
    await db.update(shopOrder).set({ method: 'paypal' }).where(eq(shopOrder.reference, body.orderReference));
    const cancelled = await post('/api/checkout/cancel', { token: body.sessionToken });
    expect(cancelled.body.order.status).toBe('cancelled');
    expect((await post('/api/checkout/cancel', { token: body.sessionToken })).body.order.status).toBe('cancelled');
    expect((await productData('mug')).stock).toBe(3);
    expect((await post('/api/checkout/cancel', { token: 'x'.repeat(43) })).status).toBe(404);
  });
});
