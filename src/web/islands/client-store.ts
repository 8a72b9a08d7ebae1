import { useSyncExternalStore } from 'react';

/**
 * Client state shared by islands. Each island is its own React root, so React state and context
 * cannot connect them; a store created at module level can, because every island chunk imports
 * the one module instance (the cart button in the navigation and a product's add-to-cart read
 * and change one cart). Server renders and hydration see `initial`; the browser's current value
 * follows right after hydration, so server HTML and first client render always match.
 */
export interface ClientStore<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
  readonly initial: T;
}

export function createClientStore<T>(initial: T): ClientStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value in a component, re-rendering when it changes. */
export function useClientStore<T>(store: ClientStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
