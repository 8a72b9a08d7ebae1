import { SITE_PREFIX } from '#core/constants.ts';
import { getSiteIdFromPath, stripSitePrefix } from '#core/paths/site-prefix.ts';

/** Where a page path lives: in a site (by its public id) or on the platform itself. */
export interface PageTarget {
  kind: 'page' | 'template' | 'system';
  path: string;
  pathWithNoSite: string;
  siteUniqueId: string | null;
}

/** Reads a validated path and the record's flags; the path decides the site, never the client's pathWithNoSite. */
export function pageTargetOf(path: string, flags: { is_template?: unknown; is_system?: unknown }): PageTarget {
  const siteUniqueId = flags.is_system === true ? null : getSiteIdFromPath(path, SITE_PREFIX);
  const pathWithNoSite = siteUniqueId ? stripSitePrefix(path, SITE_PREFIX) || '/' : path;
  const kind = flags.is_system === true ? 'system' : flags.is_template === true ? 'template' : 'page';
  return { kind, path, pathWithNoSite, siteUniqueId };
}
