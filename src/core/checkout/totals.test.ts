import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_CURRENCY_CODES } from '../money/currency.ts';
import type { DiscountTerms } from '../shop-rules/discounts.ts';
import type { ShippingRate } from '../shop-rules/shipping.ts';
import { RATE_SCALE, type ClassRates } from '../shop-rules/tax.ts';
import { computeTotals, mulDivHalfUp, netUnitParts, spreadByLargestRemainder, taxOf, TotalsError, type TotalsInput, type TotalsLine } from './totals.ts';

const line = (unitCents: number, quantity: number, extra: Partial<TotalsLine> = {}): TotalsLine => ({
  productId: extra.productId ?? `p${unitCents}`,
  category: null,
  unitCents,
  quantity,
  taxClass: 'standard',
  weightGrams: 500,
  digital: false,
  ...extra,
});
const rate = (kind: ShippingRate['kind'], amountCents: number, extra: Partial<ShippingRate> = {}): ShippingRate => ({ id: kind, name: kind, kind, amountCents, freeOverCents: null, minGrams: null, maxGrams: null, ...extra });
const EU: ClassRates = { standard: 190_000, reduced: 70_000, zero: 0 };
const base = (over: Partial<TotalsInput>): TotalsInput => ({ currency: 'EUR', lines: [], pricesIncludeTax: false, rates: EU, shippingTaxClass: 'standard', shipping: null, discount: null, ...over });
const percent = (basisPoints: number, extra: Partial<DiscountTerms> = {}): DiscountTerms => ({ kind: 'percent', value: basisPoints, minSubtotalCents: null, productIds: [], categories: [], ...extra });

