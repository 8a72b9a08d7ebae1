import { eq } from 'drizzle-orm';
import { MEDIA_NOT_FOUND } from '#core/media/upload-messages.ts';
import { media } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { isUuid } from '#server/http/ids.ts';
import { deleteMediaItem } from '#server/modules/media/media-items.public.ts';
import { mediaKindOf, type MediaCollection } from './list-media.ts';

/** DELETE /api/{system_images|system_videos}/{id}: the media delete of DELETE /api/media/{id}, for an item of that kind only. */
export async function deleteMediaCollectionItem(deps: AppDeps, actor: Actor, collection: MediaCollection, id: string): Promise<void> {
  if (!isUuid(id)) throw new HttpError(404, MEDIA_NOT_FOUND);
  const [row] = await deps.database.db.select({ kind: media.kind }).from(media).where(eq(media.id, id)).limit(1);
  if (!row || row.kind !== mediaKindOf(collection)) throw new HttpError(404, MEDIA_NOT_FOUND);
  await deleteMediaItem(deps, actor, id);
}
