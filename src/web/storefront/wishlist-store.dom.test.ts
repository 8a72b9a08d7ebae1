// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { product } from '#core/cart/test-fixtures.ts';
import { PENDING_ACTION_MAX_AGE_MS, PENDING_WISHLIST_ACTION_STORAGE_KEY } from '#core/constants.ts';
import type { WishlistItem } from '#core/wishlist/wishlist-item.ts';
import {
  clearWishlist,
  closeWishlist,
  navigation,
  refreshWishlist,
  removeFromWishlist,
  resetWishlistForTests,
  startWishlist,
  toggleWishlist,
  toggleWishlistPanel,
  wishlistItemKey,
  wishlistStore,
} from './wishlist-store.ts';

let signedIn: boolean;
let serverItems: WishlistItem[];
let posts: WishlistItem[][];
let assigned: string[];

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/site-shop/products/p1?color=red');
  signedIn = false;
  serverItems = [];
  posts = [];
  assigned = [];
  vi.spyOn(navigation, 'assign').mockImplementation((url: string) => {
    assigned.push(url);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.startsWith('/api/data/')) {
        if (url.endsWith('/p1')) return new Response(JSON.stringify({ data: { id: 'p1', name: 'Shirt', price: 30, stock: 0 } }), { status: 200 });
        if (url.endsWith('/p2')) return new Response('{"error":"down"}', { status: 500 });
        return new Response('{"error":"Record not found"}', { status: 404 });
      }
      if (url === '/api/auth/get-session') return new Response(JSON.stringify(signedIn ? { user: { name: 'Ada', email: 'ada@example.com' } } : null), { status: 200 });
      if (!signedIn) return new Response('{"error":"Authentication required"}', { status: 401 });
      if (init.method === 'POST') posts.push((JSON.parse(String(init.body)) as { items: WishlistItem[] }).items);
      return new Response(JSON.stringify({ items: serverItems }), { status: 200, headers: { 'x-url': url } });
    }),
  );
});

afterEach(() => {
  resetWishlistForTests();
  vi.unstubAllGlobals();
  vi.mocked(navigation.assign).mockRestore();
});

describe('wishlist store, anonymous', () => {
  it('a toggle stores the pending action and goes to sign-in with the wishlist flag', async () => {
    const p = product({ site: 'shop' });
    expect(await toggleWishlist(p, { color: 'red' })).toBe('sign-in');
    expect(wishlistStore.get().items).toEqual([]);
    expect(assigned).toEqual([`/api/auth/signin?callbackURL=${encodeURIComponent('/site-shop/products/p1?color=red&wishlist=1')}`]);
    expect(JSON.parse(localStorage.getItem(PENDING_WISHLIST_ACTION_STORAGE_KEY)!)).toMatchObject({ type: 'toggle', product: { id: 'p1' }, options: { color: 'red' } });
  });

  it('opening the panel stores toggle_overlay and goes to sign-in', async () => {
    expect(await toggleWishlistPanel()).toBe('sign-in');
    expect(JSON.parse(localStorage.getItem(PENDING_WISHLIST_ACTION_STORAGE_KEY)!)).toMatchObject({ type: 'toggle_overlay' });
  });
});

