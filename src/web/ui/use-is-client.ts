import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => {};

/**
 * False on the server and during hydration, true afterwards. Portals need `document`, and rendering
 * them only after hydration keeps the server HTML and the first client render identical.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
