import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CURRENCY,
  SITE_CURRENCIES,
  SITE_CURRENCY_CODES,
  currencyOf,
  decimalStringToMinor,
  formatDecimalMoney,
  formatMoney,
  isSiteCurrency,
  minorToDecimalString,
  minorUnitExponent,
  toMinorUnits,
} from './currency.ts';

const TWO_DECIMALS = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR'] as const;

describe('the seven currencies', () => {
  it('are the spec’s, with their symbols; the yen alone has no minor unit', () => {
    expect(SITE_CURRENCY_CODES).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'INR']);
    expect(SITE_CURRENCY_CODES.map((code) => SITE_CURRENCIES[code].symbol)).toEqual(['$', '€', '£', '¥', 'CA$', 'AU$', '₹']);
    for (const code of TWO_DECIMALS) expect(minorUnitExponent(code)).toBe(2);
    expect(minorUnitExponent('JPY')).toBe(0);
  });

  it('agree with Intl on each one’s minor units (formatting reads Intl’s)', () => {
    for (const code of SITE_CURRENCY_CODES) {
      expect(new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits).toBe(minorUnitExponent(code));
    }
  });

  it('knows its codes in any case; anything else is not one, and reads as the default', () => {
    expect(isSiteCurrency('EUR')).toBe(true);
    expect(isSiteCurrency('eur')).toBe(false);
    expect(isSiteCurrency('XYZ')).toBe(false);
    expect(isSiteCurrency('toString')).toBe(false);
    expect(currencyOf('jpy')).toBe('JPY');
    expect(currencyOf('XYZ')).toBe(DEFAULT_CURRENCY);
    expect(currencyOf(undefined)).toBe('USD');
  });
});

describe('toMinorUnits', () => {
  it('counts cents for two-decimal currencies and whole yen for JPY', () => {
    for (const code of TWO_DECIMALS) {
      expect(toMinorUnits(12.5, code)).toBe(1250);
      expect(toMinorUnits(1200, code)).toBe(120000);
    }
    expect(toMinorUnits(1200, 'JPY')).toBe(1200);
    expect(toMinorUnits(0, 'JPY')).toBe(0);
  });

  it('is not fooled by binary noise: half a minor unit rounds up', () => {
    expect(toMinorUnits(1.005, 'USD')).toBe(101);
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinorUnits(19.99, 'GBP')).toBe(1999);
    expect(toMinorUnits(12.5, 'JPY')).toBe(13);
    expect(toMinorUnits(12.49, 'JPY')).toBe(12);
  });

  it('is exact for every price of at most the currency’s decimals (property)', () => {
    for (const code of SITE_CURRENCY_CODES) {
      const exponent = minorUnitExponent(code);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 99_999_999 }), (minor) => {
          const decimal = Number(minorToDecimalString(minor, code));
          expect(toMinorUnits(decimal, code)).toBe(minor);
          expect(toMinorUnits(minor / 10 ** exponent, code)).toBe(minor);
        }),
      );
    }
  });
});

describe('minorToDecimalString and decimalStringToMinor', () => {
  it('write what providers take', () => {
    expect(minorToDecimalString(1200, 'JPY')).toBe('1200');
    expect(minorToDecimalString(1200, 'USD')).toBe('12.00');
    expect(minorToDecimalString(5, 'EUR')).toBe('0.05');
    expect(minorToDecimalString(0, 'GBP')).toBe('0.00');
    expect(minorToDecimalString(-250, 'CAD')).toBe('-2.50');
    expect(minorToDecimalString(7, 'JPY')).toBe('7');
  });

  it('read what providers send, by the currency’s exponent', () => {
    expect(decimalStringToMinor('1200', 'JPY')).toBe(1200);
    expect(decimalStringToMinor('1200', 'USD')).toBe(120000);
    expect(decimalStringToMinor('12.5', 'AUD')).toBe(1250);
    expect(decimalStringToMinor('12.50', 'INR')).toBe(1250);
    expect(decimalStringToMinor('0.05', 'USD')).toBe(5);
  });

  it('refuse what is no amount in that currency', () => {
    expect(decimalStringToMinor('12.5', 'JPY')).toBeNull();
    expect(decimalStringToMinor('12.505', 'USD')).toBeNull();
    expect(decimalStringToMinor('', 'USD')).toBeNull();
    expect(decimalStringToMinor(undefined, 'USD')).toBeNull();
    expect(decimalStringToMinor('1e3', 'USD')).toBeNull();
    expect(decimalStringToMinor('12,50', 'EUR')).toBeNull();
    expect(decimalStringToMinor(' 12', 'USD')).toBeNull();
  });

  it('round-trip every amount in all seven (property)', () => {
    for (const code of SITE_CURRENCY_CODES) {
      fc.assert(
        fc.property(fc.integer({ min: -2_147_483_647, max: 2_147_483_647 }), (minor) => {
          expect(decimalStringToMinor(minorToDecimalString(minor, code), code)).toBe(minor);
        }),
      );
    }
  });
});

describe('formatMoney', () => {
  it('formats by Intl in the site’s language, with the currency’s decimals', () => {
    const nbsp = /\u00a0|\u202f/g;
    expect(formatMoney(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatMoney(1250, 'EUR', 'de').replace(nbsp, ' ')).toBe('12,50 €');
    expect(formatMoney(1250, 'EUR', 'fr').replace(nbsp, ' ')).toBe('12,50 €');
    expect(formatMoney(1250, 'GBP', 'en')).toBe('£12.50');
    expect(formatMoney(1200, 'JPY', 'en')).toBe('¥1,200');
    expect(formatMoney(1200, 'JPY', 'ja')).toBe('￥1,200');
    expect(formatMoney(1250, 'CAD', 'en')).toBe('CA$12.50');
    expect(formatMoney(1250, 'AUD', 'en')).toBe('A$12.50');
    expect(formatMoney(12345678, 'INR', 'en')).toBe('₹123,456.78');
  });

  it('takes the site’s language tags as they are stored, and falls back to English for a broken one', () => {
    expect(formatMoney(1250, 'EUR', 'zh-cn')).toBe('€12.50');
    expect(formatMoney(1250, 'USD', 'not a tag!')).toBe('$12.50');
    expect(formatMoney(1250, '$', 'en')).toBe('$12.50');
    expect(formatMoney(Number.NaN, 'USD', 'en')).toBe('$0.00');
  });

  it('shows exactly the amount charged, for every amount in all seven (property)', () => {
    for (const code of SITE_CURRENCY_CODES) {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 99_999_999 }), (minor) => {
          const digits = formatMoney(minor, code, 'en').replace(/[^\d]/g, '');
          expect(Number(digits)).toBe(minor);
        }),
      );
    }
  });

  it('formats a product’s decimal price as it will be charged', () => {
    expect(formatDecimalMoney(1200, 'JPY', 'en')).toBe('¥1,200');
    expect(formatDecimalMoney(19.99, 'USD', 'en')).toBe('$19.99');
    expect(formatDecimalMoney(Number.NaN, 'USD', 'en')).toBe('$0.00');
    expect(formatDecimalMoney(12.5, 'JPY', 'en')).toBe('¥13');
    expect(formatDecimalMoney(0.1 + 0.2, 'EUR', 'en')).toBe('€0.30');
    expect(formatDecimalMoney(1.15 * 3, 'USD', 'en')).toBe('$3.45');
  });
});
