import { and, count, eq, ilike, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like-pattern.ts';
import { site, siteMember } from '#server/db/schema.ts';
import { isAdmin, type Actor } from '#server/shared/access/actor.ts';
import { summariesOf, type SiteSummary } from '#server/modules/sites/queries.public.ts';
import type { ListQuery } from '#server/shared/listing/list-query.ts';
import { listAnswer, offsetOf, orderBy, type ListAnswer } from '#server/shared/listing/list-result.ts';

export const SITE_SORT_FIELDS = ['created_at', 'updated_at', 'title'] as const;

/** A site in the content manager: its summary, addressed by its unique_id. */
export type SiteItem = SiteSummary & { id: string };

const SORT_COLUMNS = { created_at: site.createdAt, updated_at: site.updatedAt, title: site.title } as const;

/** GET /api/system_sites: the sites the caller may work on (all of them for admins); `siteId` plays no part. */
export async function listSiteItems(db: Db, actor: Actor, query: ListQuery): Promise<ListAnswer<SiteItem>> {
  const where = and(
    isAdmin(actor) ? undefined : isNotNull(siteMember.userId),
    query.search ? ilike(site.title, containsPattern(query.search)) : undefined,
  );
  const membership = and(eq(siteMember.siteId, site.id), eq(siteMember.userId, actor.id));
  const [rows, total] = await Promise.all([
    db
      .select({ site, role: siteMember.role })
      .from(site)
      .leftJoin(siteMember, membership)
      .where(where)
      .orderBy(...orderBy(query, SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS], site.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    query.includeTotalCount ? db.select({ n: count() }).from(site).leftJoin(siteMember, membership).where(where) : null,
  ]);
  const summaries = await summariesOf(db, rows);
  return listAnswer(
    summaries.map((summary) => ({ ...summary, id: summary.unique_id })),
    query,
    total ? Number(total[0]?.n ?? 0) : null,
  );
}
