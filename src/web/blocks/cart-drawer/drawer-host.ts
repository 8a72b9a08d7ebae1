import { createClientStore, useClientStore } from '#web/islands/client-store.ts';

/**
 * How many CartDrawer blocks on this page show the drawer. The navigation's cart button opens the
 * cart too; it brings its own drawer only when no CartDrawer block does, so one drawer opens.
 */
const hosts = createClientStore(0);

/** Called by a CartDrawer block once it is in the browser; the returned function unregisters it. */
export function registerDrawerHost(): () => void {
  hosts.set((count) => count + 1);
  return () => hosts.set((count) => count - 1);
}

export function useHasDrawerHost(): boolean {
  return useClientStore(hosts) > 0;
}
