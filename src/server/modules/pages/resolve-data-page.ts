import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BoundRecord } from '#core/content/record-binding.ts';
import { buildLink } from '#core/paths/build-link.ts';
import { dataAreaPathOf, dataListPath, dataRecordPath, templatePathOf, templateTargetOf, type DataAreaTarget } from '#core/paths/data-area.ts';
import { PRODUCTS_COLLECTION } from '#core/product-list/product-list-query.ts';
import { NOT_FOUND_PAGE } from '#core/paths/routes.ts';
import { toSiteSlug } from '#core/paths/site-prefix.ts';
import type { Db } from '#server/db/client.ts';
import { document, page } from '#server/db/schema.ts';
import { isDataCollectionName } from '#server/shared/listing/data-collection-name.ts';
import { toDocumentItem } from '#server/modules/content/list-documents.public.ts';
import type { RecordRef } from '#server/shared/access/record-authority.ts';
import { isUuid } from '#server/http/ids.ts';
import { collectionCacheTag } from '#server/shared/page-cache/collection-cache.ts';
import type { PuckData } from './page-data.ts';
import { cacheTagsOf } from '#server/shared/page-cache/cache-tags.ts';
import { publicSite, siteOfDomain, siteOfUniqueId, type PublicPage, type PublicResolution, type ResolvedSite } from './resolve-public-page.public.ts';

/**
 * A data-area URL resolved: what the public page flow renders (the template page, or the site's
 * 404), and, when the template is shown, the record bound to it.
 */
export interface DataPageResolution {
  resolution: PublicResolution;
  /** The record shown or edited, as the data API answers it; null for the list, /create and anything not found. */
  bound: BoundRecord | null;
  /** What decides who may edit the record on its manage page (recordAuthority). */
  recordAccess: RecordRef | null;
}

const pageColumns = { id: page.id, title: page.title, description: page.description, data: page.data, path: page.path, pathWithNoSite: page.pathWithNoSite, publishedAt: page.publishedAt };

async function publishedPage(db: Db, siteId: string | null, kind: 'page' | 'template', pathWithNoSite: string): Promise<PublicPage | null> {
  const [row] = await db
    .select(pageColumns)
    .from(page)
    .where(and(siteId ? eq(page.siteId, siteId) : sql`${page.siteId} is null`, eq(page.kind, kind), isNotNull(page.publishedAt), eq(page.pathWithNoSite, pathWithNoSite)))
    .limit(1);
  return row ? { ...row, data: row.data as PuckData, publishedAt: row.publishedAt?.toISOString() ?? null } : null;
}

/** The data area's path of `target` as every link builds it: the one URL its page is cached by. */
function canonicalPathOf(target: DataAreaTarget, slug: string | null): string {
  return buildLink(dataAreaPathOf(target), slug);
}

/**
 * Which template page and record a data-area URL shows (spec 1 §2, issue #9 part 5):
 * /data/site-{id}/{collection}[/{id}[/manage] | /create] on the platform's host, /data/{collection}…
 * on a site's own domain (and the platform's own records without a slug). The template is the
 * site's *published* /dynamic-content/{all|view|manage}/{collection}; a record must belong to that
 * collection and that site. Anything missing shows the site's /404 page (or the built-in one).
 */
