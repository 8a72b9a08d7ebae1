import { DEFAULT_LINK_TARGET, type LinkTarget } from '#core/options/link-targets.ts';
import type { SiteSlugProps } from './site-slug.ts';

export interface MenuLink {
  label: string;
  /** Empty: the entry is shown as plain text (spec 2 §2). Internal paths are built inside the site. */
  href: string;
  target: LinkTarget;
}

export interface NavMenuProps extends SiteSlugProps {
  /** The site name, shown as a word mark when there is no logo image. */
  title: string;
  /** Logo image URL. */
  logo: string;
  logoAlt: string;
  /** Where the logo leads: '/' (the site's home) by default. */
  homeHref: string;
  links: MenuLink[];
  /** Names the navigation landmark; needed when a page has more than one. */
  ariaLabel: string;
}

export const EMPTY_MENU_LINK: MenuLink = { label: '', href: '', target: DEFAULT_LINK_TARGET };

export const NAV_MENU_DEFAULT_PROPS: NavMenuProps = {
  title: 'My Site',
  logo: '',
  logoAlt: '',
  homeHref: '/',
  links: [
    { label: 'Home', href: '/', target: DEFAULT_LINK_TARGET },
    { label: 'About', href: '/about', target: DEFAULT_LINK_TARGET },
    { label: 'Contact', href: '/contact', target: DEFAULT_LINK_TARGET },
  ],
  ariaLabel: 'Main',
};

/** Entries worth showing: a label is required; the href may be empty (plain text). */
export function usableLinks(links: unknown): MenuLink[] {
  if (!Array.isArray(links)) return [];
  return links.filter(
    (link): link is MenuLink => typeof link === 'object' && link !== null && typeof link.label === 'string' && link.label.trim() !== '',
  );
}
