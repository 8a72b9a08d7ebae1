import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { discountCode, shippingRate, shippingZone, shopSettings, taxRate } from '#server/db/schema.ts';
import { acmeId, type Expectation, defineCase, type Row, sendJson, t } from './matrix-kit.ts';

// A site's shop rules (src/server/modules/shop-rules/routes.ts; decision 065): its owners and admins,
// as for the shop settings; a site one is no member of is not found, its editors are refused.
const OWNERS: Expectation = { anonymous: 401, nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' };

const db = () => t.deps.database.db;

async function acmeZone(name: string): Promise<string> {
  const [row] = await db().insert(shippingZone).values({ siteId: acmeId, name, countries: ['DE'] }).returning({ id: shippingZone.id });
  return row!.id;
}

async function acmeRate(name: string): Promise<{ zoneId: string; rateId: string }> {
  const zoneId = await acmeZone(name);
  const [row] = await db().insert(shippingRate).values({ zoneId, name, kind: 'flat', amountCents: 490 }).returning({ id: shippingRate.id });
  return { zoneId, rateId: row!.id };
}

async function acmeTaxRate(country: string): Promise<string> {
  const [row] = await db().insert(taxRate).values({ siteId: acmeId, country, taxClass: 'standard', ratePpm: 190_000 }).returning({ id: taxRate.id });
  return row!.id;
}

async function acmeCode(code: string): Promise<string> {
  const [row] = await db().insert(discountCode).values({ siteId: acmeId, code, kind: 'fixed', value: 100 }).returning({ id: discountCode.id });
  return row!.id;
}

const zoneNamed = async (name: string) => (await db().select().from(shippingZone).where(eq(shippingZone.name, name)))[0];
const rateRow = async (id: string) => (await db().select().from(shippingRate).where(eq(shippingRate.id, id)))[0];
const taxRow = async (id: string) => (await db().select().from(taxRate).where(eq(taxRate.id, id)))[0];
const codeRow = async (id: string) => (await db().select().from(discountCode).where(eq(discountCode.id, id)))[0];
/** Country codes of the cells: each cell writes its own (c1 → a code not yet used by another cell). */
const COUNTRIES = ['AT', 'BE', 'CH', 'CZ', 'DK', 'ES', 'FI', 'FR', 'GR', 'HU', 'IE', 'IT', 'LU', 'NL', 'NO', 'PL', 'PT', 'SE', 'SI', 'SK'];
let countryIndex = 0;
const nextCountry = () => COUNTRIES[countryIndex++ % COUNTRIES.length]!;

export const SHOP_RULES_ROWS: Row[] = [
  {
    route: 'POST /api/sites/:uniqueId/shipping-zones',
    cases: [
      defineCase({
        name: 'adds a shipping zone to acme',
        expect: OWNERS,
        act: (cell) => sendJson(cell, '/api/sites/acme/shipping-zones', { name: `zone-${cell.id}`, countries: ['DE', 'AT'] }),
        verify: async (cell, _s, { allowed }) => expect(Boolean(await zoneNamed(`zone-${cell.id}`))).toBe(allowed),
      }),
    ],
  },
  {
    route: 'PUT /api/sites/:uniqueId/shipping-zones/:zoneId',
    cases: [
      defineCase({
        name: "renames one of acme's zones",
        expect: OWNERS,
        arrange: (cell) => acmeZone(`before-${cell.id}`),
        act: (cell, id: string) => sendJson(cell, `/api/sites/acme/shipping-zones/${id}`, { name: `after-${cell.id}`, countries: ['DE'] }, 'PUT'),
        verify: async (cell, _id, { allowed }) => expect(Boolean(await zoneNamed(`after-${cell.id}`))).toBe(allowed),
      }),
    ],
  },
  {
    route: 'DELETE /api/sites/:uniqueId/shipping-zones/:zoneId',
    cases: [
      defineCase({
        name: "deletes one of acme's zones",
        expect: OWNERS,
        arrange: (cell) => acmeZone(`doomed-${cell.id}`),
        act: (cell, id: string) => sendJson(cell, `/api/sites/acme/shipping-zones/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) => expect(Boolean(await zoneNamed(`doomed-${cell.id}`))).toBe(!allowed),
      }),
    ],
  },
  {
    route: 'POST /api/sites/:uniqueId/shipping-zones/:zoneId/rates',
    cases: [
      defineCase({
        name: "adds a rate to one of acme's zones",
        expect: OWNERS,
        arrange: (cell) => acmeZone(`rated-${cell.id}`),
        act: (cell, id: string) => sendJson(cell, `/api/sites/acme/shipping-zones/${id}/rates`, { name: 'Standard', kind: 'flat', amountCents: 490 }),
        verify: async (_cell, id, { allowed }) => expect((await db().select().from(shippingRate).where(eq(shippingRate.zoneId, id))).length).toBe(allowed ? 1 : 0),
      }),
    ],
  },
  {
    route: 'PUT /api/sites/:uniqueId/shipping-zones/:zoneId/rates/:rateId',
    cases: [
      defineCase({
        name: "changes a rate of one of acme's zones",
        expect: OWNERS,
        arrange: (cell) => acmeRate(`rate-${cell.id}`),
        act: (cell, { zoneId, rateId }: { zoneId: string; rateId: string }) => sendJson(cell, `/api/sites/acme/shipping-zones/${zoneId}/rates/${rateId}`, { name: 'Express', kind: 'flat', amountCents: 990 }, 'PUT'),
        verify: async (_cell, { rateId }, { allowed }) => expect((await rateRow(rateId))!.amountCents).toBe(allowed ? 990 : 490),
      }),
    ],
  },
  {
    route: 'DELETE /api/sites/:uniqueId/shipping-zones/:zoneId/rates/:rateId',
    cases: [
      defineCase({
        name: "deletes a rate of one of acme's zones",
        expect: OWNERS,
        arrange: (cell) => acmeRate(`gone-${cell.id}`),
        act: (cell, { zoneId, rateId }: { zoneId: string; rateId: string }) => sendJson(cell, `/api/sites/acme/shipping-zones/${zoneId}/rates/${rateId}`, {}, 'DELETE'),
        verify: async (_cell, { rateId }, { allowed }) => expect(Boolean(await rateRow(rateId))).toBe(!allowed),
      }),
    ],
  },
  {
    route: 'PUT /api/sites/:uniqueId/taxes/settings',
    cases: [
      defineCase({
        name: "says acme's prices include tax",
        expect: OWNERS,
        arrange: () => db().delete(shopSettings).where(eq(shopSettings.siteId, acmeId)),
        act: (cell) => sendJson(cell, '/api/sites/acme/taxes/settings', { pricesIncludeTax: true }, 'PUT'),
        verify: async (_cell, _s, { allowed }) => {
          const rows = await db().select().from(shopSettings).where(eq(shopSettings.siteId, acmeId));
          expect(rows.map((row) => row.pricesIncludeTax)).toEqual(allowed ? [true] : []);
        },
      }),
    ],
  },
  {
    route: 'POST /api/sites/:uniqueId/taxes/rates',
    cases: [
      defineCase({
        name: 'adds a tax rate to acme',
        expect: OWNERS,
        arrange: async () => {
          const country = nextCountry();
          await db().delete(taxRate).where(eq(taxRate.country, country));
          return country;
        },
        act: (cell, country: string) => sendJson(cell, '/api/sites/acme/taxes/rates', { country, taxClass: 'standard', rate: '20' }),
        verify: async (_cell, country, { allowed }) => expect((await db().select().from(taxRate).where(eq(taxRate.country, country))).length).toBe(allowed ? 1 : 0),
      }),
    ],
  },
  {
    route: 'PUT /api/sites/:uniqueId/taxes/rates/:rateId',
    cases: [
      defineCase({
        name: "changes one of acme's tax rates",
        expect: OWNERS,
        arrange: async () => {
          const country = nextCountry();
          await db().delete(taxRate).where(eq(taxRate.country, country));
          return { id: await acmeTaxRate(country), country };
        },
        act: (cell, { id, country }: { id: string; country: string }) => sendJson(cell, `/api/sites/acme/taxes/rates/${id}`, { country, taxClass: 'standard', rate: '21' }, 'PUT'),
        verify: async (_cell, { id }, { allowed }) => expect((await taxRow(id))!.ratePpm).toBe(allowed ? 210_000 : 190_000),
      }),
    ],
  },
  {
    route: 'DELETE /api/sites/:uniqueId/taxes/rates/:rateId',
    cases: [
      defineCase({
        name: "deletes one of acme's tax rates",
        expect: OWNERS,
        arrange: async () => {
          const country = nextCountry();
          await db().delete(taxRate).where(eq(taxRate.country, country));
          return acmeTaxRate(country);
        },
        act: (cell, id: string) => sendJson(cell, `/api/sites/acme/taxes/rates/${id}`, {}, 'DELETE'),
        verify: async (_cell, id, { allowed }) => expect(Boolean(await taxRow(id))).toBe(!allowed),
      }),
    ],
  },
  {
    route: 'POST /api/sites/:uniqueId/discount-codes',
    cases: [
      defineCase({
        name: 'adds a discount code to acme',
        expect: OWNERS,
        act: (cell) => sendJson(cell, '/api/sites/acme/discount-codes', { code: `NEW-${cell.id}`, kind: 'percent', value: 10 }),
        verify: async (cell, _s, { allowed }) => expect((await db().select().from(discountCode).where(eq(discountCode.code, `NEW-${cell.id}`))).length).toBe(allowed ? 1 : 0),
      }),
    ],
  },
  {
    route: 'PUT /api/sites/:uniqueId/discount-codes/:codeId',
    cases: [
      defineCase({
        name: "changes one of acme's discount codes",
        expect: OWNERS,
        arrange: (cell) => acmeCode(`OLD-${cell.id}`),
        act: (cell, id: string) => sendJson(cell, `/api/sites/acme/discount-codes/${id}`, { code: `OLD-${cell.id}`, kind: 'fixed', value: 250 }, 'PUT'),
        verify: async (_cell, id, { allowed }) => expect((await codeRow(id))!.value).toBe(allowed ? 250 : 100),
      }),
    ],
  },
  {
    route: 'DELETE /api/sites/:uniqueId/discount-codes/:codeId',
    cases: [
      defineCase({
        name: "deletes one of acme's discount codes",
        expect: OWNERS,
        arrange: (cell) => acmeCode(`DEL-${cell.id}`),
        act: (cell, id: string) => sendJson(cell, `/api/sites/acme/discount-codes/${id}`, {}, 'DELETE'),
        verify: async (_cell, id, { allowed }) => expect(Boolean(await codeRow(id))).toBe(!allowed),
      }),
    ],
  },
];