describe('computeTotals, by hand', () => {
  it('taxes each line and the shipping at their rates, exclusive of tax (19 % and 7 %, EUR)', () => {
    const totals = computeTotals(base({ lines: [line(1250, 2), line(999, 1, { taxClass: 'reduced' })], shipping: rate('flat', 490) }));
    // 2500 × 19 % = 475; 999 × 7 % = 69.93 → 70; shipping 490 × 19 % = 93.1 → 93.
    expect(totals.lines.map((l) => l.taxCents)).toEqual([475, 70]);
    expect(totals).toMatchObject({ subtotalCents: 3499, discountCents: 0, shippingCents: 490, shippingTaxCents: 93, taxCents: 638, totalCents: 4627, taxIncluded: false });
  });

  it('spreads a percent code over the lines by largest remainders and taxes what is left of each', () => {
    const totals = computeTotals(base({ lines: [line(1250, 2), line(999, 1, { taxClass: 'reduced' })], shipping: rate('flat', 490), discount: percent(1000) }));
    // 10 % of 3499 = 349.9 → 350; shares 250.07 → 250 and 99.93 → 99, the cent left goes to the larger fraction (the second).
    expect(totals.lines.map((l) => l.discountCents)).toEqual([250, 100]);
    // (2500 − 250) × 19 % = 427.5 → 428; (999 − 100) × 7 % = 62.93 → 63; shipping 93.
    expect(totals.lines.map((l) => l.taxCents)).toEqual([428, 63]);
    expect(totals).toMatchObject({ discountCents: 350, taxCents: 584, totalCents: 3499 - 350 + 490 + 584 });
  });

  it('rounds half a cent up, not to even (2550 × 19 % = 484.5 → 485)', () => {
    expect(computeTotals(base({ lines: [line(2550, 1, { digital: true })] })).taxCents).toBe(485);
    expect(taxOf(50, 10_000, false)).toBe(1); // 0.5 → 1
    expect(taxOf(49, 10_000, false)).toBe(0); // 0.49 → 0
  });

  it('finds the tax inside gross prices when they include it', () => {
    const totals = computeTotals(base({ pricesIncludeTax: true, lines: [line(1190, 1, { digital: true }), line(1000, 1, { digital: true })] }));
    // 1190 × 19/119 = 190; 1000 × 19/119 = 159.66 → 160.
    expect(totals.lines.map((l) => l.taxCents)).toEqual([190, 160]);
    expect(totals).toMatchObject({ subtotalCents: 2190, taxCents: 350, totalCents: 2190, taxIncluded: true, needsShipping: false });
  });

  it('works in whole yen: a fixed code, 10 % and 8 %, local pickup', () => {
    const jp: ClassRates = { standard: 100_000, reduced: 80_000, zero: 0 };
    const totals = computeTotals({
      currency: 'JPY',
      lines: [line(1200, 3), line(1080, 1, { taxClass: 'reduced' })],
      pricesIncludeTax: false,
      rates: jp,
      shippingTaxClass: 'standard',
      shipping: rate('pickup', 0),
      discount: { kind: 'fixed', value: 500, minSubtotalCents: 1000, productIds: [], categories: [] },
    });
    // 500 over 3600 and 1080: 384.6 → 384 (+1, larger fraction) and 115.38 → 115.
    expect(totals.lines.map((l) => l.discountCents)).toEqual([385, 115]);
    // 3215 × 10 % = 321.5 → 322; 965 × 8 % = 77.2 → 77.
    expect(totals.lines.map((l) => l.taxCents)).toEqual([322, 77]);
    expect(totals).toMatchObject({ currency: 'JPY', subtotalCents: 4680, discountCents: 500, shippingCents: 0, taxCents: 399, totalCents: 4579 });
  });

  it('limits a code to its products and categories, and a fixed amount to what they cost', () => {
    const lines = [line(1000, 1, { productId: 'a', category: 'books' }), line(3000, 1, { productId: 'b', category: 'toys' })];
    const fixed = (extra: Partial<DiscountTerms>): DiscountTerms => ({ kind: 'fixed', value: 5000, minSubtotalCents: null, productIds: [], categories: [], ...extra });
    const byCategory = computeTotals(base({ rates: { standard: 0, reduced: 0, zero: 0 }, lines, shipping: rate('flat', 0), discount: fixed({ categories: ['books'] }) }));
    expect(byCategory.lines.map((l) => l.discountCents)).toEqual([1000, 0]);
    const byProduct = computeTotals(base({ rates: { standard: 0, reduced: 0, zero: 0 }, lines, shipping: rate('flat', 0), discount: fixed({ productIds: ['b'] }) }));
    expect(byProduct).toMatchObject({ discountCents: 3000, totalCents: 1000 });
  });

  it('applies no code whose minimum the cart misses, or whose products it lacks', () => {
    const lines = [line(1000, 1, { digital: true })];
    expect(computeTotals(base({ lines, discount: percent(5000, { minSubtotalCents: 1001 }) }))).toMatchObject({ discountApplied: false, discountCents: 0 });
    expect(computeTotals(base({ lines, discount: percent(5000, { minSubtotalCents: 1000 }) }))).toMatchObject({ discountApplied: true, discountCents: 500 });
    expect(computeTotals(base({ lines, discount: percent(5000, { productIds: ['other'] }) }))).toMatchObject({ discountApplied: false, discountCents: 0 });
  });

  it('zeroes the shipping with a free-shipping code; free over an amount counts the goods after the discount', () => {
    const lines = [line(5000, 1)];
    const freeCode: DiscountTerms = { kind: 'free_shipping', value: 0, minSubtotalCents: null, productIds: [], categories: [] };
    expect(computeTotals(base({ lines, shipping: rate('flat', 490), discount: freeCode }))).toMatchObject({ shippingCents: 0, shippingTaxCents: 0, freeShipping: true, discountCents: 0 });
    const freeOver = rate('free_over', 490, { freeOverCents: 5000 });
    expect(computeTotals(base({ lines, shipping: freeOver })).shippingCents).toBe(0);
    expect(computeTotals(base({ lines, shipping: freeOver, discount: percent(100) })).shippingCents).toBe(490);
  });

  it('prices by the parcel’s weight (shipped lines only) and refuses a band that does not hold it', () => {
    const lines = [line(1000, 3, { weightGrams: 400 }), line(500, 1, { digital: true, weightGrams: 9999 })];
    const upTo2kg = rate('weight', 700, { minGrams: 0, maxGrams: 2000 });
    const totals = computeTotals(base({ lines, shipping: upTo2kg, shippingTaxClass: 'zero' }));
    expect(totals).toMatchObject({ weightGrams: 1200, shippingCents: 700, shippingTaxCents: 0 });
    expect(() => computeTotals(base({ lines, shipping: rate('weight', 900, { minGrams: 2001, maxGrams: null }) }))).toThrow(TotalsError);
  });

  it('needs no shipping for digital products and a rate for anything shipped', () => {
    expect(computeTotals(base({ lines: [line(100, 1, { digital: true })], shipping: rate('flat', 490) }))).toMatchObject({ needsShipping: false, shippingCents: 0 });
    expect(() => computeTotals(base({ lines: [line(100, 1)] }))).toThrow(TotalsError);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => computeTotals(base({ lines: [line(12.5, 1, { digital: true })] }))).toThrow(TotalsError);
    expect(() => computeTotals(base({ lines: [line(-1, 1, { digital: true })] }))).toThrow(TotalsError);
    expect(() => computeTotals(base({ lines: [line(1, 1, { digital: true })], rates: { standard: 1.5, reduced: 0, zero: 0 } }))).toThrow(TotalsError);
  });
});

