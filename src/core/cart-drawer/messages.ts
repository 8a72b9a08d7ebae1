// The cart drawer's own labels (spec 3 §2, §4). The spec's exact cart texts (empty state, clear
// confirmation, 'Checking for updates...', 'Updated', gate messages, notifications) are in
// src/core/cart/messages.ts; these name the drawer's controls.

export const CART_TITLE = 'Your cart';
export const OPEN_CART_LABEL = 'Open cart';
export const CLOSE_CART_LABEL = 'Close cart';
export const CLEAR_CART_LABEL = 'Clear cart';
export const CANCEL_LABEL = 'Cancel';
export const CONFIRM_CLEAR_LABEL = 'Yes, clear it';
export const TOTAL_LABEL = 'Total';
export const PROCEED_TO_CHECKOUT = 'Proceed to checkout';
export const CHECKOUT_TITLE = 'Checkout';
export const PAYMENT_METHOD_LABEL = 'Payment method';
export const ORDER_SUMMARY_LABEL = 'Order summary';
export const REMOVE_ITEM_LABEL = 'Remove';
export const decreaseQuantityLabel = (name: string): string => `Decrease quantity of ${name}`;
export const increaseQuantityLabel = (name: string): string => `Increase quantity of ${name}`;
export const removeItemLabel = (name: string): string => `Remove ${name} from the cart`;
export const quantityLabel = (n: number): string => `Quantity ${n}`;
/** A line whose current price differs from the agreed one shows both. */
export const wasPriceLabel = (formatted: string): string => `was ${formatted}`;
