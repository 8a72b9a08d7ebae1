// What a shopper reads on a shop's own account pages (issue 24 item 5): the shop's words, never the builder's.
export const SHOP_ACCOUNT_TITLE = 'Your account';
export const SHOP_ACCOUNT_NAV_LABEL = 'Your account';
export const shopAccountSubtitle = (shopName: string) => `Your orders and reviews at ${shopName}.`;
export const BACK_TO_SHOP_LINK = 'Back to the shop';
export const SHOP_SIGN_OUT = 'Sign out';
export const SHOP_CHANGE_PASSWORD = 'Change password';
export const SHOP_SIGNED_IN_AS = 'Signed in as';
/** The shop's sign-in card, under the shop's name. */
export const SHOP_SIGN_IN_TITLE = 'Sign in';
export const SHOP_SIGN_UP_TITLE = 'Create an account';
export const shopLogoAlt = (shopName: string) => `${shopName} logo`;
export const SHOPPER_WISHLIST_TITLE = 'Your wishlist';
export const SHOPPER_WISHLIST_LOADING = 'Loading your wishlist...';
export const SHOPPER_WISHLIST_FAILED = 'Your wishlist could not be loaded.';
export const SHOPPER_REVIEWS_TITLE = 'Your reviews';
export const SHOPPER_REVIEWS_NONE = 'You have not reviewed anything here yet.';
export const SHOPPER_REVIEWS_LOADING = 'Loading your reviews...';
export const SHOPPER_REVIEWS_FAILED = 'Your reviews could not be loaded.';
export const shopperReviewRating = (rating: number) => `${rating} out of 5 stars`;
/** Where a shopper's review stands: the seller approves it before anyone else reads it. */
export const SHOPPER_REVIEW_STATUS_LABELS = { pending: 'Awaiting approval', approved: 'Published', rejected: 'Not published' } as const;
