// Which chosen files the upload panel keeps (spec 2 §5 Image uploader): the kind's formats, its
// size limit, and at most its number of files counting those already chosen. JPEG, PNG and WebP
// photos over 1 MB are resized in the browser before the size limit applies (spec 1 §5).
import { MAX_IMAGE_BYTES, MAX_IMAGE_FILES, MAX_RESIZABLE_IMAGE_BYTES, MAX_VIDEO_FILES, UPLOAD_IMAGE_MIMES, UPLOAD_VIDEO_MIMES } from './upload-limits.ts';
import { uploadTooLargeAfterResizeMessage, uploadTooLargeMessage, uploadWrongTypeMessage } from './upload-messages.ts';
import { uploadTooManyFilesMessage } from './upload-flow-messages.ts';
import { shouldCompressImage } from './should-compress-image.ts';

export type PanelKind = 'image' | 'video';

export interface PanelLimits {
  maxFiles: number;
  /** What one file may weigh as it is sent. */
  maxBytes: number;
  /** What a file that is resized before sending may weigh when chosen (videos: maxBytes). */
  maxResizableBytes: number;
  mimes: readonly string[];
}

/** The limits of a kind; the video size limit is the server's (GET /api/media/limits). */
export function panelLimits(kind: PanelKind, videoMaxBytes: number): PanelLimits {
  return kind === 'image'
    ? { maxFiles: MAX_IMAGE_FILES, maxBytes: MAX_IMAGE_BYTES, maxResizableBytes: MAX_RESIZABLE_IMAGE_BYTES, mimes: UPLOAD_IMAGE_MIMES }
    : { maxFiles: MAX_VIDEO_FILES, maxBytes: videoMaxBytes, maxResizableBytes: videoMaxBytes, mimes: UPLOAD_VIDEO_MIMES };
}

interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** How large a chosen file may be: a photo the browser will resize may be larger than what is sent. */
function chosenLimit(file: FileLike, kind: PanelKind, limits: PanelLimits): number {
  return kind === 'image' && shouldCompressImage(file) ? Math.max(limits.maxBytes, limits.maxResizableBytes) : limits.maxBytes;
}

/**
 * Splits newly chosen files into those kept and those refused, each refusal with its message. The
 * declared type is the browser's guess from the name; the server reads the bytes and has the last word.
 */
export function chooseUploadFiles<F extends FileLike>(
  alreadyChosen: number,
  incoming: readonly F[],
  kind: PanelKind,
  limits: PanelLimits,
): { accepted: F[]; rejected: { file: F; message: string }[] } {
  const accepted: F[] = [];
  const rejected: { file: F; message: string }[] = [];
  for (const file of incoming) {
    const maxBytes = chosenLimit(file, kind, limits);
    if (!limits.mimes.includes(file.type.toLowerCase())) rejected.push({ file, message: uploadWrongTypeMessage(file.name, kind) });
    else if (file.size > maxBytes) rejected.push({ file, message: uploadTooLargeMessage(file.name, maxBytes) });
    else if (alreadyChosen + accepted.length >= limits.maxFiles) rejected.push({ file, message: uploadTooManyFilesMessage(file.name, kind) });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/**
 * After the browser's resize: the indexes of the files that fit the limit as they will be sent, and
 * a message for each that still does not (resizing could not bring it under, or failed).
 */
export function filesThatFit(files: readonly FileLike[], limits: Pick<PanelLimits, 'maxBytes'>): { kept: number[]; refused: string[] } {
  const kept: number[] = [];
  const refused: string[] = [];
  for (const [index, file] of files.entries()) {
    if (file.size <= limits.maxBytes) kept.push(index);
    else refused.push(uploadTooLargeAfterResizeMessage(file.name, limits.maxBytes));
  }
  return { kept, refused };
}
