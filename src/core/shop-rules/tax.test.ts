import { describe, expect, it } from 'vitest';
import { checkTaxRateRule, classRatesFor, percentToPpm, ppmToPercent, taxClassOf, TAX_RATE_INVALID, type TaxRateRule } from './tax.ts';

describe('tax rates', () => {
  it('reads percents as parts per million, exactly, and writes them back', () => {
    expect(percentToPpm('19')).toBe(190_000);
    expect(percentToPpm('8.875')).toBe(88_750);
    expect(percentToPpm(7.7)).toBe(77_000);
    expect(percentToPpm('100')).toBe(1_000_000);
    expect(percentToPpm('0')).toBe(0);
    for (const bad of ['100.0001', '-1', '1e2', '19.12345', '', 'abc', null]) expect(percentToPpm(bad)).toBeNull();
    expect(ppmToPercent(88_750)).toBe('8.875');
    expect(ppmToPercent(190_000)).toBe('19');
    expect(ppmToPercent(5)).toBe('0.0005');
  });

  it('picks the region’s rule over the country’s, per class; a class without a rule is 0 %, zero always', () => {
    const rules: TaxRateRule[] = [
      { country: 'US', region: null, taxClass: 'standard', ratePpm: 0 },
      { country: 'US', region: 'US-NY', taxClass: 'standard', ratePpm: 88_750 },
      { country: 'DE', region: null, taxClass: 'standard', ratePpm: 190_000 },
      { country: 'DE', region: null, taxClass: 'reduced', ratePpm: 70_000 },
    ];
    expect(classRatesFor(rules, 'US', 'NY')).toEqual({ standard: 88_750, reduced: 0, zero: 0 });
    expect(classRatesFor(rules, 'US', 'US-CA')).toEqual({ standard: 0, reduced: 0, zero: 0 });
    expect(classRatesFor(rules, 'de')).toEqual({ standard: 190_000, reduced: 70_000, zero: 0 });
    expect(classRatesFor(rules, 'FR')).toEqual({ standard: 0, reduced: 0, zero: 0 });
    expect(classRatesFor(rules, 'nowhere')).toEqual({ standard: 0, reduced: 0, zero: 0 });
  });

  it('checks an owner’s rate with field errors', () => {
    expect(checkTaxRateRule({ country: 'us', region: 'ny', taxClass: 'standard', rate: '8.875' })).toEqual({ rule: { country: 'US', region: 'US-NY', taxClass: 'standard', ratePpm: 88_750 }, errors: {} });
    expect(checkTaxRateRule({ country: 'DE', rate: 19 }).rule).toEqual({ country: 'DE', region: null, taxClass: 'standard', ratePpm: 190_000 });
    const bad = checkTaxRateRule({ country: 'XX', taxClass: 'zero', rate: '120' });
    expect(bad.rule).toBeNull();
    expect(Object.keys(bad.errors).sort()).toEqual(['country', 'rate', 'taxClass']);
    expect(bad.errors.rate).toEqual([TAX_RATE_INVALID]);
    expect(checkTaxRateRule({ country: 'US', region: 'DE-BY', rate: 1 }).errors.region).toBeDefined();
  });

  it('reads a product’s class, standard when unset or unknown', () => {
    expect(taxClassOf('reduced')).toBe('reduced');
    expect(taxClassOf(undefined)).toBe('standard');
    expect(taxClassOf('luxury')).toBe('standard');
  });
});
