import { loadSharp } from './load-sharp.ts';
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_FILES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_FILES,
  MAX_IMAGE_PIXELS,
  MAX_MEDIA_ALT_LENGTH,
  MAX_MEDIA_NAME_LENGTH,
  MAX_REQUEST_PIXELS,
  MAX_VIDEO_FILES,
  type MediaKind,
} from '#core/media/upload-limits.ts';
import {
  MEDIA_ALT_TOO_LONG,
  UPLOAD_NO_FILES,
  UPLOAD_ONE_DOCUMENT,
  UPLOAD_ONE_VIDEO,
  UPLOAD_TOO_MANY_IMAGES,
  uploadPixelBudgetMessage,
  uploadTooLargeMessage,
  uploadTooManyPixelsMessage,
  uploadUnreadableImageMessage,
  uploadWrongTypeMessage,
} from '#core/media/upload-messages.ts';
import { media } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { detectFileType, type DetectedType } from './detect-file-type.ts';
import { imageWorkOf } from './image-work.ts';
import { toMediaFile, webpKeyOf, type MediaFile } from './media-file.public.ts';

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
 * Above this many pixels a JPEG is re-encoded in one pass as it is decoded (baseline, standard
 * Huffman tables): mozjpeg's progressive, optimised output keeps every coefficient of the image in
 * memory, ≈ 6.5 bytes a pixel, 240 MB for 36 megapixels against 25 MB (decision 038).
 */
export const STREAMED_JPEG_ABOVE_PIXELS = 16_000_000;
/**
 * The WebP copy's longer side at most: libwebp holds the whole picture (≈ 6 bytes a pixel), and
 * the copy serves previews and browsers, never a print. A larger original keeps its own size.
 */
export const WEBP_COPY_MAX_SIDE = 2560;

interface Checked {
  id: string;
  name: string;
  alt: string;
  type: DetectedType;
  bytes: Uint8Array;
  /** Width × height × frames, from the image's header. */
  pixels: number;
}

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

  // Every file is checked, and every image's size read from its header, before anything is decoded.
  const sharp = kind === 'image' ? await loadSharp() : null;
  const checked: Checked[] = [];
  for (const [i, file] of files.entries()) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = detectFileType(bytes);
    if (!type || type.kind !== kind) throw new HttpError(415, uploadWrongTypeMessage(displayName(file), kind));
    let pixels = 0;
    if (sharp) {
      const meta = await sharp(bytes, { limitInputPixels: false })
        .metadata()
        .catch(() => null);
      if (!meta?.width || !meta.height) throw new HttpError(415, uploadUnreadableImageMessage(displayName(file)));
      // An animated image's height is its first frame's; every frame is decoded.
      pixels = meta.width * (meta.pageHeight ?? meta.height) * (meta.pages ?? 1);
      if (pixels > MAX_IMAGE_PIXELS) throw new HttpError(413, uploadTooManyPixelsMessage(displayName(file), pixels, MAX_IMAGE_PIXELS));
    }
    checked.push({ id: crypto.randomUUID(), name: storedName(file.name, type.extension), alt: request.alts[i]?.trim() ?? '', type, bytes, pixels });
  }
  const pixels = checked.reduce((sum, c) => sum + c.pixels, 0);
  if (pixels > MAX_REQUEST_PIXELS) throw new HttpError(413, uploadPixelBudgetMessage(pixels, MAX_REQUEST_PIXELS));

  const prepared: Prepared[] =
    kind !== 'image'
      ? checked.map(({ bytes, ...c }) => ({ ...c, body: bytes, webp: null, width: null, height: null }))
      : // One request's images in one job, one after the other: its budget bounds how long it holds the slot.
        await imageWorkOf(deps).run(async () => {
          const done: Prepared[] = [];
          for (const [i, { bytes, ...c }] of checked.entries()) {
            try {
              done.push({ ...c, ...(await processImage(bytes, c.type, c.pixels)) });
            } catch {
              throw new HttpError(415, uploadUnreadableImageMessage(displayName(files[i]!)));
            }
          }
          return done;
        });

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

async function processImage(bytes: Uint8Array, type: DetectedType, pixels: number) {
  // GIF and WebP may be animated: keep every frame.
  const animated = type.mime === 'image/gif' || type.mime === 'image/webp';
  const sharp = await loadSharp();
  // sharp drops all metadata (EXIF with GPS, XMP, comments) unless asked to keep it; rotate()
  // first applies the EXIF orientation the re-encoded file no longer carries.
  const source = () => (type.mime === 'image/jpeg' ? sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate() : sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS }));
  const jpeg = pixels > STREAMED_JPEG_ABOVE_PIXELS ? { quality: 85, optimiseCoding: false } : { quality: 85, mozjpeg: true };
  const encoded = {
    'image/jpeg': () => source().jpeg(jpeg),
    'image/png': () => source().png(),
    'image/gif': () => source().gif(),
    'image/webp': () => source().webp({ quality: 85 }),
  }[type.mime as 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp']();
  const body = new Uint8Array(await encoded.toBuffer());
  const webp =
    type.mime === 'image/webp'
      ? null
      : new Uint8Array(
          await source()
            .resize({ width: WEBP_COPY_MAX_SIDE, height: WEBP_COPY_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer(),
        );
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