export async function resolveDataPage(db: Db, host: string, target: DataAreaTarget): Promise<DataPageResolution> {
  const hostname = host.toLowerCase().split(':')[0] ?? '';
  const byDomain = await siteOfDomain(db, hostname);
  let siteRow: ResolvedSite | null = byDomain;
  if (target.siteSlug !== null) {
    const bySlug = await siteOfUniqueId(db, target.siteSlug.slice(toSiteSlug('').length));
    // On a site's own domain, a slug may only name that site.
    if (!bySlug || (byDomain && byDomain.id !== bySlug.id)) return nothing({ kind: 'not-found', site: byDomain && publicSite(byDomain), cacheTags: ['platform'] });
    siteRow = bySlug;
  }
  const siteId = siteRow?.id ?? null;
  const site = siteRow && publicSite(siteRow);
  const templatePath = templatePathOf(target.kind, target.collection);
  const tags = cacheTagsOf(siteId, templatePath);
  if (siteRow && !siteRow.isActive) return nothing({ kind: 'not-found', site, cacheTags: [tags[0]!] });

  const notFound = async (): Promise<DataPageResolution> => {
    const fallback = await publishedPage(db, siteId, 'page', NOT_FOUND_PAGE);
    if (!fallback) return nothing({ kind: 'not-found', site, cacheTags: tags });
    return nothing({ kind: 'page', status: 404, site, page: fallback, canonicalHost: byDomain ? hostname : null, canonicalPath: canonicalPathOf(target, target.siteSlug), cacheTags: tags });
  };

  if (!isDataCollectionName(target.collection)) return notFound();
  const template = await publishedPage(db, siteId, 'template', templatePath);
  if (!template) return notFound();

  let bound: BoundRecord | null = null;
  let recordAccess: DataPageResolution['recordAccess'] = null;
  if (target.id !== null) {
    if (!isUuid(target.id)) return notFound();
    const [row] = await db
      .select()
      .from(document)
      .where(and(eq(document.id, target.id), eq(document.collection, target.collection), siteId ? eq(document.siteId, siteId) : sql`${document.siteId} is null`))
      .limit(1);
    if (!row) return notFound();
    bound = { collection: target.collection, record: toDocumentItem(row, siteRow?.uniqueId ?? null) };
    recordAccess = { collection: row.collection, siteId: row.siteId, ownerId: row.ownerId, formId: row.formId, createdAt: row.createdAt };
  }

  return {
    resolution: {
      kind: 'page',
      status: 200,
      site,
      page: template,
      canonicalHost: byDomain ? hostname : null,
      // Links inside a site carry its slug; on its own domain they do not (buildLink's rules).
      canonicalPath: canonicalPathOf(target, byDomain ? null : siteRow ? toSiteSlug(siteRow.uniqueId) : null),
      // The template's scope (publishing drops it) and the collection (any record write drops it).
      cacheTags: [...tags, collectionCacheTag(siteId, target.collection)],
    },
    bound,
    recordAccess,
  };
}

const nothing = (resolution: PublicResolution): DataPageResolution => ({ resolution, bound: null, recordAccess: null });

/** A sitemap holds at most 50 000 URLs; the data area's share of one site's is bounded by that. */
const SITEMAP_MAX_RECORDS = 50_000;

/**
 * The data-area paths a site shows to anyone (before any site prefix), for its sitemap: the list
 * of each collection with a published `all` template and every record of each collection with a
 * published `view` template (decision 020: publishing it is the owner's choice to show them),
 * leaving out products marked inactive. The create and manage forms are not listed.
 */
export async function listPublicDataPaths(db: Db, siteId: string | null): Promise<{ path: string; updatedAt: Date }[]> {
  const templates = await db
    .select({ pathWithNoSite: page.pathWithNoSite, updatedAt: page.updatedAt })
    .from(page)
    .where(and(siteId ? eq(page.siteId, siteId) : sql`${page.siteId} is null`, eq(page.kind, 'template'), isNotNull(page.publishedAt)));
  const paths: { path: string; updatedAt: Date }[] = [];
  const viewed: string[] = [];
  for (const template of templates) {
    const target = templateTargetOf(template.pathWithNoSite);
    if (!target || !isDataCollectionName(target.collection)) continue;
    if (target.kind === 'all') paths.push({ path: dataListPath(target.collection), updatedAt: template.updatedAt });
    if (target.kind === 'view') viewed.push(target.collection);
  }
  if (viewed.length === 0) return paths;
  const records = await db
    .select({ id: document.id, collection: document.collection, updatedAt: document.updatedAt })
    .from(document)
    .where(
      and(
        siteId ? eq(document.siteId, siteId) : sql`${document.siteId} is null`,
        inArray(document.collection, viewed),
        sql`not (${document.collection} = ${PRODUCTS_COLLECTION} and coalesce(${document.data}->>'status', '') = 'inactive')`,
      ),
    )
    .orderBy(document.collection, document.createdAt)
    .limit(SITEMAP_MAX_RECORDS);
  for (const record of records) paths.push({ path: dataRecordPath(record.collection, record.id), updatedAt: record.updatedAt });
  return paths;
}
