// Image compression and image-url reachability (spec 1 §4, §5).

/** 'Image compression failed: {reason}' */
export function imageCompressionFailedMessage(reason: string): string {
  return `Image compression failed: ${reason}`;
}

/** Why a url check failed: not a url, not reachable, no answer, or not an image. */
export type UrlCheckErrorType = 'format' | 'accessibility' | 'network' | 'content-type';

// The image url input (spec 2-management §5), checked by POST /api/media/check-image-url.
/** Not a URL at all, or not http(s). */
export const IMAGE_URL_NOT_A_URL = 'Please enter a valid URL';
/** A URL the server will not fetch: credentials in it, an odd port, a private or local address. */
export const IMAGE_URL_INVALID = 'Invalid image URL';
/** An error status, a host that only reaches private addresses, or too many redirects. */
export const IMAGE_URL_INACCESSIBLE = 'Image not found or inaccessible';
/** No answer: refused connection, unknown host, timeout, TLS failure. */
export const IMAGE_URL_NETWORK_ERROR = 'Network error while validating image';
/** The answer's Content-Type is not image/*. */
export const IMAGE_URL_NOT_AN_IMAGE = 'The URL does not point to an image';
/** The check itself failed (the server's answer was not a result). */
export const IMAGE_URL_CHECK_FAILED = 'Error validating image URL';
/** The browser could not display the image although the check passed. */
export const IMAGE_URL_LOAD_FAILED = 'Image failed to load';

/** Why the server refused or failed a url, for developers and logs (the user sees `error`). */
export type UrlCheckReason =
  | 'not-a-url'
  | 'scheme'
  | 'credentials'
  | 'port'
  | 'blocked-address'
  | 'status'
  | 'too-many-redirects'
  | 'network'
  | 'timeout'
  | 'content-type';

export type UrlCheckResult =
  | { valid: true; url: string; contentType: string }
  | { valid: false; errorType: UrlCheckErrorType; error: string; reason: UrlCheckReason; status?: number };
