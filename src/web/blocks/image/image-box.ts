// The size of an Image block's box (decision 070): its width and height may differ per
// breakpoint. A plain width and height render as they always did (an inline max-width and aspect
// ratio); per-breakpoint ones become CSS variables read by `md:`/`lg:` classes, so the cached HTML
// is the same for every visitor and needs no script.
import type { CSSProperties } from 'react';
import { BREAKPOINTS, DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH, resolveResponsive, variesByBreakpoint, type Breakpoint } from '#core/blocks/responsive.ts';
import { imageSizes } from './responsive-image.ts';

/** A positive whole number of pixels, or undefined for anything else (0 means "not set"). */
export function positivePixels(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
}

export interface ImageBoxSize {
  /** The desktop width and height: the `<img>`'s width and height attributes. */
  width?: number;
  height?: number;
  style: CSSProperties;
  className: string;
  /** The `sizes` attribute for a media-library image's `srcset`. */
  sizes: string;
}

const SUFFIX: Readonly<Record<Breakpoint, string>> = { desktop: '', tablet: '-tablet', phone: '-phone' };

// Written out in full: Tailwind only generates classes it finds in the source.
const VARIED_CLASSES =
  'max-w-full w-(--image-width-phone) md:w-(--image-width-tablet) lg:w-(--image-width) aspect-(--image-ratio-phone) md:aspect-(--image-ratio-tablet) lg:aspect-(--image-ratio)';

const sizeAt = (width: unknown, height: unknown, breakpoint: Breakpoint) => ({
  width: positivePixels(resolveResponsive(width, breakpoint)),
  height: positivePixels(resolveResponsive(height, breakpoint)),
});

/**
 * The box for stored `width` and `height` props. With a width, the image fills its column up to
 * that many pixels; with both, the box keeps their ratio and `fit` decides how the picture fills
 * it; with neither, the image keeps its own size, never wider than its column.
 */
export function imageBoxSize(width: unknown, height: unknown): ImageBoxSize {
  const desktop = sizeAt(width, height, 'desktop');
  if (!variesByBreakpoint(width) && !variesByBreakpoint(height)) {
    const style: CSSProperties = {};
    if (desktop.width !== undefined) style.maxWidth = `${desktop.width}px`;
    if (desktop.width !== undefined && desktop.height !== undefined) style.aspectRatio = `${desktop.width} / ${desktop.height}`;
    return { ...desktop, style, className: desktop.width !== undefined ? 'w-full' : 'max-w-full', sizes: imageSizes(desktop.width) };
  }
  const variables: Record<string, string> = {};
  const sizes: string[] = [];
  for (const breakpoint of BREAKPOINTS) {
    const size = sizeAt(width, height, breakpoint);
    variables[`--image-width${SUFFIX[breakpoint]}`] = size.width === undefined ? 'auto' : `min(100%, ${size.width}px)`;
    variables[`--image-ratio${SUFFIX[breakpoint]}`] = size.width !== undefined && size.height !== undefined ? `${size.width} / ${size.height}` : 'auto';
    const length = size.width === undefined ? '100vw' : `${size.width}px`;
    if (breakpoint === 'phone') sizes.unshift(`(max-width: ${TABLET_MIN_WIDTH - 1}px) ${length}`);
    else if (breakpoint === 'tablet') sizes.unshift(`(max-width: ${DESKTOP_MIN_WIDTH - 1}px) ${length}`);
    else sizes.push(length);
  }
  // Narrowest first: the browser takes the first media condition that matches.
  return { ...desktop, style: variables as CSSProperties, className: VARIED_CLASSES, sizes: sizes.join(', ') };
}
