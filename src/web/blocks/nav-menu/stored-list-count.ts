import {
  CART_BROADCAST_CHANNEL,
  CART_ITEM_EXPIRY_MS,
  CART_STORAGE_KEY,
  WISHLIST_BROADCAST_CHANNEL,
  WISHLIST_ITEM_EXPIRY_MS,
  WISHLIST_STORAGE_KEY,
} from '#core/constants.ts';
import { createClientStore, useClientStore, type ClientStore } from '#web/islands/client-store.ts';
import { isCartItem, isWishlistItem } from '#web/storefront/is-list-item.ts';
import { localListName } from '#web/storefront/site-scope.ts';

/**
 * A badge count read from what the cart and wishlist stores keep in this browser (localStorage)
 * and broadcast on their channels, without loading the stores themselves: a page whose only shop
 * part is the navigation stays within its script budget. The stores are loaded when the visitor
 * opens the cart or the wishlist, or is signed in (their server sync then broadcasts the merged
 * list, which this hears like any other tab's change).
 */
export interface StoredList {
  store: ClientStore<number>;
  start(): void;
}

function storedList(storageKey: string, channelName: string, countOf: (items: unknown[]) => number): StoredList {
  const store = createClientStore(0);
  let newest = -1;
  let started = false;
  const adopt = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    const { items, updatedAt } = value as { items?: unknown; updatedAt?: unknown };
    const stamp = typeof updatedAt === 'number' && Number.isFinite(updatedAt) ? updatedAt : 0;
    if (stamp < newest || !Array.isArray(items)) return;
    newest = stamp;
    store.set(countOf(items));
  };
  const readStorage = (): void => {
    try {
      const raw = localStorage.getItem(storageKey);
      if (raw) adopt(JSON.parse(raw));
    } catch {
      // Unreadable storage: the badge stays as it is.
    }
  };
  return {
    store,
    start() {
      if (started || typeof window === 'undefined') return;
      started = true;
      // This page's names of the list: per site on the platform's shared origin (decision 022).
      storageKey = localListName(storageKey);
      channelName = localListName(channelName);
      readStorage();
      // The stores post every change (also this tab's: a channel hears the others of its name).
      if (typeof BroadcastChannel !== 'undefined') new BroadcastChannel(channelName).addEventListener('message', (event) => adopt(event.data));
      window.addEventListener('storage', (event) => {
        if (event.key === storageKey) readStorage();
      });
    },
  };
}

// The two counts below are core's cartCount(removeExpiredCartItems(…)) and
// removeExpiredWishlistItems(…).length, written out: importing src/core/cart/cart.ts or
// src/core/wishlist/wishlist.ts here would put every cart rule into the navigation's first script
// (the bundler shares whole modules with the stores). stored-list-count.test.ts holds them equal.

/** Quantities of the unexpired cart lines (7 days, spec 1 §9). */
export function countCartItems(items: readonly unknown[], now: number): number {
  return items.filter(isCartItem).reduce((sum, item) => (now - item.addedAt > CART_ITEM_EXPIRY_MS ? sum : sum + item.quantity), 0);
}

/** Unexpired wishlist items (30 days, spec 1 §9). */
export function countWishlistItems(items: readonly unknown[], now: number): number {
  return items.filter(isWishlistItem).filter((item) => {
    const added = Date.parse(item.addedAt);
    return Number.isFinite(added) && now - added <= WISHLIST_ITEM_EXPIRY_MS;
  }).length;
}

export const storedCartCount = storedList(CART_STORAGE_KEY, CART_BROADCAST_CHANNEL, (items) => countCartItems(items, Date.now()));

export const storedWishlistCount = storedList(WISHLIST_STORAGE_KEY, WISHLIST_BROADCAST_CHANNEL, (items) => countWishlistItems(items, Date.now()));

/** The count in a component: 0 on the server and while hydrating, the stored count right after. */
export function useStoredCount(list: StoredList): number {
  return useClientStore(list.store);
}
