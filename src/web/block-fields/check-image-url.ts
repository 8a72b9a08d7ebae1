// Editor only: asks the server whether a URL points to a reachable image (POST /api/media/check-image-url).
import { IMAGE_URL_CHECK_FAILED, type UrlCheckResult } from '#core/media/messages.ts';
import { api, ApiError, isAbort } from '#web/api/client.ts';

export type ImageUrlVerdict = { valid: true } | { valid: false; message: string };

/** The server's verdict, or IMAGE_URL_CHECK_FAILED when the call itself failed (no result came back). */
export async function checkImageUrl(url: string, signal?: AbortSignal): Promise<ImageUrlVerdict> {
  let body: Partial<UrlCheckResult> | null;
  try {
    body = await api.post<Partial<UrlCheckResult> | null>('/api/media/check-image-url', { url }, { signal });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    // A refusal may still carry the verdict ({ valid: false, error }).
    body = error instanceof ApiError ? (error.body as Partial<UrlCheckResult>) : null;
  }
  if (body !== null && body.valid === true) return { valid: true };
  if (body !== null && body.valid === false && typeof body.error === 'string') return { valid: false, message: body.error };
  return { valid: false, message: IMAGE_URL_CHECK_FAILED };
}
