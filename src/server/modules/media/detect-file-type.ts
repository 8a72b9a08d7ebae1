import type { MediaKind, UploadMime } from '#core/media/upload-limits.ts';

export interface DetectedType {
  kind: MediaKind;
  mime: UploadMime;
  /** The extension stored files get, whatever the uploaded name said. */
  extension: string;
}

const ascii = (bytes: Uint8Array, start: number, text: string) => {
  if (bytes.length < start + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[start + i] !== text.charCodeAt(i)) return false;
  return true;
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

// ISO base media brands of MP4 video (QuickTime's 'qt  ' and 3GPP's '3gp*' are other formats).
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'mmp4', 'msnv']);

/**
 * The upload's format from its first bytes (magic numbers), never from its name or the type the
 * browser declared: a renamed file is what its bytes say it is. Null for every other format.
 */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mime: 'image/png', extension: 'png' };
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return { kind: 'image', mime: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { kind: 'image', mime: 'image/webp', extension: 'webp' };
  if (ascii(bytes, 0, '%PDF-')) return { kind: 'document', mime: 'application/pdf', extension: 'pdf' };
  if (ascii(bytes, 4, 'ftyp') && MP4_BRANDS.has(String.fromCharCode(...bytes.subarray(8, 12)))) return { kind: 'video', mime: 'video/mp4', extension: 'mp4' };
  // EBML header; its DocType says WebM (Matroska files say 'matroska' and are not accepted).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && indexOfAscii(bytes.subarray(0, 64), 'webm') !== -1) return { kind: 'video', mime: 'video/webm', extension: 'webm' };
  return null;
}

function indexOfAscii(bytes: Uint8Array, text: string): number {
  for (let i = 0; i + text.length <= bytes.length; i++) if (ascii(bytes, i, text)) return i;
  return -1;
}
