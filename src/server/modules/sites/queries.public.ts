import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { page, site, siteMember } from '#server/db/schema.ts';
import { isAdmin, type Actor } from '#server/shared/access/actor.ts';

export interface SiteSummary {
  unique_id: string;
  title: string;
  description: string;
  image: string | null;
  url: string | null;
  language: string;
  sources: string;
  is_active: boolean;
  role: 'owner' | 'editor' | 'admin';
  page_count: number;
  template_count: number;
  created_at: string;
  updated_at: string;
}

/** The sites a user may work on: all of them for admins, their memberships otherwise. */
export async function listSitesForActor(db: Db, actor: Actor): Promise<SiteSummary[]> {
  const admin = isAdmin(actor);
  const rows = await db
    .select({ site, role: siteMember.role })
    .from(site)
    .leftJoin(siteMember, and(eq(siteMember.siteId, site.id), eq(siteMember.userId, actor.id)))
    .where(admin ? undefined : sql`${siteMember.userId} is not null`)
    .orderBy(asc(site.title));
  return summariesOf(db, rows);
}

type SiteRow = typeof site.$inferSelect;

/** Site rows with the caller's role (null: an admin who is no member) as the API answers them, with their page and template counts. */
export async function summariesOf(db: Db, rows: readonly { site: SiteRow; role: 'owner' | 'editor' | null }[]): Promise<SiteSummary[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ siteId: page.siteId, kind: page.kind, n: count() })
    .from(page)
    .where(inArray(page.siteId, rows.map((r) => r.site.id)))
    .groupBy(page.siteId, page.kind);
  const countOf = (siteId: string, kind: 'page' | 'template') =>
    Number(counts.find((c) => c.siteId === siteId && c.kind === kind)?.n ?? 0);
  return rows.map(({ site: s, role }) => ({
    unique_id: s.uniqueId,
    title: s.title,
    description: s.description,
    image: s.image,
    url: s.url,
    language: s.language,
    sources: s.sources,
    is_active: s.isActive,
    role: role ?? 'admin',
    page_count: countOf(s.id, 'page'),
    template_count: countOf(s.id, 'template'),
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  }));
}
