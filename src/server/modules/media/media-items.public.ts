import { eq } from 'drizzle-orm';
import { MAX_MEDIA_ALT_LENGTH, MAX_MEDIA_DESCRIPTION_LENGTH, MAX_MEDIA_NAME_LENGTH } from '#core/media/upload-limits.ts';
import { MEDIA_ALT_TOO_LONG, MEDIA_FORBIDDEN, MEDIA_NOT_FOUND, MEDIA_URL_NOT_OURS } from '#core/media/upload-messages.ts';
import { media } from '#server/db/schema.ts';
import { publicUrl } from '#server/env.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { assertSafeKey, MEDIA_URL_PREFIX } from '#server/providers/storage/port.ts';
import { detectFileType } from './detect-file-type.ts';
import { canEditMediaOf, findSiteId } from '#server/shared/access/media-access.ts';
import { isUuid } from '#server/http/ids.ts';
import { storageKeysOf, toMediaFile, type MediaFile } from './media-file.public.ts';
import { loadSharp } from './load-sharp.ts';

export interface MediaEdits {
  name?: string;
  description?: string;
  alt?: string;
}

/** The editable fields of a JSON body; anything else in it is ignored. */
export function readMediaEdits(body: Record<string, unknown>): MediaEdits {
  const edits: MediaEdits = {};
  const text = (field: keyof MediaEdits, max: number, message: string, required = false) => {
    const value = body[field];
    if (value === undefined || value === null) return;
    if (typeof value !== 'string') throw new HttpError(400, `${field} must be a string`);
    const trimmed = value.trim();
    if (required && trimmed.length === 0) throw new HttpError(400, `${field} must not be empty`);
    if (trimmed.length > max) throw new HttpError(400, message);
    edits[field] = trimmed;
  };
  text('name', MAX_MEDIA_NAME_LENGTH, `name must be at most ${MAX_MEDIA_NAME_LENGTH} characters`, true);
  text('description', MAX_MEDIA_DESCRIPTION_LENGTH, `description must be at most ${MAX_MEDIA_DESCRIPTION_LENGTH} characters`);
  text('alt', MAX_MEDIA_ALT_LENGTH, MEDIA_ALT_TOO_LONG);
  return edits;
}

async function editableItem(deps: AppDeps, actor: Actor, id: string) {
  if (!isUuid(id)) throw new HttpError(404, MEDIA_NOT_FOUND);
  const [row] = await deps.database.db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw new HttpError(404, MEDIA_NOT_FOUND);
  if (!(await canEditMediaOf(deps.database.db, actor, row.siteId))) throw new HttpError(403, MEDIA_FORBIDDEN);
  return row;
}

export async function updateMediaItem(deps: AppDeps, actor: Actor, id: string, edits: MediaEdits): Promise<MediaFile> {
  await editableItem(deps, actor, id);
  const [row] = await deps.database.db
    .update(media)
    .set({ ...edits, updatedAt: new Date() })
    .where(eq(media.id, id))
    .returning();
  return toMediaFile(deps.storage, row!);
}

/** The row goes first: a failed object delete leaves an orphan file, never a row pointing at nothing. */
export async function deleteMediaItem(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  const row = await editableItem(deps, actor, id);
  await deps.database.db.delete(media).where(eq(media.id, id));
  await Promise.all(storageKeysOf(row).map((key) => deps.storage.delete(key)));
}

/**
 * POST /api/system_images (spec 2 §7): the browser records an uploaded image by URL. The upload
 * already made the row, so this edits it (name, description, alt); for an object of ours with no
 * row (stored under uploads/{site}/), it makes one. Any other URL is refused.
 */
export async function recordSystemImage(
  deps: AppDeps,
  actor: Actor,
  input: { url: unknown; siteId: string | null | undefined; edits: MediaEdits },
): Promise<MediaFile> {
  const key = ourStorageKey(deps, input.url);
  const { db } = deps.database;
  const [existing] = await db.select().from(media).where(eq(media.storageKey, key)).limit(1);
  const requestedSite = input.siteId === undefined ? undefined : input.siteId === null ? null : await findSiteId(db, input.siteId);
  if (existing) {
    if (requestedSite !== undefined && requestedSite !== existing.siteId) throw new HttpError(400, MEDIA_URL_NOT_OURS);
    return updateMediaItem(deps, actor, existing.id, input.edits);
  }
  const folder = /^uploads\/([^/]+)\/[^/]+$/.exec(key)?.[1];
  if (!folder || (folder !== 'platform' && !isUuid(folder))) throw new HttpError(400, MEDIA_URL_NOT_OURS);
  const siteId = folder === 'platform' ? null : folder;
  if (requestedSite !== undefined && requestedSite !== siteId) throw new HttpError(400, MEDIA_URL_NOT_OURS);
  if (siteId !== null && (await findSiteId(db, siteId)) === null) throw new HttpError(400, MEDIA_URL_NOT_OURS);
  const object = await deps.storage.get(key);
  const type = object ? detectFileType(object.body) : null;
  if (!object || type?.kind !== 'image') throw new HttpError(400, MEDIA_URL_NOT_OURS);
  if (!(await canEditMediaOf(db, actor, siteId))) throw new HttpError(403, MEDIA_FORBIDDEN);
  const meta = await (await loadSharp())(object.body).metadata();
  const [row] = await db
    .insert(media)
    .values({
      siteId,
      kind: 'image',
      storageKey: key,
      url: deps.storage.publicUrl(key),
      name: input.edits.name ?? key.split('/').pop()!,
      description: input.edits.description ?? '',
      alt: input.edits.alt ?? '',
      width: meta.width ?? null,
      height: meta.pageHeight ?? meta.height ?? null,
      bytes: object.size,
      mime: type.mime,
      ownerId: actor.id,
    })
    .returning();
  return toMediaFile(deps.storage, row!);
}

/** The storage key behind a URL of our /media routes (relative, or on our public origin); refuses any other. */
function ourStorageKey(deps: AppDeps, url: unknown): string {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2048) throw new HttpError(400, MEDIA_URL_NOT_OURS);
  const origin = new URL(publicUrl(deps.env)).origin;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    throw new HttpError(400, MEDIA_URL_NOT_OURS);
  }
  if (parsed.origin !== origin || parsed.search !== '' || !parsed.pathname.startsWith(MEDIA_URL_PREFIX)) throw new HttpError(400, MEDIA_URL_NOT_OURS);
  try {
    const key = decodeURIComponent(parsed.pathname.slice(MEDIA_URL_PREFIX.length));
    assertSafeKey(key);
    return key;
  } catch {
    throw new HttpError(400, MEDIA_URL_NOT_OURS);
  }
}
