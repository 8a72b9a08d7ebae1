import { COMPRESSIBLE_IMAGE_MIME_TYPES, COMPRESSION_TRIGGER_BYTES } from '../constants.ts';

/** Spec 1 §5: jpeg, png and webp files over 1 MB are compressed before upload. */
export function shouldCompressImage(file: { type?: string; size?: number }): boolean {
  const type = typeof file.type === 'string' ? file.type.toLowerCase() : '';
  return (
    (COMPRESSIBLE_IMAGE_MIME_TYPES as readonly string[]).includes(type) &&
    typeof file.size === 'number' &&
    file.size > COMPRESSION_TRIGGER_BYTES
  );
}
