import { DEFAULT_LINK_TARGET, type LinkTarget } from '#core/options/link-targets.ts';

/** An entry of a site's menus: the navigation, the footer's columns, dropdown and sub-navigation. */
export interface MenuLink {
  label: string;
  /** Empty: the entry is shown as plain text (spec 2 §2). Internal paths are built inside the site. */
  href: string;
  target: LinkTarget;
}

export const EMPTY_MENU_LINK: MenuLink = { label: '', href: '', target: DEFAULT_LINK_TARGET };

/** Entries worth showing: a label is required; the href may be empty (plain text). */
export function usableLinks(links: unknown): MenuLink[] {
  if (!Array.isArray(links)) return [];
  return links.filter(
    (link): link is MenuLink => typeof link === 'object' && link !== null && typeof link.label === 'string' && link.label.trim() !== '',
  );
}
