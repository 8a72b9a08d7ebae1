// The wishlist every island shares (spec 1 §4, spec 3 §4): stored and synced like the cart, but
// only for signed-in shoppers. An anonymous click stores a pending action and goes to sign-in with
// a callback carrying the wishlist flag; back here, the action is replayed when under 10 minutes old.

import { useEffect } from 'react';
import { PENDING_WISHLIST_ACTION_STORAGE_KEY, WISHLIST_BROADCAST_CHANNEL, WISHLIST_STORAGE_KEY } from '#core/constants.ts';
import type { Product } from '#core/products/product.ts';
import { WISHLIST_LOAD_FAILED } from '#core/wishlist/messages.ts';
import {
  hasWishlistFlag,
  isInWishlist,
  isPendingActionValid,
  mergeWishlists,
  parsePendingAction,
  refreshWishlistItem,
  removeExpiredWishlistItems,
  removeWishlistItem,
  toggleWishlistItems,
  WISHLIST_CALLBACK_FLAG,
  wishlistSignInUrl,
  type PendingWishlistAction,
  type WishlistOptions,
} from '#core/wishlist/wishlist.ts';
import type { WishlistItem } from '#core/wishlist/wishlist-item.ts';
import { createClientStore, useClientStore } from '#web/islands/client-store.ts';
import { usePageContext } from '#web/islands/island-context.tsx';
import { fetchProductUncached } from './fetch-product.ts';
import { isWishlistItem } from './is-list-item.ts';
import { siteIdFromLocation, siteIdOfSlug } from './site-scope.ts';
import { resetSessionForTests, visitorSignedOut } from '#web/site/session-store.ts';
import { createSyncedList, type AuthState } from './synced-list.ts';

export type { WishlistItem, WishlistOptions };
export { wishlistItemKey } from '#core/wishlist/wishlist-item.ts';

export interface WishlistView {
  items: WishlistItem[];
  count: number;
  isOpen: boolean;
  auth: AuthState;
  loadError: string | null;
}

/** added / removed: done; sign-in: the shopper is being sent to sign in, the action is pending. */
export type WishlistToggleResult = 'added' | 'removed' | 'sign-in';

const wishlist = createSyncedList<WishlistItem>({
  storageKey: WISHLIST_STORAGE_KEY,
  channelName: WISHLIST_BROADCAST_CHANNEL,
  endpoint: '/api/wishlist',
  removeExpired: removeExpiredWishlistItems,
  mergeOnSignIn: mergeWishlists,
  loadErrorMessage: WISHLIST_LOAD_FAILED,
  isItem: isWishlistItem,
  signedOut: visitorSignedOut,
});

const ui = createClientStore({ isOpen: false });

/** The raw list store (items, updatedAt, auth, loadError), for code outside React. */
export const wishlistStore = wishlist.store;

/** Where the browser goes to sign in; replaced in tests. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

let starting: Promise<void> | null = null;

/**
 * Starts the wishlist of site `siteId` (unique id; default: the site the address names) in this
 * tab and replays a pending action after sign-in; idempotent (the first call's site wins).
 */
export function startWishlist(siteId: string | null = siteIdFromLocation()): Promise<void> {
  starting ??= wishlist.start(siteId, siteIdFromLocation()).then(replayPendingAction);
  return starting;
}

/** The wishlist in a component, for the page's site; started on first mount. */
export function useWishlist(): WishlistView {
  const state = useClientStore(wishlist.store);
  const { isOpen } = useClientStore(ui);
  const { siteSlug } = usePageContext();
  useEffect(() => {
    void startWishlist(siteIdOfSlug(siteSlug) ?? siteIdFromLocation());
  }, [siteSlug]);
  return { items: state.items, count: state.items.length, isOpen, auth: state.auth, loadError: state.loadError };
}

/** Whether this product in this colour and size is in the wishlist (false on the server and while hydrating). */
export function useIsInWishlist(productId: string, options: WishlistOptions = {}): boolean {
  const { items } = useWishlist();
  return isInWishlist(items, productId, options);
}

/**
 * Adds or removes the product in this colour and size. Anonymous: stores the pending toggle and
 * goes to sign-in. Waits for the sign-in state when it is not known yet.
 */
export async function toggleWishlist(product: Product, options: WishlistOptions = {}): Promise<WishlistToggleResult> {
  await startWishlist(product.site ?? siteIdFromLocation());
  if (wishlist.store.get().auth !== 'signed-in') {
    goToSignIn({ type: 'toggle', product, options, timestamp: Date.now() });
    return 'sign-in';
  }
  return applyToggle(product, options);
}

