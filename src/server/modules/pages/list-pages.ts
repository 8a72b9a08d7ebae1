import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { page, site } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canEditPagesOf } from './access.public.ts';

export interface PageListItem {
  title: string;
  path: string;
  pathWithNoSite: string;
  published_at: string | null;
  has_draft: boolean;
  updated_at: string;
}

/** The pages (or templates) of a site, or of the platform when siteUniqueId is null, for their editors. */
export async function listPagesFor(db: Db, actor: Actor | null, siteUniqueId: string | null, kind: 'page' | 'template') {
  if (!actor) throw new HttpError(401, 'Authentication required');
  let siteRow: { id: string; title: string } | null = null;
  if (siteUniqueId) {
    const [found] = await db.select({ id: site.id, title: site.title }).from(site).where(eq(site.uniqueId, siteUniqueId));
    if (!found) throw new HttpError(404, 'Site not found');
    siteRow = found;
  }
  if (!(await canEditPagesOf(db, actor, siteRow?.id ?? null))) throw new HttpError(siteRow ? 404 : 403, siteRow ? 'Site not found' : 'Only administrators manage the platform pages');
  const rows = await db
    .select()
    .from(page)
    .where(and(siteRow ? eq(page.siteId, siteRow.id) : sql`${page.siteId} is null`, eq(page.kind, kind)))
    .orderBy(asc(page.pathWithNoSite));
  return {
    siteTitle: siteRow?.title ?? null,
    items: rows.map(
      (r): PageListItem => ({
        title: r.title,
        path: r.path,
        pathWithNoSite: r.pathWithNoSite,
        published_at: r.publishedAt?.toISOString() ?? null,
        has_draft: r.draft !== null,
        updated_at: r.updatedAt.toISOString(),
      }),
    ),
  };
}
