import { closeCart, reloadCartFromServer } from '#web/storefront/cart-store.ts';
import { onSignInChange, watchSession } from '../nav-menu/session-store.ts';

let watching = false;

/**
 * Spec 3 §4: the cart closes when the visitor signs in or out (in this tab or another), and a
 * signed-in cart is read from the server again (merged with this browser's). Once per page,
 * whichever island asks first.
 */
export function closeCartOnSignInChange(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  watchSession();
  onSignInChange(() => {
    closeCart();
    void reloadCartFromServer();
  });
}