describe('wishlist store, back from sign-in', () => {
  it('replays a fresh pending toggle once, saves it, and strips the flag from the address', async () => {
    localStorage.setItem(PENDING_WISHLIST_ACTION_STORAGE_KEY, JSON.stringify({ type: 'toggle', product: product({ site: 'shop' }), options: { color: 'red' }, timestamp: Date.now() - 1000 }));
    window.history.replaceState(null, '', '/site-shop/products/p1?color=red&wishlist=1');
    signedIn = true;
    await startWishlist('shop');
    expect(wishlistStore.get().items.map((i) => wishlistItemKey(i))).toEqual(['p1:red:default']);
    expect(localStorage.getItem(PENDING_WISHLIST_ACTION_STORAGE_KEY)).toBeNull();
    expect(window.location.search).toBe('?color=red');
    await new Promise((r) => setTimeout(r, 10));
    expect(posts.at(-1)?.map((i) => i.id)).toEqual(['p1']);
  });

  it('does not remove an item already saved on the server when replaying', async () => {
    localStorage.setItem(PENDING_WISHLIST_ACTION_STORAGE_KEY, JSON.stringify({ type: 'toggle', product: product(), options: {}, timestamp: Date.now() }));
    signedIn = true;
    serverItems = [{ id: 'p1', product_id: 'p1', collection: 'products', site: null, color: null, size: null, addedAt: new Date().toISOString(), price: 20, stock: 10, name: 'Shirt', image: null }];
    await startWishlist('shop');
    expect(wishlistStore.get().items).toHaveLength(1);
  });

  it('drops a pending action older than 10 minutes', async () => {
    localStorage.setItem(PENDING_WISHLIST_ACTION_STORAGE_KEY, JSON.stringify({ type: 'toggle', product: product(), options: {}, timestamp: Date.now() - PENDING_ACTION_MAX_AGE_MS - 1 }));
    signedIn = true;
    await startWishlist('shop');
    expect(wishlistStore.get().items).toEqual([]);
    expect(localStorage.getItem(PENDING_WISHLIST_ACTION_STORAGE_KEY)).toBeNull();
  });

  it('keeps a fresh pending action while still anonymous, drops a stale one', async () => {
    localStorage.setItem(PENDING_WISHLIST_ACTION_STORAGE_KEY, JSON.stringify({ type: 'toggle_overlay', timestamp: Date.now() }));
    await startWishlist('shop');
    expect(localStorage.getItem(PENDING_WISHLIST_ACTION_STORAGE_KEY)).not.toBeNull();
    resetWishlistForTests();
    localStorage.setItem(PENDING_WISHLIST_ACTION_STORAGE_KEY, JSON.stringify({ type: 'toggle_overlay', timestamp: Date.now() - PENDING_ACTION_MAX_AGE_MS }));
    await startWishlist('shop');
    expect(localStorage.getItem(PENDING_WISHLIST_ACTION_STORAGE_KEY)).toBeNull();
  });

  it('replays toggle_overlay by opening the panel', async () => {
    localStorage.setItem(PENDING_WISHLIST_ACTION_STORAGE_KEY, JSON.stringify({ type: 'toggle_overlay', timestamp: Date.now() }));
    signedIn = true;
    await startWishlist('shop');
    expect(await toggleWishlistPanel()).toBe('closed');
  });
});

describe('wishlist store, signed in', () => {
  it('toggles, ignores nothing twice, removes, clears; every change saved whole', async () => {
    signedIn = true;
    await startWishlist('shop');
    expect(await toggleWishlist(product())).toBe('added');
    expect(await toggleWishlist(product({ id: 'p2' }))).toBe('added');
    expect(await toggleWishlist(product())).toBe('removed');
    expect(wishlistStore.get().items.map((i) => i.id)).toEqual(['p2']);
    removeFromWishlist(wishlistItemKey(wishlistStore.get().items[0]!));
    expect(wishlistStore.get().items).toEqual([]);
    await toggleWishlist(product());
    clearWishlist();
    await new Promise((r) => setTimeout(r, 10));
    expect(posts.at(-1)).toEqual([]);
    expect(assigned).toEqual([]);
    expect(await toggleWishlistPanel()).toBe('open');
    closeWishlist();
    expect(await toggleWishlistPanel()).toBe('open');
  });
});

describe('refreshWishlist', () => {
  it('re-reads each product and records price, stock and availability; failures leave the item', async () => {
    signedIn = true;
    await startWishlist('shop');
    await refreshWishlist();
    await toggleWishlist(product());
    await toggleWishlist(product({ id: 'p2' }));
    await toggleWishlist(product({ id: 'p3' }));
    await refreshWishlist();
    const byId = Object.fromEntries(wishlistStore.get().items.map((i) => [i.id, i]));
    expect(byId.p1).toMatchObject({ priceChanged: true, currentPrice: 30, isAvailable: false, currentStock: 0 });
    expect(byId.p2).toMatchObject({ refreshError: 'HTTP 500' });
    expect(byId.p3).toMatchObject({ isAvailable: false });
  });
});
