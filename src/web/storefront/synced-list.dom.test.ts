// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { line } from '#core/cart/test-fixtures.ts';
import type { CartItem } from '#core/cart/cart-item.ts';
import { removeExpiredCartItems } from '#core/cart/cart.ts';
import { mergeCarts } from '#core/cart/list-sync.ts';
import { CART_ITEM_EXPIRY_MS } from '#core/constants.ts';
import { isCartItem } from './is-list-item.ts';
import { createSyncedList, type SyncedList } from './synced-list.ts';

const LOAD_FAILED = 'load failed';

function tab(): SyncedList<CartItem> {
  return createSyncedList<CartItem>({
    storageKey: 'test-cart',
    channelName: 'test-cart-sync',
    endpoint: '/api/cart',
    removeExpired: removeExpiredCartItems,
    mergeOnSignIn: mergeCarts,
    loadErrorMessage: LOAD_FAILED,
    isItem: isCartItem,
  });
}

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let serverItems: CartItem[] | null;
let getStatus: number;
let postStatus: number;
const tabs: SyncedList<CartItem>[] = [];

function open(): SyncedList<CartItem> {
  const t = tab();
  tabs.push(t);
  return t;
}

beforeEach(() => {
  localStorage.clear();
  calls = [];
  serverItems = [];
  getStatus = 401;
  postStatus = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET') return new Response(getStatus === 200 ? JSON.stringify({ items: serverItems }) : '{"error":"x"}', { status: getStatus });
      return new Response(JSON.stringify({ items: [] }), { status: postStatus });
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  for (const t of tabs.splice(0)) t.stop();
  vi.unstubAllGlobals();
  vi.mocked(console.warn).mockRestore();
});

