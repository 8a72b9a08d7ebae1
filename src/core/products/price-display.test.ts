import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectivePrice, formatPrice, hasValidDiscount, priceDisplay } from './price-display.ts';

describe('price display', () => {
  it('shows a discount only when positive and lower than the price, with rounded percent off', () => {
    expect(priceDisplay({ price: 30, discount_price: 20, price_prefix: '€' })).toEqual({
      price: 20,
      listPrice: 30,
      hasDiscount: true,
      percentOff: 33,
      formatted: '€20.00',
      formattedList: '€30.00',
    });
    expect(priceDisplay({ price: 30, discount_price: 30, price_prefix: '$' }).hasDiscount).toBe(false);
    expect(priceDisplay({ price: 30, discount_price: 0, price_prefix: '$' }).hasDiscount).toBe(false);
    expect(priceDisplay({ price: 30, discount_price: -5, price_prefix: '$' }).percentOff).toBe(0);
    expect(priceDisplay({ price: 30, discount_price: null, price_prefix: '$' }).formatted).toBe('$30.00');
    expect(priceDisplay({ price: 40, discount_price: 30, price_prefix: '$' }).percentOff).toBe(25);
    expect(priceDisplay({ price: 3, discount_price: 2, price_prefix: '$' }).percentOff).toBe(33);
    expect(priceDisplay({ price: 8, discount_price: 1, price_prefix: '$' }).percentOff).toBe(88);
  });

  it('formats to 2 decimals with the prefix', () => {
    expect(formatPrice(19.999)).toBe('$20.00');
    expect(formatPrice(0.5, '£')).toBe('£0.50');
    expect(formatPrice(-3, '$')).toBe('-$3.00');
    expect(formatPrice(Number.NaN)).toBe('$0.00');
  });

  it('charges the discount price when it counts', () => {
    expect(effectivePrice({ price: 10, discount_price: 8 })).toBe(8);
    expect(effectivePrice({ price: 10, discount_price: 12 })).toBe(10);
    expect(hasValidDiscount(10, Number.NaN)).toBe(false);
  });

  it('never shows a percent off outside 1..100 (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), fc.double({ min: -10, max: 1e6, noNaN: true }), (price, discount) => {
        const d = priceDisplay({ price, discount_price: discount, price_prefix: '$' });
        if (d.hasDiscount) {
          expect(d.price).toBeLessThan(price);
          expect(d.percentOff).toBeGreaterThanOrEqual(0);
          expect(d.percentOff).toBeLessThanOrEqual(100);
        } else {
          expect(d.price).toBe(price);
        }
      }),
    );
  });
});
