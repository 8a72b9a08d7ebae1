import { asc, eq, inArray } from 'drizzle-orm';
import type { TaxSettings, ZoneWithRates } from '#core/shop-rules/owner-api.ts';
import type { TaxRateRule } from '#core/shop-rules/tax.ts';
import type { Db } from '#server/db/client.ts';
import { shippingRate, shippingZone, shopSettings, taxRate } from '#server/db/schema.ts';

// A site's shop rules as core's functions take them (decision 065): checkout reads them with these,
// and the owners' API answers them.

export type { TaxSettings, ZoneWithRates };

export const DEFAULT_TAX_SETTINGS: Readonly<TaxSettings> = { pricesIncludeTax: false, shippingTaxClass: 'standard' };

export async function shippingZonesOf(db: Db, siteId: string): Promise<ZoneWithRates[]> {
  const zones = await db.select().from(shippingZone).where(eq(shippingZone.siteId, siteId)).orderBy(asc(shippingZone.position), asc(shippingZone.name), asc(shippingZone.id));
  if (zones.length === 0) return [];
  const rates = await db
    .select()
    .from(shippingRate)
    .where(
      inArray(
        shippingRate.zoneId,
        zones.map((zone) => zone.id),
      ),
    )
    .orderBy(asc(shippingRate.position), asc(shippingRate.name), asc(shippingRate.id));
  return zones.map((zone) => ({
    id: zone.id,
    name: zone.name,
    countries: zone.countries,
    regions: zone.regions,
    postcodes: zone.postcodes,
    position: zone.position,
    rates: rates
      .filter((rate) => rate.zoneId === zone.id)
      .map((rate) => ({ id: rate.id, zoneId: rate.zoneId, name: rate.name, kind: rate.kind, amountCents: rate.amountCents, freeOverCents: rate.freeOverCents, minGrams: rate.minGrams, maxGrams: rate.maxGrams, position: rate.position })),
  }));
}

export async function taxRatesOf(db: Db, siteId: string): Promise<(TaxRateRule & { id: string })[]> {
  const rows = await db.select().from(taxRate).where(eq(taxRate.siteId, siteId)).orderBy(asc(taxRate.country), asc(taxRate.region), asc(taxRate.taxClass));
  return rows.map((row) => ({ id: row.id, country: row.country, region: row.region, taxClass: row.taxClass, ratePpm: row.ratePpm }));
}

/** Whether the site's prices include tax and which class taxes shipping; the defaults for a site that never saved shop settings. */
export async function taxSettingsOf(db: Db, siteId: string | null): Promise<TaxSettings> {
  if (siteId === null) return { ...DEFAULT_TAX_SETTINGS };
  const [row] = await db.select({ pricesIncludeTax: shopSettings.pricesIncludeTax, shippingTaxClass: shopSettings.shippingTaxClass }).from(shopSettings).where(eq(shopSettings.siteId, siteId)).limit(1);
  return row ?? { ...DEFAULT_TAX_SETTINGS };
}
