// Shape checks for items read from storage or another tab: anything else is dropped, never trusted.

import type { CartItem } from '#core/cart/cart-item.ts';
import type { WishlistItem } from '#core/wishlist/wishlist-item.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isCartItem(value: unknown): value is CartItem {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    value.id !== '' &&
    typeof value.price === 'number' &&
    typeof value.quantity === 'number' &&
    Number.isFinite(value.quantity) &&
    typeof value.addedAt === 'number'
  );
}

export function isWishlistItem(value: unknown): value is WishlistItem {
  return isObject(value) && typeof value.id === 'string' && value.id !== '' && typeof value.addedAt === 'string';
}
