import type { Product } from '#core/products/product.ts';
import { wishlistItemKey, type WishlistItem } from '#core/wishlist/wishlist-item.ts';
import { buildWishlistItem, removeExpiredWishlistItems } from '#core/wishlist/wishlist.ts';
import { productRefKey, readLineRef, type ProductRef } from '#server/modules/cart/read-products.public.ts';
import { pickOption } from '#server/modules/cart/validate-cart-items.public.ts';

export interface WishlistLineRequest extends ProductRef {
  color: string | null;
  size: string | null;
  /** Epoch milliseconds. */
  addedAt: number;
}

/** The POSTed wishlist items as requests; not objects, no id or malformed choices dropped, repeats ignored. */
export function readWishlistLines(items: readonly unknown[], now: number): WishlistLineRequest[] {
  const seen = new Set<string>();
  const lines: WishlistLineRequest[] = [];
  for (const raw of items) {
    const ref = readLineRef(raw);
    if (ref === null) continue;
    const { item, id, collection, color, size } = ref;
    const key = wishlistItemKey({ id, color: color === null ? null : { value: color, label: color }, size: size === null ? null : { value: size, label: size } });
    if (seen.has(key)) continue;
    seen.add(key);
    const added = typeof item.addedAt === 'string' ? Date.parse(item.addedAt) : Number.NaN;
    lines.push({ id, collection, color, size, addedAt: Number.isFinite(added) ? Math.min(added, now) : now });
  }
  return lines;
}


/**
 * The wishlist as stored: each item rebuilt from its product (price, name, image, stock from the
 * server), choices among the product's options; unknown or inactive products, unknown options and
 * items older than 30 days dropped.
 */
export function validateWishlistLines(lines: readonly WishlistLineRequest[], products: ReadonlyMap<string, Product>, now: number): WishlistItem[] {
  const items: WishlistItem[] = [];
  for (const line of lines) {
    const product = products.get(productRefKey(line));
    if (!product) continue;
    const color = pickOption(product.colors, line.color);
    const size = pickOption(product.sizes, line.size);
    if (color === undefined || size === undefined) continue;
    items.push(buildWishlistItem(product, { color, size }, line.addedAt));
  }
  return removeExpiredWishlistItems(items, now);
}
