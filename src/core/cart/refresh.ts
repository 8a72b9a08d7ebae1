// The refresh rules of spec 1 §4: a cart line re-read against its product as stored now, and the
// shopper's answers to what the refresh found (accept price, accept product, remove unavailable).

import { PRICE_CHANGE_THRESHOLD } from '#core/constants.ts';
import { effectivePrice } from '#core/products/price-display.ts';
import { findVariantStock, type Product } from '#core/products/product.ts';
import { cartItemKey, choiceValue, hasVariantChoice, type CartItem } from './cart-item.ts';

/** The stock the line was added or last accepted with: its variant's when it has one. */
export function recordedStock(item: CartItem): number | null {
  if (hasVariantChoice(item) && typeof item.variantStock === 'number') return item.variantStock;
  return typeof item.stock === 'number' ? item.stock : null;
}

/**
 * The line against `product` (null: not found) at `now`. Not found or inactive: unavailable, the
 * rest untouched. Otherwise the stock is the matching colour × size entry when the product has
 * variant stock (none matching: 0), else the product stock (none: unlimited); available when above
 * zero; a quantity above stock is lowered to it, out of stock sets it to 0, and a line at 0 back in
 * stock gets 1. A price more than 0.01 away from the agreed one is a price change; a new name or
 * image a product change. The previous quantity and stock are kept when they change.
 */
export function refreshItem(item: CartItem, product: Product | null, now: number): CartItem {
  const base: CartItem = { ...item, lastRefreshed: now, refreshError: null };
  if (!product || !product.isActive) {
    return { ...base, isAvailable: false, currentStock: 0 };
  }
  const variantStock = product.variant_stock.length > 0 && hasVariantChoice(item) ? findVariantStock(product.variant_stock, choiceValue(item.color), choiceValue(item.size)) : null;
  const stock = variantStock ?? (product.variant_stock.length > 0 && hasVariantChoice(item) ? 0 : product.stock);
  const isAvailable = stock === null || stock > 0;

  let quantity = item.quantity;
  if (!isAvailable) quantity = 0;
  else if (stock !== null && quantity > stock) quantity = stock;
  else if (quantity <= 0) quantity = 1;
  const quantityAdjusted = quantity !== item.quantity;

  const previousStock = recordedStock(item);
  const stockChanged = stock !== previousStock;
  const currentPrice = effectivePrice(product);
  const currentImage = product.image;

  return {
    ...base,
    variant_stock: product.variant_stock,
    quantity,
    currentPrice,
    currentStock: stock,
    currentName: product.name,
    currentImage,
    priceChanged: isPriceChange(item.price, currentPrice),
    nameChanged: product.name !== item.name,
    imageChanged: (currentImage ?? null) !== (item.image ?? null),
    stockChanged,
    // An adjustment stays flagged (with the quantity from before the first one) until acknowledged.
    quantityAdjusted: quantityAdjusted || item.quantityAdjusted === true,
    isAvailable,
    originalQuantity: item.quantityAdjusted === true ? item.originalQuantity : quantityAdjusted ? item.quantity : undefined,
    originalStock: stockChanged ? previousStock : item.originalStock,
  };
}

/** More than 0.01 apart, ignoring floating-point noise (20.01 − 20 is 0.0100000000000016). */
export function isPriceChange(agreed: number, current: number): boolean {
  return Math.abs(current - agreed) - PRICE_CHANGE_THRESHOLD > 1e-9;
}

/** A refresh that could not read the product (network, server error): the line stays as it was. */
export function refreshItemFailed(item: CartItem, error: string): CartItem {
  return { ...item, refreshError: error };
}

/** Whether a refresh left something the shopper must accept before checkout. */
export function hasProductChange(item: CartItem): boolean {
  return item.nameChanged === true || item.imageChanged === true;
}

export function isOutOfStock(item: CartItem): boolean {
  return item.isAvailable === false || item.quantity <= 0;
}

/** Accepting a price change copies the current price into price (spec 1 §4). */
export function acceptPriceChange(item: CartItem): CartItem {
  if (typeof item.currentPrice !== 'number') return { ...item, priceChanged: false };
  return { ...item, price: item.currentPrice, priceChanged: false };
}

/** Accepting a product change copies name, image and stock (spec 1 §4). */
export function acceptProductChange(item: CartItem): CartItem {
  const next: CartItem = { ...item, nameChanged: false, imageChanged: false, stockChanged: false };
  if (typeof item.currentName === 'string') next.name = item.currentName;
  if (item.currentImage !== undefined) next.image = item.currentImage;
  if (item.currentStock !== undefined) {
    if (hasVariantChoice(item) && typeof item.variantStock === 'number') next.variantStock = item.currentStock;
    else next.stock = item.currentStock;
  }
  return next;
}

/** The OK of a quantity adjustment notice. */
export function acknowledgeQuantityAdjustment(item: CartItem): CartItem {
  return { ...item, quantityAdjusted: false, originalQuantity: undefined };
}

/** Applies `change` to the line with this key; the others are returned as they are. */
export function updateItem(items: readonly CartItem[], key: string, change: (item: CartItem) => CartItem): CartItem[] {
  return items.map((item) => (cartItemKey(item) === key ? change(item) : item));
}

/** Removes unavailable lines: the one with this key, or every one when no key is given. */
export function removeUnavailable(items: readonly CartItem[], key?: string): CartItem[] {
  return items.filter((item) => !(isOutOfStock(item) && (key === undefined || cartItemKey(item) === key)));
}
