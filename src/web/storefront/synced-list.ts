// One list (the cart or the wishlist) kept in three places at once: this tab's store, localStorage
// with a BroadcastChannel to the other tabs (the newer update wins, spec 1 §4), and, for a signed-in
// shopper, the server, which gets the whole list after every change (spec 1 §6–7). Server failures
// are logged and the local list stays (spec 1 §8).

import { newestWins, type StampedList } from '#core/cart/list-sync.ts';
import { api, ApiError, withQuery } from '#web/api/client.ts';
import { createClientStore, type ClientStore } from '#web/islands/client-store.ts';
import { scopedListName } from './site-scope.ts';

export type AuthState = 'unknown' | 'anonymous' | 'signed-in';

export interface SyncedListState<T> {
  items: T[];
  /** Epoch milliseconds of the last change, anywhere (this tab, another tab, the server merge). */
  updatedAt: number;
  /** From GET {endpoint}: 401 anonymous, 200 signed in, anything else unknown. */
  auth: AuthState;
  /** The load failure message (spec 3 §8: stored, not displayed); null after a good load. */
  loadError: string | null;
}

export interface SyncedListOptions<T> {
  storageKey: string;
  channelName: string;
  /** '/api/cart' or '/api/wishlist'. */
  endpoint: string;
  /** Drops expired items (applied on load and on every incoming copy). */
  removeExpired(items: T[], now: number): T[];
  /** The list after sign-in, from the server's copy and this browser's. */
  mergeOnSignIn(server: T[], local: T[]): T[];
  loadErrorMessage: string;
  /** Drops anything in storage or a message that is not an item. */
  isItem(value: unknown): value is T;
  /**
   * Resolves true when the visitor is known to be signed out: the server's list is then not asked
   * for (its 401 would only be an error in the console). Absent: always ask.
   */
  signedOut?: () => Promise<boolean>;
}

export interface SyncedList<T> {
  store: ClientStore<SyncedListState<T>>;
  /**
   * Reads storage, joins the channel and asks the server who is signed in, for the list of site
   * `siteId` (its unique id; null outside any site) on the server, kept locally under the key and
   * channel suffixed with `localScope` (default: the same site). Once per page: later calls return
   * the first call's promise, whatever site they name.
   */
  start(siteId: string | null, localScope?: string | null): Promise<void>;
  /** Whether start has been called. */
  readonly started: boolean;
  /** Replaces the items (a user change): stored, broadcast, and POSTed when signed in. */
  commit(change: (items: T[]) => T[]): void;
  /** Re-reads the server's list (after a sign-in state change) and merges as at start. */
  reloadFromServer(): Promise<void>;
  /** Resolves when every server write queued so far has been answered (tests, checkout). */
  flush(): Promise<void>;
  /** Signed in: saves the list now and resolves once the server answered (a failure is logged, not thrown). */
  save(): Promise<void>;
  /** Leaves the channel and forgets the start (tests). */
  stop(): void;
}

const EMPTY = <T>(): SyncedListState<T> => ({ items: [], updatedAt: 0, auth: 'unknown', loadError: null });

