// Which site's cart and wishlist a page uses (decision 022): the site of the page's slug
// (`site-{unique_id}`), else the one its address names, else none (the platform's own list).

import { SITE_PREFIX } from '#core/constants.ts';

/** The unique id in a `site-{unique_id}` slug; null for anything else. */
export function siteIdOfSlug(slug: string | null | undefined): string | null {
  if (typeof slug !== 'string' || !slug.startsWith(SITE_PREFIX)) return null;
  const id = slug.slice(SITE_PREFIX.length);
  return id && !id.includes('/') ? id : null;
}

/** The site a path names: /site-{id}/… or /data/site-{id}/…; null otherwise. */
export function siteIdOfPath(pathname: string): string | null {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  return siteIdOfSlug(first === 'data' ? second : first);
}

export function siteIdFromLocation(): string | null {
  return typeof window === 'undefined' ? null : siteIdOfPath(window.location.pathname);
}
