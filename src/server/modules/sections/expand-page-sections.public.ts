import { and, eq, inArray } from 'drizzle-orm';
import { expandSections, sectionIdsOf } from '#core/sections/expand-sections.ts';
import type { Db } from '#server/db/client.ts';
import { siteSection } from '#server/db/schema.ts';
import { isUuid } from '#server/http/ids.ts';
import { neutraliseDangerousUrls } from '#server/modules/pages/check-page-data.public.ts';
import { sectionCacheTag } from './section-cache-tag.public.ts';

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
  const rows = siteId
    ? await db
        .select({ id: siteSection.id, content: siteSection.content })
        .from(siteSection)
        .where(and(eq(siteSection.siteId, siteId), inArray(siteSection.id, ids)))
    : [];
  const sections = new Map(rows.map((row) => [row.id, row.content.content]));
  return { data: expandSections(data, sections, neutraliseDangerousUrls), cacheTags: ids.map(sectionCacheTag) };
}
