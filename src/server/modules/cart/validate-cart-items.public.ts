import { MAX_LINE_QUANTITY } from '#core/cart/cart-constants.ts';
import { cartItemKey, type CartItem } from '#core/cart/cart-item.ts';
import { buildCartItem, removeExpiredCartItems } from '#core/cart/cart.ts';
import { availableStock, type Product } from '#core/products/product.ts';
import { productRefKey, readLineRef, type ProductRef } from './read-products.public.ts';

/** What the server reads of a client's cart line; everything else it takes from the product. */
export interface CartLineRequest extends ProductRef {
  color: string | null;
  size: string | null;
  quantity: number;
  addedAt: number;
}

/**
 * The lines of a POST as requests, dropping what cannot be one: not an object, no string id, a
 * quantity that is not an integer of at least 1 (negative, fractional, a string…). A repeated
 * identity keeps its first line.
 */
export function readCartLines(items: readonly unknown[], now: number): CartLineRequest[] {
  const seen = new Set<string>();
  const lines: CartLineRequest[] = [];
  for (const raw of items) {
    const ref = readLineRef(raw);
    if (ref === null) continue;
    const { item, id, collection, color, size } = ref;
    if (typeof item.quantity !== 'number' || !Number.isSafeInteger(item.quantity) || item.quantity < 1) continue;
    const key = cartItemKey({ id, color, size });
    if (seen.has(key)) continue;
    seen.add(key);
    const addedAt = typeof item.addedAt === 'number' && Number.isFinite(item.addedAt) ? Math.min(item.addedAt, now) : now;
    lines.push({ id, collection, color, size, quantity: item.quantity, addedAt });
  }
  return lines;
}


/** A chosen value must be one of the product's; a product with options needs none chosen to have none. */
export function pickOption<T extends { value: string }>(options: readonly T[], value: string | null): T | null | undefined {
  if (value === null) return options.length === 0 ? null : undefined;
  return options.find((o) => o.value === value);
}

/**
 * The cart as the server stores it: each line rebuilt from its stored product (price, name, image,
 * stock: never the client's), with a colour and size the product offers, its quantity capped by the
 * variant stock then the product stock (and MAX_LINE_QUANTITY); lines of unknown or inactive
 * products, unknown options, no stock, or older than 7 days are dropped.
 */
export function validateCartLines(lines: readonly CartLineRequest[], products: ReadonlyMap<string, Product>, now: number): CartItem[] {
  const items: CartItem[] = [];
  for (const line of lines) {
    const product = products.get(productRefKey(line));
    if (!product) continue;
    const color = pickOption(product.colors, line.color);
    const size = pickOption(product.sizes, line.size);
    if (color === undefined || size === undefined) continue;
    const stock = availableStock(product, color?.value, size?.value);
    const quantity = Math.min(line.quantity, stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
    if (quantity < 1) continue;
    items.push(buildCartItem(product, { color, size, quantity }, line.addedAt));
  }
  return removeExpiredCartItems(items, now);
}

export function productRefs(lines: readonly ProductRef[]): ProductRef[] {
  return lines.map(({ id, collection }) => ({ id, collection }));
}
