import { CART_DRAWER_DEFAULTS } from '#core/blocks/shop-defaults.ts';
/** The corner the floating cart button sits in. */
export type CartButtonCorner = 'bottom-right' | 'bottom-left';

export const CART_BUTTON_CORNER_OPTIONS: readonly { label: string; value: CartButtonCorner }[] = [
  { label: 'Bottom right', value: 'bottom-right' },
  { label: 'Bottom left', value: 'bottom-left' },
];

export interface CartDrawerProps {
  /** Shows the floating cart button; without it the drawer opens from the navigation's cart button or a `cart-open` event. */
  showButton: boolean;
  corner: CartButtonCorner;
}

export const CART_DRAWER_DEFAULT_PROPS: CartDrawerProps = CART_DRAWER_DEFAULTS;
