import { FOOTER_DEFAULTS } from '#core/blocks/navigation-defaults.ts';
import type { MenuLink } from '#web/site/menu-links.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

/** A social profile: the platform names the link (the footer shows no brand icons, only words). */
export interface SocialLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: MenuLink[];
}

export interface FooterProps extends SiteSlugProps {
  /** Logo image URL; empty shows `title` as a word mark. */
  logo: string;
  logoAlt: string;
  /** The site name: the word mark without a logo image, and the logo's name. */
  title: string;
  /** Spec 3 §2: a logo links to / by default (built inside the site). Empty: no link. */
  logoHref: string;
  description: string;
  socialLinks: SocialLink[];
  columns: FooterColumn[];
  /** The small print at the bottom (a copyright line). */
  copyright: string;
}

export const EMPTY_SOCIAL_LINK: SocialLink = { label: '', href: '' };
export const EMPTY_FOOTER_COLUMN: FooterColumn = { title: '', links: [] };

export const FOOTER_DEFAULT_PROPS: FooterProps = FOOTER_DEFAULTS;

/** Columns worth showing: a title or at least one labelled link. */
export function usableColumns(columns: unknown): FooterColumn[] {
  if (!Array.isArray(columns)) return [];
  return columns.filter((column): column is FooterColumn => {
    if (typeof column !== 'object' || column === null) return false;
    const { title, links } = column as Partial<FooterColumn>;
    return (typeof title === 'string' && title.trim() !== '') || (Array.isArray(links) && links.length > 0);
  });
}

/** Social links with both a label (their accessible name) and an address. */
export function usableSocialLinks(links: unknown): SocialLink[] {
  if (!Array.isArray(links)) return [];
  return links.filter(
    (link): link is SocialLink =>
      typeof link === 'object' && link !== null && typeof link.label === 'string' && link.label.trim() !== '' && typeof link.href === 'string' && link.href.trim() !== '',
  );
}
