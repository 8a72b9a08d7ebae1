import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classRatesFor } from '#core/shop-rules/tax.ts';
import { DISCOUNT_FIELD_MESSAGES } from '#core/shop-rules/discounts.ts';
import { SHOP_RULES_FORBIDDEN, SHOP_RULES_INVALID, TAX_RATE_TAKEN } from '#core/shop-rules/messages.ts';
import { POSTCODE_PATTERN_INVALID, zoneFor } from '#core/shop-rules/shipping.ts';
import { discountCode } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { shippingZonesOf, taxRatesOf, taxSettingsOf } from './read-shop-rules.public.ts';

/*
 * The owners' shop rules API (decision 065): what an owner saves is what checkout will read (the
 * readers and core's rules), bad input is a 400 with field errors, names taken a 409, another site's
 * records are not found, and editors are refused. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let roles: SiteRoles;

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedSiteRoles(t, { tag: 'rules', site: { uniqueId: 'rules-shop', title: 'Rules Shop' }, otherSite: { uniqueId: 'rules-other', title: 'Other' } });
});

afterAll(async () => {
  await t?.close();
});

type Json = Record<string, unknown> & { error?: string; validationErrors?: Record<string, string[]> };

async function call(method: string, path: string, body?: unknown, cookie = roles.cookies.owner): Promise<{ status: number; json: Json }> {
  const response = await t.request(`/api/sites/rules-shop${path}`, { method, cookie, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Json };
}

describe('shipping zones and rates', () => {
  it('an owner builds zones with rates that decide which zone serves an address and what it offers', async () => {
    const islands = await call('POST', '/shipping-zones', { name: 'Islands', countries: ['de'], postcodes: ['18565', '25938..25999'], position: 1 });
    expect(islands.status).toBe(201);
    const islandsId = (islands.json.zone as { id: string }).id;
    const rest = await call('POST', '/shipping-zones', { name: 'Germany and Austria', countries: ['DE', 'AT'], position: 2 });
    const restId = (rest.json.zone as { id: string }).id;

    expect((await call('POST', `/shipping-zones/${islandsId}/rates`, { name: 'Ferry', kind: 'flat', amountCents: 1200 })).status).toBe(201);
    const light = await call('POST', `/shipping-zones/${restId}/rates`, { name: 'Light parcel', kind: 'weight', amountCents: 490, minGrams: 0, maxGrams: 2000 });
    expect(light.json.zone).toMatchObject({ name: 'Germany and Austria', rates: [{ name: 'Light parcel', kind: 'weight', amountCents: 490, minGrams: 0, maxGrams: 2000 }] });
    await call('POST', `/shipping-zones/${restId}/rates`, { name: 'Free over 50', kind: 'free_over', amountCents: 590, freeOverCents: 5000 });

    const list = await call('GET', '/shipping-zones');
    expect((list.json.data as { name: string }[]).map((zone) => zone.name)).toEqual(['Islands', 'Germany and Austria']);
    const zones = await shippingZonesOf(t.deps.database.db, roles.siteId);
    expect(zoneFor(zones, { country: 'DE', postalCode: '25980' })?.name).toBe('Islands');
    // Rates by position, then name.
    expect(zoneFor(zones, { country: 'AT', postalCode: '1010' })?.rates.map((rate) => rate.name)).toEqual(['Free over 50', 'Light parcel']);
    expect(zoneFor(zones, { country: 'FR' })).toBeNull();
  });

  it('refuses bad zones and rates with field errors, and records of another site as not found', async () => {
    const bad = await call('POST', '/shipping-zones', { name: '', countries: ['DE', 'ZZ'], postcodes: ['1..99'] });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(SHOP_RULES_INVALID);
    expect(Object.keys(bad.json.validationErrors!).sort()).toEqual(['countries', 'name', 'postcodes']);
    expect(bad.json.validationErrors!.postcodes).toEqual([POSTCODE_PATTERN_INVALID('1..99')]);

    const zone = await call('POST', '/shipping-zones', { name: 'Somewhere', countries: ['FR'] });
    const zoneId = (zone.json.zone as { id: string }).id;
    const badRate = await call('POST', `/shipping-zones/${zoneId}/rates`, { name: 'Heavy', kind: 'weight', amountCents: 12.5, minGrams: 500, maxGrams: 100 });
    expect(badRate.status).toBe(400);
    expect(Object.keys(badRate.json.validationErrors!).sort()).toEqual(['amountCents', 'maxGrams']);
    expect((await call('POST', `/shipping-zones/${zoneId}/rates`, 'not an object')).status).toBe(400);

    // The other site's owner (otherEditor is its editor: an admin makes it clearer) cannot reach ours, nor we theirs.
    const theirs = await t.request('/api/sites/rules-other/shipping-zones', {
      method: 'POST',
      cookie: roles.cookies.admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Theirs', countries: ['US'] }),
    });
    const theirId = ((await theirs.json()) as { zone: { id: string } }).zone.id;
    expect((await call('PUT', `/shipping-zones/${theirId}`, { name: 'Mine now', countries: ['US'] })).status).toBe(404);
    expect((await call('DELETE', `/shipping-zones/${theirId}`)).status).toBe(404);
    expect((await call('POST', `/shipping-zones/${theirId}/rates`, { name: 'X', kind: 'flat', amountCents: 1 })).status).toBe(404);
    expect((await call('PUT', '/shipping-zones/not-a-uuid', { name: 'X', countries: ['US'] })).status).toBe(404);

    // Deleting a zone takes its rates along.
    await call('POST', `/shipping-zones/${zoneId}/rates`, { name: 'Pickup', kind: 'pickup' });
    expect((await call('DELETE', `/shipping-zones/${zoneId}`)).status).toBe(200);
    expect((await shippingZonesOf(t.deps.database.db, roles.siteId)).some((z) => z.id === zoneId)).toBe(false);
  });

  it('editors are refused, non-members find no site, anonymous callers sign in first', async () => {
    const editor = await call('POST', '/shipping-zones', { name: 'Editor’s', countries: ['DE'] }, roles.cookies.editor);
    expect([editor.status, editor.json.error]).toEqual([403, SHOP_RULES_FORBIDDEN]);
    expect((await call('GET', '/discount-codes', undefined, roles.cookies.editor)).status).toBe(403);
    expect((await call('GET', '/taxes', undefined, roles.cookies.stranger)).status).toBe(404);
    expect((await call('GET', '/taxes', undefined, roles.cookies.otherEditor)).status).toBe(404);
    expect((await t.request('/api/sites/rules-shop/taxes')).status).toBe(401);
  });
});

describe('taxes', () => {
  it('saves the settings and rates in percent, read back as checkout reads them', async () => {
    expect((await call('PUT', '/taxes/settings', { pricesIncludeTax: true })).json.settings).toEqual({ pricesIncludeTax: true, shippingTaxClass: 'standard', stripeAutomaticTax: false });
    expect((await call('PUT', '/taxes/settings', { shippingTaxClass: 'zero' })).json.settings).toEqual({ pricesIncludeTax: true, shippingTaxClass: 'zero', stripeAutomaticTax: false });
    expect((await call('PUT', '/taxes/settings', { stripeAutomaticTax: true })).json.settings).toEqual({ pricesIncludeTax: true, shippingTaxClass: 'zero', stripeAutomaticTax: true });
    expect(await taxSettingsOf(t.deps.database.db, roles.siteId)).toEqual({ pricesIncludeTax: true, shippingTaxClass: 'zero', stripeAutomaticTax: true });
    const badSettings = await call('PUT', '/taxes/settings', { pricesIncludeTax: 'yes', shippingTaxClass: 'luxury', stripeAutomaticTax: 1 });
    expect(Object.keys(badSettings.json.validationErrors!).sort()).toEqual(['pricesIncludeTax', 'shippingTaxClass', 'stripeAutomaticTax']);

    const de = await call('POST', '/taxes/rates', { country: 'de', taxClass: 'standard', rate: '19' });
    expect([de.status, de.json.rate]).toEqual([201, expect.objectContaining({ country: 'DE', region: null, rate: '19', ratePpm: 190_000 })]);
    await call('POST', '/taxes/rates', { country: 'DE', taxClass: 'reduced', rate: 7 });
    await call('POST', '/taxes/rates', { country: 'US', region: 'NY', taxClass: 'standard', rate: '8.875' });
    const taken = await call('POST', '/taxes/rates', { country: 'DE', taxClass: 'standard', rate: '16' });
    expect([taken.status, taken.json.error]).toEqual([409, TAX_RATE_TAKEN]);
    const bad = await call('POST', '/taxes/rates', { country: 'DE', taxClass: 'zero', rate: '19.123456' });
    expect([bad.status, Object.keys(bad.json.validationErrors!).sort()]).toEqual([400, ['rate', 'taxClass']]);

    const changed = await call('PUT', `/taxes/rates/${(de.json.rate as { id: string }).id}`, { country: 'DE', taxClass: 'standard', rate: '16' });
    expect(changed.json.rate).toMatchObject({ rate: '16', ratePpm: 160_000 });
    const rules = await taxRatesOf(t.deps.database.db, roles.siteId);
    expect(classRatesFor(rules, 'DE')).toEqual({ standard: 160_000, reduced: 70_000, zero: 0 });
    expect(classRatesFor(rules, 'US', 'US-NY').standard).toBe(88_750);
    expect(((await call('GET', '/taxes')).json.rates as unknown[]).length).toBe(3);
    expect((await call('DELETE', `/taxes/rates/${(de.json.rate as { id: string }).id}`)).status).toBe(200);
    expect((await call('DELETE', `/taxes/rates/${(de.json.rate as { id: string }).id}`)).status).toBe(404);
  });
});

describe('discount codes', () => {
  it('creates, lists with use counts, changes and deletes codes; names are unique per site whatever the case', async () => {
    const created = await call('POST', '/discount-codes', { code: 'Spring-12', kind: 'percent', value: '12.5', categories: ['books'], usageLimit: 100, perEmailLimit: 1, endsAt: '2030-01-01T00:00:00Z' });
    expect(created.status).toBe(201);
    expect(created.json.code).toMatchObject({ code: 'Spring-12', kind: 'percent', value: 12.5, categories: ['books'], usageLimit: 100, perEmailLimit: 1, endsAt: '2030-01-01T00:00:00.000Z', uses: 0, active: true });
    const id = (created.json.code as { id: string }).id;

    const taken = await call('POST', '/discount-codes', { code: 'SPRING-12', kind: 'fixed', value: 500 });
    expect([taken.status, taken.json.validationErrors]).toEqual([409, { code: [DISCOUNT_FIELD_MESSAGES.codeTaken] }]);
    // The other site may have its own.
    await t.deps.database.db.insert(discountCode).values({ siteId: roles.otherSiteId, code: 'OTHERS', kind: 'fixed', value: 100 });
    const otherId = (await t.deps.database.db.select({ id: discountCode.id, siteId: discountCode.siteId }).from(discountCode)).find((row) => row.siteId === roles.otherSiteId)!.id;
    expect((await call('PUT', `/discount-codes/${otherId}`, { code: 'OTHERS', kind: 'fixed', value: 1 })).status).toBe(404);
    expect((await call('DELETE', `/discount-codes/${otherId}`)).status).toBe(404);

    const bad = await call('POST', '/discount-codes', { code: 'x', kind: 'percent', value: 0, categories: ['weapons'] });
    expect([bad.status, Object.keys(bad.json.validationErrors!).sort()]).toEqual([400, ['categories', 'code', 'value']]);

    const changed = await call('PUT', `/discount-codes/${id}`, { code: 'SPRING-12', kind: 'free_shipping', active: false });
    expect(changed.json.code).toMatchObject({ code: 'SPRING-12', kind: 'free_shipping', value: 0, active: false, categories: [], endsAt: null });
    const list = await call('GET', '/discount-codes');
    expect((list.json.data as { code: string; uses: number }[]).map((c) => [c.code, c.uses])).toEqual([['SPRING-12', 0]]);
    expect((await call('DELETE', `/discount-codes/${id}`)).status).toBe(200);
    expect(((await call('GET', '/discount-codes')).json.data as unknown[]).length).toBe(0);
  });

  it('answers a body that is not JSON with a 400, not a 500', async () => {
    const response = await t.request('/api/sites/rules-shop/discount-codes', { method: 'POST', cookie: roles.cookies.owner, headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(response.status).toBe(400);
  });
});
