import { eq } from 'drizzle-orm';
import { SECTION_NOT_FOUND } from '#core/sections/messages.ts';
import type { Db } from '#server/db/client.ts';
import { site } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { isUuid } from '#server/http/ids.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canEditPagesOf } from '#server/modules/pages/access.public.ts';

/**
 * The site whose sections the actor may read and change (decision 071): whoever may edit its
 * pages now (its owners and editors, and admins), since a section is part of those pages. Anyone
 * else finds no such site (404), so site ids are not confirmed to strangers.
 */
export async function sectionSite(db: Db, actor: Actor, uniqueId: string): Promise<{ id: string; uniqueId: string }> {
  const [row] = await db.select({ id: site.id, uniqueId: site.uniqueId }).from(site).where(eq(site.uniqueId, uniqueId)).limit(1);
  if (!row || !(await canEditPagesOf(db, actor, row.id))) throw new HttpError(404, 'Site not found');
  return row;
}

/** A path id that is no uuid is a section that does not exist. */
export function sectionIdOrNotFound(id: string): string {
  if (!isUuid(id)) throw new HttpError(404, SECTION_NOT_FOUND);
  return id;
}
