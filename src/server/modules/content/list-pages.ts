import { and, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SITE_PAGES, SITE_TEMPLATES, SYSTEM_PAGES, SYSTEM_REVALIDATE } from '#core/collections.ts';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like-pattern.ts';
import { page } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canEditPagesOf } from '#server/modules/pages/access.public.ts';
import type { ListQuery } from '#server/shared/listing/list-query.ts';
import { ADMINS_ONLY, FORBIDDEN_SITE, listAnswer, offsetOf, orderBy, type ListAnswer } from '#server/shared/listing/list-result.ts';
import type { ContentScope } from '#server/shared/listing/list-scope.ts';

export const PAGE_COLLECTIONS = [SITE_PAGES, SITE_TEMPLATES, SYSTEM_PAGES, SYSTEM_REVALIDATE] as const;
export type PageCollection = (typeof PAGE_COLLECTIONS)[number];
export const PAGE_SORT_FIELDS = ['created_at', 'updated_at', 'title', 'path'] as const;

/** A page as the content manager lists it: no `data` or `draft` (documents are big), only whether a draft exists. */
export interface PageItem {
  id: string;
  _id: string;
  title: string;
  description: string;
  path: string;
  pathWithNoSite: string;
  is_template: boolean;
  published_at: string | null;
  updated_at: string;
  created_at: string;
  has_draft: boolean;
  /** The site's unique_id; null for the platform's pages. */
  site_id: string | null;
  isSystemRevalidatePage?: true;
}

const SORT_COLUMNS = {
  created_at: page.createdAt,
  updated_at: page.updatedAt,
  title: page.title,
  path: page.pathWithNoSite,
} as const;

/** Which rows a collection holds in a scope. system_pages is always the platform's: its pages and system (/manage…) pages. */
function collectionFilter(collection: PageCollection, scope: ContentScope): SQL {
  const inScope = scope.site ? eq(page.siteId, scope.site.id) : isNull(page.siteId);
  switch (collection) {
    case SITE_PAGES:
      return and(inScope, eq(page.kind, 'page'))!;
    case SITE_TEMPLATES:
      return and(inScope, eq(page.kind, 'template'))!;
    case SYSTEM_PAGES:
      return and(isNull(page.siteId), inArray(page.kind, ['page', 'system']))!;
    case SYSTEM_REVALIDATE:
      // What a revalidation can drop: the scope's published pages.
      return and(inScope, eq(page.kind, 'page'), isNotNull(page.publishedAt))!;
  }
}

/** Whether a page row belongs to the collection it is addressed by (for deletes by id). */
export function pageBelongsTo(collection: PageCollection, row: { siteId: string | null; kind: string }): boolean {
  if (collection === SITE_PAGES) return row.kind === 'page';
  if (collection === SITE_TEMPLATES) return row.kind === 'template';
  if (collection === SYSTEM_PAGES) return row.siteId === null && (row.kind === 'page' || row.kind === 'system');
  return false;
}

/** GET /api/{site_pages|site_templates|system_pages|system_revalidate}: a site's owners and editors, the platform's admins. */
export async function listPageItems(db: Db, actor: Actor, collection: PageCollection, scope: ContentScope, query: ListQuery): Promise<ListAnswer<PageItem>> {
  const effective = collection === SYSTEM_PAGES ? { site: null } : scope;
  if (!(await canEditPagesOf(db, actor, effective.site?.id ?? null))) throw new HttpError(403, effective.site ? FORBIDDEN_SITE : ADMINS_ONLY);
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(collectionFilter(collection, effective), pattern ? or(ilike(page.title, pattern), ilike(page.pathWithNoSite, pattern)) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: page.id,
        title: page.title,
        description: page.description,
        path: page.path,
        pathWithNoSite: page.pathWithNoSite,
        kind: page.kind,
        publishedAt: page.publishedAt,
        createdAt: page.createdAt,
        updatedAt: page.updatedAt,
        hasDraft: sql<boolean>`${page.draft} is not null`,
      })
      .from(page)
      .where(where)
      .orderBy(...orderBy(query, SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS], page.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    query.includeTotalCount ? db.select({ n: count() }).from(page).where(where) : null,
  ]);
  const siteUniqueId = effective.site?.uniqueId ?? null;
  const items = rows.map(
    (row): PageItem => ({
      id: row.id,
      _id: row.id,
      title: row.title,
      description: row.description,
      path: row.path,
      pathWithNoSite: row.pathWithNoSite,
      is_template: row.kind === 'template',
      published_at: row.publishedAt?.toISOString() ?? null,
      updated_at: row.updatedAt.toISOString(),
      created_at: row.createdAt.toISOString(),
      has_draft: Boolean(row.hasDraft),
      site_id: siteUniqueId,
      ...(collection === SYSTEM_REVALIDATE ? { isSystemRevalidatePage: true as const } : {}),
    }),
  );
  return listAnswer(items, query, total ? Number(total[0]?.n ?? 0) : null);
}
