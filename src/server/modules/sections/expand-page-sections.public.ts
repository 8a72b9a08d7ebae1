import { and, eq, sql } from 'drizzle-orm';
import { expandSections, sectionIdsOf } from '#core/sections/expand-sections.ts';
import type { Db } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { siteSection } from '#server/db/schema.ts';
import { isUuid } from '#server/http/ids.ts';
import { neutraliseDangerousUrls } from '#server/modules/pages/check-page-data.public.ts';
import { sectionCacheTag } from './section-cache-tag.public.ts';

// On every uncached render of a page with sections: built once per database (decision 069), the
// ids as one array parameter so the statement is the same whatever their number.
const sectionsQuery = preparedPerDatabase((db) =>
  db
    .select({ id: siteSection.id, content: siteSection.content })
    .from(siteSection)
    .where(and(eq(siteSection.siteId, sql.placeholder('siteId')), sql`${siteSection.id} = any(${sql.placeholder('ids')}::uuid[])`))
    .prepare('page_sections'),
);

/**
 * A stored page document with its sections' current blocks in place of its SectionInstance
 * blocks (decision 071), read in one query for all the sections it names (none when it names none),
 * and the cache tags of those sections. Only the page's own site's sections are used: an instance
 * naming another site's section renders nothing. The blocks an instance brings (overrides applied)
 * are link-checked like stored props; the page's own blocks were checked when it was saved.
 */
export async function withSections<Doc>(db: Db, siteId: string | null, data: Doc): Promise<{ data: Doc; cacheTags: string[] }> {
  const ids = sectionIdsOf(data).filter(isUuid);
  if (ids.length === 0) return { data, cacheTags: [] };
  const rows = siteId ? await sectionsQuery(db).execute({ siteId, ids }) : [];
  const sections = new Map(rows.map((row) => [row.id, row.content.content]));
  return { data: expandSections(data, sections, neutraliseDangerousUrls), cacheTags: ids.map(sectionCacheTag) };
}
