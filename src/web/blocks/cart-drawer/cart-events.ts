import { CART_OPEN_EVENT } from '#core/cart/cart-constants.ts';
import { closeCart, isCartOpen, openCart, reloadCartFromServer } from '#web/storefront/cart-store.ts';
import { onSignInChange, watchSession } from '#web/site/session-store.ts';

let watching = false;

/**
 * The page-wide cart behaviour, once per page, whichever island asks first (the CartDrawer block
 * or the navigation's cart button):
 * - a `cart-open` event on window opens the cart, also when it was dispatched without the store
 *   (openCart dispatches it too, so an open cart is left alone);
 * - signing in or out (in this tab or another) closes the cart and reads a signed-in cart from
 *   the server again, merged with this browser's (spec 3 §4).
 */
export function watchCartEvents(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener(CART_OPEN_EVENT, () => {
    if (!isCartOpen()) openCart();
  });
  watchSession();
  onSignInChange(() => {
    closeCart();
    void reloadCartFromServer();
  });
}
