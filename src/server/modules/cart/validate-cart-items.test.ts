import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '#core/cart/cart-constants.ts';
import { product } from '#core/cart/test-fixtures.ts';
import { availableStock, type Product } from '#core/products/product.ts';
import { productRefKey } from './read-products.public.ts';
import { readCartLines, validateCartLines } from './validate-cart-items.public.ts';

const NOW = Date.UTC(2026, 5, 1);

const catalogue: Product[] = [
  product({ id: 'a', price: 10, discount_price: 8, stock: 5 }),
  product({ id: 'b', price: 3, stock: null }),
  product({
    id: 'c',
    price: 30,
    stock: 9,
    colors: [{ value: 'red', label: 'Red', hex: '' }],
    sizes: [{ value: 'm', label: 'M' }],
    variant_stock: [{ color_value: 'red', size_value: 'm', stock: 2 }],
  }),
];
const products = new Map(catalogue.map((p) => [productRefKey({ id: p.id, collection: p.collection }), p]));

describe('server cart validation (property)', () => {
  it('stores only known products at their own price, with integer quantities between 1 and the stock', () => {
    const anyQuantity = fc.oneof(fc.integer({ min: -1e6, max: 1e12 }), fc.double(), fc.string(), fc.constant(null), fc.constant(Number.MAX_SAFE_INTEGER));
    const anyLine = fc.record({
      id: fc.oneof(fc.constantFrom('a', 'b', 'c', 'zzz'), fc.string()),
      quantity: anyQuantity,
      price: fc.double(),
      name: fc.string(),
      color: fc.oneof(fc.constant(undefined), fc.constantFrom('red', 'blue'), fc.record({ value: fc.constantFrom('red', 'x') })),
      size: fc.oneof(fc.constant(undefined), fc.constantFrom('m', 's')),
    });
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 20 }), (lines) => {
        const stored = validateCartLines(readCartLines(lines, NOW), products, NOW);
        for (const item of stored) {
          const p = catalogue.find((c) => c.id === item.id)!;
          expect(p).toBeDefined();
          expect(item.price).toBe(p.discount_price && p.discount_price < p.price ? p.discount_price : p.price);
          expect(item.name).toBe(p.name);
          expect(Number.isInteger(item.quantity)).toBe(true);
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          const stock = availableStock(p, (item.color as { value: string } | null)?.value, (item.size as { value: string } | null)?.value);
          expect(item.quantity).toBeLessThanOrEqual(stock ?? MAX_LINE_QUANTITY);
        }
      }),
    );
  });

  it('keeps the client’s addedAt, never one in the future', () => {
    const [line] = readCartLines([{ id: 'a', quantity: 1, addedAt: NOW + 1e9 }], NOW);
    expect(line?.addedAt).toBe(NOW);
    const [past] = readCartLines([{ id: 'a', quantity: 1, addedAt: NOW - 5 }], NOW);
    expect(past?.addedAt).toBe(NOW - 5);
  });
});