function applyToggle(product: Product, options: WishlistOptions): 'added' | 'removed' {
  let added = false;
  wishlist.commit((items) => {
    const next = toggleWishlistItems(items, product, options, Date.now());
    added = next.added;
    return next.items;
  });
  return added ? 'added' : 'removed';
}

export function removeFromWishlist(key: string): void {
  void startWishlist();
  wishlist.commit((items) => removeWishlistItem(items, key));
}

export function clearWishlist(): void {
  void startWishlist();
  wishlist.commit(() => []);
}

/** Opens or closes the panel; anonymous, stores toggle_overlay and goes to sign-in instead of opening. */
export async function toggleWishlistPanel(): Promise<'open' | 'closed' | 'sign-in'> {
  if (ui.get().isOpen) {
    closeWishlist();
    return 'closed';
  }
  await startWishlist();
  if (wishlist.store.get().auth !== 'signed-in') {
    goToSignIn({ type: 'toggle_overlay', timestamp: Date.now() });
    return 'sign-in';
  }
  ui.set({ isOpen: true });
  return 'open';
}

export function openWishlist(): void {
  ui.set((s) => (s.isOpen ? s : { isOpen: true }));
}

export function closeWishlist(): void {
  ui.set((s) => (s.isOpen ? { isOpen: false } : s));
}

/**
 * Re-reads every item's product uncached and records what changed (price, stock, name, image,
 * availability); a read that fails otherwise than not found leaves the item with refreshError.
 */
export async function refreshWishlist(): Promise<void> {
  const items = wishlist.store.get().items;
  if (items.length === 0) return;
  const reads = await Promise.all(items.map((item) => fetchProductUncached(item.collection, item.product_id || item.id)));
  const now = Date.now();
  const next = new Map(
    items.map((item, i) => {
      const read = reads[i]!;
      const refreshed = read.kind === 'error' ? { ...item, refreshError: read.error } : refreshWishlistItem(item, read.product, now);
      return [item, refreshed] as const;
    }),
  );
  // Items changed meanwhile keep the change.
  wishlist.commit((current) => current.map((item) => next.get(item) ?? item));
}

/** Resolves when the server has answered every save queued so far. */
export function flushWishlist(): Promise<void> {
  return wishlist.flush();
}

export function reloadWishlistFromServer(): Promise<void> {
  return wishlist.reloadFromServer();
}

/** Forgets this tab's wishlist and leaves its channel (tests only). */
export function resetWishlistForTests(): void {
  wishlist.stop();
  resetSessionForTests();
  starting = null;
  ui.set({ isOpen: false });
}

function goToSignIn(action: PendingWishlistAction): void {
  try {
    localStorage.setItem(PENDING_WISHLIST_ACTION_STORAGE_KEY, JSON.stringify(action));
  } catch (error) {
    console.warn('[storefront] could not store the pending wishlist action', error);
  }
  const { pathname, search, hash } = window.location;
  navigation.assign(wishlistSignInUrl(`${pathname}${search}${hash}`));
}

/** After the sign-in round trip: replays a fresh pending action once, drops a stale one, strips the flag. */
function replayPendingAction(): void {
  if (typeof window === 'undefined') return;
  let action: PendingWishlistAction | null = null;
  try {
    const raw = localStorage.getItem(PENDING_WISHLIST_ACTION_STORAGE_KEY);
    action = raw ? parsePendingAction(JSON.parse(raw)) : null;
  } catch {
    action = null;
  }
  if (!action) return;
  if (wishlist.store.get().auth !== 'signed-in') {
    // Still anonymous: keep it for the sign-in in progress unless it is stale.
    if (!isPendingActionValid(action, Date.now())) localStorage.removeItem(PENDING_WISHLIST_ACTION_STORAGE_KEY);
    return;
  }
  localStorage.removeItem(PENDING_WISHLIST_ACTION_STORAGE_KEY);
  if (hasWishlistFlag(window.location.search)) {
    const url = new URL(window.location.href);
    url.searchParams.delete(WISHLIST_CALLBACK_FLAG);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  if (!isPendingActionValid(action, Date.now())) return;
  if (action.type === 'toggle_overlay') openWishlist();
  else if (!isInWishlist(wishlist.store.get().items, action.product.id, action.options)) applyToggle(action.product, action.options);
}
