import { and, asc, eq } from 'drizzle-orm';
import { checkDiscountCode, DISCOUNT_FIELD_MESSAGES, PERCENT_SCALE } from '#core/shop-rules/discounts.ts';
import {
  DISCOUNT_CODE_NOT_FOUND,
  SHIPPING_RATE_NOT_FOUND,
  SHIPPING_ZONE_NOT_FOUND,
  SHOP_RULES_INVALID,
  TAX_RATE_NOT_FOUND,
  TAX_RATE_TAKEN,
  TAX_SETTINGS_INVALID,
} from '#core/shop-rules/messages.ts';
import { PRODUCT_CATEGORIES } from '#core/products/product-rules.ts';
import { checkShippingRate, checkShippingZone } from '#core/shop-rules/shipping.ts';
import { checkTaxRateRule, isTaxClass, ppmToPercent } from '#core/shop-rules/tax.ts';
import type { Db } from '#server/db/client.ts';
import { discountCode, shippingRate, shippingZone, shopSettings, taxRate } from '#server/db/schema.ts';
import { HttpError, type ValidationErrors } from '#server/http/errors.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import type { DiscountCodeView, TaxRateView } from '#core/shop-rules/owner-api.ts';
import { idOrNotFound, managedSiteId } from './access.ts';
import { shippingZonesOf, taxRatesOf, taxSettingsOf, type TaxSettings, type ZoneWithRates } from './read-shop-rules.public.ts';

export type { DiscountCodeView, TaxRateView };

// The owners' API of shop rules (issue 26 item 5's data; decision 065): zones and their rates, tax
// rates and settings, discount codes. Each call finds the site its caller manages first (404 / 403),
// checks the body by core's rules (400 with field errors), and touches rows of that site only.

const invalid = (errors: object) => new HttpError(400, SHOP_RULES_INVALID, errors as ValidationErrors);

// ——— Zones and rates ———

export async function listZones(db: Db, actor: Actor, uniqueId: string): Promise<ZoneWithRates[]> {
  return shippingZonesOf(db, await managedSiteId(db, actor, uniqueId));
}

async function zoneOfSite(db: Db, siteId: string, zoneId: string): Promise<string> {
  const [row] = await db
    .select({ id: shippingZone.id })
    .from(shippingZone)
    .where(and(eq(shippingZone.id, idOrNotFound(zoneId, SHIPPING_ZONE_NOT_FOUND)), eq(shippingZone.siteId, siteId)))
    .limit(1);
  if (!row) throw new HttpError(404, SHIPPING_ZONE_NOT_FOUND);
  return row.id;
}

async function zoneView(db: Db, siteId: string, zoneId: string): Promise<ZoneWithRates> {
  const zone = (await shippingZonesOf(db, siteId)).find((z) => z.id === zoneId);
  if (!zone) throw new HttpError(404, SHIPPING_ZONE_NOT_FOUND);
  return zone;
}

function readZone(raw: unknown) {
  const { zone, errors } = checkShippingZone(raw);
  if (!zone) throw invalid(errors);
  return { name: zone.name, countries: [...zone.countries], regions: [...zone.regions], postcodes: [...zone.postcodes], position: zone.position };
}

export async function createZone(db: Db, actor: Actor, uniqueId: string, raw: unknown): Promise<ZoneWithRates> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const zone = readZone(raw);
  const [row] = await db.insert(shippingZone).values({ siteId, ...zone }).returning({ id: shippingZone.id });
  return zoneView(db, siteId, row!.id);
}

export async function updateZone(db: Db, actor: Actor, uniqueId: string, zoneId: string, raw: unknown): Promise<ZoneWithRates> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const id = await zoneOfSite(db, siteId, zoneId);
  const zone = readZone(raw);
  await db
    .update(shippingZone)
    .set({ ...zone, updatedAt: new Date() })
    .where(eq(shippingZone.id, id));
  return zoneView(db, siteId, id);
}

export async function deleteZone(db: Db, actor: Actor, uniqueId: string, zoneId: string): Promise<void> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const id = await zoneOfSite(db, siteId, zoneId);
  await db.delete(shippingZone).where(eq(shippingZone.id, id));
}

export async function createRate(db: Db, actor: Actor, uniqueId: string, zoneId: string, raw: unknown): Promise<ZoneWithRates> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const id = await zoneOfSite(db, siteId, zoneId);
  const { rate, errors } = checkShippingRate(raw);
  if (!rate) throw invalid(errors);
  await db.insert(shippingRate).values({ zoneId: id, ...rate, position: rate.position ?? 0 });
  return zoneView(db, siteId, id);
}

