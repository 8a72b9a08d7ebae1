// Site-scoped pages carry `site-{id}` as their first path segment (spec 1 §2, §9).
import { SITE_PREFIX } from '../constants.ts';
import { DATA, EDIT_SUFFIX } from './routes.ts';
import { pathSegments, splitPath } from './split-path.ts';

/** First path segment ('' when there is none); leading slashes, query and hash are ignored. */
export function getFirstSegment(path: string): string {
  return pathSegments(path)[0] ?? '';
}

/** `site-abc` is a site segment; the bare prefix `site-` is not (it names no site). */
export function isSiteSegment(segment: string, prefix: string = SITE_PREFIX): boolean {
  return typeof segment === 'string' && segment.length > prefix.length && segment.startsWith(prefix);
}

export function toSiteSlug(siteId: string, prefix: string = SITE_PREFIX): string {
  return `${prefix}${siteId}`;
}

/** '/site-abc/about' => 'site-abc'; null outside a site. */
export function getSiteSlugFromPath(path: string, prefix: string = SITE_PREFIX): string | null {
  const first = getFirstSegment(path);
  return isSiteSegment(first, prefix) ? first : null;
}

/** '/site-abc/about' => 'abc'; null outside a site. */
export function getSiteIdFromPath(path: string, prefix: string = SITE_PREFIX): string | null {
  const slug = getSiteSlugFromPath(path, prefix);
  return slug === null ? null : slug.slice(prefix.length);
}

/** '/site-abc/about' => '/about', '/site-abc' => '/'; other paths are returned unchanged. */
export function stripSitePrefix(path: string, prefix: string = SITE_PREFIX): string {
  if (typeof path !== 'string') return '';
  const { pathname, suffix } = splitPath(path);
  const match = /^\/*([^/]*)(.*)$/.exec(pathname);
  if (match === null || !isSiteSegment(match[1] ?? '', prefix)) return path;
  const rest = match[2] ?? '';
  return `${rest === '' ? '/' : rest}${suffix}`;
}

/** A page path plus /edit opens the editor for that page. */
export function isEditPath(path: string): boolean {
  if (typeof path !== 'string') return false;
  const { pathname } = splitPath(path);
  return pathname === EDIT_SUFFIX || pathname.endsWith(EDIT_SUFFIX);
}

/** '/about/edit' => '/about', '/edit' => '/'; other paths are returned unchanged. */
export function stripEditSuffix(path: string): string {
  if (!isEditPath(path)) return typeof path === 'string' ? path : '';
  const { pathname, suffix } = splitPath(path);
  const rest = pathname.slice(0, -EDIT_SUFFIX.length);
  return `${rest === '' ? '/' : rest}${suffix}`;
}

const ACCOUNT_TYPE_SEGMENTS: readonly string[] = ['auth', 'account', 'billing', 'dashboard'];

/** Spec 3 §2: the path after any site slug starts with auth, account, billing or dashboard. */
export function isAccountTypePath(path: string, prefix: string = SITE_PREFIX): boolean {
  return ACCOUNT_TYPE_SEGMENTS.includes(getFirstSegment(stripSitePrefix(path, prefix)));
}

/**
 * The manage area: /manage and below, also when scoped to a site under
 * /dashboard/site-{id}/manage (where built links put it).
 */
export function isSystemPath(path: string, prefix: string = SITE_PREFIX): boolean {
  const segments = pathSegments(path);
  if (segments[0] === 'manage') return true;
  return segments[0] === 'dashboard' && isSiteSegment(segments[1] ?? '', prefix) && segments[2] === 'manage';
}

/** Spec 1 §6: the editor and the manage area are system routes. */
export function isSystemRoute(path: string, prefix: string = SITE_PREFIX): boolean {
  return isSystemPath(path, prefix) || isEditPath(path);
}

/** A page under /dynamic-content/, with or without a site slug in front. */
export function isTemplatePath(path: string, prefix: string = SITE_PREFIX): boolean {
  const segments = pathSegments(stripSitePrefix(path, prefix));
  return segments[0] === 'dynamic-content' && segments.length > 1;
}

/** The data area (/data, /data/{site}/{collection}/{id}). */
export function isDataPath(path: string): boolean {
  return `/${getFirstSegment(path)}` === DATA;
}
