// Which chosen files the upload panel keeps (spec 2 §5 Image uploader): the kind's formats, its
// size limit, and at most its number of files counting those already chosen.
import { MAX_IMAGE_BYTES, MAX_IMAGE_FILES, MAX_VIDEO_FILES, UPLOAD_IMAGE_MIMES, UPLOAD_VIDEO_MIMES } from './upload-limits.ts';
import { uploadTooLargeMessage, uploadWrongTypeMessage } from './upload-messages.ts';
import { uploadTooManyFilesMessage } from './upload-flow-messages.ts';

export type PanelKind = 'image' | 'video';

export interface PanelLimits {
  maxFiles: number;
  maxBytes: number;
  mimes: readonly string[];
}

/** The limits of a kind; the video size limit is the server's (GET /api/media/limits). */
export function panelLimits(kind: PanelKind, videoMaxBytes: number): PanelLimits {
  return kind === 'image'
    ? { maxFiles: MAX_IMAGE_FILES, maxBytes: MAX_IMAGE_BYTES, mimes: UPLOAD_IMAGE_MIMES }
    : { maxFiles: MAX_VIDEO_FILES, maxBytes: videoMaxBytes, mimes: UPLOAD_VIDEO_MIMES };
}

interface FileLike {
  name: string;
  type: string;
  size: number;
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
    if (!limits.mimes.includes(file.type.toLowerCase())) rejected.push({ file, message: uploadWrongTypeMessage(file.name, kind) });
    else if (file.size > limits.maxBytes) rejected.push({ file, message: uploadTooLargeMessage(file.name, limits.maxBytes) });
    else if (alreadyChosen + accepted.length >= limits.maxFiles) rejected.push({ file, message: uploadTooManyFilesMessage(file.name, kind) });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
