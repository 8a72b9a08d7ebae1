import { describe, expect, it } from 'vitest';
import { MAX_PRICE, PRICE_NOT_A_NUMBER, PRICE_TOO_PRECISE, maxPerOrderInvalid, maxPerOrderOf, priceOutOfRange, priceProblem, productFieldErrors } from './product-rules.ts';

describe('the money rule of a product', () => {
  it('takes whole cents from 0 to 1,000,000, as numbers or decimal text, and empty as no price', () => {
    for (const ok of [0, 12, 12.5, 12.99, '12.50', ' 7 ', MAX_PRICE, 0.1 + 0.2, 19.99 * 3, '', null, undefined]) expect(priceProblem(ok), String(ok)).toBeNull();
  });

  it('refuses negatives, huge numbers, fractions of a cent and what is no number', () => {
    const range = priceOutOfRange(MAX_PRICE);
    expect(range).toBe('A price must be between 0 and 1,000,000.');
    expect(priceProblem(-0.01)).toBe(range);
    expect(priceProblem(1e300)).toBe(range);
    expect(priceProblem('1000000.01')).toBe(range);
    expect(priceProblem(12.345)).toBe(PRICE_TOO_PRECISE);
    expect(priceProblem(1.005)).toBe(PRICE_TOO_PRECISE);
    expect(priceProblem('0.001')).toBe(PRICE_TOO_PRECISE);
    expect(priceProblem('abc')).toBe(PRICE_NOT_A_NUMBER);
    expect(priceProblem(Number.NaN)).toBe(PRICE_NOT_A_NUMBER);
    expect(priceProblem(Infinity)).toBe(PRICE_NOT_A_NUMBER);
    expect(priceProblem(true)).toBe(PRICE_NOT_A_NUMBER);
  });

  it('checks the products collection only, and only the fields a write carries', () => {
    expect(productFieldErrors('products', { name: 'x' })).toBeNull();
    expect(productFieldErrors('notes', { price: -1 })).toBeNull();
    expect(productFieldErrors('products', { price: -1, discount_price: 1.234, max_per_order: 0 })).toEqual({
      price: [priceOutOfRange(MAX_PRICE)],
      discount_price: [PRICE_TOO_PRECISE],
      max_per_order: [maxPerOrderInvalid(9999)],
    });
  });

  it('reads a product’s own most-per-order, none when empty or broken', () => {
    expect(maxPerOrderOf({ max_per_order: 3 })).toBe(3);
    expect(maxPerOrderOf({ max_per_order: '5' })).toBe(5);
    expect(maxPerOrderOf({ max_per_order: '' })).toBeNull();
    expect(maxPerOrderOf({ max_per_order: 2.5 })).toBeNull();
    expect(maxPerOrderOf({})).toBeNull();
  });
});
