// The cart drawer's own labels (spec 3 §2, §4). The spec's exact cart texts (empty state, clear
// confirmation, 'Checking for updates...', 'Updated', gate messages, notifications) are in
// src/core/cart/messages.ts; these name the drawer's controls.

export const CART_TITLE = 'Your cart';
export const CLOSE_CART_LABEL = 'Close cart';
export const CLEAR_CART_LABEL = 'Clear cart';
export const CANCEL_LABEL = 'Cancel';
export const CONFIRM_CLEAR_LABEL = 'Yes, clear it';
export const TOTAL_LABEL = 'Total';
export const PROCEED_TO_CHECKOUT = 'Proceed to checkout';
export const CHECKOUT_TITLE = 'Checkout';
export const PAYMENT_METHOD_LABEL = 'Payment method';
/** The checkout's badge while an offered online method uses test keys or PayPal's sandbox (decision 058). */
export const CHECKOUT_TEST_MODE_NOTICE = 'Test mode: no real payment is taken.';
export const ORDER_SUMMARY_LABEL = 'Order summary';
export const decreaseQuantityLabel = (name: string): string => `Decrease quantity of ${name}`;
export const increaseQuantityLabel = (name: string): string => `Increase quantity of ${name}`;
export const removeItemLabel = (name: string): string => `Remove ${name} from the cart`;
export const quantityLabel = (n: number): string => `Quantity ${n}`;
/** A line whose current price differs from the agreed one shows both. */
export const wasPriceLabel = (formatted: string): string => `was ${formatted}`;

// The checkout section (decision 023): the methods' loading and error states, the offline form.
export const LOADING_PAYMENT_METHODS = 'Loading payment methods...';
export const PAYMENT_METHODS_FAILED = 'Payment methods could not be loaded.';
export const TRY_AGAIN_LABEL = 'Try again';
export const NO_PAYMENT_METHODS = 'No payment method is available for this shop.';
export const CUSTOMER_NAME_LABEL = 'Name';
export const CUSTOMER_EMAIL_LABEL = 'Email';
export const CUSTOMER_ADDRESS_LINE1_LABEL = 'Address line 1';
export const CUSTOMER_ADDRESS_LINE2_LABEL = 'Address line 2 (optional)';
export const CUSTOMER_CITY_LABEL = 'City';
export const CUSTOMER_POSTAL_CODE_LABEL = 'Postal code';
export const CUSTOMER_COUNTRY_LABEL = 'Country';
export const CUSTOMER_COUNTRY_PLACEHOLDER = 'Choose a country';
export const CUSTOMER_PHONE_LABEL = 'Phone';
/** Says which address the offline method needs. */
export const customerAddressHint = (method: 'delivery' | 'invoice'): string =>
  method === 'delivery' ? 'Where the order is delivered (you pay on delivery).' : 'Where the invoice is sent.';
// A signed-in shopper's saved addresses at the offline checkout (decision 056).
export const SAVED_ADDRESS_SELECT_LABEL = 'Saved address';
export const SAVED_ADDRESS_NEW_OPTION = 'A new address';
export const SAVE_ADDRESS_CHECKBOX = 'Save this address to my account';
