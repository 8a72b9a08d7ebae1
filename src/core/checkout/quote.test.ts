import { describe, expect, it } from 'vitest';
import type { ShippingRate } from '../shop-rules/shipping.ts';
import { placeQuestions, QUOTE_PROBLEM_MESSAGES, quoteCart, type ShopRules } from './quote.ts';
import type { TotalsLine } from './totals.ts';

const rate = (id: string, kind: ShippingRate['kind'], amountCents: number, extra: Partial<ShippingRate> = {}): ShippingRate => ({ id, name: id, kind, amountCents, freeOverCents: null, minGrams: null, maxGrams: null, ...extra });
const RULES: ShopRules = {
  zones: [
    { id: 'de', name: 'Germany', countries: ['DE'], regions: [], postcodes: [], position: 0, rates: [rate('light', 'weight', 490, { minGrams: 0, maxGrams: 2000 }), rate('free', 'free_over', 690, { freeOverCents: 5000 })] },
    { id: 'us', name: 'New York', countries: ['US'], regions: ['US-NY'], postcodes: [], position: 1, rates: [rate('ups', 'flat', 1500)] },
  ],
  taxRules: [
    { country: 'DE', region: null, taxClass: 'standard', ratePpm: 190_000 },
    { country: 'US', region: 'US-NY', taxClass: 'standard', ratePpm: 88_750 },
  ],
  pricesIncludeTax: false,
  shippingTaxClass: 'standard',
};
const line = (unitCents: number, extra: Partial<TotalsLine> = {}): TotalsLine => ({ productId: 'p', category: null, unitCents, quantity: 1, taxClass: 'standard', weightGrams: 1500, digital: false, ...extra });
const quote = (over: Partial<Parameters<typeof quoteCart>[1]>) => quoteCart(RULES, { currency: 'EUR', lines: [line(2000)], address: { country: 'DE' }, rateId: null, discount: null, ...over });

