// Shipping zones and rates of a shop (issue 26 item 1; decision 065), as pure rules: which zone
// serves an address, which of its rates a cart may choose and what each costs. Amounts are integer
// minor units of the site's currency; weights are whole grams.
import { COUNTRY_CODE_INVALID, REGION_CODE_INVALID, countryCodeOf, regionCodeOf } from './countries.ts';

// ——— Postcode patterns ———
//
// A zone may narrow its countries to postcodes. A pattern is one of:
//   exact   'SW1A 1AA', '1234-567'   the code itself;
//   prefix  'SW1*', '9*'             codes starting with the part before the one `*` (only at the end);
//   range   '10000..19999'           codes of digits only, as many as the bounds have, from low to high.
// Codes and patterns are compared in upper case without spaces and hyphens, so 'sw1a1aa' is 'SW1A 1AA'
// and '1234567' is '1234-567'. Patterns have letters, digits, spaces and hyphens only (and the `*` or
// `..` of their kind), at most POSTCODE_PATTERN_MAX characters.

export const POSTCODE_PATTERN_MAX = 20;
export const POSTCODE_PATTERNS_MAX = 200;
export const POSTCODE_PATTERN_INVALID = (pattern: string): string =>
  `“${pattern}” is no postcode pattern: use a code (SW1A 1AA), a beginning with * (SW1*), or a range of digits (10000..19999).`;

export type PostcodePattern = { kind: 'exact'; code: string } | { kind: 'prefix'; prefix: string } | { kind: 'range'; low: string; high: string };

/** A postcode as patterns compare it: upper case, no spaces, no hyphens. */
export function normalizePostcode(value: string): string {
  return value.toUpperCase().replace(/[\s-]+/g, '');
}

/** A typed pattern read; null when it is none (see the syntax above). */
export function parsePostcodePattern(raw: string): PostcodePattern | null {
  const text = raw.trim();
  if (text === '' || text.length > POSTCODE_PATTERN_MAX) return null;
  const range = /^(\d+)\s*\.\.\s*(\d+)$/.exec(text);
  if (range) {
    const [, low, high] = range as unknown as [string, string, string];
    return low.length === high.length && low <= high ? { kind: 'range', low, high } : null;
  }
  if (text.endsWith('*')) {
    const prefix = normalizePostcode(text.slice(0, -1));
    return /^[A-Z0-9]+$/.test(prefix) && /^[A-Za-z0-9 -]+$/.test(text.slice(0, -1)) ? { kind: 'prefix', prefix } : null;
  }
  const code = normalizePostcode(text);
  return /^[A-Za-z0-9 -]+$/.test(text) && code !== '' ? { kind: 'exact', code } : null;
}

/** Whether the postcode matches the pattern (an unreadable pattern matches nothing). */
export function postcodeMatches(pattern: string | PostcodePattern, postcode: string): boolean {
  const parsed = typeof pattern === 'string' ? parsePostcodePattern(pattern) : pattern;
  if (parsed === null) return false;
  const code = normalizePostcode(postcode);
  if (code === '') return false;
  switch (parsed.kind) {
    case 'exact':
      return code === parsed.code;
    case 'prefix':
      return code.startsWith(parsed.prefix);
    case 'range':
      // Same number of digits, so comparing the text compares the numbers (leading zeros kept: 01000).
      return /^\d+$/.test(code) && code.length === parsed.low.length && code >= parsed.low && code <= parsed.high;
  }
}

// ——— Zones ———

export interface ShippingZone {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 codes, at least one. */
  countries: readonly string[];
  /** ISO 3166-2 codes ('US-AK') of its countries; empty: the whole countries. */
  regions: readonly string[];
  /** Postcode patterns; empty: every postcode. */
  postcodes: readonly string[];
  /** The owner's order: the first zone that matches an address serves it. */
  position: number;
}

export interface ShippingAddress {
  country: string;
  /** ISO 3166-2 ('US-CA') or its part after the hyphen ('CA'); absent when the buyer gave none. */
  region?: string | null;
  postalCode?: string | null;
}

/**
 * Whether the zone serves the address: its country is one of the zone's, its region one of the
 * zone's regions (when it names any) and its postcode matches one of the zone's patterns (when it
 * has any). A zone that names regions or postcodes does not serve an address without them.
 */
export function zoneServes(zone: Pick<ShippingZone, 'countries' | 'regions' | 'postcodes'>, address: ShippingAddress): boolean {
  const country = countryCodeOf(address.country);
  if (country === null || !zone.countries.includes(country)) return false;
  if (zone.regions.length > 0) {
    const region = address.region ? regionCodeOf(address.region, country) : null;
    if (region === null || !zone.regions.includes(region)) return false;
  }
  if (zone.postcodes.length > 0) {
    const postcode = address.postalCode ?? '';
    if (!zone.postcodes.some((pattern) => postcodeMatches(pattern, postcode))) return false;
  }
  return true;
}

/** The zone that serves an address: the first by position (then name) that matches; null when none does. */
export function zoneFor<Z extends ShippingZone>(zones: readonly Z[], address: ShippingAddress): Z | null {
  const ordered = [...zones].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
  return ordered.find((zone) => zoneServes(zone, address)) ?? null;
}

