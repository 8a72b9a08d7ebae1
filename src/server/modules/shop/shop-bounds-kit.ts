import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SHOP_SETTINGS } from '#core/shop/shop-settings.ts';
import { document, shopOrder, shopSettings } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * What bounds a shop (issue 21 items 7 and 9, decision 034): the units one checkout may take,
 * a product's own most-per-order, the owner's switches for the offline methods, the hold of an
 * unconfirmed offline order, the money rule on every products write path, refunds that restock
 * only by the owner's choice, and an inactive site that sells nothing. PGlite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */

export let t: TestApp;
export let roles: SiteRoles;
export const CUSTOMER = { name: 'Ada Buyer', email: 'ada@example.com', address: { line1: '1 Analytical Way', line2: null, city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }, phone: '+44 20 7946 0000' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely; each assertion names what it expects
export type Json = Record<string, any>;

export let ipCount = 0;
/** A client address of its own for each request unless one is named: most tests here are about one checkout, not one client's many. */
export const freshIp = () => `10.77.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

export async function post(path: string, body: unknown, cookie?: string, ip = freshIp()): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), cookie, ip });
  return { status: response.status, body: (await response.json()) as Json };
}

export async function get(path: string, cookie?: string): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, { cookie });
  return { status: response.status, body: (await response.json()) as Json };
}

export async function addProduct(data: Record<string, unknown>, siteId = roles.siteId): Promise<string> {
  const [row] = await t.deps.database.db.insert(document).values({ siteId, collection: 'products', data }).returning({ id: document.id });
  return row!.id;
}

export async function stockOf(id: string): Promise<unknown> {
  const [row] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, id));
  return (row!.data as Record<string, unknown>).stock;
}

export const ordersOfSite = async (siteId = roles.siteId) => t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.siteId, siteId));

export const offline = (items: unknown[], method = 'delivery', siteId = 'bounded', ip?: string) => post('/api/cart/offline-checkout', { items, siteId, method, customer: CUSTOMER }, undefined, ip);

export async function setShop(values: Partial<typeof DEFAULT_SHOP_SETTINGS>): Promise<void> {
  const row = { siteId: roles.siteId, ...DEFAULT_SHOP_SETTINGS, ...values };
  await t.deps.database.db.insert(shopSettings).values(row).onConflictDoUpdate({ target: shopSettings.siteId, set: row });
}

/** One app per test file with the bounded shop's site and roles. */
export function setUpBoundedShop() {
  beforeAll(async () => {
    t = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '1000' });
    roles = await seedSiteRoles(t, { tag: 'shop-bounds', site: { uniqueId: 'bounded', title: 'Bounded' }, otherSite: { uniqueId: 'closed', title: 'Closed' } });
  });
  afterAll(async () => {
    await t?.close();
  });
}
