import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { product } from '#core/cart/test-fixtures.ts';
import { PENDING_ACTION_MAX_AGE_MS, WISHLIST_ITEM_EXPIRY_MS } from '#core/constants.ts';
import { wishlistItemKey, type WishlistItem } from './wishlist-item.ts';
import {
  addToWishlistItems,
  buildWishlistItem,
  hasWishlistFlag,
  isInWishlist,
  isPendingActionValid,
  isWishlistItemExpired,
  mergeWishlists,
  parsePendingAction,
  removeExpiredWishlistItems,
  refreshWishlistItem,
  removeWishlistItem,
  toggleWishlistItems,
  wishlistSignInUrl,
} from './wishlist.ts';

const NOW = Date.parse('2026-06-01T00:00:00.000Z');

describe('wishlist items', () => {
  it('are built from the product with choices as { value, label }, ISO addedAt and the variant stock', () => {
    const p = product({ discount_price: 12, site: 's1', subtitle: 'Soft', variant_stock: [{ color_value: 'red', size_value: '', stock: 2 }] });
    expect(buildWishlistItem(p, { color: { value: 'red', label: 'Red' } }, NOW)).toEqual({
      id: 'p1',
      product_id: 'p1',
      collection: 'products',
      site: 's1',
      color: { value: 'red', label: 'Red' },
      size: null,
      addedAt: '2026-06-01T00:00:00.000Z',
      price: 12,
      stock: 2,
      name: 'Shirt',
      image: '/shirt.jpg',
      subtitle: 'Soft',
    });
    expect(buildWishlistItem(product(), { size: 'm' }, NOW).size).toEqual({ value: 'm', label: 'm' });
  });

  it('share the cart identity', () => {
    const item = buildWishlistItem(product(), { color: 'red' }, NOW);
    expect(wishlistItemKey(item)).toBe('p1:red:default');
  });

  it('toggle adds then removes; a duplicate add is ignored', () => {
    const { items, added } = toggleWishlistItems([], product(), { color: 'red' }, NOW);
    expect(added).toBe(true);
    expect(isInWishlist(items, 'p1', { color: 'red' })).toBe(true);
    expect(isInWishlist(items, 'p1', { color: 'blue' })).toBe(false);
    expect(addToWishlistItems(items, buildWishlistItem(product(), { color: 'red' }, NOW + 1))).toEqual(items);
    const again = toggleWishlistItems(items, product(), { color: { value: 'red', label: 'Red' } }, NOW);
    expect(again).toEqual({ items: [], added: false });
    expect(removeWishlistItem(items, 'nope')).toEqual(items);
  });

  it('toggling twice gives back the list (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', 'b', 'c'), fc.constantFrom('red', 'blue', null), (id, color) => {
        const start = toggleWishlistItems([], product({ id: 'x' }), {}, NOW).items;
        const once = toggleWishlistItems(start, product({ id }), { color }, NOW);
        const twice = toggleWishlistItems(once.items, product({ id }), { color }, NOW);
        if (once.added) expect(twice.items).toEqual(start);
        else expect(twice.items).toHaveLength(start.length + 1);
      }),
    );
  });

  it('expire after 30 days', () => {
    const at = (ms: number): WishlistItem => buildWishlistItem(product(), {}, ms);
    expect(removeExpiredWishlistItems([at(NOW - WISHLIST_ITEM_EXPIRY_MS), at(NOW - WISHLIST_ITEM_EXPIRY_MS - 1)], NOW)).toHaveLength(1);
    expect(isWishlistItemExpired({ addedAt: 'not a date' }, NOW)).toBe(true);
  });

  it('merge at sign-in by identity, keeping the earlier add', () => {
    const early = buildWishlistItem(product(), {}, NOW - 10);
    const late = buildWishlistItem(product(), {}, NOW);
    const other = buildWishlistItem(product({ id: 'p2' }), {}, NOW);
    expect(mergeWishlists([late], [early, other])).toEqual([early, other]);
    expect(mergeWishlists([early], [late])).toEqual([early]);
  });
});

describe('pending wishlist action', () => {
  it('is valid under 10 minutes', () => {
    expect(isPendingActionValid({ timestamp: NOW }, NOW + PENDING_ACTION_MAX_AGE_MS - 1)).toBe(true);
    expect(isPendingActionValid({ timestamp: NOW }, NOW + PENDING_ACTION_MAX_AGE_MS)).toBe(false);
    expect(isPendingActionValid({ timestamp: NOW + 5 }, NOW)).toBe(false);
  });

  it('parses only well-formed actions', () => {
    expect(parsePendingAction({ type: 'toggle_overlay', timestamp: 1 })).toEqual({ type: 'toggle_overlay', timestamp: 1 });
    const p = product();
    expect(parsePendingAction({ type: 'toggle', product: p, options: { color: 'red' }, timestamp: 1 })).toEqual({ type: 'toggle', product: p, options: { color: 'red' }, timestamp: 1 });
    expect(parsePendingAction({ type: 'toggle', product: p, timestamp: 1 })).toMatchObject({ options: {} });
    expect(parsePendingAction({ type: 'toggle', product: { id: '' }, timestamp: 1 })).toBeNull();
    expect(parsePendingAction({ type: 'toggle', timestamp: 1 })).toBeNull();
    expect(parsePendingAction({ type: 'other', timestamp: 1 })).toBeNull();
    expect(parsePendingAction({ type: 'toggle_overlay' })).toBeNull();
    expect(parsePendingAction('x')).toBeNull();
  });

  it('sends the shopper to sign-in with a callback to this page carrying the wishlist flag', () => {
    expect(wishlistSignInUrl('/site-abc/products?page=2#top')).toBe(`/api/auth/signin?callbackURL=${encodeURIComponent('/site-abc/products?page=2&wishlist=1#top')}`);
    expect(wishlistSignInUrl('/p?wishlist=1')).toBe(`/api/auth/signin?callbackURL=${encodeURIComponent('/p?wishlist=1')}`);
    expect(wishlistSignInUrl('')).toBe(`/api/auth/signin?callbackURL=${encodeURIComponent('/?wishlist=1')}`);
    expect(hasWishlistFlag('?a=1&wishlist=1')).toBe(true);
    expect(hasWishlistFlag('?a=1')).toBe(false);
  });
});

describe('refreshWishlistItem', () => {
  const item = buildWishlistItem(product({ variant_stock: [{ color_value: 'red', size_value: '', stock: 3 }] }), { color: 'red' }, NOW);

  it('marks a missing or inactive product unavailable', () => {
    expect(refreshWishlistItem(item, null, NOW)).toMatchObject({ isAvailable: false, lastRefreshed: NOW });
    expect(refreshWishlistItem(item, product({ isActive: false }), NOW).isAvailable).toBe(false);
  });

  it('reads the variant stock, price, name and image changes', () => {
    const p = product({ name: 'Tee', price: 25, image: null, variant_stock: [{ color_value: 'red', size_value: '', stock: 0 }] });
    expect(refreshWishlistItem(item, p, NOW)).toMatchObject({
      isAvailable: false,
      currentStock: 0,
      stockChanged: true,
      priceChanged: true,
      currentPrice: 25,
      originalPrice: 20,
      originalStock: 3,
      nameChanged: true,
      imageChanged: true,
    });
    expect(refreshWishlistItem(item, product({ price: 20.01, variant_stock: [{ color_value: 'red', size_value: '', stock: 3 }] }), NOW)).toMatchObject({
      isAvailable: true,
      priceChanged: false,
      stockChanged: false,
      nameChanged: false,
    });
  });
});
