import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartCount, removeExpiredCartItems } from '#core/cart/cart.ts';
import { removeExpiredWishlistItems } from '#core/wishlist/wishlist.ts';
import { CART_ITEM_EXPIRY_MS, WISHLIST_ITEM_EXPIRY_MS } from '#core/constants.ts';
import { isCartItem, isWishlistItem } from '#web/storefront/is-list-item.ts';
import { countCartItems, countWishlistItems } from './stored-list-count.ts';

const NOW = 1_800_000_000_000;

describe('the navigation badge counts agree with the cart and wishlist rules of src/core', () => {
  it('cart: the sum of quantities of unexpired, well-formed lines', () => {
    const line = fc.record({
      id: fc.constantFrom('a', 'b', ''),
      price: fc.oneof(fc.double({ min: 0, max: 100, noNaN: true }), fc.constant('x' as unknown as number)),
      quantity: fc.integer({ min: 0, max: 200 }),
      addedAt: fc.integer({ min: NOW - 2 * CART_ITEM_EXPIRY_MS, max: NOW }),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(line, fc.constant(null), fc.constant('junk'))), (items) => {
        expect(countCartItems(items, NOW)).toBe(cartCount(removeExpiredCartItems((items as unknown[]).filter(isCartItem), NOW)));
      }),
    );
  });

  it('wishlist: the number of unexpired, well-formed items', () => {
    const item = fc.record({
      id: fc.constantFrom('a', 'b', ''),
      addedAt: fc.oneof(
        fc.integer({ min: NOW - 2 * WISHLIST_ITEM_EXPIRY_MS, max: NOW }).map((ms) => new Date(ms).toISOString()),
        fc.constant('not a date'),
      ),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(item, fc.constant(null))), (items) => {
        expect(countWishlistItems(items, NOW)).toBe(removeExpiredWishlistItems((items as unknown[]).filter(isWishlistItem), NOW).length);
      }),
    );
  });
});
