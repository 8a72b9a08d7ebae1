// Pure wishlist rules (spec 1 §4, §9; spec 3 §4): toggle, expiry, the pending action stored by an
// anonymous click and the sign-in URL that brings the shopper back to replay it.

import { choiceValue, type VariantChoice } from '#core/cart/cart-item.ts';
import { PENDING_ACTION_MAX_AGE_MS, PRICE_CHANGE_THRESHOLD, WISHLIST_ITEM_EXPIRY_MS } from '#core/constants.ts';
import { AUTH_SIGNIN } from '#core/paths/routes.ts';
import { effectivePrice } from '#core/products/price-display.ts';
import { availableStock, type Product } from '#core/products/product.ts';
import { wishlistItemKey, type WishlistChoice, type WishlistItem } from './wishlist-item.ts';

/** The query flag on the sign-in callback that says "a wishlist action waits for you". */
export const WISHLIST_CALLBACK_FLAG = 'wishlist';

export interface WishlistOptions {
  color?: VariantChoice | null;
  size?: VariantChoice | null;
}

function toChoice(choice: VariantChoice | null | undefined): WishlistChoice | null {
  const value = choiceValue(choice);
  if (value === null) return null;
  const label = typeof choice === 'object' && choice !== null && choice.label ? choice.label : value;
  return { value, label };
}

export function buildWishlistItem(product: Product, options: WishlistOptions, now: number): WishlistItem {
  const color = toChoice(options.color);
  const size = toChoice(options.size);
  return {
    id: product.id,
    product_id: product.id,
    collection: product.collection,
    site: product.site,
    color,
    size,
    addedAt: new Date(now).toISOString(),
    price: effectivePrice(product),
    stock: availableStock(product, color?.value, size?.value),
    name: product.name,
    image: product.image,
    subtitle: product.subtitle || undefined,
  };
}

export function isInWishlist(items: readonly WishlistItem[], productId: string, options: WishlistOptions = {}): boolean {
  const key = wishlistItemKey({ id: productId, color: toChoice(options.color), size: toChoice(options.size) });
  return items.some((i) => wishlistItemKey(i) === key);
}

/** Adds the item, ignoring a duplicate (same identity already there). */
export function addToWishlistItems(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  const key = wishlistItemKey(item);
  return items.some((i) => wishlistItemKey(i) === key) ? [...items] : [...items, item];
}

export function removeWishlistItem(items: readonly WishlistItem[], key: string): WishlistItem[] {
  return items.filter((i) => wishlistItemKey(i) !== key);
}

/** Removes the product in this colour and size when listed, adds it otherwise. */
export function toggleWishlistItems(items: readonly WishlistItem[], product: Product, options: WishlistOptions, now: number): { items: WishlistItem[]; added: boolean } {
  const item = buildWishlistItem(product, options, now);
  const key = wishlistItemKey(item);
  if (items.some((i) => wishlistItemKey(i) === key)) return { items: removeWishlistItem(items, key), added: false };
  return { items: [...items, item], added: true };
}

export function isWishlistItemExpired(item: Pick<WishlistItem, 'addedAt'>, now: number): boolean {
  const added = Date.parse(item.addedAt);
  return !Number.isFinite(added) || now - added > WISHLIST_ITEM_EXPIRY_MS;
}

/** Drops items older than 30 days (spec 1 §9). */
export function removeExpiredWishlistItems(items: readonly WishlistItem[], now: number): WishlistItem[] {
  return items.filter((item) => !isWishlistItemExpired(item, now));
}

/** Union by identity at sign-in; an item in both keeps the earlier addedAt (it was wished first). */
export function mergeWishlists(server: readonly WishlistItem[], local: readonly WishlistItem[]): WishlistItem[] {
  const merged = new Map<string, WishlistItem>();
  for (const item of server) merged.set(wishlistItemKey(item), item);
  for (const item of local) {
    const key = wishlistItemKey(item);
    const held = merged.get(key);
    if (!held || Date.parse(item.addedAt) < Date.parse(held.addedAt)) merged.set(key, item);
  }
  return [...merged.values()];
}

/**
 * What an anonymous wishlist click leaves behind before going to sign-in (spec 3 §4): a toggle of
 * this product, or opening the wishlist panel (toggle_overlay), with when it happened.
 */
export type PendingWishlistAction =
  | { type: 'toggle'; product: Product; options: WishlistOptions; timestamp: number }
  | { type: 'toggle_overlay'; timestamp: number };

/** Spec 1 §4: replayed only when under 10 minutes old. */
export function isPendingActionValid(action: Pick<PendingWishlistAction, 'timestamp'>, now: number): boolean {
  return Number.isFinite(action.timestamp) && now - action.timestamp >= 0 && now - action.timestamp < PENDING_ACTION_MAX_AGE_MS;
}

/** A stored pending action, or null when it is not one (anything read from storage is untrusted). */
export function parsePendingAction(raw: unknown): PendingWishlistAction | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  if (typeof value.timestamp !== 'number') return null;
  if (value.type === 'toggle_overlay') return { type: 'toggle_overlay', timestamp: value.timestamp };
  if (value.type !== 'toggle' || typeof value.product !== 'object' || value.product === null) return null;
  const product = value.product as Product;
  if (typeof product.id !== 'string' || product.id === '') return null;
  const options = (typeof value.options === 'object' && value.options !== null ? value.options : {}) as WishlistOptions;
  return { type: 'toggle', product, options, timestamp: value.timestamp };
}

/**
 * The sign-in link that comes back to `currentPath` with the wishlist flag set, so the page knows
 * to replay the pending action (an existing flag is not doubled).
 */
export function wishlistSignInUrl(currentPath: string): string {
  const url = new URL(currentPath || '/', 'http://callback.invalid');
  url.searchParams.set(WISHLIST_CALLBACK_FLAG, '1');
  const callback = `${url.pathname}${url.search}${url.hash}`;
  return `${AUTH_SIGNIN}?callbackURL=${encodeURIComponent(callback)}`;
}

/** Whether this URL came back from a wishlist sign-in (and the flag to strip from it). */
export function hasWishlistFlag(search: string): boolean {
  return new URLSearchParams(search).has(WISHLIST_CALLBACK_FLAG);
}

/**
 * A wishlist item against its product as stored now (null: not found), with the cart's refresh
 * fields but no quantity (spec 1 §3): unavailable when not found, inactive or out of stock.
 */
export function refreshWishlistItem(item: WishlistItem, product: Product | null, now: number): WishlistItem {
  const base: WishlistItem = { ...item, lastRefreshed: now, refreshError: null };
  if (!product || !product.isActive) return { ...base, isAvailable: false, currentStock: 0 };
  const stock = availableStock(product, item.color?.value, item.size?.value);
  const currentPrice = effectivePrice(product);
  return {
    ...base,
    currentPrice,
    currentStock: stock,
    currentName: product.name,
    currentImage: product.image,
    priceChanged: Math.abs(currentPrice - item.price) - PRICE_CHANGE_THRESHOLD > 1e-9,
    nameChanged: product.name !== item.name,
    imageChanged: (product.image ?? null) !== (item.image ?? null),
    stockChanged: stock !== item.stock,
    isAvailable: stock === null || stock > 0,
    originalPrice: item.price,
    originalStock: item.stock,
  };
}
