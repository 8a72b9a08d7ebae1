import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '#core/checkout/postal-address.ts';
import { SAVED_ADDRESS_NOT_FOUND, SAVED_ADDRESSES_FULL, SAVED_ADDRESSES_MAX, type SavedAddress } from '#core/shop/saved-address.ts';
import { savedAddress, site, user } from '#server/db/schema.ts';
import { insertShopProducts } from '#server/testing/shop-products.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * A shopper's saved addresses per shop (decision 056): /api/account/addresses?site={id} lists,
 * creates, rewrites, deletes and makes default only the signed-in shopper's own in that shop; at
 * most SAVED_ADDRESSES_MAX; checkout's "save this address". PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let roles: SiteRoles;
const ids: Record<string, string> = {};
const HOME = { label: 'Home', name: 'Ada Buyer', phone: '', line1: '1 High Street', line2: 'Flat 2', city: 'London', postalCode: 'sw1a 1aa', country: 'gb' };
const WORK = { name: 'Ada Buyer', line1: '5 Work Road', city: 'Leeds', postalCode: 'LS1 4AP', country: 'GB' };

beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '1000' });
  roles = await seedSiteRoles(t, { tag: 'addr', site: { uniqueId: 'addrshop', title: 'Address Shop' }, otherSite: { uniqueId: 'addrother', title: 'Other Shop' } });
  Object.assign(ids, await insertShopProducts(t, roles, { mug: { name: 'Mug', price: 12, stock: 100 } }));
});

afterAll(async () => {
  await t?.close();
});

