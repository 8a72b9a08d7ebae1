// How two copies of a list become one: across tabs the newer copy wins whole (spec 1 §4); at
// sign-in the server's and the browser's carts are merged item by item (decision 021).

import { capQuantityByStock } from './cart.ts';
import { cartItemKey, hasVariantChoice, type CartItem } from './cart-item.ts';

/** A list as stored locally and broadcast between tabs. */
export interface StampedList<T> {
  items: T[];
  /** Epoch milliseconds of the change that produced this copy. */
  updatedAt: number;
}

/** The newer copy; on a tie the one already held stays, so a tab never flips on its own echo. */
export function newestWins<T>(held: StampedList<T>, incoming: StampedList<T>): StampedList<T> {
  return incoming.updatedAt > held.updatedAt ? incoming : held;
}

/**
 * The cart after sign-in: the union of both by identity (server order first, then the browser's
 * new lines). A line in both keeps the copy with the newer addedAt (its quantity, price and
 * choices), capped by that copy's stock; never below 1.
 */
export function mergeCarts(server: readonly CartItem[], local: readonly CartItem[]): CartItem[] {
  const merged = new Map<string, CartItem>();
  for (const item of server) merged.set(cartItemKey(item), item);
  for (const item of local) {
    const key = cartItemKey(item);
    const held = merged.get(key);
    if (!held || item.addedAt > held.addedAt) merged.set(key, item);
  }
  return [...merged.values()].map((item) => {
    const capped = capQuantityByStock(item.quantity, hasVariantChoice(item) ? item.variantStock : null, item.stock);
    const quantity = Math.max(1, capped);
    return quantity === item.quantity ? item : { ...item, quantity };
  });
}
