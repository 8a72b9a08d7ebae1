import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ShopRules } from '#core/checkout/quote.ts';
import type { TaxSettings, ZoneWithRates } from '#core/shop-rules/owner-api.ts';
import type { ShippingRate } from '#core/shop-rules/shipping.ts';
import type { TaxRateRule } from '#core/shop-rules/tax.ts';
import type { Db } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { shippingRate, shippingZone, shopSettings, site, taxRate } from '#server/db/schema.ts';

// A site's shop rules as core's functions take them (decision 065): checkout reads them with these,
// and the owners' API answers them.

export type { TaxSettings, ZoneWithRates };

export const DEFAULT_TAX_SETTINGS: Readonly<TaxSettings> = { pricesIncludeTax: false, shippingTaxClass: 'standard', stripeAutomaticTax: false };

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
  const [row] = await db.select({ pricesIncludeTax: shopSettings.pricesIncludeTax, shippingTaxClass: shopSettings.shippingTaxClass, stripeAutomaticTax: shopSettings.stripeAutomaticTax }).from(shopSettings).where(eq(shopSettings.siteId, siteId)).limit(1);
  return row ?? { ...DEFAULT_TAX_SETTINGS };
}

/** A zone's rate as checkout reads it (with its zone, for the order's shipping choice). */
export type CheckoutRate = ShippingRate & { zoneId: string };

export const NO_SHOP_RULES: Readonly<ShopRules<CheckoutRate>> = { zones: [], taxRules: [], pricesIncludeTax: DEFAULT_TAX_SETTINGS.pricesIncludeTax, shippingTaxClass: DEFAULT_TAX_SETTINGS.shippingTaxClass };

interface RulesRow {
  zones: { id: string; name: string; countries: string[]; regions: string[]; postcodes: string[]; position: number; rates: CheckoutRate[] }[] | string | null;
  taxes: TaxRateRule[] | string | null;
}

const parsed = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

// Built once per database (decision 069): on the checkout's hot path, and on the embedded database
// parsing and planning these subqueries cost more than running them.
const shopRulesQuery = preparedPerDatabase((db) =>
  db
    .select({
      zones: sql<RulesRow['zones']>`(select coalesce(json_agg(json_build_object(
          'id', z.id, 'name', z.name, 'countries', z.countries, 'regions', z.regions, 'postcodes', z.postcodes, 'position', z.position,
          'rates', (select coalesce(json_agg(json_build_object(
              'id', r.id, 'zoneId', r.zone_id, 'name', r.name, 'kind', r.kind, 'amountCents', r.amount_cents, 'freeOverCents', r.free_over_cents,
              'minGrams', r.min_grams, 'maxGrams', r.max_grams, 'position', r.position) order by r.position, r.name, r.id), '[]'::json)
            from ${shippingRate} r where r.zone_id = z.id)
        ) order by z.position, z.name, z.id), '[]'::json) from ${shippingZone} z where z.site_id = ${site.id})`,
      taxes: sql<RulesRow['taxes']>`(select coalesce(json_agg(json_build_object('country', t.country, 'region', t.region, 'taxClass', t.tax_class, 'ratePpm', t.rate_ppm)), '[]'::json)
        from ${taxRate} t where t.site_id = ${site.id})`,
      pricesIncludeTax: shopSettings.pricesIncludeTax,
      shippingTaxClass: shopSettings.shippingTaxClass,
    })
    .from(site)
    .leftJoin(shopSettings, eq(shopSettings.siteId, site.id))
    .where(eq(site.id, sql.placeholder('siteId')))
    .limit(1)
    .prepare('checkout_shop_rules'),
);

/** How many sites' rules one process keeps per database; the least recently used go first. */
export const SHOP_RULES_CACHE_SITES = 1_000;

interface CachedRules {
  version: number;
  rules: Readonly<ShopRules<CheckoutRate>>;
}
const cachedRules = new WeakMap<Db, Map<string, CachedRules>>();

/**
 * Everything checkout prices a cart with (decision 066), in ONE statement: the zones with their
 * rates (in the owners' order), the tax rates and the two tax settings.
 *
 * With `version` (the site's shop_rules_version, read by the caller beside the shop's settings) the
 * rules are read once per version and kept in memory (decision 076): every change of them bumps the
 * version in the same transaction, on every process, so a version read before this call names rules
 * no newer than those kept for it. Without it, they are read every time.
 */
export async function shopRulesOf(db: Db, siteId: string | null, version?: number): Promise<Readonly<ShopRules<CheckoutRate>>> {
  if (siteId === null) return NO_SHOP_RULES;
  if (version === undefined) return readShopRules(db, siteId);
  let sites = cachedRules.get(db);
  if (!sites) cachedRules.set(db, (sites = new Map()));
  const cached = sites.get(siteId);
  if (cached && cached.version === version) {
    // Most recently used last: Map keeps insertion order.
    sites.delete(siteId);
    sites.set(siteId, cached);
    return cached.rules;
  }
  const rules = deepFreeze(await readShopRules(db, siteId));
  // Rules read now are at least as new as `version`; a slower reader of an older one does not replace a newer entry.
  const current = sites.get(siteId);
  if (!current || current.version <= version) {
    sites.delete(siteId);
    sites.set(siteId, { version, rules });
    if (sites.size > SHOP_RULES_CACHE_SITES) sites.delete(sites.keys().next().value!);
  }
  return rules;
}

async function readShopRules(db: Db, siteId: string): Promise<ShopRules<CheckoutRate>> {
  const [row] = await shopRulesQuery(db).execute({ siteId });
  return {
    zones: parsed(row?.zones ?? null) ?? [],
    taxRules: parsed(row?.taxes ?? null) ?? [],
    pricesIncludeTax: row?.pricesIncludeTax ?? DEFAULT_TAX_SETTINGS.pricesIncludeTax,
    shippingTaxClass: row?.shippingTaxClass ?? DEFAULT_TAX_SETTINGS.shippingTaxClass,
  };
}

/** Kept rules are shared by every checkout of the site: nothing may change them in place. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
