// File names in the upload flow: the rename modal edits only the base name (spec 2 §5), and a
// resized image keeps its base name with the extension of its new format.
import { MAX_MEDIA_NAME_LENGTH } from './upload-limits.ts';
import { RENAME_NAME_REQUIRED, RENAME_NAME_TOO_LONG } from './upload-flow-messages.ts';

/** 'photo.final.png' → { base: 'photo.final', extension: '.png' }; a leading dot is not an extension. */
export function splitFileName(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { base: name, extension: '' };
  return { base: name.slice(0, dot), extension: name.slice(dot) };
}

/** The rename field's rule: required, and the whole name (base plus the kept extension) 1–100 characters. */
export function validateRenameBase(base: string, extension: string): string | null {
  const trimmed = base.trim();
  if (trimmed === '') return RENAME_NAME_REQUIRED;
  if (trimmed.length + extension.length > MAX_MEDIA_NAME_LENGTH) return RENAME_NAME_TOO_LONG;
  return null;
}

/** The longest base name the rename field accepts next to this extension. */
export const maxRenameBaseLength = (extension: string): number => Math.max(1, MAX_MEDIA_NAME_LENGTH - extension.length);

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/webp': '.webp', 'image/png': '.png', 'image/gif': '.gif' };

/** The name a resized file gets: same base, the new format's extension ('cat.png' as JPEG → 'cat.jpg'). */
export function nameForType(name: string, mime: string): string {
  const extension = EXTENSIONS[mime];
  return extension === undefined ? name : `${splitFileName(name).base}${extension}`;
}