async function rateOfZone(db: Db, zoneId: string, rateId: string): Promise<string> {
  const [row] = await db
    .select({ id: shippingRate.id })
    .from(shippingRate)
    .where(and(eq(shippingRate.id, idOrNotFound(rateId, SHIPPING_RATE_NOT_FOUND)), eq(shippingRate.zoneId, zoneId)))
    .limit(1);
  if (!row) throw new HttpError(404, SHIPPING_RATE_NOT_FOUND);
  return row.id;
}

export async function updateRate(db: Db, actor: Actor, uniqueId: string, zoneId: string, rateId: string, raw: unknown): Promise<ZoneWithRates> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const zone = await zoneOfSite(db, siteId, zoneId);
  const id = await rateOfZone(db, zone, rateId);
  const { rate, errors } = checkShippingRate(raw);
  if (!rate) throw invalid(errors);
  await db
    .update(shippingRate)
    .set({ ...rate, position: rate.position ?? 0, updatedAt: new Date() })
    .where(eq(shippingRate.id, id));
  return zoneView(db, siteId, zone);
}

export async function deleteRate(db: Db, actor: Actor, uniqueId: string, zoneId: string, rateId: string): Promise<ZoneWithRates> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const zone = await zoneOfSite(db, siteId, zoneId);
  await db.delete(shippingRate).where(eq(shippingRate.id, await rateOfZone(db, zone, rateId)));
  return zoneView(db, siteId, zone);
}

// ——— Taxes ———


export async function listTaxes(db: Db, actor: Actor, uniqueId: string): Promise<{ settings: TaxSettings; rates: TaxRateView[] }> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const rates = await taxRatesOf(db, siteId);
  return { settings: await taxSettingsOf(db, siteId), rates: rates.map((rule) => ({ ...rule, rate: ppmToPercent(rule.ratePpm) })) };
}

/** Prices include tax, and the class that taxes shipping: a key not sent keeps its value. */
export async function saveTaxSettings(db: Db, actor: Actor, uniqueId: string, raw: Readonly<Record<string, unknown>>): Promise<TaxSettings> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const errors: Partial<Record<keyof TaxSettings, string[]>> = {};
  if (raw.pricesIncludeTax !== undefined && typeof raw.pricesIncludeTax !== 'boolean') errors.pricesIncludeTax = [TAX_SETTINGS_INVALID];
  if (raw.shippingTaxClass !== undefined && !isTaxClass(raw.shippingTaxClass)) errors.shippingTaxClass = [TAX_SETTINGS_INVALID];
  if (raw.stripeAutomaticTax !== undefined && typeof raw.stripeAutomaticTax !== 'boolean') errors.stripeAutomaticTax = [TAX_SETTINGS_INVALID];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const current = await taxSettingsOf(db, siteId);
  const next: TaxSettings = {
    pricesIncludeTax: typeof raw.pricesIncludeTax === 'boolean' ? raw.pricesIncludeTax : current.pricesIncludeTax,
    shippingTaxClass: isTaxClass(raw.shippingTaxClass) ? raw.shippingTaxClass : current.shippingTaxClass,
    stripeAutomaticTax: typeof raw.stripeAutomaticTax === 'boolean' ? raw.stripeAutomaticTax : current.stripeAutomaticTax,
  };
  // The other shop settings keep their column defaults on a first save (the same as core's defaults).
  await db
    .insert(shopSettings)
    .values({ siteId, ...next })
    .onConflictDoUpdate({ target: shopSettings.siteId, set: { ...next, updatedAt: new Date() } });
  return next;
}

async function taxRateOfSite(db: Db, siteId: string, id: string): Promise<string> {
  const [row] = await db
    .select({ id: taxRate.id })
    .from(taxRate)
    .where(and(eq(taxRate.id, idOrNotFound(id, TAX_RATE_NOT_FOUND)), eq(taxRate.siteId, siteId)))
    .limit(1);
  if (!row) throw new HttpError(404, TAX_RATE_NOT_FOUND);
  return row.id;
}

const taxRateTaken = (error: unknown): never => {
  if (isUniqueViolation(error, 'tax_rate_site_place_class_unique')) throw new HttpError(409, TAX_RATE_TAKEN, { country: [TAX_RATE_TAKEN] });
  throw error;
};

