import { describe, expect, it } from 'vitest';
import { ISO_COUNTRY_CODES } from './countries.ts';
import { gramsToKilograms, kilogramsToGrams, shopCountryOptions, typedList } from './screen-messages.ts';

describe('the shop rules screens’ typed values', () => {
  it('reads kilograms as whole grams and back, refusing more than 3 decimals or a negative weight', () => {
    expect(kilogramsToGrams('1.25')).toBe(1250);
    expect(kilogramsToGrams(' 0,5 ')).toBe(500);
    expect(kilogramsToGrams('2')).toBe(2000);
    expect(kilogramsToGrams('0.0005')).toBeNull();
    expect(kilogramsToGrams('-1')).toBeNull();
    expect(kilogramsToGrams('')).toBeNull();
    for (const grams of [0, 1, 500, 1250, 2000, 10_250]) expect(kilogramsToGrams(gramsToKilograms(grams))).toBe(grams);
    expect(gramsToKilograms(1250)).toBe('1.25');
  });

  it('splits lists typed one per line or with commas', () => {
    expect(typedList('35*, 38*\n SW1A 1AA \n\n,')).toEqual(['35*', '38*', 'SW1A 1AA']);
  });

  it('offers every country a rule may name, by its English name', () => {
    const options = shopCountryOptions();
    expect(options).toHaveLength(ISO_COUNTRY_CODES.length + 1);
    expect(options.find((option) => option.value === 'DE')?.label).toBe('Germany');
    expect(options.some((option) => option.value === 'XK')).toBe(true);
  });
});
