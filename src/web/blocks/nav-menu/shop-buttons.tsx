import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { CART_BUTTON_LABEL, WISHLIST_BUTTON_LABEL, countedLabel } from '#core/navigation/nav-messages.ts';
import { cx } from '#web/ui/class-names.ts';
import { toggleCart, useCart } from '#web/storefront/cart-store.ts';
import { toggleWishlistPanel, useWishlist } from '#web/storefront/wishlist-store.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { CartIcon, CountBadge } from '../cart-drawer/cart-badge.tsx';
import { watchCartEvents } from '../cart-drawer/cart-events.ts';
import { useHasDrawerHost } from '../cart-drawer/drawer-host.ts';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import type { ButtonPlacement } from './nav-menu.types.ts';
import { placementClass } from './placement-class.ts';
import { watchWishlistEvents } from './wishlist-events.ts';

// Loaded on first open only: a page's first JavaScript is the buttons and their counts.
const CartDrawerPanel = lazy(() => import('../cart-drawer/cart-drawer-panel.tsx').then((module) => ({ default: module.CartDrawerPanel })));
const WishlistPanel = lazy(() => import('./wishlist-panel.tsx').then((module) => ({ default: module.WishlistPanel })));

function HeartIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" className="size-6">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  );
}

function CartButton({ placement }: { placement: ButtonPlacement }): ReactElement | null {
  const { styles } = useTheme();
  const { count, isOpen } = useCart();
  const hasDrawer = useHasDrawerHost();
  useEffect(() => watchCartEvents(), []);
  const display = placementClass(placement);
  if (display === null) return null;
  return (
    <>
      <button
        type="button"
        aria-label={countedLabel(CART_BUTTON_LABEL, count)}
        onClick={toggleCart}
        className={cx(display, 'relative items-center rounded-md p-1.5', FOCUS_RING, styles.items)}
        data-nav-cart=""
      >
        <CartIcon />
        <CountBadge count={count} />
      </button>
      {/* A CartDrawer block on the page shows the drawer; without one, the navigation brings it. */}
      {isOpen && !hasDrawer && (
        <Suspense fallback={null}>
          <CartDrawerPanel />
        </Suspense>
      )}
    </>
  );
}

function WishlistButton({ placement }: { placement: ButtonPlacement }): ReactElement | null {
  const { styles } = useTheme();
  const { count, isOpen } = useWishlist();
  useEffect(() => watchWishlistEvents(), []);
  const display = placementClass(placement);
  if (display === null) return null;
  return (
    <>
      <button
        type="button"
        aria-label={countedLabel(WISHLIST_BUTTON_LABEL, count)}
        // Signed out, this stores the request and goes to sign-in (spec 3 §4).
        onClick={() => void toggleWishlistPanel()}
        className={cx(display, 'relative items-center rounded-md p-1.5', FOCUS_RING, styles.items)}
        data-nav-wishlist=""
      >
        <HeartIcon />
        <CountBadge count={count} />
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <WishlistPanel />
        </Suspense>
      )}
    </>
  );
}

/** The navigation's wishlist and cart buttons with their counts (0 on the server: no badge). */
export function ShopButtons({ cart, wishlist }: { cart: ButtonPlacement; wishlist: ButtonPlacement }): ReactElement {
  return (
    <>
      <WishlistButton placement={wishlist} />
      <CartButton placement={cart} />
    </>
  );
}