async function taxRateView(db: Db, siteId: string, id: string): Promise<TaxRateView> {
  const rule = (await taxRatesOf(db, siteId)).find((r) => r.id === id)!;
  return { ...rule, rate: ppmToPercent(rule.ratePpm) };
}

export async function createTaxRate(db: Db, actor: Actor, uniqueId: string, raw: unknown): Promise<TaxRateView> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const { rule, errors } = checkTaxRateRule(raw);
  if (!rule) throw invalid(errors);
  const [row] = await db
    .insert(taxRate)
    .values({ siteId, ...rule })
    .returning({ id: taxRate.id })
    .catch(taxRateTaken);
  return taxRateView(db, siteId, row!.id);
}

export async function updateTaxRate(db: Db, actor: Actor, uniqueId: string, id: string, raw: unknown): Promise<TaxRateView> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const rateId = await taxRateOfSite(db, siteId, id);
  const { rule, errors } = checkTaxRateRule(raw);
  if (!rule) throw invalid(errors);
  await db
    .update(taxRate)
    .set({ ...rule, updatedAt: new Date() })
    .where(eq(taxRate.id, rateId))
    .catch(taxRateTaken);
  return taxRateView(db, siteId, rateId);
}

export async function deleteTaxRate(db: Db, actor: Actor, uniqueId: string, id: string): Promise<void> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  await db.delete(taxRate).where(eq(taxRate.id, await taxRateOfSite(db, siteId, id)));
}

// ——— Discount codes ———


function codeView(row: typeof discountCode.$inferSelect): DiscountCodeView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value / (PERCENT_SCALE / 100) : row.value,
    minSubtotalCents: row.minSubtotalCents,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perEmailLimit: row.perEmailLimit,
    productIds: row.productIds,
    categories: row.categories,
    active: row.active,
    uses: row.uses,
  };
}

const CATEGORY_VALUES = new Set<string>(PRODUCT_CATEGORIES.map((option) => option.value));
const readCode = (raw: unknown) => {
  const { code, errors } = checkDiscountCode(raw, { isCategory: (value) => CATEGORY_VALUES.has(value) });
  if (!code) throw invalid(errors);
  return code;
};

const codeTaken = (error: unknown): never => {
  if (isUniqueViolation(error, 'discount_code_site_code_unique')) throw new HttpError(409, DISCOUNT_FIELD_MESSAGES.codeTaken, { code: [DISCOUNT_FIELD_MESSAGES.codeTaken] });
  throw error;
};

export async function listCodes(db: Db, actor: Actor, uniqueId: string): Promise<DiscountCodeView[]> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const rows = await db.select().from(discountCode).where(eq(discountCode.siteId, siteId)).orderBy(asc(discountCode.code));
  return rows.map(codeView);
}

async function codeOfSite(db: Db, siteId: string, id: string): Promise<string> {
  const [row] = await db
    .select({ id: discountCode.id })
    .from(discountCode)
    .where(and(eq(discountCode.id, idOrNotFound(id, DISCOUNT_CODE_NOT_FOUND)), eq(discountCode.siteId, siteId)))
    .limit(1);
  if (!row) throw new HttpError(404, DISCOUNT_CODE_NOT_FOUND);
  return row.id;
}

export async function createCode(db: Db, actor: Actor, uniqueId: string, raw: unknown): Promise<DiscountCodeView> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const code = readCode(raw);
  const [row] = await db
    .insert(discountCode)
    .values({ siteId, ...code, productIds: [...code.productIds], categories: [...code.categories] })
    .returning()
    .catch(codeTaken);
  return codeView(row!);
}

/** Replaces a code's terms; its use count stays (a limit below it leaves the code used up). */
export async function updateCode(db: Db, actor: Actor, uniqueId: string, id: string, raw: unknown): Promise<DiscountCodeView> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  const codeId = await codeOfSite(db, siteId, id);
  const code = readCode(raw);
  const [row] = await db
    .update(discountCode)
    .set({ ...code, productIds: [...code.productIds], categories: [...code.categories], updatedAt: new Date() })
    .where(eq(discountCode.id, codeId))
    .returning()
    .catch(codeTaken);
  return codeView(row!);
}

export async function deleteCode(db: Db, actor: Actor, uniqueId: string, id: string): Promise<void> {
  const siteId = await managedSiteId(db, actor, uniqueId);
  await db.delete(discountCode).where(eq(discountCode.id, await codeOfSite(db, siteId, id)));
}
