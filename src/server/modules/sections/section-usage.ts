import { and, asc, eq, sql } from 'drizzle-orm';
import type { SectionUse } from '#core/sections/section-api.ts';
import type { Db } from '#server/db/client.ts';
import { page, siteSection } from '#server/db/schema.ts';

/**
 * Whether a page's published data or draft names section `id` (a uuid: random, so its text
 * appears nowhere else). Scans the site's pages' JSON; only the dashboard asks, never a visitor.
 */
const namesSection = (id: string) => sql`(${page.data}::text like ${`%${id}%`} or coalesce(${page.draft}::text, '') like ${`%${id}%`})`;

/** The pages and templates of a site that use a section, by path. */
export async function sectionUsers(db: Db, siteId: string, sectionId: string): Promise<SectionUse[]> {
  return db
    .select({ id: page.id, title: page.title, path: page.path })
    .from(page)
    .where(and(eq(page.siteId, siteId), namesSection(sectionId)))
    .orderBy(asc(page.path));
}

/** How many pages of a site use each of its sections (one query; sections no page uses are absent). */
export async function sectionUseCounts(db: Db, siteId: string): Promise<Map<string, number>> {
  const pattern = sql`'%' || ${siteSection.id}::text || '%'`;
  const rows = await db
    .select({ id: siteSection.id, count: sql<number>`count(${page.id})::int` })
    .from(siteSection)
    .innerJoin(page, and(eq(page.siteId, siteSection.siteId), sql`(${page.data}::text like ${pattern} or coalesce(${page.draft}::text, '') like ${pattern})`))
    .where(eq(siteSection.siteId, siteId))
    .groupBy(siteSection.id);
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}
