// Checkout's user-facing strings (spec 3 §4, §8), once, for the drawer, the pages and the server.

// Card (spec 3 §4, §8).
export const PAY_WITH_CARD_LABEL = 'Pay with Credit Card';
export const PROCESSING_LABEL = 'Processing...';
export const CHECKOUT_SESSION_FAILED = 'Failed to create checkout session';
export const NO_SESSION_ID = 'No session ID returned from the server';
export const STRIPE_CHECKOUT_ERROR = 'Stripe checkout error';
export const CHECKOUT_ERROR = 'An error occurred during checkout';

// PayPal (spec 3 §8).
export const PAY_WITH_PAYPAL_LABEL = 'Pay with PayPal';
export const PAYPAL_ORDER_FAILED = 'Failed to create PayPal order';
export const PAYPAL_CHECKOUT_ERROR = 'An error occurred during PayPal checkout';
export const PAYPAL_CAPTURE_FAILED = 'Failed to capture PayPal payment';
export const PAYMENT_PROCESSING_ERROR = 'An error occurred processing your payment';
export const PAYPAL_GENERIC_ERROR = 'An error occurred with PayPal. Please try again.';

// Offline methods and the server's answers (ours: the spec has no offline method).
export const PLACE_ORDER_LABEL = 'Place order';
export const PAYMENT_METHOD_UNAVAILABLE = 'This payment method is not available.';
export const CHECKOUT_ITEMS_INVALID = 'The checkout needs a list of items, each with a productId and a quantity.';
export const checkoutItemsTooMany = (max: number): string => `A checkout may hold at most ${max} lines.`;
export const CHECKOUT_PRODUCT_UNAVAILABLE = 'One or more products in your cart are no longer available.';
export const checkoutNotEnoughStock = (name: string, remaining: number): string =>
  remaining <= 0 ? `${name} is out of stock.` : `Only ${remaining} of ${name} left in stock.`;
export const CUSTOMER_NAME_REQUIRED = 'Please enter your name.';
export const CUSTOMER_EMAIL_INVALID = 'Please enter a valid email address.';
export const ORDER_NOT_FOUND = 'Order not found.';
export const ORDER_NOT_RESTOCKABLE = 'Only a refunded order whose items are still out of stock can be restocked.';

// Bounds of one checkout and of a shop (issue 21 items 7 and 9; decision 034).
export const checkoutTooManyUnits = (max: number): string => `One order may take at most ${max} items. Please remove some from your cart.`;
export const checkoutProductLimit = (name: string, max: number): string => `One order may take at most ${max} of ${name}.`;
export const CHECKOUT_TOTAL_TOO_LARGE = 'This order’s total is too large for one checkout. Please split it.';
export const SHOP_CLOSED = 'This shop is closed and is not taking orders.';
export const OFFLINE_ORDERS_HELD =
  'This shop is already holding stock for your earlier orders paid on delivery or by invoice, so it takes no more of those from you for now. Please try again later.';
export const PAYPAL_ALREADY_CAPTURED = 'This PayPal order was already captured.';

// Success page.
export const ORDER_THANK_YOU = 'Thank you for your order';
export const orderPlacedMessage = (reference: string): string => `Your order ${reference} has been placed.`;

// Shop rules at checkout (issue 26; decision 066).
/** A discount code's per-email limits count the buyer's address: a code is taken only with one. */
export const DISCOUNT_CODE_NEEDS_EMAIL = 'Please enter your email address to use a discount code.';
/** An offline order's `customer.country` beside its address: the address's country is the one priced. */
export const CHECKOUT_COUNTRY_NOT_ADDRESS = 'The country must be the country of your address.';
export const CHECKOUT_QUOTE_RATE_LIMITED = 'Too many price checks from this address. Please wait a minute and try again.';
export const POSTAL_CODE_INVALID = 'Please enter the postal code: letters, digits, spaces or hyphens, at most 20.';
