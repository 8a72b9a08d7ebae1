// Cart timings and limits (spec 3 §9), once for the drawer and the store.

/** The drawer refreshes its products this long after opening… */
export const CART_REFRESH_DELAY_MS = 500;
/** …then this often while it stays open. */
export const CART_REFRESH_INTERVAL_MS = 120_000;
/** How long an item shows 'Updated' after a clean refresh. */
export const UPDATED_FLAG_MS = 3000;
/** The badge shows this, then '99+'. */
export const BADGE_CAP = 99;
/** Product-page quantity maximum when no colour or size is chosen (spec 3 §5). */
export const DEFAULT_MAX_QUANTITY = 10;
/** Server: most items one list may hold; a bigger POST is refused with 400. */
export const MAX_LIST_ITEMS = 200;
/** Server: no line holds more than this, whatever the stock (an unlimited product included). */
export const MAX_LINE_QUANTITY = 9999;
/** Server: a larger POST body is refused with 413. */
export const MAX_LIST_BODY_BYTES = 1_048_576;
/** The events product blocks dispatch on window after adding (spec 3 §4); the navigation listens. */
export const ADDED_TO_CART_EVENT = 'added-to-cart';
export const CART_OPEN_EVENT = 'cart-open';

/** The badge text: the count, or '99+' above 99. */
export function badgeLabel(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.max(0, count));
}
