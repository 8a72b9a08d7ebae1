// Business constants and limits of spec 1 §9 (plus the shared timing constants of spec 2 §9),
// in one place so the browser and the server agree on them.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Product prefix for every browser storage key and cross-tab channel, so they never collide with another app on the same origin. */
export const STORAGE_PREFIX = 'sitewright';

export const CART_ITEM_EXPIRY_MS = 7 * DAY_MS;
export const WISHLIST_ITEM_EXPIRY_MS = 30 * DAY_MS;
/** A wishlist action stored before login is replayed only while it is this fresh. */
export const PENDING_ACTION_MAX_AGE_MS = 10 * MINUTE_MS;

export const CART_STORAGE_KEY = `${STORAGE_PREFIX}-cart`;
export const WISHLIST_STORAGE_KEY = `${STORAGE_PREFIX}-wishlist`;
export const PENDING_WISHLIST_ACTION_STORAGE_KEY = `${STORAGE_PREFIX}-pending-wishlist-action`;
/** Order tokens whose success page already cleared the cart (decision 023), so it is cleared once. */
export const CHECKOUT_CLEARED_STORAGE_KEY = `${STORAGE_PREFIX}-checkout-cleared`;
export const CART_BROADCAST_CHANNEL = `${STORAGE_PREFIX}-cart-sync`;
export const WISHLIST_BROADCAST_CHANNEL = `${STORAGE_PREFIX}-wishlist-sync`;

/** Prices closer than this are the same price (floating point noise is not a price change). */
export const PRICE_CHANGE_THRESHOLD = 0.01;

/** 4.5 MB. */
export const MAX_UPLOAD_BYTES = 4_718_592;
export const MAX_UPLOAD_LABEL = '4.5MB';
/** Images above 1 MB are compressed before upload. */
export const COMPRESSION_TRIGGER_BYTES = 1_048_576;
/** The same target in the unit browser-image-compression expects (maxSizeMB). */
export const COMPRESSION_TARGET_MB = 1;
export const COMPRESSION_MAX_DIMENSION_PX = 1920;
export const COMPRESSION_QUALITY = 0.85;
/** Only these are worth recompressing; a GIF would lose its animation. */
export const COMPRESSIBLE_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Order as the spec lists them in the image url message. */
export const ALLOWED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
/** Same set, in the order the spec lists them in the file-type message. */
export const ALLOWED_FILE_TYPES = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;

export const PASSWORD_MIN_LENGTH = 8;

export const COPY_FEEDBACK_MS = 2 * SECOND_MS;
export const FOCUS_TRAP_INITIAL_FOCUS_DELAY_MS = 100;
/** Spec 2 §9: the modal focuses its first element sooner than the generic focus trap. */
export const MODAL_INITIAL_FOCUS_DELAY_MS = 50;
/** Delay before an outside-click listener is attached, so the click that opened a dialog does not close it. */
export const OUTSIDE_CLICK_DELAY_MS = 100;

export const TOAST_SUCCESS_MS = 3 * SECOND_MS;
export const TOAST_ERROR_MS = 4 * SECOND_MS;

/** First path segment of a site-scoped page: /site-{id}/... */
export const SITE_PREFIX = 'site-';

export const ADMIN_ROLE = 'admin';
export const SITE_ROLES = ['owner', 'editor'] as const;
export type SiteRole = (typeof SITE_ROLES)[number];