describe('helpers', () => {
  it('mulDivHalfUp is exact beyond 2^53', () => {
    expect(mulDivHalfUp(2_147_483_647, 1_000_000, 1_000_000)).toBe(2_147_483_647);
    expect(mulDivHalfUp(5, 1, 2)).toBe(3);
    expect(mulDivHalfUp(3, 1, 2)).toBe(2);
  });

  it('spreadByLargestRemainder adds up and breaks ties by order', () => {
    expect(spreadByLargestRemainder(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(spreadByLargestRemainder(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(spreadByLargestRemainder(10, [0, 0])).toEqual([0, 0]);
  });

  it('netUnitParts: 3 mugs at 10.00 less 3.33 are two at 5.56 and one at 5.55; an even amount stays one part', () => {
    expect(netUnitParts(3000, 1333, 3)).toEqual([
      { unitCents: 556, quantity: 2 },
      { unitCents: 555, quantity: 1 },
    ]);
    expect(netUnitParts(3000, 300, 3)).toEqual([{ unitCents: 900, quantity: 3 }]);
    expect(netUnitParts(999, 0, 1)).toEqual([{ unitCents: 999, quantity: 1 }]);
    expect(() => netUnitParts(100, 101, 1)).toThrow(TotalsError);
  });
});

// ——— Properties ———

const CLASSES = ['standard', 'reduced', 'zero'] as const;
const lineArb = fc.record({
  productId: fc.constantFrom('a', 'b', 'c', 'd'),
  category: fc.constantFrom(null, 'books', 'toys'),
  unitCents: fc.integer({ min: 0, max: 2_000_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  taxClass: fc.constantFrom(...CLASSES),
  weightGrams: fc.integer({ min: 0, max: 20_000 }),
  digital: fc.boolean(),
});
const ratesArb = fc.record({ standard: fc.integer({ min: 0, max: RATE_SCALE }), reduced: fc.integer({ min: 0, max: 300_000 }), zero: fc.constant(0) });
/** Rates every cart is offered (weight bands that hold any weight). */
const shippingArb = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }).map((amount) => rate('flat', amount)),
  fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 10_000_000 })).map(([amount, over]) => rate('free_over', amount, { freeOverCents: over })),
  fc.integer({ min: 0, max: 100_000 }).map((amount) => rate('weight', amount, { minGrams: 0, maxGrams: null })),
  fc.integer({ min: 0, max: 1_000 }).map((amount) => rate('pickup', amount)),
);
const discountArb: fc.Arbitrary<DiscountTerms | null> = fc.option(
  fc.record({
    kind: fc.constantFrom('percent', 'fixed', 'free_shipping'),
    value: fc.integer({ min: 1, max: 10_000 }),
    minSubtotalCents: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
    productIds: fc.subarray(['a', 'b', 'c', 'd']),
    categories: fc.subarray(['books', 'toys']),
  }).map((terms) => ({ ...terms, value: terms.kind === 'fixed' ? terms.value * 37 : terms.kind === 'percent' ? terms.value : 0 })),
);
const inputArb: fc.Arbitrary<TotalsInput> = fc.record({
  currency: fc.constantFrom(...SITE_CURRENCY_CODES),
  lines: fc.array(lineArb, { minLength: 0, maxLength: 8 }),
  pricesIncludeTax: fc.boolean(),
  rates: ratesArb,
  shippingTaxClass: fc.constantFrom(...CLASSES),
  shipping: shippingArb,
  discount: discountArb,
});

