import { eq, or } from 'drizzle-orm';
import { media, site } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { isUuid } from '#server/http/ids.ts';
import { storageKeysOf } from '#server/modules/media/media-file.public.ts';
import { scopeTagOf } from '#server/shared/page-cache/cache-tags.ts';
import { canManageSite } from '#server/shared/access/site-access.ts';
import { SITE_NOT_FOUND } from '#server/shared/listing/list-scope.ts';

export const SITE_DELETE_FORBIDDEN = "Only the site's owners and administrators can delete a site";
/** Storage deletes in flight at once: a site can own thousands of objects. */
const STORAGE_DELETE_BATCH = 16;

/**
 * DELETE /api/system_sites/{id} (its unique_id, or its uuid): the site's owners and admins. The
 * row goes, and with it (foreign keys, on delete cascade) its pages and their versions, records,
 * collections, media rows, icons, colours, members and invitations; then every cached page of
 * the site; then, after the answer, the media files. A file that fails to go is logged and left an
 * orphan: the site is gone either way, and no row points at it.
 */
export async function deleteSite(deps: Pick<AppDeps, 'database' | 'storage' | 'invalidatePages' | 'logger'>, actor: Actor, id: string): Promise<void> {
  const { db } = deps.database;
  const [row] = await db
    .select({ id: site.id })
    .from(site)
    .where(isUuid(id) ? or(eq(site.id, id), eq(site.uniqueId, id)) : eq(site.uniqueId, id))
    .limit(1);
  if (!row) throw new HttpError(404, SITE_NOT_FOUND);
  if (!(await canManageSite(db, actor, row.id))) throw new HttpError(403, SITE_DELETE_FORBIDDEN);
  const files = await db.transaction(async (tx) => {
    const owned = await tx.select({ kind: media.kind, storageKey: media.storageKey }).from(media).where(eq(media.siteId, row.id));
    await tx.delete(site).where(eq(site.id, row.id));
    return owned;
  });
  await deps.invalidatePages({ tags: [scopeTagOf(row.id)] });
  // Not awaited: a site with thousands of images on S3 would hold the request for minutes, and
  // nothing the caller sees depends on the files (no row points at them any more).
  void removeFiles(deps, row.id, files.flatMap(storageKeysOf));
}

async function removeFiles(deps: Pick<AppDeps, 'storage' | 'logger'>, siteId: string, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += STORAGE_DELETE_BATCH) {
    const results = await Promise.allSettled(keys.slice(start, start + STORAGE_DELETE_BATCH).map((key) => deps.storage.delete(key)));
    for (const result of results) {
      if (result.status === 'rejected') deps.logger.warn({ err: result.reason, siteId }, 'a deleted site left a media file behind');
    }
  }
}
