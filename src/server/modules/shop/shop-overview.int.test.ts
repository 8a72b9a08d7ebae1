import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '#core/checkout/order.ts';
import { DEFAULT_PRODUCT_ADMIN_FILTER, productAdminListUrl, type ProductAdminPage } from '#core/products/product-admin.ts';
import { shopOverviewUrl, type ShopOverview } from '#core/shop/overview.ts';
import { review, shopOrder } from '#server/db/schema.ts';
import { transitionOrder } from '#server/modules/orders/transition-order.public.ts';
import { insertShopProducts } from '#server/testing/shop-products.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * The shop overview's figures are the orders in the database (issue #24 item 3, decision 053):
 * orders placed through the real offline checkout, moved through the real transitions, some
 * dated back; the figures are then recomputed here from the rows themselves. Who may read them:
 * the site's owner and editor and an admin, no one else. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let roles: SiteRoles;
const ids: Record<string, string> = {};
const CUSTOMER = { name: 'Ada Buyer', email: 'ada@example.com', address: { line1: '1 Way', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }, phone: '+44 20 7946 0000' };

beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '1000' });
  roles = await seedSiteRoles(t, { tag: 'overview', site: { uniqueId: 'shop', title: 'Shop' }, otherSite: { uniqueId: 'elsewhere', title: 'Elsewhere' } });
  Object.assign(
    ids,
    await insertShopProducts(t, roles, {
      mug: { name: 'Mug', price: '12.5', stock: 500 },
      lamp: { name: 'Lamp', price: 40, stock: 3 },
      empty: { name: 'Empty', price: 9, stock: 0 },
      ownThreshold: { name: 'Own threshold', price: 9, stock: 8, low_stock_threshold: 10 },
      unlimited: { name: 'Gift card', price: 20 },
      shirtLow: {
        name: 'Shirt',
        price: 30,
        colors: [{ value: 'red', label: 'Red', hex: '#f00' }],
        sizes: [{ value: 's', label: 'S' }, { value: 'm', label: 'M' }],
        variant_stock: JSON.stringify([
          { color_value: 'red', size_value: 's', stock: 1 },
          { color_value: 'red', size_value: 'm', stock: 3 },
        ]),
      },
      shirtOut: {
        name: 'Sold-out shirt',
        price: 30,
        stock: 50,
        sizes: [{ value: 's', label: 'S' }],
        variant_stock: [{ color_value: '', size_value: 's', stock: 0 }],
      },
    }),
  );
});

afterAll(async () => {
  await t?.close();
});