function call(path: string, cookie: string | undefined, method = 'GET', body?: unknown) {
  return t.request(path, { method, cookie, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function list(site: string, cookie: string): Promise<SavedAddress[]> {
  const response = await call(`/api/account/addresses?site=${site}`, cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as { addresses: SavedAddress[] }).addresses;
}

async function create(site: string, cookie: string, body: unknown): Promise<SavedAddress> {
  const response = await call(`/api/account/addresses?site=${site}`, cookie, 'POST', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { address: SavedAddress }).address;
}

async function clear(userId: string) {
  await t.deps.database.db.delete(savedAddress).where(eq(savedAddress.userId, userId));
}

describe('saved addresses', () => {
  it('saves, lists, rewrites, makes default and deletes the shopper’s own addresses in one shop', async () => {
    const cookie = roles.cookies.stranger;
    const home = await create('addrshop', cookie, HOME);
    // Checkout's rule: trimmed, postal code and country upper-cased, no phone is null; the first is the default.
    expect(home).toMatchObject({ label: 'Home', name: 'Ada Buyer', phone: null, line2: 'Flat 2', postalCode: 'SW1A 1AA', country: 'GB', isDefault: true });
    const work = await create('addrshop', cookie, WORK);
    expect(work.isDefault).toBe(false);
    expect((await list('addrshop', cookie)).map((a) => a.id)).toEqual([home.id, work.id]);
    // Another shop's list is its own.
    expect(await list('addrother', cookie)).toEqual([]);

    const made = await call(`/api/account/addresses/${work.id}/default?site=addrshop`, cookie, 'POST', {});
    expect(made.status).toBe(200);
    expect(((await made.json()) as { addresses: SavedAddress[] }).addresses.map((a) => [a.id, a.isDefault])).toEqual([
      [work.id, true],
      [home.id, false],
    ]);

    const edited = await call(`/api/account/addresses/${home.id}?site=addrshop`, cookie, 'PUT', { ...HOME, label: '', phone: '+44 20 7946 0000', city: 'Bath' });
    expect(edited.status).toBe(200);
    expect((await edited.json()) as { address: SavedAddress }).toMatchObject({ address: { label: null, phone: '+44 20 7946 0000', city: 'Bath', isDefault: false } });

    // Deleting the default makes the one left the default.
    expect((await call(`/api/account/addresses/${work.id}?site=addrshop`, cookie, 'DELETE')).status).toBe(200);
    expect((await list('addrshop', cookie)).map((a) => [a.id, a.isDefault])).toEqual([[home.id, true]]);
    await clear(roles.userIds.stranger);
  });

  it('refuses bad input field by field with checkout’s messages', async () => {
    const response = await call('/api/account/addresses?site=addrshop', roles.cookies.stranger, 'POST', { name: '', line1: '', city: 'X', postalCode: '??', country: 'ZZ', phone: 'call me', label: 'x'.repeat(41) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; validationErrors: Record<string, string[]> };
    expect(body.error).toEqual(expect.any(String));
    expect(Object.keys(body.validationErrors).sort()).toEqual(['country', 'label', 'line1', 'name', 'phone', 'postalCode']);
    expect(body.validationErrors.phone).toEqual([ADDRESS_MESSAGES.phone]);
    expect((await call('/api/account/addresses?site=addrshop', roles.cookies.stranger, 'POST', [1])).status).toBe(400);
    expect(await list('addrshop', roles.cookies.stranger)).toEqual([]);
  });

  it('never reaches another shopper’s address, nor one of another shop; signed out is 401', async () => {
    const theirs = await create('addrshop', roles.cookies.editor, WORK);
    const mineElsewhere = await create('addrother', roles.cookies.stranger, WORK);
    const cookie = roles.cookies.stranger;
    for (const [id, site] of [
      [theirs.id, 'addrshop'],
      [mineElsewhere.id, 'addrshop'],
      ['not-an-id', 'addrshop'],
    ] as const) {
      const put = await call(`/api/account/addresses/${id}?site=${site}`, cookie, 'PUT', WORK);
      expect(put.status).toBe(404);
      expect(((await put.json()) as { error: string }).error).toBe(SAVED_ADDRESS_NOT_FOUND);
      expect((await call(`/api/account/addresses/${id}?site=${site}`, cookie, 'DELETE')).status).toBe(404);
      expect((await call(`/api/account/addresses/${id}/default?site=${site}`, cookie, 'POST', {})).status).toBe(404);
    }
    expect((await list('addrshop', roles.cookies.editor)).map((a) => [a.id, a.city, a.isDefault])).toEqual([[theirs.id, 'Leeds', true]]);
    expect((await list('addrother', cookie)).map((a) => a.id)).toEqual([mineElsewhere.id]);

    expect((await call('/api/account/addresses?site=addrshop', undefined)).status).toBe(401);
    expect((await call('/api/account/addresses?site=addrshop', undefined, 'POST', WORK)).status).toBe(401);
    expect((await call(`/api/account/addresses/${theirs.id}?site=addrshop`, undefined, 'DELETE')).status).toBe(401);
    expect((await call('/api/account/addresses?site=../x', cookie)).status).toBe(400);
    expect((await call('/api/account/addresses?site=nosuchshop', cookie)).status).toBe(404);
    await clear(roles.userIds.stranger);
    await clear(roles.userIds.editor);
  });

  it(`keeps at most ${SAVED_ADDRESSES_MAX} per shopper per shop, saying so`, async () => {
    const cookie = roles.cookies.stranger;
    for (let i = 0; i < SAVED_ADDRESSES_MAX; i += 1) await create('addrshop', cookie, { ...WORK, line1: `${i} Work Road` });
    const full = await call('/api/account/addresses?site=addrshop', cookie, 'POST', HOME);
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: string }).error).toBe(SAVED_ADDRESSES_FULL);
    expect(await list('addrshop', cookie)).toHaveLength(SAVED_ADDRESSES_MAX);
    // Another shop's list has room of its own.
    await create('addrother', cookie, HOME);
    await clear(roles.userIds.stranger);
  });

  it('checkout’s “save this address” keeps a signed-in buyer’s address once, within the bound', async () => {
    const cookie = roles.cookies.stranger;
    const customer = { name: 'Ada Buyer', email: 'ada@addr.test', address: { line1: '9 Order Lane', city: 'York', postalCode: 'YO1 7HH', country: 'GB' }, phone: '+44 1904 000000' };
    let network = 0;
    const place = async (who: string | undefined, saveAddress: boolean) => {
      // Each from its own network: a shop takes only a few offline orders from one at a time.
      network += 1;
      const body = JSON.stringify({ items: [{ productId: ids.mug, quantity: 1 }], siteId: 'addrshop', method: 'delivery', customer, saveAddress });
      const response = await t.request('/api/cart/offline-checkout', { method: 'POST', cookie: who, ip: `10.${network}.0.1`, headers: { 'content-type': 'application/json' }, body });
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { addressSaved?: string }).addressSaved;
    };
    expect(await place(cookie, false)).toBeUndefined();
    expect(await list('addrshop', cookie)).toEqual([]);
    expect(await place(cookie, true)).toBe('saved');
    expect(await place(cookie, true)).toBe('known');
    expect((await list('addrshop', cookie)).map((a) => [a.line1, a.phone, a.isDefault])).toEqual([['9 Order Lane', '+44 1904 000000', true]]);
    // Signed out, nothing is kept (and the order is still placed).
    expect(await place(undefined, true)).toBe('not-saved');
    for (let i = 1; i < SAVED_ADDRESSES_MAX; i += 1) await create('addrshop', cookie, { ...WORK, line1: `${i} Work Road` });
    customer.address.line1 = '10 Order Lane';
    expect(await place(cookie, true)).toBe('full');
    expect(await list('addrshop', cookie)).toHaveLength(SAVED_ADDRESSES_MAX);
  });

  it('goes with its user and with its site', async () => {
    const { db } = t.deps.database;
    const extra = await t.signUp('gone@addr.test');
    await create('addrshop', extra.cookie, WORK);
    await create('addrother', roles.cookies.stranger, WORK);
    await db.delete(user).where(eq(user.id, extra.userId));
    expect(await db.select().from(savedAddress).where(eq(savedAddress.userId, extra.userId))).toEqual([]);
    await db.delete(site).where(eq(site.id, roles.otherSiteId));
    expect(await db.select().from(savedAddress).where(eq(savedAddress.siteId, roles.otherSiteId))).toEqual([]);
  });
});
