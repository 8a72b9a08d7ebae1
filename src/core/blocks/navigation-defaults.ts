// Default props of the navigation blocks (NavMenu, Footer, Logo, DropdownMenu, SubNavigation,
// NotFound): what the editor puts in a new block, and what the seed and a new site's /404 start
// from. Pure data (decision 044).

import { DEFAULT_LINK_TARGET } from '#core/options/link-targets.ts';
import { GO_HOME_LABEL, NOT_FOUND_HEADING } from '#core/ui/messages.ts';

/** A navigation button shown on no screen size. */
export const HIDDEN_BUTTON = { desktop: false, mobile: false };

export const NAV_MENU_DEFAULTS = {
  title: 'My Site',
  logo: '',
  logoAlt: '',
  homeHref: '/',
  links: [
    { label: 'Home', href: '/', target: DEFAULT_LINK_TARGET },
    { label: 'About', href: '/about', target: DEFAULT_LINK_TARGET },
    { label: 'Contact', href: '/contact', target: DEFAULT_LINK_TARGET },
  ],
  sideLinks: [],
  ariaLabel: 'Main',
  // The visitor's buttons are opt-in: a navigation without them loads none of their code.
  cart: HIDDEN_BUTTON,
  wishlist: HIDDEN_BUTTON,
  login: HIDDEN_BUTTON,
  userMenu: HIDDEN_BUTTON,
};

export const FOOTER_DEFAULTS = {
  logo: '',
  logoAlt: '',
  title: 'My Site',
  logoHref: '/',
  description: '',
  socialLinks: [],
  columns: [
    {
      title: 'Company',
      links: [
        { label: 'About', href: '/about', target: DEFAULT_LINK_TARGET },
        { label: 'Contact', href: '/contact', target: DEFAULT_LINK_TARGET },
      ],
    },
  ],
  copyright: '',
};

export const LOGO_DEFAULTS = { image: '', alt: '', text: 'My Site', href: '/', height: 40 };

export const DROPDOWN_MENU_DEFAULTS = {
  label: 'Menu',
  items: [
    { label: 'First link', href: '/', target: DEFAULT_LINK_TARGET },
    { label: 'Second link', href: '/about', target: DEFAULT_LINK_TARGET },
  ],
  align: 'start' as const,
};

export const SUB_NAVIGATION_DEFAULTS = { title: '', subtitle: '', items: [] };

export const NOT_FOUND_DESCRIPTION = 'Sorry, the page you are looking for does not exist or has been moved.';

export const NOT_FOUND_DEFAULTS = {
  heading: NOT_FOUND_HEADING,
  description: NOT_FOUND_DESCRIPTION,
  buttonLabel: GO_HOME_LABEL,
  buttonHref: '/',
  showGraphic: true,
};
