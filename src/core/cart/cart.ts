// Pure cart operations (spec 1 §4–5, spec 3 §5): every function takes the items and returns new
// ones, so the browser store, the server and the tests share one set of rules.

import { CART_ITEM_EXPIRY_MS } from '#core/constants.ts';
import { PRODUCT_UNAVAILABLE_TITLE } from '#core/products/messages.ts';
import { effectivePrice } from '#core/products/price-display.ts';
import { availableStock, findVariantStock, type Product, type ProductColor, type ProductSize } from '#core/products/product.ts';
import { DEFAULT_MAX_QUANTITY } from './cart-constants.ts';
import { cartItemKey, choiceValue, hasVariantChoice, type CartItem, type VariantChoice } from './cart-item.ts';
import {
  ADDED_TO_CART,
  notEnoughStockMessage,
  PRODUCT_OUT_OF_STOCK,
  PRODUCT_WITHOUT_ID,
  VARIANT_OUT_OF_STOCK,
} from './messages.ts';

export interface AddToCartOptions {
  color?: VariantChoice | ProductColor | null;
  size?: VariantChoice | ProductSize | null;
  /** Default 1; anything but a positive integer counts as 1. */
  quantity?: number;
}

export type AddToCartFailure = 'no_id' | 'inactive' | 'out_of_stock' | 'not_enough_stock';

export type AddToCartResult =
  | { ok: true; message: string; item: CartItem; quantity: number }
  | { ok: false; reason: AddToCartFailure; message: string };

/** A requested quantity as a positive integer (default 1). */
export function requestedQuantity(quantity: number | undefined): number {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.floor(quantity));
}

/** The stored form of a choice: { value, label } (hex dropped), or null. */
function toChoice(choice: AddToCartOptions['color']): { value: string; label: string } | null {
  const value = choiceValue(choice);
  if (value === null) return null;
  const label = typeof choice === 'object' && choice !== null && choice.label ? choice.label : value;
  return { value, label };
}

/**
 * The colour and size a line is added with: the chosen ones, else the product's first option
 * (spec 3 §4: colour and size default to the first option), so a product with options never gets
 * a line without one (the server refuses such lines).
 */
export function resolveChoices(product: Pick<Product, 'colors' | 'sizes'>, options: AddToCartOptions): { color: AddToCartOptions['color']; size: AddToCartOptions['size'] } {
  return {
    color: choiceValue(options.color) !== null ? options.color : (product.colors[0] ?? null),
    size: choiceValue(options.size) !== null ? options.size : (product.sizes[0] ?? null),
  };
}

/**
 * The add-to-cart checks of spec 3 §5, in order: no id, inactive, out of stock (variant wording when
 * the product has variant stock), then cart quantity plus requested above the stock.
 */
export function checkAddToCart(items: readonly CartItem[], product: Product, options: AddToCartOptions = {}): { ok: true } | Extract<AddToCartResult, { ok: false }> {
  if (!product.id) return { ok: false, reason: 'no_id', message: PRODUCT_WITHOUT_ID };
  // The product block hides the button of an inactive product (spec 3 §4); this guards the store.
  if (!product.isActive) return { ok: false, reason: 'inactive', message: PRODUCT_UNAVAILABLE_TITLE };
  const choices = resolveChoices(product, options);
  const colorValue = choiceValue(choices.color);
  const sizeValue = choiceValue(choices.size);
  const stock = availableStock(product, colorValue, sizeValue);
  if (stock !== null && stock <= 0) {
    const hasVariantStock = product.variant_stock.length > 0;
    return { ok: false, reason: 'out_of_stock', message: hasVariantStock ? VARIANT_OUT_OF_STOCK : PRODUCT_OUT_OF_STOCK };
  }
  const requested = requestedQuantity(options.quantity);
  const key = cartItemKey({ id: product.id, color: colorValue, size: sizeValue });
  const inCart = items.find((i) => cartItemKey(i) === key)?.quantity ?? 0;
  if (stock !== null && inCart + requested > stock) {
    return { ok: false, reason: 'not_enough_stock', message: notEnoughStockMessage(Math.max(0, stock - inCart), requested) };
  }
  return { ok: true };
}

/** A new cart line for the product in this colour and size (spec 3 §3). */
export function buildCartItem(product: Product, options: AddToCartOptions, now: number): CartItem {
  const choices = resolveChoices(product, options);
  const color = toChoice(choices.color);
  const size = toChoice(choices.size);
  const variantStock = findVariantStock(product.variant_stock, color?.value, size?.value);
  const price = effectivePrice(product);
  return {
    id: product.id,
    product_id: product.id,
    collection: product.collection,
    name: product.name,
    image: product.image,
    price,
    originalPrice: product.price,
    discountPrice: price < product.price ? price : null,
    pricePrefix: product.price_prefix,
    color,
    size,
    quantity: requestedQuantity(options.quantity),
    addedAt: now,
    stock: product.stock,
    variantStock,
    variant_stock: product.variant_stock,
    currentStock: variantStock ?? product.stock,
  };
}

