import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectivePrice, hasValidDiscount, priceDisplay } from './price-display.ts';

const USD = { currency: 'USD', language: 'en' };

describe('price display', () => {
  it('shows a discount only when positive and lower than the price, with rounded percent off', () => {
    expect(priceDisplay({ price: 30, discount_price: 20 }, { currency: 'EUR', language: 'en' })).toEqual({
      price: 20,
      listPrice: 30,
      hasDiscount: true,
      percentOff: 33,
      formatted: '€20.00',
      formattedList: '€30.00',
    });
    expect(priceDisplay({ price: 30, discount_price: 30 }, USD).hasDiscount).toBe(false);
    expect(priceDisplay({ price: 30, discount_price: 0 }, USD).hasDiscount).toBe(false);
    expect(priceDisplay({ price: 30, discount_price: -5 }, USD).percentOff).toBe(0);
    expect(priceDisplay({ price: 30, discount_price: null }, USD).formatted).toBe('$30.00');
    expect(priceDisplay({ price: 40, discount_price: 30 }, USD).percentOff).toBe(25);
    expect(priceDisplay({ price: 3, discount_price: 2 }, USD).percentOff).toBe(33);
    expect(priceDisplay({ price: 8, discount_price: 1 }, USD).percentOff).toBe(88);
  });

  it('formats in the site’s currency for its language, as the price is charged', () => {
    expect(priceDisplay({ price: 19.999, discount_price: null }, USD).formatted).toBe('$20.00');
    expect(priceDisplay({ price: 0.5, discount_price: null }, { currency: 'GBP', language: 'en' }).formatted).toBe('£0.50');
    expect(priceDisplay({ price: 1200, discount_price: 1000 }, { currency: 'JPY', language: 'en' })).toMatchObject({ formatted: '¥1,000', formattedList: '¥1,200' });
    expect(priceDisplay({ price: 49.9, discount_price: null }, { currency: 'EUR', language: 'de' }).formatted.replace(/\u00a0/g, ' ')).toBe('49,90 €');
    expect(priceDisplay({ price: Number.NaN, discount_price: null }, USD).formatted).toBe('$0.00');
  });

  it('charges the discount price when it counts', () => {
    expect(effectivePrice({ price: 10, discount_price: 8 })).toBe(8);
    expect(effectivePrice({ price: 10, discount_price: 12 })).toBe(10);
    expect(hasValidDiscount(10, Number.NaN)).toBe(false);
  });

  it('never shows a percent off outside 1..100 (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), fc.double({ min: -10, max: 1e6, noNaN: true }), (price, discount) => {
        const d = priceDisplay({ price, discount_price: discount }, USD);
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
