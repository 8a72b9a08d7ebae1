// The cart's user-facing strings and timings (spec 1 §4, §8; spec 3 §2, §4, §5, §8, §9), once, for
// the product blocks, the drawer, the browser store and the server.

// Add to cart (spec 3 §5).
/** A product without an id cannot become a cart line; the spec names the rule, not its text. */
export const PRODUCT_WITHOUT_ID = 'This product cannot be added to the cart.';
export const VARIANT_OUT_OF_STOCK = 'This variant is currently out of stock.';
export const PRODUCT_OUT_OF_STOCK = 'This product is currently out of stock.';
export const notEnoughStockMessage = (remaining: number, requested: number): string => `Only ${remaining} left in stock. You can't add ${requested} more.`;
export const ADDED_TO_CART = 'Added to cart';

// Checkout gate (spec 1 §4), in priority order.
export const CART_EMPTY_MESSAGE = 'Your cart is empty.';
export const outOfStockGateMessage = (n: number): string => (n === 1 ? `${n} item is out of stock.` : `${n} items are out of stock.`);
export const priceChangesGateMessage = (n: number): string => `Price changes on ${n} item(s) need your approval.`;
export const productChangesGateMessage = (n: number): string => `Product changes on ${n} item(s) need your approval.`;
export const READY_TO_CHECKOUT = 'Ready to checkout.';

// Drawer (spec 3 §2, §4, §5).
export const CART_EMPTY_TITLE = 'Your cart is empty';
export const CART_EMPTY_TEXT = 'Add items to your cart to see them here';
export const CLEAR_CART_CONFIRM = 'Are you sure you want to clear your cart ?';
export const CHECKING_FOR_UPDATES = 'Checking for updates...';
export const UPDATED_LABEL = 'Updated';
/**
 * Spec 3 §9's sentence under the drawer's total. Decision 049 held it back while checkout added
 * nothing; since issue 26 (decision 065) checkout prices shipping and tax and shows them before
 * the buyer pays, so the drawer says it again.
 */
export const SHIPPING_AND_TAXES_NOTE = 'Shipping and taxes are calculated at checkout.';

// Drawer notifications: the spec names the four kinds and their actions (Accept / OK / Remove /
// dismiss), not their wording; these are ours.
export const priceChangeNotice = (n: number): string => (n === 1 ? 'The price of 1 item has changed.' : `The prices of ${n} items have changed.`);
export const quantityAdjustedNotice = (n: number): string =>
  n === 1 ? 'The quantity of 1 item was adjusted to the available stock.' : `The quantities of ${n} items were adjusted to the available stock.`;
export const outOfStockNotice = (n: number): string => (n === 1 ? '1 item is no longer available.' : `${n} items are no longer available.`);
export const productUpdateNotice = (n: number): string => (n === 1 ? 'The details of 1 item have changed.' : `The details of ${n} items have changed.`);
export const ACCEPT_LABEL = 'Accept';
export const OK_LABEL = 'OK';
export const REMOVE_LABEL = 'Remove';
export const DISMISS_LABEL = 'Dismiss';

// Sync (spec 3 §8): stored, not displayed.
export const CART_LOAD_FAILED = 'Failed to load your cart. Your local cart will be used instead.';

// Server (/api/cart and /api/wishlist).
export const LIST_BODY_INVALID = 'The body must be JSON of the form { "items": [...] }.';
export const listTooLongMessage = (max: number): string => `A list may hold at most ${max} items.`;
export const LIST_BODY_TOO_LARGE = 'The list is too large.';
