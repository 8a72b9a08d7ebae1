// The checkout quote's wire form (issue 26; decision 065): what the drawer asks the server before
// the buyer pays (`POST /api/checkout/quote`), and how it reads the answer. The server prices the
// cart with quoteCart (quote.ts) from the catalogue and the shop's rules; the browser only shows it.
// Every checkout body (card, PayPal, offline) carries the same `customer.country`, `shippingRateId`
// and `discountCode`, and the order is placed at the figures this answer showed.

import { isSiteCurrency, type SiteCurrency } from '../money/currency.ts';
import { SHIPPING_RATE_KINDS, type ShippingRate, type ShippingRateKind } from '../shop-rules/shipping.ts';
import type { CheckoutItem } from './checkout-request.ts';
import { placeQuestions, QUOTE_PROBLEM_FIELDS, shipsByZones, type Quote, type ShopRules } from './quote.ts';

/** Where the buyer is, as far as pricing needs it: the country (ISO 3166-1 alpha-2), a region (ISO 3166-2) and a postcode where zones use them. */
export interface QuoteDestination {
  country: string;
  region?: string;
  postalCode?: string;
}

/** The longest postcode a destination takes (the server's check of `customer.postalCode`). */
export const DESTINATION_POSTCODE_MAX = 20;
const DESTINATION_POSTCODE = new RegExp(`^[A-Za-z0-9][A-Za-z0-9 -]{0,${DESTINATION_POSTCODE_MAX - 1}}$`);

/** A typed postcode as a destination takes it (trimmed, upper case), or null when it is not one. */
export function destinationPostcode(typed: string): string | null {
  const postcode = typed.trim().toUpperCase();
  return DESTINATION_POSTCODE.test(postcode) ? postcode : null;
}

export interface QuoteApiRequest {
  siteId: string | null;
  items: CheckoutItem[];
  /** Null before the buyer chose a country: no zone, no tax, the rates not known yet. */
  customer: (QuoteDestination & { email?: string }) | null;
  shippingRateId: string | null;
  discountCode: string | null;
}

export interface QuoteApiRate {
  id: string;
  name: string;
  kind: ShippingRateKind;
  priceCents: number;
}

/** Fields of the drawer a quote's problem belongs to. */
export type QuoteProblemField = 'country' | 'shippingRateId' | 'discountCode';

