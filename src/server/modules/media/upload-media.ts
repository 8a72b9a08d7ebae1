import { loadSharp } from './load-sharp.ts';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_FILES, MAX_IMAGE_BYTES, MAX_IMAGE_FILES, MAX_MEDIA_ALT_LENGTH, MAX_MEDIA_NAME_LENGTH, MAX_VIDEO_FILES, type MediaKind } from '#core/media/upload-limits.ts';
import {
  MEDIA_ALT_TOO_LONG,
  UPLOAD_NO_FILES,
  UPLOAD_ONE_DOCUMENT,
  UPLOAD_ONE_VIDEO,
  UPLOAD_TOO_MANY_IMAGES,
  uploadTooLargeMessage,
  uploadUnreadableImageMessage,
  uploadWrongTypeMessage,
} from '#core/media/upload-messages.ts';
import { media } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { detectFileType, type DetectedType } from './detect-file-type.ts';
import { toMediaFile, webpKeyOf, type MediaFile } from './media-file.ts';

export const MEDIA_UPLOAD_PATH = '/api/media/upload';

/** Multipart boundaries, part headers, the site and alt fields: far below this. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The largest legal image upload: five 4 MB images in one form. */
export const IMAGE_UPLOAD_BODY_LIMIT_BYTES = MAX_IMAGE_FILES * MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES;

/** The upload route's own body limit: the largest legal request of any kind (the video limit is configurable). */
export function mediaUploadBodyLimit(videoMaxBytes: number): number {
  return Math.max(IMAGE_UPLOAD_BODY_LIMIT_BYTES, MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES, videoMaxBytes + MULTIPART_OVERHEAD_BYTES);
}

export interface UploadRequest {
  siteId: string | null;
  /** Null for a visitor's form submission. */
  ownerId: string | null;
  /** What the form says it carries; every file's bytes must be of this kind. */
  kind: MediaKind;
  files: File[];
  /** Alt text per file, in file order (missing = empty). */
  alts: string[];
  /** Other limits than the uploader's for this kind (a form's files: spec 1 §5's 4.5 MB each). */
  limits?: { files: number; bytes: number };
}

/**
 * A 4 MB file can hold a huge, highly compressible image that takes gigabytes to decode; 40
 * megapixels (8000 × 5000, beyond any camera photo a site needs) bounds what one upload can cost.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

interface Prepared {
  id: string;
  name: string;
  alt: string;
  type: DetectedType;
  body: Uint8Array;
  /** A WebP copy of an image in another format. */
  webp: Uint8Array | null;
  width: number | null;
  height: number | null;
}

/**
 * Checks every file of the request, then stores them all or none: a refusal leaves no object
 * and no row behind. Images are re-encoded (EXIF, GPS and other metadata dropped, orientation
 * applied) in their own format, with a WebP beside them; width variants are made on request by
 * the /media routes.
 */
export async function uploadMedia(deps: AppDeps, request: UploadRequest): Promise<MediaFile[]> {
  const { kind, files } = request;
  if (files.length === 0) throw new HttpError(400, UPLOAD_NO_FILES);
  const limits = {
    image: { files: MAX_IMAGE_FILES, bytes: MAX_IMAGE_BYTES, tooMany: UPLOAD_TOO_MANY_IMAGES },
    document: { files: MAX_DOCUMENT_FILES, bytes: MAX_DOCUMENT_BYTES, tooMany: UPLOAD_ONE_DOCUMENT },
    video: { files: MAX_VIDEO_FILES, bytes: deps.env.MEDIA_VIDEO_MAX_BYTES, tooMany: UPLOAD_ONE_VIDEO },
  }[kind];
  if (request.limits) Object.assign(limits, request.limits);
  if (files.length > limits.files) throw new HttpError(400, limits.tooMany);
  for (const file of files) if (file.size > limits.bytes) throw new HttpError(413, uploadTooLargeMessage(displayName(file), limits.bytes));
  for (const alt of request.alts) if (alt.length > MAX_MEDIA_ALT_LENGTH) throw new HttpError(400, MEDIA_ALT_TOO_LONG);

  const prepared: Prepared[] = [];
  for (const [i, file] of files.entries()) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = detectFileType(bytes);
    if (!type || type.kind !== kind) throw new HttpError(415, uploadWrongTypeMessage(displayName(file), kind));
    const base = { id: crypto.randomUUID(), name: storedName(file.name, type.extension), alt: request.alts[i]?.trim() ?? '', type };
    if (kind !== 'image') {
      prepared.push({ ...base, body: bytes, webp: null, width: null, height: null });
      continue;
    }
    try {
      prepared.push({ ...base, ...(await processImage(bytes, type)) });
    } catch {
      throw new HttpError(415, uploadUnreadableImageMessage(displayName(file)));
    }
  }

  const folder = `uploads/${request.siteId ?? 'platform'}`;
  const rows = prepared.map((p) => {
    const storageKey = `${folder}/${p.id}.${p.type.extension}`;
    return {
      id: p.id,
      siteId: request.siteId,
      kind,
      storageKey,
      url: deps.storage.publicUrl(storageKey),
      name: p.name,
      alt: p.alt,
      width: p.width,
      height: p.height,
      bytes: p.body.length,
      mime: p.type.mime,
      ownerId: request.ownerId,
    };
  });
  const written: string[] = [];
  try {
    for (const [i, p] of prepared.entries()) {
      const key = rows[i]!.storageKey;
      written.push(key);
      await deps.storage.put(key, p.body, p.type.mime);
      if (p.webp) {
        written.push(webpKeyOf(key));
        await deps.storage.put(webpKeyOf(key), p.webp, 'image/webp');
      }
    }
    // One statement: all rows or none.
    const inserted = await deps.database.db.insert(media).values(rows).returning();
    return inserted.map((row) => toMediaFile(deps.storage, row));
  } catch (error) {
    await Promise.allSettled(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
}

async function processImage(bytes: Uint8Array, type: DetectedType) {
  // GIF and WebP may be animated: keep every frame.
  const animated = type.mime === 'image/gif' || type.mime === 'image/webp';
  const sharp = await loadSharp();
  // sharp drops all metadata (EXIF with GPS, XMP, comments) unless asked to keep it; rotate()
  // first applies the EXIF orientation the re-encoded file no longer carries.
  const source = () => (type.mime === 'image/jpeg' ? sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate() : sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS }));
  const encoded = {
    'image/jpeg': () => source().jpeg({ quality: 85, mozjpeg: true }),
    'image/png': () => source().png(),
    'image/gif': () => source().gif(),
    'image/webp': () => source().webp({ quality: 85 }),
  }[type.mime as 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp']();
  const body = new Uint8Array(await encoded.toBuffer());
  const webp = type.mime === 'image/webp' ? null : new Uint8Array(await source().webp({ quality: 82 }).toBuffer());
  const meta = await sharp(body).metadata();
  return { body, webp, width: meta.width ?? null, height: meta.pageHeight ?? meta.height ?? null };
}

/** The uploaded name with the extension its bytes call for (a PNG sent as photo.jpg becomes photo.png). */
function storedName(uploaded: string, extension: string): string {
  const base = (uploaded.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim();
  const suffix = `.${extension}`;
  return `${(base || 'upload').slice(0, MAX_MEDIA_NAME_LENGTH - suffix.length)}${suffix}`;
}

const displayName = (file: File) => file.name.slice(0, MAX_MEDIA_NAME_LENGTH) || 'The file';
