import { and, count, eq, ilike, isNull, or } from 'drizzle-orm';
import { SYSTEM_IMAGES, SYSTEM_VIDEOS } from '#core/collections.ts';
import { containsPattern } from '#server/db/like-pattern.ts';
import { media } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canEditMediaOf } from '#server/shared/access/media-access.ts';
import { toMediaFile, type MediaFile } from '#server/modules/media/media-file.public.ts';
import type { ListQuery } from '#server/shared/listing/list-query.ts';
import { ADMINS_ONLY, FORBIDDEN_SITE, listAnswer, offsetOf, orderBy, type ListAnswer } from '#server/shared/listing/list-result.ts';
import type { ContentScope } from '#server/shared/listing/list-scope.ts';

export const MEDIA_COLLECTIONS = [SYSTEM_IMAGES, SYSTEM_VIDEOS] as const;
export type MediaCollection = (typeof MEDIA_COLLECTIONS)[number];
export const MEDIA_SORT_FIELDS = ['created_at', 'updated_at', 'name'] as const;

export const mediaKindOf = (collection: MediaCollection) => (collection === SYSTEM_IMAGES ? 'image' : 'video');

const SORT_COLUMNS = { created_at: media.createdAt, updated_at: media.updatedAt, name: media.name } as const;

/** GET /api/{system_images|system_videos}: a site's media (owners, editors, admins) or the platform's (admins). */
export async function listMediaItems(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  actor: Actor,
  collection: MediaCollection,
  scope: ContentScope,
  query: ListQuery,
): Promise<ListAnswer<MediaFile>> {
  const { db } = deps.database;
  if (!(await canEditMediaOf(db, actor, scope.site?.id ?? null))) throw new HttpError(403, scope.site ? FORBIDDEN_SITE : ADMINS_ONLY);
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    scope.site ? eq(media.siteId, scope.site.id) : isNull(media.siteId),
    eq(media.kind, mediaKindOf(collection)),
    pattern ? or(ilike(media.name, pattern), ilike(media.description, pattern)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(...orderBy(query, SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS], media.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    query.includeTotalCount ? db.select({ n: count() }).from(media).where(where) : null,
  ]);
  return listAnswer(
    rows.map((row) => toMediaFile(deps.storage, row)),
    query,
    total ? Number(total[0]?.n ?? 0) : null,
  );
}
