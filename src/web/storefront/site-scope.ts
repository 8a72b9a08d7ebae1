// Which site's cart and wishlist a page uses (decision 022). On the server: the site of the page's
// slug (`site-{unique_id}`), else the one its address names, else none (the platform's own list).
// In this browser's storage: the site the address names, so that sites sharing the platform's
// origin (/site-a/…, /site-b/…) keep apart, while a site on its own domain needs no suffix; every
// reader of the stored lists (the stores, the navigation's badges) agrees through localListName.

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

/** `base` suffixed with `:{site}` for a site, as stored lists and their channels are named. */
export function scopedListName(base: string, siteId: string | null): string {
  return siteId ? `${base}:${siteId}` : base;
}

/** The storage key or channel name of a list (CART_STORAGE_KEY, CART_BROADCAST_CHANNEL…) on this page. */
export function localListName(base: string): string {
  return scopedListName(base, siteIdFromLocation());
}