export function createSyncedList<T>(options: SyncedListOptions<T>): SyncedList<T> {
  const store = createClientStore<SyncedListState<T>>(EMPTY<T>());
  let started: Promise<void> | null = null;
  /** How many times stop ran: a load that began before a stop does not touch the list after it. */
  let stops = 0;
  let channel: BroadcastChannel | null = null;
  // Set by start: the site's storage key, channel and endpoint.
  let storageKey = options.storageKey;
  let endpoint = options.endpoint;
  let writing: Promise<void> = Promise.resolve();
  let pendingWrite = false;

  /** Strictly increasing per tab, so two changes in one millisecond still order. */
  function nextStamp(): number {
    return Math.max(Date.now(), store.get().updatedAt + 1);
  }

  function clean(value: unknown): T[] {
    return Array.isArray(value) ? options.removeExpired(value.filter(options.isItem), Date.now()) : [];
  }

  function readStorage(): StampedList<T> {
    try {
      const raw = globalThis.localStorage?.getItem(storageKey);
      if (!raw) return { items: [], updatedAt: 0 };
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null) return { items: [], updatedAt: 0 };
      const { items, updatedAt } = parsed as { items?: unknown; updatedAt?: unknown };
      return { items: clean(items), updatedAt: typeof updatedAt === 'number' && Number.isFinite(updatedAt) ? updatedAt : 0 };
    } catch {
      return { items: [], updatedAt: 0 };
    }
  }

  function writeStorage(list: StampedList<T>): void {
    try {
      globalThis.localStorage?.setItem(storageKey, JSON.stringify(list));
    } catch (error) {
      // Private mode or a full quota: the list still lives in this tab.
      console.warn(`[storefront] could not store ${storageKey}`, error);
    }
  }

  function adopt(list: StampedList<T>): void {
    store.set((state) => ({ ...state, items: list.items, updatedAt: list.updatedAt }));
  }

  /** Stores, broadcasts and (signed in) saves the list now held. */
  function publish(): void {
    const { items, updatedAt, auth } = store.get();
    const list = { items, updatedAt };
    writeStorage(list);
    channel?.postMessage(list);
    if (auth === 'signed-in') queueWrite();
  }

  /** One write at a time; changes made meanwhile are sent once, as the latest list. */
  function queueWrite(): void {
    if (pendingWrite) return;
    pendingWrite = true;
    writing = writing.then(async () => {
      pendingWrite = false;
      await saveToServer(store.get().items);
    });
  }

  async function saveToServer(items: T[]): Promise<void> {
    try {
      await api.post(endpoint, { items });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        store.set((state) => ({ ...state, auth: 'anonymous' }));
        return;
      }
      if (error instanceof ApiError && error.status > 0) console.warn(`[storefront] saving ${endpoint} failed with ${error.status}`);
      else console.warn(`[storefront] saving ${endpoint} failed`, error);
    }
  }

  async function loadFromServer(): Promise<void> {
    if (options.signedOut) {
      const generation = stops;
      const signedOut = await options.signedOut();
      // Stopped meanwhile (tests): this load belongs to a list that no longer exists.
      if (generation !== stops) return;
      if (signedOut) {
        store.set((state) => ({ ...state, auth: 'anonymous', loadError: null }));
        return;
      }
    }
    let serverItems: T[] | null = null;
    try {
      const body = await api.get<{ items?: unknown } | null>(endpoint, { cache: 'no-store' });
      if (Array.isArray(body?.items)) serverItems = clean(body.items);
      else console.warn(`[storefront] loading ${endpoint} answered no list`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        store.set((state) => ({ ...state, auth: 'anonymous', loadError: null }));
        return;
      }
      if (error instanceof ApiError && error.status > 0) console.warn(`[storefront] loading ${endpoint} failed with ${error.status}`);
      else console.warn(`[storefront] loading ${endpoint} failed`, error);
    }
    if (serverItems === null) {
      store.set((state) => ({ ...state, auth: 'unknown', loadError: options.loadErrorMessage }));
      return;
    }
    const local = store.get().items;
    const merged = options.mergeOnSignIn(serverItems, local);
    store.set((state) => ({ ...state, auth: 'signed-in', loadError: null, items: merged, updatedAt: nextStamp() }));
    const { items, updatedAt } = store.get();
    writeStorage({ items, updatedAt });
    channel?.postMessage({ items, updatedAt });
    if (JSON.stringify(merged) !== JSON.stringify(serverItems)) queueWrite();
  }

  function onMessage(event: MessageEvent): void {
    const data = event.data as { items?: unknown; updatedAt?: unknown } | null;
    if (!data || typeof data.updatedAt !== 'number') return;
    const incoming = { items: clean(data.items), updatedAt: data.updatedAt };
    const { items, updatedAt } = store.get();
    const winner = newestWins({ items, updatedAt }, incoming);
    // The tab that made the change already saved it to the server.
    if (winner === incoming) adopt(incoming);
  }

  return {
    store,
    start(siteId, localScope = siteId) {
      if (started) return started;
      storageKey = scopedListName(options.storageKey, localScope);
      endpoint = withQuery(options.endpoint, { siteId });
      adopt(readStorage());
      if (typeof BroadcastChannel !== 'undefined') {
        channel = new BroadcastChannel(scopedListName(options.channelName, localScope));
        channel.addEventListener('message', onMessage);
        // Node (tests) would otherwise keep running for the channel's sake; browsers have no unref.
        (channel as BroadcastChannel & { unref?: () => void }).unref?.();
      }
      started = loadFromServer();
      return started;
    },
    get started() {
      return started !== null;
    },
    commit(change) {
      store.set((state) => ({ ...state, items: change(state.items), updatedAt: nextStamp() }));
      publish();
    },
    reloadFromServer: loadFromServer,
    flush: () => writing,
    save() {
      if (store.get().auth === 'signed-in') queueWrite();
      return writing;
    },
    stop() {
      stops++;
      channel?.close();
      channel = null;
      started = null;
      store.set(EMPTY<T>());
    },
  };
}
