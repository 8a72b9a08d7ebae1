import { useEffect, type ReactElement } from 'react';
import { useCart, startCart } from '#web/storefront/cart-store.ts';
import { CartDrawerPanel } from '../cart-drawer/cart-drawer-panel.tsx';
import { watchCartEvents } from '../cart-drawer/cart-events.ts';
import { useHasDrawerHost } from '../cart-drawer/drawer-host.ts';

/**
 * The navigation's cart drawer, loaded once the visitor opens the cart (or is signed in): shown
 * only when no CartDrawer block on the page shows it already, so one drawer opens.
 */
export function NavCart(): ReactElement | null {
  const { isOpen } = useCart();
  const hasDrawer = useHasDrawerHost();
  useEffect(() => {
    void startCart();
    watchCartEvents();
  }, []);
  return isOpen && !hasDrawer ? <CartDrawerPanel /> : null;
}

export { isCartOpen, openCart, toggleCart } from '#web/storefront/cart-store.ts';
