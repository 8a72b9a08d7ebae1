import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShopProducts } from '#server/testing/shop-products.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * A shop's account page (issue 24 item 5) lists GET /api/account/orders?site={id}: the signed-in
 * shopper's own orders of that one shop; never another shopper's, never another shop's.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let roles: SiteRoles;
const ids: Record<string, string> = {};
const CUSTOMER = { name: 'Ada Buyer', email: 'buyer@shop-account.test', address: { line1: '1 Way', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }, phone: '+44 20 7946 0000' };

beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '1000' });
  roles = await seedSiteRoles(t, { tag: 'shopacct', site: { uniqueId: 'acctshop', title: 'Account Shop' }, otherSite: { uniqueId: 'acctother', title: 'Other Shop' } });
  Object.assign(ids, await insertShopProducts(t, roles, { mug: { name: 'Mug', price: 12, stock: 100 } }));
});

afterAll(async () => {
  await t?.close();
});

async function placeOffline(siteId: string, productId: string, cookie: string): Promise<string> {
  const response = await t.request('/api/cart/offline-checkout', {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ productId, quantity: 1 }], siteId, method: 'delivery', customer: CUSTOMER }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { orderReference: string }).orderReference;
}

async function references(query: string, cookie: string | undefined): Promise<{ status: number; refs: string[] }> {
  const response = await t.request(`/api/account/orders${query}`, { cookie });
  const body = (await response.json()) as { orders?: { reference: string }[]; error?: string };
  return { status: response.status, refs: (body.orders ?? []).map((order) => order.reference) };
}

describe("a shop's account orders", () => {
  it("lists only the signed-in shopper's orders of the shop asked for", async () => {
    const mineHere = await placeOffline('acctshop', ids.mug!, roles.cookies.stranger);
    const mineElsewhere = await placeOffline('acctother', ids.foreign!, roles.cookies.stranger);
    const someoneElses = await placeOffline('acctshop', ids.mug!, roles.cookies.editor);

    const here = await references('?site=acctshop', roles.cookies.stranger);
    expect(here.status).toBe(200);
    expect(here.refs).toEqual([mineHere]);

    // Another shop's account page shows that shop's order, not this one's.
    expect((await references('?site=acctother', roles.cookies.stranger)).refs).toEqual([mineElsewhere]);
    // Another shopper of the same shop sees only their own.
    expect((await references('?site=acctshop', roles.cookies.editor)).refs).toEqual([someoneElses]);
    // The platform's account page keeps every shop's.
    expect((await references('', roles.cookies.stranger)).refs.sort()).toEqual([mineHere, mineElsewhere].sort());
    // A shop that does not exist has none.
    expect((await references('?site=nosuchshop', roles.cookies.stranger)).refs).toEqual([]);
  });

  it('needs a signed-in shopper and a well-formed site id', async () => {
    expect((await references('?site=acctshop', undefined)).status).toBe(401);
    const bad = await t.request(`/api/account/orders?site=${encodeURIComponent('../x y')}`, { cookie: roles.cookies.stranger });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error?: unknown }).error).toEqual(expect.any(String));
  });
});
