import { MEDIA_IMAGE_WIDTHS } from '#core/media/image-widths.ts';
import type { media } from '#server/db/schema.ts';
import type { Storage } from '#server/providers/storage/port.ts';

type MediaRow = typeof media.$inferSelect;

/** A media item as the API answers it. */
export interface MediaFile {
  id: string;
  kind: 'image' | 'video' | 'document';
  siteId: string | null;
  url: string;
  /** The WebP copy of an image (the same URL when the upload was WebP); null for other kinds. */
  webpUrl: string | null;
  name: string;
  description: string;
  alt: string;
  width: number | null;
  height: number | null;
  bytes: number;
  mime: string;
  created_at: string;
  updated_at: string;
}

/** An image's WebP copy sits beside it under the same name (a WebP upload is its own copy). */
export const webpKeyOf = (key: string) => key.replace(/\.[^./]+$/, '.webp');

export function toMediaFile(storage: Storage, row: MediaRow): MediaFile {
  return {
    id: row.id,
    kind: row.kind,
    siteId: row.siteId,
    url: row.url,
    webpUrl: row.kind === 'image' && row.storageKey.startsWith('uploads/') ? storage.publicUrl(webpKeyOf(row.storageKey)) : null,
    name: row.name,
    description: row.description,
    alt: row.alt,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    mime: row.mime,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every object an item owns: the file, its WebP copy, and the width variants /media made of either. */
export function storageKeysOf(row: Pick<MediaRow, 'kind' | 'storageKey'>): string[] {
  const files = row.kind === 'image' && row.storageKey.startsWith('uploads/') ? [...new Set([row.storageKey, webpKeyOf(row.storageKey)])] : [row.storageKey];
  return [...files, ...files.flatMap((key) => MEDIA_IMAGE_WIDTHS.map((width) => `_variants/w${width}/${key}.webp`))];
}