let ip = 0;
async function place(quantity: number, method: 'delivery' | 'invoice' = 'delivery'): Promise<string> {
  const response = await t.request('/api/cart/offline-checkout', {
    method: 'POST',
    ip: `10.77.0.${++ip}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ productId: ids.mug, quantity }], siteId: 'shop', method, customer: CUSTOMER }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const reference = ((await response.json()) as { orderReference: string }).orderReference;
  const [row] = await t.deps.database.db.select({ id: shopOrder.id }).from(shopOrder).where(eq(shopOrder.reference, reference));
  return row!.id;
}

async function move(id: string, ...path: OrderStatus[]): Promise<void> {
  for (const to of path) expect((await transitionOrder(t.deps, id, to, { source: 'owner' })).changed).toBe(true);
}

const daysAgo = (n: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - n, 12, 0, 0);
};

async function overview(cookie: string, site = 'shop'): Promise<{ status: number; body: { overview: ShopOverview; error?: string } }> {
  const response = await t.request(shopOverviewUrl(site), { cookie });
  return { status: response.status, body: (await response.json()) as { overview: ShopOverview; error?: string } };
}

describe('shop overview', () => {
  it('equals the orders in the database: sales, orders per day, orders to fulfil, stock and reviews waiting', async () => {
    const { db } = t.deps.database;
    // Today: paid (1 mug), fulfilled (2), partially refunded (3, 500 back), pending delivery (4), cancelled (5), failed card-less pending invoice (6).
    const paid = await place(1);
    await move(paid, 'paid');
    const fulfilled = await place(2);
    await move(fulfilled, 'paid', 'fulfilled');
    const partial = await place(3);
    await move(partial, 'paid');
    expect((await transitionOrder(t.deps, partial, 'partially_refunded', { source: 'provider', refundedCents: 500 })).changed).toBe(true);
    const pendingDelivery = await place(4);
    const cancelled = await place(5);
    await move(cancelled, 'cancelled');
    const pendingInvoice = await place(6, 'invoice');
    const refunded = await place(7);
    await move(refunded, 'paid', 'refunded');
    // Earlier days: 3 days ago paid, 29 days ago fulfilled (the window's first day), 30 days ago paid (outside).
    const threeDays = await place(1);
    await move(threeDays, 'paid');
    const firstDay = await place(2);
    await move(firstDay, 'paid', 'fulfilled');
    const outside = await place(3);
    await move(outside, 'paid');
    await db.update(shopOrder).set({ createdAt: daysAgo(3) }).where(eq(shopOrder.id, threeDays));
    await db.update(shopOrder).set({ createdAt: daysAgo(29) }).where(eq(shopOrder.id, firstDay));
    await db.update(shopOrder).set({ createdAt: daysAgo(30) }).where(eq(shopOrder.id, outside));
    // Another site's paid order counts nowhere here.
    await db.insert(shopOrder).values({ reference: 'SW-ELSEWHERE1', sessionToken: 'x'.repeat(40), siteId: roles.otherSiteId, method: 'delivery', status: 'paid', lines: [], subtotalCents: 99900, totalCents: 99900, currency: 'USD' });
    // Reviews: two pending, one approved on this site; one pending elsewhere.
    await db.insert(review).values([
      { siteId: roles.siteId, productId: ids.mug!, rating: 5, reviewerName: 'A', reviewTitle: 'Good', reviewText: 'Good mug', wouldRecommend: 'yes' },
      { siteId: roles.siteId, productId: ids.lamp!, rating: 4, reviewerName: 'B', reviewTitle: 'Fine', reviewText: 'Fine lamp', wouldRecommend: 'yes' },
      { siteId: roles.siteId, productId: ids.mug!, rating: 3, reviewerName: 'C', reviewTitle: 'Ok', reviewText: 'Ok mug', wouldRecommend: 'maybe', status: 'approved' },
      { siteId: roles.otherSiteId, productId: ids.foreign!, rating: 1, reviewerName: 'D', reviewTitle: 'Bad', reviewText: 'Bad', wouldRecommend: 'no' },
    ]);

    const { status, body } = await overview(roles.cookies.owner);
    expect(status).toBe(200);
    const o = body.overview;

    // The expected figures, from the rows as stored (each mug is 1250 cents).
    const rows = await db.select().from(shopOrder).where(eq(shopOrder.siteId, roles.siteId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const net = (id: string) => byId.get(id)!.totalCents - byId.get(id)!.refundedCents;
    expect(byId.get(partial)!.refundedCents).toBe(500);
    const todaySales = net(paid) + net(fulfilled) + net(partial);
    expect(todaySales).toBe(1250 + 2500 + 3750 - 500);
    expect(o.today).toEqual({ salesCents: todaySales, orders: 3 });
    expect(o.last30).toEqual({ salesCents: todaySales + net(threeDays) + net(firstDay), orders: 5 });
    expect(o.days).toHaveLength(30);
    expect(o.days[29]).toMatchObject({ salesCents: todaySales, orders: 3 });
    expect(o.days[26]).toMatchObject({ salesCents: net(threeDays), orders: 1 });
    expect(o.days[0]).toMatchObject({ salesCents: net(firstDay), orders: 1 });
    expect(o.days.reduce((sum, day) => sum + day.salesCents, 0)).toBe(o.last30.salesCents);
    // To fulfil: paid ones (paid, threeDays, outside) and the unconfirmed offline ones (pending delivery, pending invoice).
    const toFulfil = rows.filter((row) => row.status === 'paid' || (row.status === 'pending' && (row.method === 'delivery' || row.method === 'invoice')));
    expect(toFulfil.map((row) => row.id).sort()).toEqual([paid, threeDays, outside, pendingDelivery, pendingInvoice].sort());
    expect(o.toFulfil).toBe(5);
    // Stock: the mug took 1+2+3+4+5+6+7+1+2+3 units and got 5 back (cancelled); still plenty. Low: lamp (3), ownThreshold (8 ≤ 10), shirtLow (its variants' sum, 4). Out: empty, shirtOut (its only variant at 0, whatever its own stock says).
    // As the Products screen's ?stock=low|out filters count them, where these figures lead:
    expect(o.lowStock).toBe(3);
    expect(o.outOfStock).toBe(2);
    const listedAt = async (stock: 'low' | 'out') => {
      const answer = await t.request(productAdminListUrl({ ...DEFAULT_PRODUCT_ADMIN_FILTER, siteId: 'shop', stock }, 100), { cookie: roles.cookies.owner });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as ProductAdminPage).total;
    };
    expect(await listedAt('low')).toBe(o.lowStock);
    expect(await listedAt('out')).toBe(o.outOfStock);
    expect(o.reviewsPending).toBe(2);
    expect(o.hasShop).toBe(true);
    expect(o.currency).toBe('USD');

    // The orders list's to_fulfil filter lists the same orders.
    const list = await t.request(`/api/orders?siteId=shop&status=to_fulfil&limit=100`, { cookie: roles.cookies.owner });
    expect(list.status).toBe(200);
    const listed = ((await list.json()) as { orders: { id: string }[]; total: number });
    expect(listed.total).toBe(o.toFulfil);
    expect(listed.orders.map((order) => order.id).sort()).toEqual(toFulfil.map((row) => row.id).sort());

    // Fulfilling one takes it off the count.
    await move(paid, 'fulfilled');
    expect((await overview(roles.cookies.editor)).body.overview.toFulfil).toBe(4);
  });

  it('is read by the site’s owner, editor and an admin only, by current membership', async () => {
    expect((await overview(roles.cookies.editor)).status).toBe(200);
    expect((await overview(roles.cookies.admin)).status).toBe(200);
    const other = await overview(roles.cookies.otherEditor);
    expect(other.status).toBe(403);
    expect(other.body.error).toMatch(/permission/);
    expect((await overview(roles.cookies.stranger)).status).toBe(403);
    expect((await t.request(shopOverviewUrl('shop'))).status).toBe(401);
    expect((await t.request('/api/shop/overview', { cookie: roles.cookies.owner })).status).toBe(400);
    // The other site's editor reads their own site's, which is not this one's.
    const theirs = await overview(roles.cookies.otherEditor, 'elsewhere');
    expect(theirs.status).toBe(200);
    expect(theirs.body.overview.toFulfil).toBe(1);
    expect(theirs.body.overview.reviewsPending).toBe(1);
  });

  it('says a site with neither products nor orders has no shop', async () => {
    const { db } = t.deps.database;
    const { site, siteMember } = await import('#server/db/schema.ts');
    const [blank] = await db.insert(site).values({ uniqueId: 'blank', title: 'Blank', ownerId: roles.userIds.owner }).returning();
    await db.insert(siteMember).values({ siteId: blank!.id, userId: roles.userIds.owner, role: 'owner' });
    const { body } = await overview(roles.cookies.owner, 'blank');
    expect(body.overview).toMatchObject({ hasShop: false, today: { salesCents: 0, orders: 0 }, toFulfil: 0 });
  });
});
