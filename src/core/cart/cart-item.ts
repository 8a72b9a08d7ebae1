// The cart item of spec 1 §3 and its identity. One shape for the product blocks, the drawer, the
// browser store and the server (which stores exactly this, with its own prices).

import type { VariantStockEntry } from '#core/products/product.ts';

/** A chosen colour or size: stored items may hold a plain string or { value, label }. */
export type VariantChoice = string | { value: string; label?: string; hex?: string };

/** Stands in for a missing colour or size in an item's identity (spec 1 §3). */
export const DEFAULT_VARIANT_VALUE = 'default';

export interface CartItem extends RefreshedItemFields {
  /** Product id (the record id); with colour and size it makes the item's identity. */
  id: string;
  /** Same as id: spec 1 §3 names both, and the refresh re-reads `collection`/`product_id`. */
  product_id: string;
  collection: string;
  name: string;
  image: string | null;
  /** The unit price the shopper agreed to (the discount price when it counted). */
  price: number;
  /** List price at the time of adding (struck through when it differs from price). */
  originalPrice?: number;
  discountPrice?: number | null;
  pricePrefix?: string;
  color?: VariantChoice | null;
  size?: VariantChoice | null;
  quantity: number;
  /** Epoch milliseconds of the add (or of the last quantity change); drives the 7-day expiry. */
  addedAt: number;
  /** Product stock when added or last accepted; null when unlimited. */
  stock?: number | null;
  /** Stock of this item's colour × size entry when added; null when the product has none. */
  variantStock?: number | null;
  variant_stock?: VariantStockEntry[];
  /** Set by a refresh that lowered or raised the quantity. */
  quantityAdjusted?: boolean;
  /** Quantity before the refresh lowered or raised it. */
  originalQuantity?: number;
}

/** What a refresh (spec 1 §4) writes on a cart or wishlist item; written by refreshItem. */
export interface RefreshedItemFields {
  currentPrice?: number;
  currentStock?: number | null;
  currentName?: string;
  currentImage?: string | null;
  priceChanged?: boolean;
  nameChanged?: boolean;
  imageChanged?: boolean;
  stockChanged?: boolean;
  isAvailable?: boolean;
  /** Stock before the refresh changed it. */
  originalStock?: number | null;
  /** Epoch milliseconds of the last refresh. */
  lastRefreshed?: number;
  /** Why the last refresh could not read the product (network, server); the item is left as it was. */
  refreshError?: string | null;
}

/** The value of a colour or size choice; null when none is chosen. */
export function choiceValue(choice: VariantChoice | null | undefined): string | null {
  if (choice === null || choice === undefined) return null;
  const value = typeof choice === 'string' ? choice : choice.value;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The label shown for a colour or size choice (its value when it has no label). */
export function choiceLabel(choice: VariantChoice | null | undefined): string | null {
  if (choice === null || choice === undefined) return null;
  if (typeof choice === 'string') return choice || null;
  return choice.label || choiceValue(choice);
}

/**
 * An item's identity: product id + colour value + size value, `default` standing in for a
 * missing one. Each part is URI-encoded so ':' inside a value cannot make two items collide.
 */
export function cartItemKey(item: { id: string; color?: VariantChoice | null; size?: VariantChoice | null }): string {
  const color = choiceValue(item.color) ?? DEFAULT_VARIANT_VALUE;
  const size = choiceValue(item.size) ?? DEFAULT_VARIANT_VALUE;
  return [item.id, color, size].map(encodeURIComponent).join(':');
}

export function sameItem(a: Parameters<typeof cartItemKey>[0], b: Parameters<typeof cartItemKey>[0]): boolean {
  return cartItemKey(a) === cartItemKey(b);
}

/** Whether the shopper chose a colour or a size (the drawer's stock rule differs, spec 3 §5). */
export function hasVariantChoice(item: Pick<CartItem, 'color' | 'size'>): boolean {
  return choiceValue(item.color) !== null || choiceValue(item.size) !== null;
}

/** The link of a cart item's product page (spec 3 §2). */
export function cartItemHref(item: Pick<CartItem, 'collection' | 'id'>): string {
  return `/data/${encodeURIComponent(item.collection)}/${encodeURIComponent(item.id)}`;
}
