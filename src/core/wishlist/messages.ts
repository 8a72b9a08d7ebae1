// The wishlist's user-facing strings. The spec names the panel and the actions, not their wording;
// these are ours, once, for the panel and the product blocks.

export const WISHLIST_TITLE = 'Wishlist';
export const WISHLIST_EMPTY_TITLE = 'Your wishlist is empty';
export const WISHLIST_EMPTY_TEXT = 'Save products you like to find them here';
export const ADD_TO_WISHLIST = 'Add to wishlist';
export const REMOVE_FROM_WISHLIST = 'Remove from wishlist';
export const WISHLIST_LOAD_FAILED = 'Failed to load your wishlist. Your local wishlist will be used instead.';
