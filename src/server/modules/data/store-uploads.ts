import { inArray } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES } from '#core/constants.ts';
import { SUBMISSION_LIMITS } from '#core/forms/form-input.ts';
import { DEFAULT_IMAGE_HOSTS, type ImageHosts } from '#core/rules/image-hosts.ts';
import { media } from '#server/db/schema.ts';
import { publicUrl } from '#server/env.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { storageKeysOf, type MediaFile } from '#server/modules/media/media-file.public.ts';
import { uploadMedia } from '#server/modules/media/upload-media.public.ts';
import { urlsIn, type PendingUpload } from './submission-fields.ts';

/** Hosts a record's image urls may be on: the rule's defaults, and ours (the urls of files stored here). */
export function recordImageHosts(deps: Pick<AppDeps, 'env'>): ImageHosts {
  return { cloud: DEFAULT_IMAGE_HOSTS.cloud, upload: [...DEFAULT_IMAGE_HOSTS.upload, new URL(publicUrl(deps.env)).hostname] };
}

export interface StoredUploads {
  /** field => url (file) or the field's urls (files: the kept ones, then the new ones). */
  values: Record<string, string | string[]>;
  /** The media rows made, to undo them when the record cannot be written. */
  media: MediaFile[];
}

/**
 * Stores every file of a checked submission as media of the site in one go (all or none, through
 * the uploader's checks of the bytes themselves) and answers the record values that point at them.
 */
export async function storeUploads(
  deps: AppDeps,
  target: { siteId: string | null; ownerId: string | null },
  uploads: readonly PendingUpload[],
  kept: Record<string, unknown> = {},
): Promise<StoredUploads> {
  const files = uploads.flatMap((u) => u.files);
  if (files.length === 0) return { values: {}, media: [] };
  const stored = await uploadMedia(deps, {
    siteId: target.siteId,
    ownerId: target.ownerId,
    kind: 'image',
    files,
    alts: [],
    limits: { files: SUBMISSION_LIMITS.files, bytes: MAX_UPLOAD_BYTES },
  });
  const base = publicUrl(deps.env);
  const urls = stored.map((file) => new URL(file.url, `${base}/`).href);
  const values: Record<string, string | string[]> = {};
  let next = 0;
  for (const upload of uploads) {
    const mine = urls.slice(next, next + upload.files.length);
    next += upload.files.length;
    const previous = urlsIn(kept[upload.field]);
    values[upload.field] = upload.multiple ? [...previous, ...mine] : mine[0]!;
  }
  return { values, media: stored };
}

/** Removes media stored for a write that then failed. */
export async function discardUploads(deps: AppDeps, stored: readonly MediaFile[]): Promise<void> {
  if (stored.length === 0) return;
  const rows = await deps.database.db.delete(media).where(inArray(media.id, stored.map((m) => m.id))).returning({ kind: media.kind, storageKey: media.storageKey });
  await Promise.allSettled(rows.flatMap(storageKeysOf).map((key) => deps.storage.delete(key)));
}
