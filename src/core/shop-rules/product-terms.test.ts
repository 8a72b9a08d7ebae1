import { describe, expect, it } from 'vitest';
import { digitalFieldProblem, productShopTermsOf, taxClassFieldProblem, weightGramsOf } from './product-terms.ts';

describe('a product’s shop terms', () => {
  it('reads kilograms as whole grams, the class and the digital flag', () => {
    expect(productShopTermsOf({ shipping_weight: '1.25', tax_class: 'reduced' })).toEqual({ weightGrams: 1250, taxClass: 'reduced', digital: false });
    expect(productShopTermsOf({ shipping_weight: 0.001 })).toEqual({ weightGrams: 1, taxClass: 'standard', digital: false });
    expect(productShopTermsOf({ shipping_weight: 3, is_digital: 'true', tax_class: 'zero' })).toEqual({ weightGrams: 0, taxClass: 'zero', digital: true });
    expect(productShopTermsOf({})).toEqual({ weightGrams: 0, taxClass: 'standard', digital: false });
    expect(weightGramsOf('heavy')).toBe(0);
    expect(weightGramsOf(-2)).toBe(0);
    expect(weightGramsOf(1.005)).toBe(1005);
  });

  it('checks the fields for the product rules', () => {
    expect(taxClassFieldProblem('reduced')).toBeNull();
    expect(taxClassFieldProblem('')).toBeNull();
    expect(taxClassFieldProblem('luxury')).not.toBeNull();
    expect(digitalFieldProblem(true)).toBeNull();
    expect(digitalFieldProblem('no')).toBeNull();
    expect(digitalFieldProblem('maybe')).not.toBeNull();
  });
});
