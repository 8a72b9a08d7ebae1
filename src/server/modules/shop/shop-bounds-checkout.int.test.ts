import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutProductLimit, checkoutTooManyUnits, OFFLINE_ORDERS_HELD, PAYMENT_METHOD_UNAVAILABLE } from '#core/checkout/messages.ts';
import { DEFAULT_SHOP_SETTINGS, wholeNumberBetween } from '#core/shop/shop-settings.ts';
import { document, shopOrder, shopOrderEvent, site } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { OFFLINE_ORDERS_PER_HOLD } from '#server/modules/checkout/routes.ts';
import { EXPIRED_OFFLINE_NOTE, expireStaleOrders, EXPIRY_GRACE_MS } from '#server/modules/orders/expire-orders.ts';
import type { SiteRole } from '#server/testing/site-roles.ts';
import { saveShopSettings, shopSettingsOf } from './shop-settings.public.ts';
import { addProduct, CUSTOMER, get, offline, ordersOfSite, post, roles, setShop, setUpBoundedShop, stockOf, t } from './shop-bounds-kit.ts';

// What one checkout, one client network and the owner's switches allow.
setUpBoundedShop();

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
      // A form without a currency keeps the shop's (decision 060).
      currency: 'USD',
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