describe('quoteCart', () => {
  it('offers the serving zone’s rates for the cart and prices the chosen one with the buyer’s tax', () => {
    const asked = quote({});
    expect(asked).toMatchObject({ ok: false, problem: 'rate_required', message: QUOTE_PROBLEM_MESSAGES.rate_required });
    expect(asked.offered.map((o) => [o.rate.id, o.priceCents])).toEqual([
      ['light', 490],
      ['free', 690],
    ]);
    const chosen = quote({ rateId: 'light' });
    // 2000 × 19 % = 380; shipping 490 × 19 % = 93.1 → 93.
    expect(chosen.ok && chosen.totals).toMatchObject({ subtotalCents: 2000, shippingCents: 490, taxCents: 473, totalCents: 2963 });
    expect(chosen.ok && chosen.zone?.id).toBe('de');
  });

  it('tells a buyer outside every zone before anything else, and refuses a rate the cart is not offered', () => {
    expect(quote({ address: { country: 'FR' }, rateId: 'light' })).toMatchObject({ ok: false, problem: 'not_served', message: QUOTE_PROBLEM_MESSAGES.not_served });
    expect(quote({ address: { country: 'US', region: 'CA' }, rateId: 'ups' })).toMatchObject({ ok: false, problem: 'not_served' });
    expect(quote({ address: null, rateId: 'light' })).toMatchObject({ ok: false, problem: 'country_required', message: QUOTE_PROBLEM_MESSAGES.country_required });
    expect(quote({ lines: [line(2000, { weightGrams: 3000 })], rateId: 'light' })).toMatchObject({ ok: false, problem: 'rate_unavailable' });
    expect(quote({ rateId: 'ups' })).toMatchObject({ ok: false, problem: 'rate_unavailable' });
  });

  it('judges free-over thresholds on the goods after the discount', () => {
    const full = quote({ lines: [line(5000)], rateId: 'free' });
    expect(full.ok && full.totals.shippingCents).toBe(0);
    const discounted = quote({ lines: [line(5000)], rateId: 'free', discount: { kind: 'fixed', value: 1, minSubtotalCents: null, productIds: [], categories: [] } });
    expect(discounted.ok && discounted.totals.shippingCents).toBe(690);
  });

  it('needs no zone for digital products, and taxes them where the buyer is', () => {
    const digital = quote({ lines: [line(1000, { digital: true })], address: { country: 'US', region: 'NY' } });
    expect(digital.ok && digital.totals).toMatchObject({ shippingCents: 0, taxCents: 89, totalCents: 1089 });
    const nowhere = quote({ lines: [line(1000, { digital: true })], address: { country: 'FR' } });
    expect(nowhere.ok && nowhere.totals.taxCents).toBe(0);
  });

  it('charges no shipping and needs no country in a shop without zones (as before shop rules), taxing where a country is given', () => {
    const noZones = { ...RULES, zones: [] };
    const anonymous = quoteCart({ ...noZones, taxRules: [] }, { currency: 'EUR', lines: [line(2000, { quantity: 2 })], address: null, rateId: null, discount: null });
    expect(anonymous).toMatchObject({ ok: true, zone: null, rate: null, offered: [] });
    expect(anonymous.ok && anonymous.totals).toMatchObject({ subtotalCents: 4000, shippingCents: 0, taxCents: 0, totalCents: 4000 });
    const german = quoteCart(noZones, { currency: 'EUR', lines: [line(2000)], address: { country: 'DE' }, rateId: 'anything', discount: null });
    expect(german.ok && german.totals).toMatchObject({ shippingCents: 0, taxCents: 380, totalCents: 2380 });
    // With tax rates, the country decides the tax: asked for even where nothing is shipped.
    expect(quoteCart(noZones, { currency: 'EUR', lines: [line(2000)], address: null, rateId: null, discount: null })).toMatchObject({ ok: false, problem: 'country_required' });
    expect(quoteCart(RULES, { currency: 'EUR', lines: [line(1000, { digital: true })], address: null, rateId: null, discount: null })).toMatchObject({ ok: false, problem: 'country_required' });
    const plain = quoteCart({ ...noZones, taxRules: [] }, { currency: 'EUR', lines: [line(2000)], address: { country: 'DE' }, rateId: null, discount: null });
    expect(plain.ok && plain.totals).toMatchObject({ subtotalCents: 2000, discountCents: 0, shippingCents: 0, taxCents: 0, totalCents: 2000 });
  });

  it('gives the goods’ figures beside a problem', () => {
    const unserved = quote({ address: { country: 'FR' }, discount: { kind: 'fixed', value: 500, minSubtotalCents: null, productIds: [], categories: [] } });
    expect(unserved).toMatchObject({ ok: false, problem: 'not_served', totals: { subtotalCents: 2000, discountCents: 500, shippingCents: 0, taxCents: 0, totalCents: 1500 } });
  });
});

describe('placeQuestions', () => {
  const zone = (countries: string[], regions: string[] = [], postcodes: string[] = []) => ({ id: countries.join(), name: countries.join(), countries, regions, postcodes, position: 0, rates: [] });
  const rules = {
    zones: [zone(['US'], ['US-NY', 'US-NJ']), zone(['US', 'CA'], [], ['M*']), zone(['DE'])],
    taxRules: [
      { country: 'US', region: 'US-CA', taxClass: 'standard' as const, ratePpm: 72_500 },
      { country: 'US', region: null, taxClass: 'standard' as const, ratePpm: 0 },
      { country: 'DE', region: null, taxClass: 'standard' as const, ratePpm: 190_000 },
    ],
  };

  it('asks the regions the zones and tax rates of the country name, sorted once each, and the postcode where a zone narrows to postcodes', () => {
    expect(placeQuestions(rules, 'US')).toEqual({ regions: ['US-CA', 'US-NJ', 'US-NY'], asksPostcode: true });
    expect(placeQuestions(rules, 'CA')).toEqual({ regions: [], asksPostcode: true });
    expect(placeQuestions(rules, 'DE')).toEqual({ regions: [], asksPostcode: false });
  });

  it('asks nothing more before a country and for a country no rule names', () => {
    expect(placeQuestions(rules, null)).toEqual({ regions: [], asksPostcode: false });
    expect(placeQuestions(rules, 'FR')).toEqual({ regions: [], asksPostcode: false });
  });
});
