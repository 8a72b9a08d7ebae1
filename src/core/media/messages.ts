// Image compression and image-url reachability (spec 1 §4, §5).

/** 'Image compression failed: {reason}' */
export function imageCompressionFailedMessage(reason: string): string {
  return `Image compression failed: ${reason}`;
}

/** Why a url check failed: not a url, not reachable, no answer, or not an image. */
export type UrlCheckErrorType = 'format' | 'accessibility' | 'network' | 'content-type';

export type UrlCheckResult = { valid: true } | { valid: false; errorType: UrlCheckErrorType; message: string };
