import { MEDIA_IMAGE_WIDTHS } from '#core/media/image-widths.ts';

/** True for images uploaded to this site's media library; only those have resized variants. */
export function isMediaImage(url: string): boolean {
  return url.startsWith('/media/');
}

/** `srcset` for a media-library image, or undefined for any other url (served as is). */
export function mediaSrcSet(url: string): string | undefined {
  if (!isMediaImage(url)) return undefined;
  const separator = url.includes('?') ? '&' : '?';
  return MEDIA_IMAGE_WIDTHS.map((width) => `${url}${separator}w=${width} ${width}w`).join(', ');
}

/**
 * `sizes` for an image block: it fills its column up to `maxWidth` px when a width is set, so the
 * browser never picks a variant wider than that; without a width it can span the viewport.
 */
export function imageSizes(maxWidth: number | undefined): string {
  return maxWidth !== undefined && maxWidth > 0 ? `(max-width: ${maxWidth}px) 100vw, ${maxWidth}px` : '100vw';
}