export interface QuoteApiAnswer {
  currency: SiteCurrency;
  pricesIncludeTax: boolean;
  /** The cart holds goods to ship and the shop ships by zones: a country and a rate are needed. */
  needsShipping: boolean;
  /** The shop asks for the buyer's country before paying (it ships by zones or has tax rates). */
  asksCountry: boolean;
  /** The countries some zone serves, for the drawer's select to offer first; empty when the shop has no zones. */
  shipsTo: string[];
  /** The regions of the asked country that price differently (ISO 3166-2, 'US-NY'): the drawer asks which, or another; empty: not asked. */
  regions: string[];
  /** A zone of the asked country narrows to postcodes: the drawer asks the postcode. */
  asksPostcode: boolean;
  /** The rates the chosen destination offers this cart, cheapest first. */
  rates: QuoteApiRate[];
  /** The rate the figures include; null when none is chosen or nothing is shipped. */
  shippingRateId: string | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** The code as applied (the shop's spelling), null when none applies. */
  discountCode: string | null;
  /** Why the cart cannot be paid as asked, one message per field (the spec's and decision 065's words). */
  problems: Partial<Record<QuoteProblemField, string>>;
  /** Card payments are taxed by Stripe Tax from the billing address (decision 073): the figures' tax is the shop's own, for the other methods. */
  cardTaxByStripe: boolean;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === 'string';

/** The server's answer, or null when it is not one (a drawer then shows its generic error). */
export function parseQuoteAnswer(body: unknown): QuoteApiAnswer | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (!isSiteCurrency(b.currency) || typeof b.pricesIncludeTax !== 'boolean' || typeof b.needsShipping !== 'boolean' || typeof b.asksCountry !== 'boolean') return null;
  if (!Array.isArray(b.shipsTo) || !b.shipsTo.every(isText) || !Array.isArray(b.rates)) return null;
  if (b.regions !== undefined && (!Array.isArray(b.regions) || !b.regions.every(isText))) return null;
  const rates: QuoteApiRate[] = [];
  for (const raw of b.rates) {
    if (typeof raw !== 'object' || raw === null) return null;
    const r = raw as Record<string, unknown>;
    if (!isText(r.id) || !isText(r.name) || !(SHIPPING_RATE_KINDS as readonly unknown[]).includes(r.kind) || !isCount(r.priceCents)) return null;
    rates.push({ id: r.id, name: r.name, kind: r.kind as ShippingRateKind, priceCents: r.priceCents });
  }
  const amounts = [b.subtotalCents, b.discountCents, b.shippingCents, b.taxCents, b.totalCents];
  if (!amounts.every(isCount)) return null;
  if (!(b.shippingRateId === null || isText(b.shippingRateId)) || !(b.discountCode === null || isText(b.discountCode))) return null;
  const problems: QuoteApiAnswer['problems'] = {};
  if (typeof b.problems === 'object' && b.problems !== null) {
    for (const field of ['country', 'shippingRateId', 'discountCode'] as const) {
      const message = (b.problems as Record<string, unknown>)[field];
      if (isText(message) && message !== '') problems[field] = message;
    }
  }
  return {
    currency: b.currency,
    pricesIncludeTax: b.pricesIncludeTax,
    needsShipping: b.needsShipping,
    asksCountry: b.asksCountry,
    shipsTo: b.shipsTo as string[],
    regions: (b.regions as string[] | undefined) ?? [],
    asksPostcode: b.asksPostcode === true,
    rates,
    shippingRateId: b.shippingRateId as string | null,
    subtotalCents: b.subtotalCents as number,
    discountCents: b.discountCents as number,
    shippingCents: b.shippingCents as number,
    taxCents: b.taxCents as number,
    totalCents: b.totalCents as number,
    discountCode: b.discountCode as string | null,
    problems,
    cardTaxByStripe: b.cardTaxByStripe === true,
  };
}

/**
 * The server's answer from a priced cart (decision 066): the quote's figures (the goods' alone when
 * it could not be priced as asked), its rates, and its problem with the code's, each under its
 * field. `discount`: the code as the shop spells it, or why it does not apply (then the figures are
 * without it).
 */
export function quoteApiAnswer<R extends ShippingRate>(
  rules: ShopRules<R>,
  quote: Quote<R>,
  discount: { code: string | null; problem: string | null },
  shop: { stripeAutomaticTax: boolean } = { stripeAutomaticTax: false },
  country: string | null = null,
): QuoteApiAnswer {
  const { totals } = quote;
  const problems: QuoteApiAnswer['problems'] = {};
  if (!quote.ok) problems[QUOTE_PROBLEM_FIELDS[quote.problem]] = quote.message;
  if (discount.problem !== null) problems.discountCode = discount.problem;
  return {
    currency: totals.currency,
    pricesIncludeTax: rules.pricesIncludeTax,
    needsShipping: shipsByZones(rules) && totals.needsShipping,
    asksCountry: shipsByZones(rules) || rules.taxRules.length > 0,
    shipsTo: [...new Set(rules.zones.flatMap((zone) => zone.countries))].sort(),
    ...placeQuestions(rules, country),
    rates: quote.offered.map(({ rate, priceCents }) => ({ id: rate.id, name: rate.name, kind: rate.kind, priceCents })),
    shippingRateId: quote.ok ? (quote.rate?.id ?? null) : null,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    discountCode: totals.discountApplied ? discount.code : null,
    problems,
    cardTaxByStripe: shop.stripeAutomaticTax,
  };
}
