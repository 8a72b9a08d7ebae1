// Who a sign-in is for, read from where it returns to: a builder going back to the dashboard,
// the manage area, the editor or a template, or a shopper going back to a site's pages (issue 23).
import { SITE_PREFIX } from '../constants.ts';
import { parseDataAreaPath } from '../paths/data-area.ts';
import { getFirstSegment, getSiteIdFromPath, isSystemRoute, isTemplatePath, stripSitePrefix } from '../paths/site-prefix.ts';

const BUILDER_SEGMENTS: readonly string[] = ['dashboard', 'manage', 'billing'];

/** A return path into the builder's areas (or none at all: signing in from the platform's own pages). */
export function isBuilderReturnPath(path: string): boolean {
  const inSite = stripSitePrefix(path);
  return BUILDER_SEGMENTS.includes(getFirstSegment(inSite)) || isSystemRoute(inSite) || isTemplatePath(path);
}

/** The site a shopper's return path is on (/site-{id}/…, /data/site-{id}/…); null when it names none or is a builder's. */
export function shopSiteIdOfReturnPath(path: string): string | null {
  if (isBuilderReturnPath(path)) return null;
  const data = parseDataAreaPath(path);
  if (data) return data.siteSlug ? data.siteSlug.slice(SITE_PREFIX.length) : null;
  return getSiteIdFromPath(path);
}
