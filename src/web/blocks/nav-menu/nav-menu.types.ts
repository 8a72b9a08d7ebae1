import { HIDDEN_BUTTON, NAV_MENU_DEFAULTS } from '#core/blocks/navigation-defaults.ts';
import { usableLinks, type MenuLink } from '#web/site/menu-links.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

export interface NavMenuProps extends SiteSlugProps {
  /** The site name, shown as a word mark when there is no logo image. */
  title: string;
  /** Logo image URL. */
  logo: string;
  logoAlt: string;
  /** Where the logo leads: '/' (the site's home) by default. */
  homeHref: string;
  /** The top menu: in the bar on wide screens, in the side menu on small ones. */
  links: MenuLink[];
  /** Only in the side menu (a menu button opens it on every screen size when there are some). */
  sideLinks?: MenuLink[];
  /** Names the navigation landmark; needed when a page has more than one. */
  ariaLabel: string;
  /** Spec 3 §2: each personal button is shown per desktop and mobile placement flags (absent: not shown). */
  cart?: ButtonPlacement;
  wishlist?: ButtonPlacement;
  /** The Login button, shown only when signed out. */
  login?: ButtonPlacement;
  /** The user menu, shown only when signed in. */
  userMenu?: ButtonPlacement;
}

/** Where a navigation button is shown: on wide screens (md and up), on small ones, both or neither. */
export interface ButtonPlacement {
  desktop: boolean;
  mobile: boolean;
}


/** A stored placement, or hidden when it is missing or malformed. */
export function placementOf(value: unknown): ButtonPlacement {
  if (typeof value !== 'object' || value === null) return HIDDEN_BUTTON;
  const { desktop, mobile } = value as Partial<ButtonPlacement>;
  return { desktop: desktop === true, mobile: mobile === true };
}

export const isShown = (placement: ButtonPlacement): boolean => placement.desktop || placement.mobile;

/** What the navigation's island (the side menu's button and the visitor's buttons) is rendered from. */
export interface NavActionsProps extends Pick<NavMenuProps, 'cart' | 'wishlist' | 'login' | 'userMenu'> {
  /** The id of the static side menu panel the button shows; '' when there is no side menu. */
  panelId?: string;
  /** With side-only links the menu button shows on wide screens too. */
  sideMenuOnDesktop?: boolean;
}

/**
 * Whether the navigation has anything interactive: a side menu (any link) or a shown button.
 * Read with the NavMenu block's props (islandsOnPage) and with the island's own (islandBlock).
 */
export function hasNavActions(props: Partial<NavMenuProps & NavActionsProps>): boolean {
  if (typeof props.panelId === 'string' && props.panelId !== '') return true;
  if (usableLinks(props.links).length > 0 || usableLinks(props.sideLinks).length > 0) return true;
  return [props.cart, props.wishlist, props.login, props.userMenu].some((placement) => isShown(placementOf(placement)));
}

export const NAV_MENU_DEFAULT_PROPS: NavMenuProps = NAV_MENU_DEFAULTS;
