// A cart priced for one buyer by a site's shop rules (issue 26; decision 065): the zone that serves
// their address, the rates it offers this cart, their tax rates, and the totals for the chosen rate
// and code; or why it cannot be ordered so (no zone serves the address, no rate chosen, a rate not
// offered). Pure: checkout reads the rules (server: read-shop-rules) and calls this for every
// method, so the drawer's offer, the order and the provider's amount are the same figures.
//
// A shop without shipping zones ships as it did before shop rules (decision 066): it charges no
// shipping and needs no country and no rate; its buyers are taxed where they are when it has tax
// rates and they gave a country. A shop without tax rates charges no tax. So a shop that set no
// rules prices every cart at the sum of its lines, as it always did.
import type { SiteCurrency } from '../money/currency.ts';
import type { DiscountTerms } from '../shop-rules/discounts.ts';
import { offeredRates, SHIPPING_MESSAGES, zoneFor, type ShippingAddress, type ShippingRate, type ShippingZone } from '../shop-rules/shipping.ts';
import { classRatesFor, NO_TAX, type TaxClass, type TaxRateRule } from '../shop-rules/tax.ts';
import { ADDRESS_MESSAGES } from './postal-address.ts';
import { computeTotals, type Totals, type TotalsLine } from './totals.ts';

export interface ShopRules<R extends ShippingRate = ShippingRate> {
  zones: readonly (ShippingZone & { rates: readonly R[] })[];
  taxRules: readonly TaxRateRule[];
  pricesIncludeTax: boolean;
  shippingTaxClass: TaxClass;
}

export interface QuoteRequest {
  currency: SiteCurrency;
  lines: readonly TotalsLine[];
  /** The buyer's country (and region, postcode); null before they gave one (no tax, no zone). */
  address: ShippingAddress | null;
  /** The chosen rate's id; null before a choice. */
  rateId: string | null;
  discount: DiscountTerms | null;
}

export type QuoteProblem = 'country_required' | 'not_served' | 'rate_required' | 'rate_unavailable';
export const QUOTE_PROBLEM_MESSAGES: Readonly<Record<QuoteProblem, string>> = {
  country_required: ADDRESS_MESSAGES.country,
  not_served: SHIPPING_MESSAGES.notServed,
  rate_required: SHIPPING_MESSAGES.rateRequired,
  rate_unavailable: SHIPPING_MESSAGES.rateUnavailable,
};

export type Quote<R extends ShippingRate = ShippingRate> =
  | { ok: true; totals: Totals; zone: (ShippingZone & { rates: readonly R[] }) | null; rate: R | null; offered: { rate: R; priceCents: number }[] }
  /** `totals`: the figures without shipping (the goods, the discount and their tax), for the drawer to show beside the problem. */
  | { ok: false; problem: QuoteProblem; message: string; offered: { rate: R; priceCents: number }[]; totals: Totals };

/** The buyer's field each problem belongs to (the drawer's and the server's validationErrors). */
export const QUOTE_PROBLEM_FIELDS: Readonly<Record<QuoteProblem, 'country' | 'shippingRateId'>> = { country_required: 'country', not_served: 'country', rate_required: 'shippingRateId', rate_unavailable: 'shippingRateId' };

/** Whether the shop ships by zones: a shop without any charges no shipping and asks no country for it. */
export const shipsByZones = (rules: Pick<ShopRules, 'zones'>): boolean => rules.zones.length > 0;

/**
 * What else than the country prices a buyer in `country`: the regions (ISO 3166-2) some zone or tax
 * rate of that country names (any other region prices as none), and whether a zone of it narrows to
 * postcodes. The drawer asks exactly these, so a card or PayPal buyer is priced as the order will be.
 */
export function placeQuestions(rules: Pick<ShopRules, 'zones' | 'taxRules'>, country: string | null): { regions: string[]; asksPostcode: boolean } {
  if (country === null) return { regions: [], asksPostcode: false };
  const zones = rules.zones.filter((zone) => zone.countries.includes(country));
  const named = [...zones.flatMap((zone) => zone.regions), ...rules.taxRules.filter((rule) => rule.country === country && rule.region !== null).map((rule) => rule.region!)];
  return { regions: [...new Set(named.filter((region) => region.startsWith(`${country}-`)))].sort(), asksPostcode: zones.some((zone) => zone.postcodes.length > 0) };
}

const NO_RATE: ShippingRate = { id: '', name: '', kind: 'pickup', amountCents: 0, freeOverCents: null, minGrams: null, maxGrams: null };

export function quoteCart<R extends ShippingRate>(rules: ShopRules<R>, request: QuoteRequest): Quote<R> {
  const rates = request.address ? classRatesFor(rules.taxRules, request.address.country, request.address.region) : NO_TAX;
  const base = { currency: request.currency, lines: request.lines, pricesIncludeTax: rules.pricesIncludeTax, rates, shippingTaxClass: rules.shippingTaxClass, discount: request.discount };
  // The goods after the discount and the parcel's weight decide the rates: priced first with no shipping.
  const goods = computeTotals({ ...base, shipping: NO_RATE });
  const fail = (problem: QuoteProblem, offered: { rate: R; priceCents: number }[] = []): Quote<R> => ({ ok: false, problem, message: QUOTE_PROBLEM_MESSAGES[problem], offered, totals: goods });
  // A shop that taxes by place needs the buyer's country for every cart, shipped or not (no country is no tax otherwise).
  if (request.address === null && rules.taxRules.length > 0) return fail('country_required');
  if (!goods.needsShipping) return { ok: true, totals: computeTotals({ ...base, shipping: null }), zone: null, rate: null, offered: [] };
  // No zones: nothing is charged for shipping (the goods' figures, priced with a free rate, are the order's).
  if (!shipsByZones(rules)) return { ok: true, totals: goods, zone: null, rate: null, offered: [] };
  if (request.address === null) return fail('country_required');
  const zone = zoneFor(rules.zones, request.address);
  if (!zone) return fail('not_served');
  const offered = offeredRates(zone.rates, { goodsCents: goods.subtotalCents - goods.discountCents, weightGrams: goods.weightGrams });
  if (offered.length === 0) return fail('not_served');
  if (request.rateId === null) return fail('rate_required', offered);
  const chosen = offered.find((entry) => entry.rate.id === request.rateId);
  if (!chosen) return fail('rate_unavailable', offered);
  return { ok: true, totals: computeTotals({ ...base, shipping: chosen.rate }), zone, rate: chosen.rate, offered };
}
