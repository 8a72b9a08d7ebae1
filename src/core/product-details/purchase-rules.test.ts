import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeProduct } from '../products/product.ts';
import { DEFAULT_MAX_QUANTITY } from '../cart/cart-constants.ts';
import { TEE_COLORS, TEE_SIZES } from '../testing/tee-variants.ts';
import { clampQuantity, defaultSelection, maxQuantity, selectionStockLevel } from './purchase-rules.ts';

const tee = normalizeProduct({
  id: 'tee',
  name: 'Tee',
  price: 20,
  stock: 30,
  colors: TEE_COLORS,
  sizes: TEE_SIZES,
  variant_stock: JSON.stringify([
    { color_value: 'white', size_value: 's', stock: 12 },
    { color_value: 'white', size_value: 'm', stock: 4 },
    { color_value: 'sage', size_value: 's', stock: 0 },
  ]),
})!;
const plain = normalizeProduct({ id: 'mug', name: 'Mug', price: 9, stock: 3 })!;

describe('product page selection', () => {
  it('defaults to the first colour and the first size', () => {
    expect(defaultSelection(tee)).toEqual({ color: 'white', size: 's' });
    expect(defaultSelection(plain)).toEqual({ color: null, size: null });
  });

  it("caps the quantity at the chosen variant's stock, 10 with no choice", () => {
    expect(maxQuantity(tee, { color: 'white', size: 's' })).toBe(12);
    expect(maxQuantity(tee, { color: 'white', size: 'm' })).toBe(4);
    expect(maxQuantity(plain, { color: null, size: null })).toBe(DEFAULT_MAX_QUANTITY);
  });

  it('tells out of stock (no matching entry too), low stock at 5 or fewer, else nothing', () => {
    expect(selectionStockLevel(tee, { color: 'sage', size: 's' })).toBe('out');
    expect(selectionStockLevel(tee, { color: 'sage', size: 'm' })).toBe('out');
    expect(selectionStockLevel(tee, { color: 'white', size: 'm' })).toBe('low');
    expect(selectionStockLevel(tee, { color: 'white', size: 's' })).toBe('in');
    expect(selectionStockLevel(plain, { color: null, size: null })).toBe('low');
  });

  it('clamps typed values to 1..max as whole numbers', () => {
    expect([clampQuantity('0', 4), clampQuantity('-3', 4), clampQuantity('2.7', 4), clampQuantity('99', 4), clampQuantity('', 4), clampQuantity('abc', 4), clampQuantity(3, 4)]).toEqual([1, 1, 2, 4, 1, 1, 3]);
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), fc.integer({ min: 0, max: 1000 }), (value, max) => {
        const quantity = clampQuantity(value, max);
        return Number.isInteger(quantity) && quantity >= 1 && quantity <= Math.max(1, max);
      }),
    );
  });
});
