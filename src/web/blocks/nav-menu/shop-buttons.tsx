import { lazy, Suspense, useCallback, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { CART_OPEN_EVENT } from '#core/cart/cart-constants.ts';
import { CART_BUTTON_LABEL, WISHLIST_BUTTON_LABEL, countedLabel } from '#core/navigation/nav-messages.ts';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { CartIcon, CountBadge } from '../cart-drawer/cart-badge.tsx';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import type { ButtonPlacement } from './nav-menu.types.ts';
import { placementClass } from './placement-class.ts';
import { useSession, watchSession } from '#web/site/session-store.ts';
import { storedCartCount, storedWishlistCount, useStoredCount, type StoredList } from './stored-list-count.ts';

// The stores and their panels load on demand: a page's first script is the buttons and counts.
const loadCart = () => import('./nav-cart.tsx');
const loadWishlist = () => import('./nav-wishlist.tsx');
const NavCart = lazy(() => loadCart().then((module) => ({ default: module.NavCart })));
const NavWishlist = lazy(() => loadWishlist().then((module) => ({ default: module.NavWishlist })));

function HeartIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" className="size-6">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  );
}

/** A shop button of the bar: its icon and count badge, and the panel it loads once wanted (`children`). */
function CountedButton({
  placement,
  label,
  icon,
  count,
  marker,
  onClick,
  children,
}: {
  placement: ButtonPlacement;
  label: string;
  icon: ReactElement;
  count: number;
  /** The data attribute tests and styles find the button by. */
  marker: Record<`data-${string}`, string>;
  onClick: () => void;
  children: ReactNode;
}): ReactElement | null {
  const { styles } = useTheme();
  const display = placementClass(placement);
  if (display === null) return null;
  return (
    <>
      <button type="button" aria-label={label} onClick={onClick} className={cx(display, 'relative items-center rounded-md p-1.5', FOCUS_RING, styles.items)} {...marker}>
        {icon}
        <CountBadge count={count} />
      </button>
      <Suspense fallback={null}>{children}</Suspense>
    </>
  );
}

/**
 * A shop button's stored count, and whether its store and panel are wanted (loaded, and then kept):
 * after a click, or once signed in, when the server's list is read and merged (and, for the
 * wishlist, a request stored before signing in is replayed).
 */
function useShopList(stored: StoredList): { count: number; wanted: boolean; want: () => void } {
  const count = useStoredCount(stored);
  const session = useSession();
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    stored.start();
    watchSession();
  }, [stored]);
  useEffect(() => {
    if (session.status === 'authenticated') want();
  }, [session.status, want]);
  return { count, wanted, want };
}

function CartButton({ placement }: { placement: ButtonPlacement }): ReactElement | null {
  const { count, wanted, want } = useShopList(storedCartCount);

  // A product block's add to cart (or any script) announces the cart: bring the drawer.
  useEffect(() => {
    const onOpen = (): void => {
      want();
      void loadCart().then(({ isCartOpen, openCart }) => {
        if (!isCartOpen()) openCart();
      });
    };
    window.addEventListener(CART_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(CART_OPEN_EVENT, onOpen);
  }, [want]);

  return (
    <CountedButton
      placement={placement}
      label={countedLabel(CART_BUTTON_LABEL, count)}
      icon={<CartIcon />}
      count={count}
      marker={{ 'data-nav-cart': '' }}
      onClick={() => {
        want();
        void loadCart().then(({ toggleCart }) => toggleCart());
      }}
    >
      {wanted && <NavCart />}
    </CountedButton>
  );
}

function WishlistButton({ placement }: { placement: ButtonPlacement }): ReactElement | null {
  const { count, wanted, want } = useShopList(storedWishlistCount);

  return (
    <CountedButton
      placement={placement}
      label={countedLabel(WISHLIST_BUTTON_LABEL, count)}
      icon={<HeartIcon />}
      count={count}
      marker={{ 'data-nav-wishlist': '' }}
      onClick={() => {
        want();
        // Signed out, this stores the request and goes to sign-in (spec 3 §4).
        void loadWishlist().then(({ toggleWishlistPanel }) => toggleWishlistPanel());
      }}
    >
      {wanted && <NavWishlist />}
    </CountedButton>
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
