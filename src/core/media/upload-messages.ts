// What the upload and media-item calls answer when they refuse (spec 2 §8 Upload).
import { MAX_IMAGE_FILES, MAX_MEDIA_ALT_LENGTH, type MediaKind } from './upload-limits.ts';

/** Spec 2 §8: the upload middleware's refusal when nobody is signed in. */
export const UPLOAD_UNAUTHORIZED = 'Unauthorized';
export const UPLOAD_FORBIDDEN = 'You do not have permission to upload media here';
export const MEDIA_FORBIDDEN = 'You do not have permission to change this media item';
export const MEDIA_NOT_FOUND = 'Media item not found';
export const UPLOAD_SITE_NOT_FOUND = 'Site not found';
export const UPLOAD_NO_FILES = 'Choose at least one file to upload';
export const UPLOAD_NOT_MULTIPART = 'Send the files as multipart/form-data in "files" fields';
export const UPLOAD_UNKNOWN_KIND = 'kind must be image, document or video';
export const UPLOAD_TOO_MANY_IMAGES = `You can upload up to ${MAX_IMAGE_FILES} images at a time`;
export const UPLOAD_ONE_DOCUMENT = 'Upload one PDF at a time';
export const UPLOAD_ONE_VIDEO = 'Upload one video at a time';
export const MEDIA_URL_NOT_OURS = 'The URL is not an upload stored by this site';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10}MB`;

const ALLOWED: Record<MediaKind, string> = { image: 'JPEG, PNG, GIF or WebP', document: 'PDF', video: 'MP4 or WebM' };

/** The file's bytes are not one of the kind's formats, whatever its name or declared type says. */
export function uploadWrongTypeMessage(file: string, kind: MediaKind): string {
  return `${file} is not a ${ALLOWED[kind]} file`;
}

export function uploadTooLargeMessage(file: string, maxBytes: number): string {
  return `${file} is larger than the ${megabytes(maxBytes)} limit`;
}

/** A photo that was resized in the browser (spec 1 §5) and is still over the limit, or could not be resized. */
export function uploadTooLargeAfterResizeMessage(file: string, maxBytes: number): string {
  return `${file} is larger than the ${megabytes(maxBytes)} limit even after resizing. Make it smaller and upload it again`;
}

export function uploadUnreadableImageMessage(file: string): string {
  return `${file} could not be read as an image`;
}

const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

/** One image has more pixels than MAX_IMAGE_PIXELS (read from its header; nothing was decoded). */
export function uploadTooManyPixelsMessage(file: string, pixels: number, maxPixels: number): string {
  return `${file} is ${megapixels(pixels)}; an image may have at most ${megapixels(maxPixels)}. Make it smaller and upload it again`;
}

/** The images of one request have more pixels together than MAX_REQUEST_PIXELS. */
export function uploadPixelBudgetMessage(pixels: number, maxPixels: number): string {
  return `These images have ${megapixels(pixels)} together; one upload may have at most ${megapixels(maxPixels)}. Send fewer images at a time, or smaller ones`;
}

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/** The server's image work is full (429, with Retry-After in seconds). */
export function imageWorkBusyMessage(retryAfterSeconds: number): string {
  return `The server is busy with other images. Try again in ${seconds(retryAfterSeconds)}`;
}

/** The server is reading as many uploads as it may at once (429, with Retry-After in seconds). */
export function uploadsBusyMessage(retryAfterSeconds: number): string {
  return `The server is busy receiving other uploads. Try again in ${seconds(retryAfterSeconds)}`;
}

export const MEDIA_ALT_TOO_LONG = `Alt text must be at most ${MAX_MEDIA_ALT_LENGTH} characters`;

/** Fired on window once an upload is saved (spec 2 §4); detail: the uploaded files. Lists listen to refresh. */
export const UPLOAD_COMPLETE_EVENT = 'uploadthing:complete';
