import { describe, expect, it } from 'vitest';
import { checkDiscountCode, discountCodeKey, discountProblem, discountProblemMessage, DISCOUNT_PROBLEMS, type DiscountCode, type DiscountableLine } from './discounts.ts';

const code = (extra: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'SPRING10',
  kind: 'percent',
  value: 1000,
  minSubtotalCents: null,
  productIds: [],
  categories: [],
  active: true,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perEmailLimit: null,
  uses: 0,
  ...extra,
});
const lines: DiscountableLine[] = [
  { productId: 'a', category: 'books', amountCents: 3000, digital: false },
  { productId: 'b', category: null, amountCents: 1000, digital: true },
];
const now = new Date('2026-11-29T12:00:00Z');
const problem = (c: DiscountCode | null, extra: { lines?: DiscountableLine[]; usesByEmail?: number } = {}) => discountProblem(c, { now, lines: extra.lines ?? lines, usesByEmail: extra.usesByEmail ?? 0 });

describe('why a code does not apply', () => {
  it('names each reason', () => {
    expect(problem(null)).toBe('unknown');
    expect(problem(code({ active: false }))).toBe('inactive');
    expect(problem(code({ startsAt: new Date('2026-11-30T00:00:00Z') }))).toBe('not_started');
    expect(problem(code({ endsAt: now }))).toBe('ended');
    expect(problem(code({ usageLimit: 5, uses: 5 }))).toBe('used_up');
    expect(problem(code({ perEmailLimit: 1 }), { usesByEmail: 1 })).toBe('used_up_for_email');
    expect(problem(code({ minSubtotalCents: 4001 }))).toBe('minimum_not_met');
    expect(problem(code({ productIds: ['zzz'], categories: ['toys'] }))).toBe('no_eligible_product');
    expect(problem(code({ kind: 'free_shipping', value: 0 }), { lines: [lines[1]!] })).toBe('nothing_to_ship');
  });

  it('lets a fitting code through: started, not ended, a use left, its products or categories present', () => {
    expect(problem(code({ startsAt: now, endsAt: new Date('2026-12-01T00:00:00Z'), usageLimit: 5, uses: 4, perEmailLimit: 2 }), { usesByEmail: 1 })).toBeNull();
    expect(problem(code({ categories: ['books'] }))).toBeNull();
    expect(problem(code({ productIds: ['b'] }))).toBeNull();
    expect(problem(code({ minSubtotalCents: 4000 }))).toBeNull();
    expect(problem(code({ kind: 'free_shipping', value: 0 }))).toBeNull();
  });

  it('has one message per reason, the minimum’s with its amount', () => {
    expect(new Set(Object.values(DISCOUNT_PROBLEMS)).size).toBe(Object.keys(DISCOUNT_PROBLEMS).length);
    expect(discountProblemMessage('minimum_not_met', '€50.00')).toBe('This discount code needs a subtotal of at least €50.00.');
    expect(discountProblemMessage('ended')).toBe(DISCOUNT_PROBLEMS.ended);
  });

  it('compares codes case-insensitively', () => {
    expect(discountCodeKey(' Spring10 ')).toBe(discountCodeKey('SPRING10'));
  });
});

describe('an owner’s code', () => {
  const known = { isCategory: (value: string) => ['books', 'toys'].includes(value) };

  it('reads a percent as basis points, a fixed amount as minor units, dates and limits', () => {
    expect(checkDiscountCode({ code: 'SPRING-10', kind: 'percent', value: '12.5', categories: ['books'], startsAt: '2026-12-01T00:00:00Z', usageLimit: 100 }, known).code).toMatchObject({
      code: 'SPRING-10',
      value: 1250,
      categories: ['books'],
      startsAt: new Date('2026-12-01T00:00:00Z'),
      endsAt: null,
      usageLimit: 100,
      perEmailLimit: null,
      active: true,
    });
    expect(checkDiscountCode({ code: 'TENOFF', kind: 'fixed', value: 1000, minSubtotalCents: 5000 }, known).code).toMatchObject({ value: 1000, minSubtotalCents: 5000 });
    expect(checkDiscountCode({ code: 'SHIPFREE', kind: 'free_shipping' }, known).code).toMatchObject({ value: 0 });
  });

  it('gives field errors for bad values', () => {
    const { code: none, errors } = checkDiscountCode(
      { code: 'a b', kind: 'percent', value: '101', minSubtotalCents: -1, startsAt: '2026-12-02', endsAt: '2026-12-01', usageLimit: 0, perEmailLimit: 1.5, productIds: 'x', categories: ['weapons'], active: 'yes' },
      known,
    );
    expect(none).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(['active', 'categories', 'code', 'endsAt', 'minSubtotalCents', 'perEmailLimit', 'productIds', 'usageLimit', 'value']);
    expect(checkDiscountCode({ code: 'OK1', kind: 'fixed', value: 0 }, known).errors.value).toBeDefined();
    expect(checkDiscountCode({ code: 'OK1', kind: 'bogus' }, known).errors.kind).toBeDefined();
    expect(checkDiscountCode({ code: 'OK1', kind: 'percent', value: '0.001' }, known).errors.value).toBeDefined();
    expect(checkDiscountCode({ code: 'OK1', kind: 'percent', value: 'nope', startsAt: 'not a date' }, known).errors.startsAt).toBeDefined();
  });
});
