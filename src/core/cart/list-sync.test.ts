import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartItemKey, type CartItem } from './cart-item.ts';
import { mergeCarts, newestWins } from './list-sync.ts';
import { line } from './test-fixtures.ts';

describe('newest wins across tabs', () => {
  it('takes the copy with the newer update timestamp, keeping the held one on a tie', () => {
    const held = { items: [1], updatedAt: 10 };
    expect(newestWins(held, { items: [2], updatedAt: 11 }).items).toEqual([2]);
    expect(newestWins(held, { items: [2], updatedAt: 9 })).toBe(held);
    expect(newestWins(held, { items: [2], updatedAt: 10 })).toBe(held);
  });

  it('converges: whatever order copies arrive in, every tab ends with the newest (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 8 }), (stamps) => {
        const copies = stamps.map((updatedAt) => ({ items: [updatedAt], updatedAt }));
        const newest = Math.max(...stamps);
        const forward = copies.reduce((held, c) => newestWins(held, c), { items: [] as number[], updatedAt: -1 });
        const backward = [...copies].reverse().reduce((held, c) => newestWins(held, c), { items: [] as number[], updatedAt: -1 });
        expect(forward.updatedAt).toBe(newest);
        expect(backward.updatedAt).toBe(newest);
      }),
    );
  });
});

describe('sign-in merge of server and local carts', () => {
  it('is the union by identity; the same line keeps the newer addedAt’s quantity, capped by its stock', () => {
    const server = [line({ id: 'a', quantity: 1, addedAt: 100 }), line({ id: 'b', quantity: 4, addedAt: 300, stock: 10 })];
    const local = [line({ id: 'b', quantity: 9, addedAt: 200 }), line({ id: 'c', quantity: 12, addedAt: 50, stock: 5 })];
    const merged = mergeCarts(server, local);
    expect(merged.map((i) => [i.id, i.quantity])).toEqual([
      ['a', 1],
      ['b', 4],
      ['c', 5],
    ]);
    const newerLocal = mergeCarts(server, [line({ id: 'b', quantity: 7, addedAt: 400, stock: 10 })]);
    expect(newerLocal.find((i) => i.id === 'b')?.quantity).toBe(7);
  });

  it('caps a variant line by its variant stock and never goes below 1', () => {
    const merged = mergeCarts([line({ color: 'red', quantity: 6, variantStock: 2, stock: 10 })], [line({ id: 'z', quantity: 3, stock: 0 })]);
    expect(merged.map((i) => i.quantity)).toEqual([2, 1]);
  });

  const arbitraryLine = fc
    .record({ id: fc.constantFrom('a', 'b', 'c'), color: fc.constantFrom('red', 'blue', null), quantity: fc.integer({ min: 1, max: 20 }), addedAt: fc.integer({ min: 0, max: 1000 }), stock: fc.option(fc.integer({ min: 1, max: 15 })) })
    .map((f) => line({ ...f, product_id: f.id }));
  const uniqueLines = fc.uniqueArray(arbitraryLine, { selector: (i: CartItem) => cartItemKey(i), maxLength: 6 });

  it('holds every identity of either side exactly once, quantities within 1..stock (property)', () => {
    fc.assert(
      fc.property(uniqueLines, uniqueLines, (server, local) => {
        const merged = mergeCarts(server, local);
        const keys = merged.map(cartItemKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set([...server, ...local].map(cartItemKey)));
        for (const item of merged) {
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          if (typeof item.stock === 'number') expect(item.quantity).toBeLessThanOrEqual(Math.max(1, item.stock));
        }
      }),
    );
  });

  it('is idempotent: merging a merged cart with either side changes nothing (property)', () => {
    fc.assert(
      fc.property(uniqueLines, uniqueLines, (server, local) => {
        const merged = mergeCarts(server, local);
        expect(mergeCarts(merged, local)).toEqual(merged);
        expect(mergeCarts(merged, merged)).toEqual(merged);
      }),
    );
  });
});
