import { ALLOWED_FILE_TYPES, MAX_UPLOAD_BYTES } from '../constants.ts';
import { DEFAULT_IMAGE_HOSTS, type ImageHosts } from './image-hosts.ts';
import { validateImageUrl } from './image-url-rule.ts';
import { FILE_TOO_LARGE, fileItemMessage, invalidFileTypeMessage } from './messages.ts';
import type { FileLike, Rule } from './rule-types.ts';

function isFileLike(value: unknown): value is FileLike {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && ('type' in value || 'name' in value);
}

function extensionOf(name: unknown): string {
  if (typeof name !== 'string') return '';
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The MIME type decides (image/jpeg, image/png, ...). Browsers leave it empty for some files;
 * then the name's extension decides. The message names what was judged.
 */
function fileTypeError(file: FileLike): string | null {
  const allowed: readonly string[] = ALLOWED_FILE_TYPES;
  const mime = typeof file.type === 'string' ? file.type.trim().toLowerCase() : '';
  if (mime !== '') {
    const [major, minor = ''] = mime.split('/');
    return major === 'image' && allowed.includes(minor) ? null : invalidFileTypeMessage(mime, ALLOWED_FILE_TYPES);
  }
  const extension = extensionOf(file.name);
  return allowed.includes(extension) ? null : invalidFileTypeMessage(extension || 'unknown', ALLOWED_FILE_TYPES);
}

/**
 * One upload: a file object (type, then size is checked), or an already uploaded image given by
 * its url (checked with the image url rule). A list is checked item by item, first error wins.
 */
export function validateFile(value: unknown, hosts: ImageHosts = DEFAULT_IMAGE_HOSTS): string | null {
  if (typeof value === 'string') return validateImageUrl(value, hosts);
  if (Array.isArray(value)) {
    for (const item of value) {
      const error = validateFile(item, hosts);
      if (error !== null) return error;
    }
    return null;
  }
  if (!isFileLike(value)) return invalidFileTypeMessage('unknown', ALLOWED_FILE_TYPES);
  const typeError = fileTypeError(value);
  if (typeError !== null) return typeError;
  return typeof value.size === 'number' && value.size > MAX_UPLOAD_BYTES ? FILE_TOO_LARGE : null;
}

/** Every upload of a list, numbered from 1 in the message; a single value is a list of one. */
export function validateFiles(value: unknown, hosts: ImageHosts = DEFAULT_IMAGE_HOSTS): string | null {
  const files: readonly unknown[] = Array.isArray(value) ? value : [value];
  for (const [index, file] of files.entries()) {
    const error = validateFile(file, hosts);
    if (error !== null) return fileItemMessage(index + 1, error);
  }
  return null;
}

export const fileRule: Rule = (value, context) => validateFile(value, context.imageHosts);
export const filesRule: Rule = (value, context) => validateFiles(value, context.imageHosts);
