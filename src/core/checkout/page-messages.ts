// The checkout pages' and the buyer's orders page's own texts (decision 023). The spec's checkout
// strings (spec 3 §8) are in messages.ts.

export const CHECKOUT_PAGE_TITLE = 'Checkout';
export const ORDER_LOADING = 'Loading your order...';
export const ORDER_NOT_FOUND_TITLE = 'Order not found';
export const ORDER_NOT_FOUND_TEXT = 'This link names no order. Check the address, or find your orders under your account.';
export const ORDER_REFERENCE_LABEL = 'Order reference';
export const ORDER_STATUS_LABEL = 'Status';
export const ORDER_METHOD_LABEL = 'Payment method';
export const ORDER_TOTAL_LABEL = 'Total';
export const ORDER_ITEMS_LABEL = 'Items';
export const ORDER_BREAKDOWN_LABEL = 'Price breakdown';
export const ORDER_ADDRESS_LABEL = 'Address';
export const ORDER_DATE_LABEL = 'Date';
export const CONTINUE_SHOPPING = 'Continue shopping';
/** While a card or PayPal payment's confirmation has not reached the shop yet. */
export const PAYMENT_CONFIRMING = 'Waiting for the payment to be confirmed...';
export const PAYMENT_STILL_PENDING = 'The payment is not confirmed yet. This page shows it once it is; you can also find the order under your account.';
export const OFFLINE_PENDING_NOTE = 'The shop will be in touch about payment and delivery.';
export const PAYPAL_COMPLETING = 'Completing your PayPal payment...';
export const BACK_TO_SHOP = 'Back to the shop';
export const PAYMENT_CANCELLED_TITLE = 'Payment cancelled';
export const PAYMENT_CANCELLED_TEXT = 'No payment was taken. Your cart has been kept, so you can check out again whenever you like.';
export const CANCELLING = 'Cancelling the payment...';

// The buyer's orders under /account.
export const ACCOUNT_ORDERS_TITLE = 'Your orders';
export const ACCOUNT_ORDERS_LINK = 'Orders';
export const NO_ORDERS_YET = 'You have not ordered anything yet.';
export const ORDERS_LOADING = 'Loading your orders...';
export const ORDERS_LOAD_FAILED = 'Your orders could not be loaded.';
export const quantityTimes = (quantity: number): string => `× ${quantity}`;
/** How often (ms) and how long (ms) a success page re-reads a card or PayPal order still pending. */
export const PENDING_POLL_MS = 2_000;
export const PENDING_POLL_FOR_MS = 20_000;
