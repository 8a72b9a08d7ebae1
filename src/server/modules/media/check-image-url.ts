import {
  IMAGE_URL_INACCESSIBLE,
  IMAGE_URL_INVALID,
  IMAGE_URL_NETWORK_ERROR,
  IMAGE_URL_NOT_A_URL,
  IMAGE_URL_NOT_AN_IMAGE,
  type UrlCheckErrorType,
  type UrlCheckReason,
  type UrlCheckResult,
} from '#core/media/messages.ts';
import { followPublicRedirects, PublicFetchError, resolvePolicy, startExchange, type PublicFetchPolicy } from '#server/net/public-fetch.ts';

/*
 * Checks that a url an editor pasted points to an image, from the server (browsers cannot HEAD
 * other hosts), under the public-fetch rules of src/server/net/public-fetch.ts (public addresses
 * only, pinned, ports 80 and 443, vetted redirects, one deadline):
 *
 * - HEAD first; a ranged GET when HEAD is refused (405, 501). No body is ever read: the socket
 *   is dropped once the headers are in.
 * - Any image/* type passes, SVG included: the url is shown in <img>, where SVG runs no script,
 *   and it lives on its own origin, not ours.
 */

export const CHECK_TIMEOUT_MS = 5_000;
const HEAD_REFUSED_STATUSES = new Set([405, 501]);

export interface ImageUrlCheckerOptions extends PublicFetchPolicy {
  timeoutMs?: number;
}

export type ImageUrlChecker = (input: string) => Promise<UrlCheckResult>;

const failure = (errorType: UrlCheckErrorType, error: string, reason: UrlCheckReason, status?: number): UrlCheckResult => ({
  valid: false,
  errorType,
  error,
  reason,
  ...(status === undefined ? {} : { status }),
});

/** The spec's result for a request that was not made or got no answer. */
function failureOf(error: PublicFetchError): UrlCheckResult {
  switch (error.stage) {
    case 'url':
      // The url cannot be fetched as written.
      return failure('format', error.reason === 'not-a-url' || error.reason === 'scheme' ? IMAGE_URL_NOT_A_URL : IMAGE_URL_INVALID, error.reason);
    case 'redirect':
      // A hop the server will not follow makes the image inaccessible, whatever its url says.
      return failure('accessibility', IMAGE_URL_INACCESSIBLE, error.reason, error.status);
    case 'address':
      return failure('accessibility', IMAGE_URL_INACCESSIBLE, 'blocked-address');
    case 'network':
      return error.reason === 'too-many-redirects'
        ? failure('accessibility', IMAGE_URL_INACCESSIBLE, 'too-many-redirects', error.status)
        : failure('network', IMAGE_URL_NETWORK_ERROR, error.reason);
  }
}

const IMAGE_HEADERS = { accept: 'image/*', 'user-agent': 'Sitewright image check' };

/**
 * An image url checker. The defaults are the production policy; tests pass a resolver or an
 * address policy that lets in their own local server, which the defaults never do.
 */
export function createImageUrlChecker(options: ImageUrlCheckerOptions = {}): ImageUrlChecker {
  const policy = resolvePolicy(options);
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;

  return async function checkImageUrl(input) {
    const exchange = startExchange(timeoutMs);
    try {
      const { response } = await followPublicRedirects(input, policy, exchange, async (request) => {
        let head = await request('HEAD', IMAGE_HEADERS);
        if (HEAD_REFUSED_STATUSES.has(head.statusCode ?? 0)) {
          head.destroy();
          head = await request('GET', { ...IMAGE_HEADERS, range: 'bytes=0-0' });
        }
        return head;
      });
      // Headers are all we need: close the connection instead of reading what follows.
      response.destroy();
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) return failure('accessibility', IMAGE_URL_INACCESSIBLE, 'status', status);
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!/^image\/[a-z0-9.+-]+$/.test(contentType)) return failure('content-type', IMAGE_URL_NOT_AN_IMAGE, 'content-type');
      return { valid: true, url: new URL(input.trim()).href, contentType };
    } catch (error) {
      if (error instanceof PublicFetchError) return failureOf(error);
      throw error;
    } finally {
      exchange.close();
    }
  };
}
