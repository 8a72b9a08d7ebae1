import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, shippingRate, shippingZone, shopSettings, site, taxRate } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * The shop rules' version (decision 076): triggers bump a site's shop_rules_version on every change
 * of its zones, rates, tax rates and tax settings, and checkout prices with the rules it kept for
 * the version it reads, so an owner's change is priced by the next checkout on every process.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL (there also with a second app on the same database).
 */

let t: TestApp;
let roles: SiteRoles;
let productId = '';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely; each assertion names what it expects
type Json = Record<string, any>;

beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '1000' });
  roles = await seedSiteRoles(t, { tag: 'rulesver', site: { uniqueId: 'rulesver', title: 'Rules version' }, otherSite: { uniqueId: 'rulesver-other', title: 'Other' } });
  const { db } = t.deps.database;
  await db.insert(shopSettings).values({ siteId: roles.siteId });
  productId = (await db.insert(document).values({ siteId: roles.siteId, collection: 'products', data: { name: 'Mug', price: 10, stock: 100 } }).returning({ id: document.id }))[0]!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const versionOf = async (siteId: string) => (await t.deps.database.db.select({ version: site.shopRulesVersion }).from(site).where(eq(site.id, siteId)))[0]!.version;

let ipCount = 0;
async function owner(app: TestApp, method: string, path: string, body?: unknown): Promise<Json> {
  const response = await app.request(`/api/sites/rulesver${path}`, { method, cookie: roles.cookies.owner, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.status === 204 ? {} : ((await response.json()) as Json);
}
async function quote(app: TestApp, country: string, shippingRateId: string | null = null): Promise<Json> {
  const response = await app.request('/api/checkout/quote', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ siteId: 'rulesver', items: [{ productId, quantity: 1 }], customer: { country }, shippingRateId, discountCode: null }),
    ip: `10.88.${Math.floor(++ipCount / 250)}.${ipCount % 250}`,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

describe('the shop rules version', () => {
  it('moves with every change of a zone, a rate, a tax rate or the tax settings, and only for that site', async () => {
    const { db } = t.deps.database;
    const other = await versionOf(roles.otherSiteId);
    let last = await versionOf(roles.siteId);
    const moved = async (what: string) => {
      const now = await versionOf(roles.siteId);
      expect(now, what).toBeGreaterThan(last);
      last = now;
    };
    const [zone] = await db.insert(shippingZone).values({ siteId: roles.siteId, name: 'Trigger zone', countries: ['FR'] }).returning();
    await moved('zone inserted');
    await db.update(shippingZone).set({ countries: ['FR', 'BE'] }).where(eq(shippingZone.id, zone!.id));
    await moved('zone updated');
    const [rate] = await db.insert(shippingRate).values({ zoneId: zone!.id, name: 'Flat', kind: 'flat', amountCents: 500 }).returning();
    await moved('rate inserted');
    await db.update(shippingRate).set({ amountCents: 600 }).where(eq(shippingRate.id, rate!.id));
    await moved('rate updated');
    await db.delete(shippingRate).where(eq(shippingRate.id, rate!.id));
    await moved('rate deleted');
    const [tax] = await db.insert(taxRate).values({ siteId: roles.siteId, country: 'FR', taxClass: 'standard', ratePpm: 200_000 }).returning();
    await moved('tax rate inserted');
    await db.update(taxRate).set({ ratePpm: 100_000 }).where(eq(taxRate.id, tax!.id));
    await moved('tax rate updated');
    await db.delete(taxRate).where(eq(taxRate.id, tax!.id));
    await moved('tax rate deleted');
    await db.update(shopSettings).set({ pricesIncludeTax: true }).where(eq(shopSettings.siteId, roles.siteId));
    await moved('prices include tax');
    await db.update(shopSettings).set({ pricesIncludeTax: false }).where(eq(shopSettings.siteId, roles.siteId));
    await moved('prices exclude tax');
    // A zone deleted with its rates (cascade) moves it once at least.
    await db.insert(shippingRate).values({ zoneId: zone!.id, name: 'Again', kind: 'flat', amountCents: 100 });
    await moved('rate inserted again');
    await db.delete(shippingZone).where(eq(shippingZone.id, zone!.id));
    await moved('zone deleted');
    // Settings that are not rules leave it alone.
    await db.update(shopSettings).set({ offlineHoldHours: 48 }).where(eq(shopSettings.siteId, roles.siteId));
    expect(await versionOf(roles.siteId)).toBe(last);
    expect(await versionOf(roles.otherSiteId)).toBe(other);
  });

  it('lets a site with zones, rates and tax rates be deleted', async () => {
    const { db } = t.deps.database;
    const [doomed] = await db.insert(site).values({ uniqueId: 'rulesver-doomed', title: 'Doomed' }).returning();
    const [zone] = await db.insert(shippingZone).values({ siteId: doomed!.id, name: 'Zone', countries: ['DE'] }).returning();
    await db.insert(shippingRate).values({ zoneId: zone!.id, name: 'Flat', kind: 'flat', amountCents: 500 });
    await db.insert(taxRate).values({ siteId: doomed!.id, country: 'DE', taxClass: 'standard', ratePpm: 190_000 });
    await db.insert(shopSettings).values({ siteId: doomed!.id });
    await db.delete(site).where(eq(site.id, doomed!.id));
    expect(await db.select().from(shippingZone).where(eq(shippingZone.siteId, doomed!.id))).toEqual([]);
  });

  it("prices the next checkout with the owner's change at once, and keeps the rules while the version stands", async () => {
    const zone = (await owner(t, 'POST', '/shipping-zones', { name: 'Germany', countries: ['DE'] })).zone as Json;
    const withRate = (await owner(t, 'POST', `/shipping-zones/${zone.id}/rates`, { name: 'Standard', kind: 'flat', amountCents: 490 })).zone as Json;
    const rateId = (withRate.rates as Json[])[0]!.id as string;
    const tax = (await owner(t, 'POST', '/taxes/rates', { country: 'DE', taxClass: 'standard', rate: '19' })).rate as Json;

    const first = await quote(t, 'DE', rateId);
    expect(first).toMatchObject({ subtotalCents: 1000, shippingCents: 490, taxCents: 283 });
    await owner(t, 'PUT', `/taxes/rates/${tax.id}`, { country: 'DE', taxClass: 'standard', rate: '7' });
    expect((await quote(t, 'DE', rateId))).toMatchObject({ shippingCents: 490, taxCents: 104 });
    await owner(t, 'PUT', `/shipping-zones/${zone.id}/rates/${rateId}`, { name: 'Standard', kind: 'flat', amountCents: 990 });
    expect((await quote(t, 'DE', rateId))).toMatchObject({ shippingCents: 990, taxCents: 139 });

    // Kept: a change that (against the triggers) left the version where it was is not read again.
    const { db } = t.deps.database;
    const version = await versionOf(roles.siteId);
    await db.update(taxRate).set({ ratePpm: 500_000 }).where(eq(taxRate.id, tax.id as string));
    await db.update(site).set({ shopRulesVersion: version }).where(eq(site.id, roles.siteId));
    expect((await quote(t, 'DE', rateId))).toMatchObject({ taxCents: 139 });
    // Any real change after it moves the version, and the next quote reads everything again.
    await owner(t, 'PUT', '/taxes/settings', { pricesIncludeTax: false, shippingTaxClass: 'standard', stripeAutomaticTax: false });
    expect((await quote(t, 'DE', rateId))).toMatchObject({ taxCents: 995 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the shop rules version with two workers on one PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '1000' }, { databaseUrl: t.databaseUrl! });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
  });

  it("prices with a change made through the other worker on the very next checkout", async () => {
    const zone = (await owner(t, 'POST', '/shipping-zones', { name: 'Austria', countries: ['AT'] })).zone as Json;
    const rateId = (((await owner(t, 'POST', `/shipping-zones/${zone.id}/rates`, { name: 'Post', kind: 'flat', amountCents: 300 })).zone as Json).rates as Json[])[0]!.id as string;
    expect((await quote(second, 'AT', rateId))).toMatchObject({ shippingCents: 300 });
    await owner(t, 'PUT', `/shipping-zones/${zone.id}/rates/${rateId}`, { name: 'Post', kind: 'flat', amountCents: 800 });
    expect((await quote(second, 'AT', rateId))).toMatchObject({ shippingCents: 800 });
    await owner(second, 'PUT', `/shipping-zones/${zone.id}/rates/${rateId}`, { name: 'Post', kind: 'flat', amountCents: 200 });
    expect((await quote(t, 'AT', rateId))).toMatchObject({ shippingCents: 200 });
  });
});
