import { useEffect, type ReactElement } from 'react';
import { CART_BUTTON_LABEL, countedLabel } from '#core/navigation/nav-messages.ts';
import { cx } from '#web/ui/class-names.ts';
import { toggleCart, useCart } from '#web/storefront/cart-store.ts';
import { CartIcon, CountBadge } from './cart-badge.tsx';
import { CartDrawerPanel } from './cart-drawer-panel.tsx';
import { CART_DRAWER_DEFAULT_PROPS, type CartDrawerProps } from './cart-drawer.types.ts';
import { registerDrawerHost } from './drawer-host.ts';

/**
 * The cart drawer block (spec 3 §2): a floating cart button with the item count (99+ above 99) and
 * the drawer it opens. The count is the visitor's own, so the server renders 0 (no badge) and the
 * browser fills it in.
 */
export function CartDrawer(props: Partial<CartDrawerProps>): ReactElement {
  const { count } = useCart();
  const showButton = props.showButton ?? CART_DRAWER_DEFAULT_PROPS.showButton;
  const corner = props.corner ?? CART_DRAWER_DEFAULT_PROPS.corner;
  useEffect(() => registerDrawerHost(), []);
  return (
    <>
      {showButton && (
        <button
          type="button"
          aria-label={countedLabel(CART_BUTTON_LABEL, count)}
          onClick={toggleCart}
          className={cx(
            'fixed bottom-5 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-fg shadow-lg hover:bg-primary-hover',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            corner === 'bottom-left' ? 'left-5' : 'right-5',
          )}
          data-cart-button=""
        >
          <CartIcon />
          <CountBadge count={count} />
        </button>
      )}
      <CartDrawerPanel />
    </>
  );
}