/** Lets BroadcastChannel messages and fetch promises land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a synced list across tabs', () => {
  it('stores every change and hands it to the other tabs; the newer update wins', async () => {
    const a = open();
    const b = open();
    await Promise.all([a.start('shop'), b.start('shop')]);
    a.commit(() => [line({ id: 'x', addedAt: Date.now() })]);
    await settle();
    expect(b.store.get().items.map((i) => i.id)).toEqual(['x']);
    expect(b.store.get().updatedAt).toBe(a.store.get().updatedAt);
    expect(JSON.parse(localStorage.getItem('test-cart:shop')!).items).toHaveLength(1);

    // An older copy arriving late (a slow tab) changes nothing; a newer one replaces the list.
    const other = new BroadcastChannel('test-cart-sync:shop');
    other.postMessage({ items: [line({ id: 'old', addedAt: Date.now() })], updatedAt: a.store.get().updatedAt - 1 });
    await settle();
    expect(b.store.get().items.map((i) => i.id)).toEqual(['x']);
    other.postMessage({ items: [line({ id: 'new', addedAt: Date.now() }), { junk: true }], updatedAt: a.store.get().updatedAt + 1000 });
    await settle();
    expect(a.store.get().items.map((i) => i.id)).toEqual(['new']);
    expect(b.store.get().items.map((i) => i.id)).toEqual(['new']);
    other.close();
  });

  it('keeps sites apart: another site’s tab neither hears nor shares storage', async () => {
    const shop = open();
    const elsewhere = open();
    await Promise.all([shop.start('shop'), elsewhere.start('elsewhere')]);
    shop.commit(() => [line({ addedAt: Date.now() })]);
    await settle();
    expect(elsewhere.store.get().items).toEqual([]);
    expect(localStorage.getItem('test-cart:elsewhere')).toBeNull();
  });

  it('stamps changes strictly increasing even within one millisecond', async () => {
    const a = open();
    await a.start(null);
    a.commit(() => []);
    const first = a.store.get().updatedAt;
    a.commit(() => []);
    expect(a.store.get().updatedAt).toBeGreaterThan(first);
  });

  it('drops expired and malformed items on load', async () => {
    const now = Date.now();
    localStorage.setItem('test-cart', JSON.stringify({ items: [line({ id: 'fresh', addedAt: now }), line({ id: 'stale', addedAt: now - CART_ITEM_EXPIRY_MS - 1 }), { id: 3 }], updatedAt: 5 }));
    const a = open();
    await a.start(null);
    expect(a.store.get().items.map((i) => i.id)).toEqual(['fresh']);
    expect(a.store.get().updatedAt).toBe(5);
  });

  it('survives unreadable storage', async () => {
    localStorage.setItem('test-cart', '{not json');
    const a = open();
    await a.start(null);
    expect(a.store.get().items).toEqual([]);
  });
});

describe('a synced list and the server', () => {
  it('401: anonymous, no data, never saved to the server', async () => {
    const a = open();
    await a.start('shop');
    expect(calls).toEqual([{ url: '/api/cart?siteId=shop', method: 'GET', body: undefined }]);
    expect(a.store.get()).toMatchObject({ auth: 'anonymous', loadError: null });
    a.commit(() => [line({ addedAt: Date.now() })]);
    await a.flush();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('signed in: merges the server cart with the local one, saves the merge, then saves every change whole', async () => {
    const now = Date.now();
    localStorage.setItem('test-cart', JSON.stringify({ items: [line({ id: 'local', addedAt: now })], updatedAt: 1 }));
    getStatus = 200;
    serverItems = [line({ id: 'server', addedAt: now })];
    const a = open();
    await a.start(null);
    await a.flush();
    expect(a.store.get().auth).toBe('signed-in');
    expect(a.store.get().items.map((i) => i.id)).toEqual(['server', 'local']);
    const posts = () => calls.filter((c) => c.method === 'POST').map((c) => (c.body as { items: CartItem[] }).items.map((i) => i.id));
    expect(posts()).toEqual([['server', 'local']]);
    a.commit((items) => items.slice(1));
    a.commit((items) => [...items, line({ id: 'third', addedAt: now })]);
    await a.flush();
    await a.flush();
    // One write at a time; what changed meanwhile goes as the latest list.
    expect(posts().at(-1)).toEqual(['local', 'third']);
    expect(posts().length).toBeLessThanOrEqual(3);
  });

  it('signed in with the same cart on the server: nothing to save', async () => {
    getStatus = 200;
    serverItems = [line({ addedAt: Date.now() })];
    const a = open();
    await a.start(null);
    await a.flush();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('a failed save is logged and the local list stays', async () => {
    getStatus = 200;
    postStatus = 500;
    const a = open();
    await a.start(null);
    a.commit(() => [line({ addedAt: Date.now() })]);
    await a.flush();
    expect(a.store.get().items).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('failed with 500'));
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('offline'));
    a.commit(() => []);
    await a.flush();
    // The API client's error for an unreachable server, carrying the browser's TypeError.
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('saving /api/cart failed'), expect.objectContaining({ status: 0, cause: expect.any(TypeError) }));
  });

  it('a save answered 401 (signed out meanwhile) makes the list anonymous', async () => {
    getStatus = 200;
    postStatus = 401;
    const a = open();
    await a.start(null);
    a.commit(() => [line({ addedAt: Date.now() })]);
    await a.flush();
    expect(a.store.get().auth).toBe('anonymous');
  });

  it('a failed load stores the load failure message and keeps the local list', async () => {
    localStorage.setItem('test-cart', JSON.stringify({ items: [line({ addedAt: Date.now() })], updatedAt: 1 }));
    getStatus = 500;
    const a = open();
    await a.start(null);
    expect(a.store.get()).toMatchObject({ auth: 'unknown', loadError: LOAD_FAILED });
    expect(a.store.get().items).toHaveLength(1);

    const b = open();
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('offline'));
    b.stop();
    await b.start(null);
    expect(b.store.get().loadError).toBe(LOAD_FAILED);
  });

  it('reloads from the server on demand (after a sign-in)', async () => {
    const a = open();
    await a.start(null);
    expect(a.store.get().auth).toBe('anonymous');
    getStatus = 200;
    serverItems = [line({ id: 'kept', addedAt: Date.now() })];
    await a.reloadFromServer();
    expect(a.store.get()).toMatchObject({ auth: 'signed-in' });
    expect(a.store.get().items.map((i) => i.id)).toEqual(['kept']);
  });
});