/**
 * Adds the product (or more of it to the existing line), after the checks. The line keeps its
 * place and is rebuilt from the product as read now (price, stock, name), its addedAt moved to now.
 */
export function addToCartItems(items: readonly CartItem[], product: Product, options: AddToCartOptions, now: number): { items: CartItem[]; result: AddToCartResult } {
  const check = checkAddToCart(items, product, options);
  if (!check.ok) return { items: [...items], result: check };
  const fresh = buildCartItem(product, options, now);
  const key = cartItemKey(fresh);
  const existing = items.find((i) => cartItemKey(i) === key);
  const item = existing ? { ...fresh, quantity: existing.quantity + fresh.quantity } : fresh;
  const next = existing ? items.map((i) => (cartItemKey(i) === key ? item : i)) : [...items, item];
  return { items: next, result: { ok: true, message: ADDED_TO_CART, item, quantity: fresh.quantity } };
}

export function removeCartItem(items: readonly CartItem[], key: string): CartItem[] {
  return items.filter((i) => cartItemKey(i) !== key);
}

/**
 * The stock a line may not exceed, per the drawer rule of spec 3 §5: with a colour or size, the
 * current stock (unknown blocks increases: 0 extra); otherwise variant stock, else stock, else
 * unlimited (null).
 */
export function itemStockLimit(item: CartItem): number | null {
  if (hasVariantChoice(item)) return typeof item.currentStock === 'number' ? item.currentStock : item.quantity;
  if (typeof item.variantStock === 'number') return item.variantStock;
  if (typeof item.stock === 'number') return item.stock;
  return null;
}

export function canIncreaseQuantity(item: CartItem): boolean {
  const limit = itemStockLimit(item);
  return limit === null || item.quantity < limit;
}

export function canDecreaseQuantity(item: CartItem): boolean {
  return item.quantity > 1;
}

/**
 * Sets a line's quantity from the drawer: never below 1, never above the stock limit (a quantity
 * already above it is left, not raised). Non-numbers change nothing.
 */
export function updateCartItemQuantity(items: readonly CartItem[], key: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity)) return [...items];
  return items.map((item) => {
    if (cartItemKey(item) !== key) return item;
    const limit = itemStockLimit(item);
    let next = Math.max(1, Math.floor(quantity));
    if (limit !== null && next > item.quantity) next = Math.max(item.quantity, Math.min(next, limit));
    return next === item.quantity ? item : { ...item, quantity: next };
  });
}

/** Spec 1 §5: a quantity is capped by the variant stock first, then the product stock. */
export function capQuantityByStock(quantity: number, variantStock: number | null | undefined, stock: number | null | undefined): number {
  const limit = typeof variantStock === 'number' ? variantStock : typeof stock === 'number' ? stock : null;
  return limit === null ? quantity : Math.min(quantity, Math.max(0, limit));
}

/**
 * The product page's quantity input (spec 3 §5): min 1, default 1, clamped to the available stock;
 * without a colour or size chosen the max is 10 (and never more than the stock when it is known).
 */
export function productQuantityMax(stock: number | null, hasChoice: boolean): number {
  const stockMax = stock === null ? Number.POSITIVE_INFINITY : stock;
  const max = hasChoice ? stockMax : Math.min(DEFAULT_MAX_QUANTITY, stockMax);
  return Number.isFinite(max) ? Math.max(1, Math.floor(max)) : Number.MAX_SAFE_INTEGER;
}

export function clampProductQuantity(value: unknown, stock: number | null, hasChoice: boolean): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return 1;
  return Math.min(productQuantityMax(stock, hasChoice), Math.max(1, Math.floor(n)));
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The unit price a line is charged at: the current price when a refresh learned it (spec 1 §4). */
export function unitPrice(item: CartItem): number {
  return typeof item.currentPrice === 'number' ? item.currentPrice : item.price;
}

/** Sum of unit price × quantity over the available lines, rounded to cents. */
export function cartTotal(items: readonly CartItem[]): number {
  const total = items.reduce((sum, item) => (item.isAvailable === false ? sum : sum + unitPrice(item) * item.quantity), 0);
  return Math.round(total * 100) / 100;
}

export function isCartItemExpired(item: Pick<CartItem, 'addedAt'>, now: number): boolean {
  return typeof item.addedAt !== 'number' || !Number.isFinite(item.addedAt) || now - item.addedAt > CART_ITEM_EXPIRY_MS;
}

/** Drops items older than 7 days (spec 1 §9). */
export function removeExpiredCartItems(items: readonly CartItem[], now: number): CartItem[] {
  return items.filter((item) => !isCartItemExpired(item, now));
}
