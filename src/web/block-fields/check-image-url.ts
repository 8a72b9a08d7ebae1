// Editor only: asks the server whether a URL points to a reachable image (POST /api/media/check-image-url).
import { IMAGE_URL_CHECK_FAILED, type UrlCheckResult } from '#core/media/messages.ts';

export type ImageUrlVerdict = { valid: true } | { valid: false; message: string };

/** The server's verdict, or IMAGE_URL_CHECK_FAILED when the call itself failed (no result came back). */
export async function checkImageUrl(url: string, signal?: AbortSignal): Promise<ImageUrlVerdict> {
  try {
    const response = await fetch('/api/media/check-image-url', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ url }),
      signal,
    });
    const body = (await response.json().catch(() => null)) as Partial<UrlCheckResult> | null;
    if (body !== null && body.valid === true) return { valid: true };
    if (body !== null && body.valid === false && typeof body.error === 'string') return { valid: false, message: body.error };
    return { valid: false, message: IMAGE_URL_CHECK_FAILED };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { valid: false, message: IMAGE_URL_CHECK_FAILED };
  }
}