const eligibleSum = (input: TotalsInput): number =>
  input.lines.reduce((sum, l) => {
    const d = input.discount!;
    const eligible = (d.productIds.length === 0 && d.categories.length === 0) || d.productIds.includes(l.productId) || (l.category !== null && d.categories.includes(l.category));
    return sum + (eligible ? l.unitCents * l.quantity : 0);
  }, 0);

describe('computeTotals, properties', () => {
  it('total = subtotal − discount + shipping + tax (exclusive), = subtotal − discount + shipping with the tax inside it (inclusive)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = computeTotals(input);
        if (input.pricesIncludeTax) {
          expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.shippingCents);
          expect(t.taxCents).toBeLessThanOrEqual(t.totalCents);
        } else expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.shippingCents + t.taxCents);
        expect(t.taxCents).toBe(t.lines.reduce((sum, l) => sum + l.taxCents, 0) + t.shippingTaxCents);
        expect(t.subtotalCents).toBe(t.lines.reduce((sum, l) => sum + l.lineCents, 0));
      }),
      { numRuns: 500 },
    );
  });

  it('every amount is a whole number of minor units of 0 or more, in every currency (the yen too)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = computeTotals(input);
        const amounts = [t.subtotalCents, t.discountCents, t.shippingCents, t.taxCents, t.totalCents, t.shippingTaxCents, ...t.lines.flatMap((l) => [l.lineCents, l.discountCents, l.taxCents])];
        for (const amount of amounts) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        // Minor units are the same rule whatever the currency's exponent.
        expect({ ...computeTotals({ ...input, currency: 'JPY' }), currency: t.currency }).toEqual(t);
      }),
      { numRuns: 300 },
    );
  });

  it('a discount never exceeds what it applies to: the eligible lines, each line’s share its line', () => {
    fc.assert(
      fc.property(inputArb.filter((input) => input.discount !== null), (input) => {
        const t = computeTotals(input);
        expect(t.discountCents).toBeLessThanOrEqual(eligibleSum(input));
        expect(t.discountCents).toBe(t.lines.reduce((sum, l) => sum + l.discountCents, 0));
        for (const l of t.lines) expect(l.discountCents).toBeLessThanOrEqual(l.lineCents);
        if (input.discount!.kind === 'percent' && t.discountApplied) expect(t.discountCents).toBe(mulDivHalfUp(eligibleSum(input), input.discount!.value, 10_000));
      }),
      { numRuns: 500 },
    );
  });

  it('a free-shipping code that applies zeroes the shipping and takes nothing off the goods', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const code: DiscountTerms = { kind: 'free_shipping', value: 0, minSubtotalCents: null, productIds: [], categories: [] };
        const t = computeTotals({ ...input, discount: code });
        expect(t.shippingCents).toBe(0);
        expect(t.shippingTaxCents).toBe(0);
        expect(t.discountCents).toBe(0);
        expect(t.freeShipping).toBe(t.needsShipping);
      }),
    );
  });

  /*
   * Equivalent prices: a shop whose prices include tax and one whose prices exclude it sell the same
   * when each inclusive line amount (unit × quantity) is the exclusive line amount plus that line's
   * exclusive tax, and likewise the shipping's price. Then the buyer pays the same total, the same tax
   * and the same tax per line. (Rounding makes this hold per line amount, not per unit, so the
   * inclusive side sells each line as one unit of the line's amount with the line's weight; codes take
   * their share of each side's entered amounts, so the claim is made without an amount-off code.)
   */
  it('inclusive and exclusive tax agree on what a buyer pays for equivalent prices', () => {
    const plainShipping = fc.oneof(
      fc.integer({ min: 0, max: 100_000 }).map((amount) => rate('flat', amount)),
      fc.integer({ min: 0, max: 100_000 }).map((amount) => rate('weight', amount, { minGrams: 0, maxGrams: null })),
      fc.integer({ min: 0, max: 1_000 }).map((amount) => rate('pickup', amount)),
    );
    const freeShippingOrNone = fc.constantFrom<DiscountTerms | null>(null, { kind: 'free_shipping', value: 0, minSubtotalCents: null, productIds: [], categories: [] });
    fc.assert(
      fc.property(inputArb, plainShipping, freeShippingOrNone, (generated, shipping, discount) => {
        const exclusive: TotalsInput = { ...generated, pricesIncludeTax: false, shipping, discount };
        const ex = computeTotals(exclusive);
        const inclusive: TotalsInput = {
          ...exclusive,
          pricesIncludeTax: true,
          lines: exclusive.lines.map((l, i) => ({ ...l, unitCents: ex.lines[i]!.lineCents + ex.lines[i]!.taxCents, quantity: 1, weightGrams: l.weightGrams * l.quantity })),
          shipping: { ...shipping, amountCents: shipping.amountCents + taxOf(shipping.amountCents, exclusive.rates[exclusive.shippingTaxClass], false) },
        };
        const inc = computeTotals(inclusive);
        expect(inc.totalCents).toBe(ex.totalCents);
        expect(inc.taxCents).toBe(ex.taxCents);
        expect(inc.lines.map((l) => l.taxCents)).toEqual(ex.lines.map((l) => l.taxCents));
        expect(inc.totalCents - inc.taxCents).toBe(ex.subtotalCents + ex.shippingCents);
      }),
      { numRuns: 500 },
    );
  });

  it('the tax inside a gross amount is the exclusive tax of its net amount (the per-line rule behind equivalence)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: RATE_SCALE }), (net, ppm) => {
        const tax = taxOf(net, ppm, false);
        expect(taxOf(net + tax, ppm, true)).toBe(tax);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('netUnitParts, properties', () => {
  it('for every line of every computed order, the parts add up to the line after its discount and to its quantity, at most two unit prices a cent apart', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = computeTotals(input);
        let charged = 0;
        t.lines.forEach((l, index) => {
          const quantity = input.lines[index]!.quantity;
          const parts = netUnitParts(l.lineCents, l.discountCents, quantity);
          expect(parts.length).toBeLessThanOrEqual(2);
          expect(parts.reduce((sum, p) => sum + p.quantity, 0)).toBe(quantity);
          expect(parts.reduce((sum, p) => sum + p.unitCents * p.quantity, 0)).toBe(l.lineCents - l.discountCents);
          if (parts.length === 2) expect(parts[0]!.unitCents - parts[1]!.unitCents).toBe(1);
          for (const p of parts) expect(Number.isSafeInteger(p.unitCents) && p.unitCents >= 0 && p.quantity > 0).toBe(true);
          charged += l.lineCents - l.discountCents;
        });
        // Sent as parts, the goods come to the subtotal less the discount: the provider charges the order's total.
        expect(charged).toBe(t.subtotalCents - t.discountCents);
      }),
      { numRuns: 500 },
    );
  });
});
