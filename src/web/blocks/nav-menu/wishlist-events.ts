import { closeWishlist, reloadWishlistFromServer } from '#web/storefront/wishlist-store.ts';
import { onSignInChange, watchSession } from '#web/site/session-store.ts';

let watching = false;

/** Signing in or out closes the wishlist panel and reads a signed-in wishlist again; once per page. */
export function watchWishlistEvents(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  watchSession();
  onSignInChange(() => {
    closeWishlist();
    void reloadWishlistFromServer();
  });
}
