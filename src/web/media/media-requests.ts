import { SAVE_IMAGE_FAILED, UPLOAD_LIMITS_FAILED, UPLOAD_NETWORK_ERROR, uploadFailedStatusMessage } from '#core/media/upload-flow-messages.ts';
import { api, errorText } from '#web/api/client.ts';

/** A stored upload as POST /api/media/upload answers it (the fields the panel uses). */
export interface UploadedFile {
  id: string;
  url: string;
  name: string;
  alt?: string;
  kind?: string;
  mime?: string;
}

export interface UploadRequest {
  files: readonly File[];
  /** One per file, same order ('' for none). */
  alts: readonly string[];
  kind: 'image' | 'video';
  siteUniqueId: string | null;
}

const errorOf = (body: unknown): string | null => {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error !== '' ? error : null;
};

/**
 * POST /api/media/upload with XMLHttpRequest, because fetch cannot report upload progress.
 * `onProgress` gets 0–100 as the body is sent; rejects with the server's message on refusal.
 */
export function uploadMediaFiles(request: UploadRequest, onProgress: (percent: number) => void, createXhr: () => XMLHttpRequest = () => new XMLHttpRequest()): Promise<UploadedFile[]> {
  const form = new FormData();
  form.append('kind', request.kind);
  if (request.siteUniqueId !== null) form.append('siteId', request.siteUniqueId);
  request.files.forEach((file, index) => {
    form.append('files', file, file.name);
    form.append('alt', request.alts[index] ?? '');
  });
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open('POST', '/api/media/upload');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onerror = () => reject(new Error(UPLOAD_NETWORK_ERROR));
    xhr.onabort = () => reject(new Error(UPLOAD_NETWORK_ERROR));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      const files = (body as { files?: unknown } | null)?.files;
      if (xhr.status >= 200 && xhr.status < 300 && Array.isArray(files)) {
        onProgress(100);
        resolve(files as UploadedFile[]);
      } else reject(new Error(errorOf(body) ?? uploadFailedStatusMessage(xhr.status)));
    };
    xhr.send(form);
  });
}

/** POST /api/system_images (spec 2 §7): records the uploaded file's name and description. Throws the server's message. */
export async function saveImageRecord(record: { url: string; name: string; description: string; alt?: string; siteUniqueId: string | null }): Promise<void> {
  const { siteUniqueId, ...fields } = record;
  let body: unknown;
  try {
    body = await api.post('/api/system_images', { ...fields, ...(siteUniqueId !== null ? { siteId: siteUniqueId } : {}) });
  } catch (error) {
    throw new Error(errorText(error, SAVE_IMAGE_FAILED), { cause: error });
  }
  // The list API may answer 200 with an { error } of its own.
  if (errorOf(body) !== null) throw new Error(errorOf(body)!);
}

export interface KindLimits {
  maxFiles: number;
  maxBytes: number;
  mimes: string[];
}

/** GET /api/media/limits: the video limit is configured on the server. Throws UPLOAD_LIMITS_FAILED. */
export async function fetchMediaLimits(signal?: AbortSignal): Promise<Record<'image' | 'video', KindLimits>> {
  const body = await api.get<{ limits?: Record<'image' | 'video', KindLimits> } | null>('/api/media/limits', { signal }).catch((error: unknown) => {
    throw new Error(UPLOAD_LIMITS_FAILED, { cause: error });
  });
  if (typeof body?.limits?.video?.maxBytes !== 'number') throw new Error(UPLOAD_LIMITS_FAILED);
  return body.limits;
}

