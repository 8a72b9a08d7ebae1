// The cart every island shares (spec 1 §4, spec 3 §4–5): one module-level store, so the product
// page's add-to-cart, the navigation's badge and the drawer read and change the same cart.

import { useEffect } from 'react';
import { ADDED_TO_CART_EVENT, CART_OPEN_EVENT } from '#core/cart/cart-constants.ts';
import { cartItemKey, type CartItem } from '#core/cart/cart-item.ts';
import {
  addToCartItems,
  cartCount,
  cartTotal,
  removeCartItem,
  removeExpiredCartItems,
  updateCartItemQuantity,
  type AddToCartOptions,
  type AddToCartResult,
} from '#core/cart/cart.ts';
import { validateCheckout, type CheckoutValidation } from '#core/cart/checkout-gate.ts';
import { mergeCarts } from '#core/cart/list-sync.ts';
import { CART_LOAD_FAILED } from '#core/cart/messages.ts';
import { acceptPriceChange, acceptProductChange, acknowledgeQuantityAdjustment, refreshItem, refreshItemFailed, removeUnavailable, updateItem } from '#core/cart/refresh.ts';
import { CART_BROADCAST_CHANNEL, CART_STORAGE_KEY } from '#core/constants.ts';
import type { Product } from '#core/products/product.ts';
import { createClientStore, useClientStore } from '#web/islands/client-store.ts';
import { usePageContext } from '#web/islands/island-context.tsx';
import { fetchProductUncached } from './fetch-product.ts';
import { isCartItem } from './is-list-item.ts';
import { siteIdFromLocation, siteIdOfSlug } from './site-scope.ts';
import { resetSessionForTests, visitorSignedOut } from '#web/site/session-store.ts';
import { createSyncedList, type AuthState } from './synced-list.ts';

export { ADDED_TO_CART_EVENT, CART_OPEN_EVENT, cartItemKey };
export type { AddToCartOptions, AddToCartResult, CartItem, CheckoutValidation };

/** detail of the `added-to-cart` event dispatched on window. */
export interface AddedToCartDetail {
  item: CartItem;
  /** How many were added by this action. */
  quantity: number;
}

export interface CartView {
  items: CartItem[];
  /** Sum of quantities (the badge; format with badgeLabel). */
  count: number;
  /** Current price × quantity over available lines (spec 1 §4). */
  total: number;
  /** The checkout gate for these items. */
  checkout: CheckoutValidation;
  isOpen: boolean;
  /** True while refreshCart runs ('Checking for updates...'). */
  refreshing: boolean;
  auth: AuthState;
  /** Spec 3 §8 load failure message, stored not displayed; null when the server load went well. */
  loadError: string | null;
}

const cart = createSyncedList<CartItem>({
  storageKey: CART_STORAGE_KEY,
  channelName: CART_BROADCAST_CHANNEL,
  endpoint: '/api/cart',
  removeExpired: removeExpiredCartItems,
  mergeOnSignIn: mergeCarts,
  loadErrorMessage: CART_LOAD_FAILED,
  isItem: isCartItem,
  signedOut: visitorSignedOut,
});

/** Per-tab drawer state: never stored or broadcast (each tab opens its own drawer). */
const ui = createClientStore({ isOpen: false, refreshing: false });

/** The raw list store (items, updatedAt, auth, loadError), for code outside React. */
export const cartStore = cart.store;

/**
 * Starts the cart of site `siteId` (unique id; default: the site the address names) in this tab:
 * storage, other tabs, server. Idempotent (the first call's site wins); useCart calls it.
 */
export function startCart(siteId: string | null = siteIdFromLocation()): Promise<void> {
  return cart.start(siteId, siteIdFromLocation());
}

/** Changes made before any island started the cart still land in the right site's cart. */
function ensureStarted(siteId: string | null = siteIdFromLocation()): void {
  if (!cart.started) void cart.start(siteId, siteIdFromLocation());
}

/**
 * The cart in a component, for the page's site. Starts it on first mount; server render and
 * hydration see an empty, closed cart.
 */
export function useCart(): CartView {
  const state = useClientStore(cart.store);
  const { isOpen, refreshing } = useClientStore(ui);
  const { siteSlug } = usePageContext();
  useEffect(() => {
    void cart.start(siteIdOfSlug(siteSlug) ?? siteIdFromLocation(), siteIdFromLocation());
  }, [siteSlug]);
  return {
    items: state.items,
    count: cartCount(state.items),
    total: cartTotal(state.items),
    checkout: validateCheckout(state.items),
    isOpen,
    refreshing,
    auth: state.auth,
    loadError: state.loadError,
  };
}

/**
 * Adds the product in this colour, size and quantity after the spec 3 §5 checks. On success the
 * cart is saved and `added-to-cart` (detail: AddedToCartDetail) then `cart-open` are dispatched on
 * window, and the drawer state is open. The result carries the message to show either way.
 */
