// Tax rates and classes of a shop (issue 26 item 2; decision 065). A rate is an integer in parts per
// million of the taxed amount (19 % = 190 000, 8.875 % = 88 750): no floats for money, and any rate
// a tax authority publishes (at most 4 decimals of a percent) is exact.
import { COUNTRY_CODE_INVALID, REGION_CODE_INVALID, countryCodeOf, regionCodeOf } from './countries.ts';

export const TAX_CLASSES = ['standard', 'reduced', 'zero'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];
/** Classes an owner gives a rate to; `zero` is 0 % everywhere. */
export const RATED_TAX_CLASSES = ['standard', 'reduced'] as const;
export type RatedTaxClass = (typeof RATED_TAX_CLASSES)[number];
export const DEFAULT_TAX_CLASS: TaxClass = 'standard';

export const TAX_CLASS_LABELS: Readonly<Record<TaxClass, string>> = { standard: 'Standard rate', reduced: 'Reduced rate', zero: 'Zero rate' };

export function isTaxClass(value: unknown): value is TaxClass {
  return typeof value === 'string' && (TAX_CLASSES as readonly string[]).includes(value);
}

/** A product's stored class; the standard class when it sets none (or one we do not know). */
export function taxClassOf(value: unknown): TaxClass {
  return isTaxClass(value) ? value : DEFAULT_TAX_CLASS;
}

/** Parts per million of the taxed amount: 1 000 000 is 100 %. */
export const RATE_SCALE = 1_000_000;
export type TaxRatePpm = number;

/** What each class costs for one buyer's country and region, in parts per million. */
export type ClassRates = Readonly<Record<TaxClass, TaxRatePpm>>;
export const NO_TAX: ClassRates = { standard: 0, reduced: 0, zero: 0 };

export const TAX_RATE_INVALID = 'Enter a rate in percent from 0 to 100, with at most 4 decimals, such as 19 or 8.875.';
export const TAX_CLASS_INVALID = 'Choose the standard or the reduced rate.';

/** An owner's percent ('19', '8.875', 7.7) as parts per million; null when it is no rate from 0 to 100 % with at most 4 decimals. */
export function percentToPpm(value: unknown): TaxRatePpm | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  const ppm = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  return ppm <= RATE_SCALE ? ppm : null;
}

/** Parts per million as the percent an owner reads ('19', '8.875'). */
export function ppmToPercent(ppm: TaxRatePpm): string {
  const whole = Math.trunc(ppm / 10_000);
  const fraction = String(ppm % 10_000).padStart(4, '0').replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** One of a site's tax rates: a country, optionally one of its regions (ISO 3166-2, 'US-NY'), a class. */
export interface TaxRateRule {
  country: string;
  region: string | null;
  taxClass: RatedTaxClass;
  ratePpm: TaxRatePpm;
}

/**
 * The rates of each class for a buyer in `country` (and `region`): a rule for the buyer's region
 * wins over the country's own (they are not added up; an owner enters the combined rate of a
 * region), a class without a rule is 0 %, and `zero` is always 0 %.
 */
export function classRatesFor(rules: readonly TaxRateRule[], country: string, region?: string | null): ClassRates {
  const code = countryCodeOf(country);
  if (code === null) return NO_TAX;
  const regionCode = region ? regionCodeOf(region, code) : null;
  const pick = (taxClass: RatedTaxClass): TaxRatePpm => {
    const ofCountry = rules.filter((rule) => rule.country === code && rule.taxClass === taxClass);
    const ofRegion = regionCode === null ? undefined : ofCountry.find((rule) => rule.region === regionCode);
    return (ofRegion ?? ofCountry.find((rule) => rule.region === null))?.ratePpm ?? 0;
  };
  return { standard: pick('standard'), reduced: pick('reduced'), zero: 0 };
}

export type TaxRateField = 'country' | 'region' | 'taxClass' | 'rate';

/** An owner's tax rate (country, region, class, percent) checked; field errors otherwise. */
export function checkTaxRateRule(raw: unknown): { rule: TaxRateRule | null; errors: Partial<Record<TaxRateField, string[]>> } {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const errors: Partial<Record<TaxRateField, string[]>> = {};
  const country = countryCodeOf(body.country);
  if (country === null) errors.country = [COUNTRY_CODE_INVALID];
  const regionRaw = typeof body.region === 'string' ? body.region.trim() : body.region ?? null;
  let region: string | null = null;
  if (regionRaw !== null && regionRaw !== '') {
    region = country === null ? null : regionCodeOf(regionRaw, country);
    if (region === null && country !== null) errors.region = [REGION_CODE_INVALID];
  }
  const taxClass = body.taxClass ?? 'standard';
  if (taxClass !== 'standard' && taxClass !== 'reduced') errors.taxClass = [TAX_CLASS_INVALID];
  const ratePpm = percentToPpm(body.rate);
  if (ratePpm === null) errors.rate = [TAX_RATE_INVALID];
  const ok = Object.keys(errors).length === 0;
  return { rule: ok ? { country: country!, region, taxClass: taxClass as RatedTaxClass, ratePpm: ratePpm! } : null, errors };
}
