// What a shopper reads on a shop's own account pages (issue 24 item 5): the shop's words, never the builder's.
export const SHOP_ACCOUNT_TITLE = 'Your account';
export const SHOP_ACCOUNT_NAV_LABEL = 'Your account';
export const shopAccountSubtitle = (shopName: string) => `Your orders, addresses and reviews at ${shopName}.`;
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
export const SAVED_ADDRESSES_TITLE = 'Your addresses';
export const SAVED_ADDRESSES_NONE = 'You have no saved addresses here yet. Save one to find it filled in at checkout.';
export const SAVED_ADDRESSES_LOADING = 'Loading your addresses...';
export const SAVED_ADDRESSES_FAILED = 'Your addresses could not be loaded.';
export const ADD_ADDRESS_LABEL = 'Add address';
export const EDIT_ADDRESS_TITLE = 'Edit address';
export const SAVE_ADDRESS_LABEL = 'Save address';
export const ADDRESS_SAVED = 'Address saved.';
export const ADDRESS_SAVE_FAILED = 'The address could not be saved.';
export const ADDRESS_DELETED = 'Address deleted.';
export const ADDRESS_DELETE_FAILED = 'The address could not be deleted.';
export const DELETE_ADDRESS_LABEL = 'Delete';
export const deleteAddressConfirm = (summary: string) => `Delete the address ${summary}?`;
export const EDIT_ADDRESS_LABEL = 'Edit';
export const MAKE_DEFAULT_LABEL = 'Make default';
export const DEFAULT_ADDRESS_BADGE = 'Default';
export const DEFAULT_ADDRESS_CHANGED = 'Default address changed.';
export const DEFAULT_ADDRESS_FAILED = 'The default address could not be changed.';
export const ADDRESS_LABEL_LABEL = 'Label (optional)';
export const ADDRESS_LABEL_HINT = 'A short name, for example Home or Work.';
export const ADDRESS_PHONE_LABEL = 'Phone (optional)';
export const ADDRESS_DEFAULT_CHECKBOX = 'Use this address by default at checkout';
/** An address's buttons name it, so a screen reader's list of buttons says which one each is for. */
export const addressActionLabel = (action: string, summary: string) => `${action}: ${summary}`;