export function addToCart(product: Product, options: AddToCartOptions = {}): AddToCartResult {
  ensureStarted(product.site ?? siteIdFromLocation());
  const { items, result } = addToCartItems(cart.store.get().items, product, options, Date.now());
  if (result.ok) {
    cart.commit(() => items);
    const detail: AddedToCartDetail = { item: result.item, quantity: result.quantity };
    dispatch(ADDED_TO_CART_EVENT, detail);
    openCart();
  }
  return result;
}

export function removeFromCart(key: string): void {
  ensureStarted();
  cart.commit((items) => removeCartItem(items, key));
}

/** Sets a line's quantity within the drawer rules (≥ 1, not above the stock limit). */
export function updateCartQuantity(key: string, quantity: number): void {
  ensureStarted();
  cart.commit((items) => updateCartItemQuantity(items, key, quantity));
}

export function clearCart(): void {
  ensureStarted();
  cart.commit(() => []);
}

/** Opens the drawer and dispatches `cart-open` on window. */
export function openCart(): void {
  ui.set((s) => (s.isOpen ? s : { ...s, isOpen: true }));
  dispatch(CART_OPEN_EVENT, null);
}

/** Whether this tab's drawer is open (a `cart-open` listener must not open it again: openCart dispatches that event). */
export function isCartOpen(): boolean {
  return ui.get().isOpen;
}

export function closeCart(): void {
  ui.set((s) => (s.isOpen ? { ...s, isOpen: false } : s));
}

export function toggleCart(): void {
  if (ui.get().isOpen) closeCart();
  else openCart();
}

export function acceptCartPriceChange(key: string): void {
  ensureStarted();
  cart.commit((items) => updateItem(items, key, acceptPriceChange));
}

export function acceptCartProductChange(key: string): void {
  ensureStarted();
  cart.commit((items) => updateItem(items, key, acceptProductChange));
}

export function acknowledgeCartQuantityAdjustment(key: string): void {
  ensureStarted();
  cart.commit((items) => updateItem(items, key, acknowledgeQuantityAdjustment));
}

/** Removes the unavailable line with this key, or every unavailable line. */
export function removeUnavailableFromCart(key?: string): void {
  ensureStarted();
  cart.commit((items) => removeUnavailable(items, key));
}

/**
 * Re-reads every line's product uncached and applies the refresh rules (spec 1 §4). A product the
 * server does not find marks its line unavailable; a read that fails otherwise leaves the line with
 * refreshError. Lines changed meanwhile (by the shopper or another tab) keep the shopper's change.
 */
export async function refreshCart(): Promise<void> {
  const items = cart.store.get().items;
  if (items.length === 0 || ui.get().refreshing) return;
  ui.set((s) => ({ ...s, refreshing: true }));
  try {
    const products = new Map<string, Awaited<ReturnType<typeof fetchProductUncached>>>();
    await Promise.all(
      [...new Set(items.map((i) => `${i.collection}\u0000${i.product_id || i.id}`))].map(async (ref) => {
        const [collection = '', id = ''] = ref.split('\u0000');
        products.set(ref, await fetchProductUncached(collection, id));
      }),
    );
    const now = Date.now();
    const byKey = new Map(
      items.map((item) => {
        const read = products.get(`${item.collection}\u0000${item.product_id || item.id}`);
        let next: CartItem;
        if (!read) next = item;
        else if (read.kind === 'error') next = refreshItemFailed(item, read.error);
        else next = refreshItem(item, read.product, now);
        return [cartItemKey(item), { before: item, next }];
      }),
    );
    cart.commit((current) =>
      current.map((item) => {
        const entry = byKey.get(cartItemKey(item));
        // Changed while the products were read: the refresh answers a question no longer asked.
        return entry && entry.before === item ? entry.next : item;
      }),
    );
  } finally {
    ui.set((s) => ({ ...s, refreshing: false }));
  }
}

/** Re-reads the server cart and merges it (call after a sign-in state change); closes nothing. */
export function reloadCartFromServer(): Promise<void> {
  return cart.reloadFromServer();
}

/** Resolves when the server has answered every save queued so far (before checkout, in tests). */
export function flushCart(): Promise<void> {
  return cart.flush();
}

/**
 * Before a checkout (spec 3 §4): once the cart has started, a signed-in shopper's cart is saved to
 * the server and this resolves when it answered. A failed save is logged and never rejects, so
 * checkout goes on.
 */
export async function saveCartBeforeCheckout(): Promise<void> {
  try {
    await startCart();
    await cart.save();
  } catch (error) {
    console.warn('[storefront] saving the cart before checkout failed', error);
  }
}

/** Forgets this tab's cart and leaves its channel (tests only). */
export function resetCartForTests(): void {
  cart.stop();
  resetSessionForTests();
  ui.set({ isOpen: false, refreshing: false });
}

function dispatch(type: string, detail: unknown): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(type, { detail }));
}