export const SHIPPING_ZONE_NAME_MAX = 100;
export const SHIPPING_ZONE_COUNTRIES_MAX = 250;
export const SHIPPING_ZONE_REGIONS_MAX = 200;

export const SHIPPING_MESSAGES = {
  zoneName: `Enter the zone’s name (at most ${SHIPPING_ZONE_NAME_MAX} characters).`,
  zoneCountries: 'Choose at least one country.',
  country: COUNTRY_CODE_INVALID,
  region: REGION_CODE_INVALID,
  regionOutsideCountries: (region: string) => `${region} is not in one of the zone’s countries.`,
  tooManyPatterns: `At most ${POSTCODE_PATTERNS_MAX} postcode patterns.`,
  rateName: 'Enter the rate’s name (at most 100 characters), such as Standard or Express.',
  rateKind: 'Choose flat, free over an amount, by weight, or local pickup.',
  amount: 'Enter an amount of 0 or more in the shop’s currency.',
  freeOver: 'Enter the subtotal from which this rate is free.',
  grams: 'Enter a whole number of grams of 0 or more.',
  gramsOrder: 'The highest weight must be above the lowest.',
  /** The buyer's answer when no zone serves their address (checked before any payment). */
  notServed: 'Sorry, this shop does not deliver to your address. Please choose another country or address.',
  rateUnavailable: 'This shipping option is not available for your cart. Please choose another.',
  rateRequired: 'Please choose how your order is delivered.',
} as const;

export type ZoneField = 'name' | 'countries' | 'regions' | 'postcodes' | 'position';

const strings = (value: unknown): string[] | null => (value === undefined || value === null ? [] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null);

/** An owner's zone checked: codes upper-cased and deduplicated, patterns validated; field errors otherwise. */
export function checkShippingZone(raw: unknown): { zone: Omit<ShippingZone, 'id'> | null; errors: Partial<Record<ZoneField, string[]>> } {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const errors: Partial<Record<ZoneField, string[]>> = {};
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name === '' || name.length > SHIPPING_ZONE_NAME_MAX) errors.name = [SHIPPING_MESSAGES.zoneName];
  const countryList = strings(body.countries);
  const countries = [...new Set((countryList ?? []).map((code) => countryCodeOf(code)))];
  if (countryList === null || countries.length === 0 || countries.length > SHIPPING_ZONE_COUNTRIES_MAX) errors.countries = [SHIPPING_MESSAGES.zoneCountries];
  else if (countries.includes(null)) errors.countries = [SHIPPING_MESSAGES.country];
  const regionList = strings(body.regions);
  const regions: string[] = [];
  if (regionList === null || regionList.length > SHIPPING_ZONE_REGIONS_MAX) errors.regions = [SHIPPING_MESSAGES.region];
  else {
    for (const typed of regionList) {
      const upper = typed.trim().toUpperCase();
      const country = upper.slice(0, 2);
      const region = upper.includes('-') ? regionCodeOf(upper, country) : null;
      if (region === null) errors.regions = [SHIPPING_MESSAGES.region];
      else if (!countries.includes(country)) errors.regions = [SHIPPING_MESSAGES.regionOutsideCountries(region)];
      else if (!regions.includes(region)) regions.push(region);
    }
  }
  const patternList = strings(body.postcodes);
  const postcodes: string[] = [];
  if (patternList === null) errors.postcodes = [POSTCODE_PATTERN_INVALID('')];
  else if (patternList.length > POSTCODE_PATTERNS_MAX) errors.postcodes = [SHIPPING_MESSAGES.tooManyPatterns];
  else {
    const bad = patternList.filter((pattern) => parsePostcodePattern(pattern) === null);
    if (bad.length > 0) errors.postcodes = bad.slice(0, 5).map((pattern) => POSTCODE_PATTERN_INVALID(pattern));
    else for (const pattern of patternList) if (!postcodes.includes(pattern.trim().toUpperCase())) postcodes.push(pattern.trim().toUpperCase());
  }
  const position = body.position === undefined ? 0 : body.position;
  if (typeof position !== 'number' || !Number.isSafeInteger(position) || position < 0 || position > 10_000) errors.position = ['Enter a whole number from 0 to 10000.'];
  const ok = Object.keys(errors).length === 0;
  return { zone: ok ? { name, countries: countries as string[], regions, postcodes, position: position as number } : null, errors };
}

// ——— Rates ———

export const SHIPPING_RATE_KINDS = ['flat', 'free_over', 'weight', 'pickup'] as const;
export type ShippingRateKind = (typeof SHIPPING_RATE_KINDS)[number];
export const SHIPPING_RATE_KIND_LABELS: Readonly<Record<ShippingRateKind, string>> = {
  flat: 'Flat rate',
  free_over: 'Free over an amount',
  weight: 'By weight',
  pickup: 'Local pickup',
};

