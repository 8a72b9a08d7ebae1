import { useEffect, type ReactElement } from 'react';
import { startWishlist, useWishlist } from '#web/storefront/wishlist-store.ts';
import { watchWishlistEvents } from './wishlist-events.ts';
import { WishlistPanel } from './wishlist-panel.tsx';

/** The wishlist panel and its store, loaded once the visitor opens the wishlist or is signed in. */
export function NavWishlist(): ReactElement | null {
  const { isOpen } = useWishlist();
  useEffect(() => {
    // Back from signing in for a wishlist click, this replays the stored request (spec 1 §4).
    void startWishlist();
    watchWishlistEvents();
  }, []);
  return isOpen ? <WishlistPanel /> : null;
}

export { toggleWishlistPanel } from '#web/storefront/wishlist-store.ts';
