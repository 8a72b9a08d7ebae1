// The navigation's user-facing strings and timings (spec 3 §2, §4, §9), once, for the blocks and
// their tests. The side menu's labels are in side-menu-labels.ts.
export { CLOSE_MENU_LABEL, SIDE_MENU_TITLE } from './side-menu-labels.ts';

export const LOGIN_LABEL = 'Login';
export const PROFILE_LABEL = 'Profile';
export const LOGOUT_LABEL = 'Logout';
/** Names the signed-in user's menu button when the user has no name. */
export const ACCOUNT_LABEL = 'Account';
export const CART_BUTTON_LABEL = 'Cart';
export const WISHLIST_BUTTON_LABEL = 'Wishlist';

/** A counter button's accessible name: the visible badge alone ('3') would not say what it counts. */
export const countedLabel = (label: string, count: number): string => (count === 1 ? `${label}, 1 item` : `${label}, ${count} items`);

/** Spec 3 §9: how often an open side menu checks whether the page's address changed. */
export const SIDE_MENU_AUTO_CLOSE_INTERVAL_MS = 100;

// Footer and sub-navigation.
export const FOOTER_LANDMARK_LABEL = 'Footer';
export const SOCIAL_LINKS_LABEL = 'Social links';
export const SUB_NAVIGATION_LABEL = 'Section navigation';
/** Spec 3 §2: an empty sub-navigation shows this many skeleton items. */
export const SUB_NAVIGATION_SKELETON_ITEMS = 4;

// Wishlist panel (its title and empty texts are in src/core/wishlist/messages.ts).
export const CLOSE_WISHLIST_LABEL = 'Close wishlist';
export const removeFromWishlistLabel = (name: string): string => `Remove ${name} from the wishlist`;
