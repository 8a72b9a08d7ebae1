// Link building inside a site (spec 1 §2). Idempotent: a link that was already built is
// recognised by its first segments and left alone, so building twice never nests the site.
import { DATA } from './routes.ts';
import { SITE_PREFIX } from '../constants.ts';
import { isSiteSegment } from './site-prefix.ts';
import { splitPath } from './split-path.ts';

/**
 * First segments that are never site-scoped. `api` is not in the spec's list; it is added
 * because sign-in/sign-out links point at /api/auth/..., which has no per-site copy.
 */
const GLOBAL_FIRST_SEGMENTS: readonly string[] = ['account', 'auth', 'dashboard', 'api', 'view-draft'];

/** mailto:, tel:, http(s):, javascript: ... any scheme, per RFC 3986. */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

function isLeftAlone(href: string): boolean {
  return (
    href === '' ||
    SCHEME.test(href) ||
    href.startsWith('//') ||
    href.startsWith('#') ||
    href.startsWith('?') ||
    href.startsWith('.')
  );
}

/**
 * Builds a link for use inside the site `siteSlug` (e.g. 'site-abc'):
 * - external urls, anchors, query-only and ./relative links are returned unchanged;
 * - links whose first segment is account, auth, dashboard, api, view-draft or a site slug are unchanged;
 * - /manage... goes to /dashboard/{site}/manage...; /data... goes to /data/{site}...;
 * - any other path gets the site slug as its first segment ('about' is read as '/about').
 * Without a valid site slug the link is returned unchanged. Query and hash are kept; surrounding
 * whitespace is always dropped.
 */
export function buildLink(href: string, siteSlug?: string | null, prefix: string = SITE_PREFIX): string {
  if (typeof href !== 'string') return '';
  const trimmed = href.trim();
  if (siteSlug === null || siteSlug === undefined || !isUsableSlug(siteSlug, prefix) || isLeftAlone(trimmed)) {
    return trimmed;
  }
  const { pathname: rawPath, suffix } = splitPath(trimmed);
  const pathname = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  if (GLOBAL_FIRST_SEGMENTS.includes(first) || isSiteSegment(first, prefix)) return `${pathname}${suffix}`;
  if (first === 'manage') return `/dashboard/${siteSlug}${pathname}${suffix}`;
  if (`/${first}` === DATA) {
    if (isSiteSegment(segments[2] ?? '', prefix)) return `${pathname}${suffix}`;
    return `${DATA}/${siteSlug}${pathname.slice(DATA.length)}${suffix}`;
  }
  return `/${siteSlug}${pathname === '/' ? '' : pathname}${suffix}`;
}

/** A slug is one path segment that starts with the site prefix. */
function isUsableSlug(slug: string, prefix: string): boolean {
  return typeof slug === 'string' && isSiteSegment(slug, prefix) && !/[/?#\s]/.test(slug);
}
