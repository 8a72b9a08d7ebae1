// What the upload panel says and toasts (spec 2 §2 Shared pieces, §3, §8 Upload), shared by the
// panel, its tests and the e2e test.
import { MAX_MEDIA_NAME_LENGTH, MAX_IMAGE_FILES, MAX_VIDEO_FILES, type MediaKind } from './upload-limits.ts';
import { UPLOAD_ONE_DOCUMENT, UPLOAD_ONE_VIDEO, UPLOAD_TOO_MANY_IMAGES } from './upload-messages.ts';

// Defined beside the upload call's messages; importable from either file.
export { UPLOAD_COMPLETE_EVENT } from './upload-messages.ts';

export const UPLOAD_PANEL_IMAGES_TEXT = `Upload up to ${MAX_IMAGE_FILES} images at once. Drag and drop files or click to browse.`;

const MB = 1024 * 1024;
/** The video panel's text: the limit is the server's MEDIA_VIDEO_MAX_BYTES, read from GET /api/media/limits. */
export function uploadPanelVideoText(maxBytes: number): string {
  const files = MAX_VIDEO_FILES === 1 ? 'one MP4 or WebM video' : `up to ${MAX_VIDEO_FILES} MP4 or WebM videos`;
  return `Upload ${files} at a time, up to ${Math.round((maxBytes / MB) * 10) / 10}MB. Drag and drop a file or click to browse.`;
}

// The rename prompt (a toast lasting RENAME_PROMPT_MS) and the rename modal (spec 2 §2).
export const RENAME_PROMPT_TITLE = 'Rename Files?';
export const RENAME_PROMPT_AS_IS = 'No, Upload As Is';
export const RENAME_PROMPT_RENAME = 'Yes, Rename Files';
/** Spec 2 §9: the rename prompt lasts 10 s; when it disappears the files are uploaded as they are. */
export const RENAME_PROMPT_MS = 10_000;
export const RENAME_MODAL_TITLE = 'Rename Files Before Upload';
export const RENAME_SKIP = 'Skip Renaming';
export const RENAME_SAVE = 'Save Changes';
export const RENAME_NAME_REQUIRED = 'File name is required';
/** The limit counts the whole name, extension included, as the server stores it. */
export const RENAME_NAME_TOO_LONG = `File name must be at most ${MAX_MEDIA_NAME_LENGTH} characters`;

/** Spec 1 §9: with more than this many files, resizing pauses between files. */
export const RESIZE_PAUSE_AFTER_FILES = 3;
export const RESIZE_PAUSE_MS = 100;

// Spec 2 §8 Upload.
export const SAVE_IMAGE_FAILED = 'Failed to save image';
/** Logged (console.warn) for one failed save of a batch; the batch goes on. */
export function batchSaveFailedMessage(file: string, error?: string | null): string {
  return `Failed to save ${file}: ${error || 'Unknown error'}`;
}
/** The toast of a failed single save. */
export function saveErrorToast(message?: string | null): string {
  return `Error: ${message || SAVE_IMAGE_FAILED}`;
}
export function uploadErrorToast(file: string, message: string): string {
  return `Upload error for ${file}: ${message}`;
}
/** '{n} image(s) uploaded successfully!' (videos: '{n} video(s) …'). */
export function uploadSuccessToast(count: number, kind: 'image' | 'video' = 'image'): string {
  return `${count} ${kind}(s) uploaded successfully!`;
}

/** Spec 2 §3: the saved image's description. `when` is the date and time, already formatted. */
export function uploadedDescription(count: number, when: string): string {
  return count > 1 ? `Batch uploaded on ${when}` : `Uploaded on ${when}`;
}

/** A file left out when choosing: the sixth image, a second video. */
export function uploadTooManyFilesMessage(file: string, kind: MediaKind): string {
  const limit = { image: UPLOAD_TOO_MANY_IMAGES, video: UPLOAD_ONE_VIDEO, document: UPLOAD_ONE_DOCUMENT }[kind];
  return `${file} was not added: ${limit}`;
}

export const UPLOAD_LIMITS_FAILED = 'Could not read the upload limits; try again';

/** The upload request got no answer (offline, connection dropped). */
export const UPLOAD_NETWORK_ERROR = 'The upload could not reach the server';
/** The server answered without a message of its own. */
export function uploadFailedStatusMessage(status: number): string {
  return `Upload failed (HTTP ${status})`;
}
