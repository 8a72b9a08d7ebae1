import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { SITE_PREFIX } from '#core/constants.ts';
import { HOMEPAGE, NOT_FOUND_PAGE } from '#core/paths/routes.ts';
import type { Db } from '#server/db/client.ts';
import { page, site } from '#server/db/schema.ts';
import type { PuckData } from './page-data.ts';
import { cacheTagsOf } from '#server/shared/page-cache/cache-tags.ts';

export interface PublicSite {
  id: string;
  uniqueId: string;
  title: string;
  description: string;
  language: string;
  url: string | null;
  image: string | null;
}

export interface PublicPage {
  /** The page's id: a Form block's formId starts with it (decision 019). */
  id: string;
  title: string;
  description: string;
  data: PuckData;
  path: string;
  pathWithNoSite: string;
  publishedAt: string | null;
}

export type PublicResolution =
  /** A published page to show; `status` is 404 for a site's own /404 page shown for a missing path. */
  | {
      kind: 'page';
      status: 200 | 404;
      site: PublicSite | null;
      page: PublicPage;
      /** The one URL this page is known by: the custom domain it was served on (null: the platform's own host) and the path. */
      canonicalHost: string | null;
      canonicalPath: string;
      cacheTags: string[];
    }
  /** Nothing published here: show the built-in not-found page (with the site's look when known). */
  | { kind: 'not-found'; site: PublicSite | null; cacheTags: string[] };

const siteColumns = {
  id: site.id,
  uniqueId: site.uniqueId,
  title: site.title,
  description: site.description,
  language: site.language,
  // A site is known by its custom domain only once the domain is proved (decision 037).
  url: sql<string | null>`case when ${site.domainVerifiedAt} is not null then ${site.url} end`,
  image: site.image,
  isActive: site.isActive,
};

export type ResolvedSite = PublicSite & { isActive: boolean };

/**
 * The site whose own, proved domain `hostname` is (lower case, no port), or null. A domain only
 * typed into a site's settings serves nothing: whoever types it first does not own it (decision 037).
 */
export async function siteOfDomain(db: Db, hostname: string): Promise<ResolvedSite | null> {
  if (!hostname) return null;
  const [found] = await db.select(siteColumns).from(site).where(and(eq(site.domain, hostname), isNotNull(site.domainVerifiedAt))).limit(1);
  return found ?? null;
}

/** The site with public id `uniqueId`, or null. */
export async function siteOfUniqueId(db: Db, uniqueId: string): Promise<ResolvedSite | null> {
  const [found] = await db.select(siteColumns).from(site).where(eq(site.uniqueId, uniqueId)).limit(1);
  return found ?? null;
}

/**
 * Which site and page a public URL shows:
 * - a proved custom domain (the host of a site's `url`) serves that site's pages at the root;
 * - /site-{id}/… serves site {id}'s pages; /site-{id} and /{id} its homepage;
 * - anything else is one of the platform's own pages (e.g. /homepage, /billing/subscriptions/pricing).
 */
export async function resolvePublicPage(db: Db, host: string, pathname: string): Promise<PublicResolution> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const hostname = host.toLowerCase().split(':')[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  const first = segments[0] ?? '';

  let siteRow: ResolvedSite | null = null;
  let pagePath = path;
  let canonicalPrefix = '';

  const byDomain = await siteOfDomain(db, hostname);
  if (byDomain) {
    siteRow = byDomain;
  } else if (first.startsWith(SITE_PREFIX)) {
    const found = await siteOfUniqueId(db, first.slice(SITE_PREFIX.length));
    if (!found) return { kind: 'not-found', site: null, cacheTags: ['platform'] };
    siteRow = found;
    pagePath = `/${segments.slice(1).join('/')}`;
    canonicalPrefix = `/${first}`;
  } else if (segments.length === 1) {
    const found = await siteOfUniqueId(db, first);
    if (found) {
      siteRow = found;
      pagePath = '/';
      canonicalPrefix = `/${SITE_PREFIX}${found.uniqueId}`;
    }
  }
  // The root of a site (and of the platform) shows its /homepage page.
  if (pagePath === '/') pagePath = HOMEPAGE;

  if (siteRow && !siteRow.isActive) return { kind: 'not-found', site: publicSite(siteRow), cacheTags: [cacheTagsOf(siteRow.id, pagePath)[0]!] };

  const siteId = siteRow?.id ?? null;
  const tags = cacheTagsOf(siteId, pagePath);
  const rows = await db
    .select({ id: page.id, title: page.title, description: page.description, data: page.data, path: page.path, pathWithNoSite: page.pathWithNoSite, publishedAt: page.publishedAt })
    .from(page)
    .where(
      and(
        siteId ? eq(page.siteId, siteId) : sql`${page.siteId} is null`,
        eq(page.kind, 'page'),
        isNotNull(page.publishedAt),
        or(eq(page.pathWithNoSite, pagePath), eq(page.pathWithNoSite, NOT_FOUND_PAGE)),
      ),
    );
  const found = rows.find((r) => r.pathWithNoSite === pagePath);
  const chosen = found ?? rows.find((r) => r.pathWithNoSite === NOT_FOUND_PAGE);
  if (!chosen) return { kind: 'not-found', site: siteRow && publicSite(siteRow), cacheTags: tags };
  return {
    kind: 'page',
    status: found ? 200 : 404,
    site: siteRow && publicSite(siteRow),
    page: { ...chosen, data: chosen.data as PuckData, publishedAt: chosen.publishedAt?.toISOString() ?? null },
    canonicalHost: byDomain ? hostname : null,
    // A homepage is known by its root: '/' (platform, custom domain) or '/site-{id}'.
    canonicalPath: `${canonicalPrefix}${pagePath === HOMEPAGE ? '' : pagePath}` || '/',
    cacheTags: tags,
  };
}

export function publicSite(row: ResolvedSite): PublicSite {
  const { isActive: _isActive, ...rest } = row;
  return rest;
}

/** Every published page of a site (or of the platform), for sitemap.xml. */
export async function listPublishedPaths(db: Db, siteId: string | null) {
  return db
    .select({ pathWithNoSite: page.pathWithNoSite, updatedAt: page.updatedAt })
    .from(page)
    .where(and(siteId ? eq(page.siteId, siteId) : sql`${page.siteId} is null`, eq(page.kind, 'page'), isNotNull(page.publishedAt)));
}
