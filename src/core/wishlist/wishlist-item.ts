// The wishlist item of spec 1 §3 and its identity (the cart's: product id + colour + size).

import { cartItemKey, type RefreshedItemFields } from '#core/cart/cart-item.ts';

export interface WishlistChoice {
  value: string;
  label: string;
}

/** Refresh-derived fields are the cart's without quantity. */
export interface WishlistItem extends RefreshedItemFields {
  /** Product id; with colour and size it makes the item's identity. */
  id: string;
  product_id: string;
  /** Default 'products'. */
  collection: string;
  /** Site unique id the product belongs to, when known. */
  site: string | null;
  color: WishlistChoice | null;
  size: WishlistChoice | null;
  /** ISO date of the add; drives the 30-day expiry. */
  addedAt: string;
  price: number;
  stock: number | null;
  name: string;
  image: string | null;
  subtitle?: string;
  /** List price before a refresh changed it. */
  originalPrice?: number;
}

export function wishlistItemKey(item: Pick<WishlistItem, 'id' | 'color' | 'size'>): string {
  return cartItemKey(item);
}