/**
 * One rate of a zone. `flat`: `amountCents` always. `free_over`: `amountCents`, or nothing once the
 * goods (after any discount) reach `freeOverCents`. `weight`: `amountCents` for a parcel whose
 * weight is from `minGrams` up to and including `maxGrams` (null: no upper bound); a zone offers
 * several for its weight bands. `pickup`: `amountCents` (usually 0), the buyer collects it.
 */
export interface ShippingRate {
  id: string;
  name: string;
  kind: ShippingRateKind;
  amountCents: number;
  freeOverCents: number | null;
  minGrams: number | null;
  maxGrams: number | null;
  position?: number;
}

/** What of a cart decides its shipping: its goods' amount after discount (as entered: gross where prices include tax) and parcel weight. */
export interface ShippingCart {
  goodsCents: number;
  weightGrams: number;
}

/** Whether a zone's rate may be chosen for the cart (a weight band must hold its weight). */
export function rateOffered(rate: ShippingRate, cart: ShippingCart): boolean {
  if (rate.kind !== 'weight') return true;
  return cart.weightGrams >= (rate.minGrams ?? 0) && (rate.maxGrams === null || cart.weightGrams <= rate.maxGrams);
}

/** What the rate costs for the cart, in minor units (before a free-shipping code). */
export function ratePrice(rate: ShippingRate, cart: ShippingCart): number {
  if (rate.kind === 'free_over' && rate.freeOverCents !== null && cart.goodsCents >= rate.freeOverCents) return 0;
  return rate.amountCents;
}

/** The zone's rates a cart may choose, each with its price, cheapest first (then by the owner's order). */
export function offeredRates<R extends ShippingRate>(rates: readonly R[], cart: ShippingCart): { rate: R; priceCents: number }[] {
  return rates
    .filter((rate) => rateOffered(rate, cart))
    .map((rate) => ({ rate, priceCents: ratePrice(rate, cart) }))
    .sort((a, b) => a.priceCents - b.priceCents || (a.rate.position ?? 0) - (b.rate.position ?? 0) || a.rate.name.localeCompare(b.rate.name, 'en'));
}

/** The highest amount a rate may have, in minor units (the order columns' range leaves room for goods). */
export const MAX_SHIPPING_CENTS = 100_000_000;
export const MAX_PARCEL_GRAMS = 1_000_000_000;

export type RateField = 'name' | 'kind' | 'amountCents' | 'freeOverCents' | 'minGrams' | 'maxGrams' | 'position';

const wholeIn = (value: unknown, max: number): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max ? value : null);

/** An owner's rate checked by its kind (fields of other kinds are dropped); field errors otherwise. */
export function checkShippingRate(raw: unknown): { rate: Omit<ShippingRate, 'id'> | null; errors: Partial<Record<RateField, string[]>> } {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const errors: Partial<Record<RateField, string[]>> = {};
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name === '' || name.length > 100) errors.name = [SHIPPING_MESSAGES.rateName];
  const kind = body.kind;
  if (!(SHIPPING_RATE_KINDS as readonly unknown[]).includes(kind)) errors.kind = [SHIPPING_MESSAGES.rateKind];
  const amountCents = body.amountCents === undefined && kind === 'pickup' ? 0 : wholeIn(body.amountCents, MAX_SHIPPING_CENTS);
  if (amountCents === null) errors.amountCents = [SHIPPING_MESSAGES.amount];
  let freeOverCents: number | null = null;
  let minGrams: number | null = null;
  let maxGrams: number | null = null;
  if (kind === 'free_over') {
    freeOverCents = wholeIn(body.freeOverCents, MAX_SHIPPING_CENTS * 100);
    if (freeOverCents === null) errors.freeOverCents = [SHIPPING_MESSAGES.freeOver];
  }
  if (kind === 'weight') {
    minGrams = body.minGrams === undefined || body.minGrams === null ? 0 : wholeIn(body.minGrams, MAX_PARCEL_GRAMS);
    maxGrams = body.maxGrams === undefined || body.maxGrams === null ? null : wholeIn(body.maxGrams, MAX_PARCEL_GRAMS);
    if (minGrams === null) errors.minGrams = [SHIPPING_MESSAGES.grams];
    if (body.maxGrams !== undefined && body.maxGrams !== null && maxGrams === null) errors.maxGrams = [SHIPPING_MESSAGES.grams];
    else if (minGrams !== null && maxGrams !== null && maxGrams <= minGrams) errors.maxGrams = [SHIPPING_MESSAGES.gramsOrder];
  }
  const position = body.position === undefined ? 0 : wholeIn(body.position, 10_000);
  if (position === null) errors.position = ['Enter a whole number from 0 to 10000.'];
  const ok = Object.keys(errors).length === 0;
  return { rate: ok ? { name, kind: kind as ShippingRateKind, amountCents: amountCents!, freeOverCents, minGrams, maxGrams, position: position! } : null, errors };
}

/** How an order's parcel goes, as the zone and rate were named when it was placed (kept on the order). */
export interface OrderShippingChoice {
  zoneId: string;
  zoneName: string;
  rateId: string;
  rateName: string;
  kind: ShippingRateKind;
}
