import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS_API } from '#core/forms/collection-summary.ts';
import { CHECKOUT_PRODUCT_UNAVAILABLE, SHOP_CLOSED } from '#core/checkout/messages.ts';
import { maxPerOrderInvalid, PRICE_TOO_PRECISE, priceOutOfRange } from '#core/products/product-rules.ts';
import { document, review, shopOrder, site } from '#server/db/schema.ts';
import { RESTOCKED_NOTE } from '#server/modules/orders/transition-order.public.ts';
import { solvedAltchaToken } from '#server/testing/altcha-solver.ts';
import { addProduct, get, type Json, offline, ordersOfSite, post, roles, setUpBoundedShop, stockOf, t } from './shop-bounds-kit.ts';

// Refunds, the money rule on every products write path, and an inactive site.
setUpBoundedShop();

describe('refunds', () => {
  it('keep the units out unless the owner chooses to restock, once', async () => {
    const id = await addProduct({ name: 'Kettle', price: 50, stock: 4 });
    const placed = await offline([{ productId: id, quantity: 2 }]);
    const [order] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, placed.body.orderReference));
    await post(`/api/orders/${order!.id}/status`, { status: 'paid' }, roles.cookies.owner);
    // Marking an order refunded is not a status change: a refund is made, with its amount.
    expect((await post(`/api/orders/${order!.id}/status`, { status: 'refunded' }, roles.cookies.owner)).status).toBe(409);
    const refunded = await post(`/api/orders/${order!.id}/refund`, { amountCents: 10000 }, roles.cookies.owner);
    expect(refunded.body.order).toMatchObject({ status: 'refunded', refundedCents: 10000, canRestock: true, refundableCents: 0 });
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
    expect((await post(`/api/orders/${order!.id}/refund`, { amountCents: 6000, restock: 'yes' }, roles.cookies.owner)).status).toBe(400);
    const refunded = await post(`/api/orders/${order!.id}/refund`, { amountCents: 6000, restock: true }, roles.cookies.owner);
    expect(refunded.body.order).toMatchObject({ status: 'refunded', canRestock: false });
    expect(refunded.body.order.history.at(-1).note).toContain(`${RESTOCKED_NOTE} Refunded 60.00 USD by the shop`);
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
