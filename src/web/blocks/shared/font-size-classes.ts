import { resolveResponsive, variesByBreakpoint } from '#core/blocks/responsive.ts';
import { responsiveClasses } from './responsive-classes.ts';
import { FLAT_FONT_SIZE_TABLES } from './responsive-style-classes.ts';

// Keyed by FONT_SIZE_SCALE tokens. Written out in full because Tailwind only generates classes it
// finds in the source. Sizes above 2xl start smaller on narrow screens so a long word still fits.
export const FONT_SIZE_CLASSES: Readonly<Record<string, string>> = {
  xs: 'text-xs',
  sm: 'text-sm',
  base: 'text-base',
  lg: 'text-lg',
  xl: 'text-xl',
  '2xl': 'text-2xl',
  '3xl': 'text-2xl sm:text-3xl',
  '4xl': 'text-3xl sm:text-4xl',
  '5xl': 'text-4xl sm:text-5xl',
  '6xl': 'text-4xl sm:text-5xl lg:text-6xl',
  '7xl': 'text-5xl sm:text-6xl lg:text-7xl',
  '8xl': 'text-5xl sm:text-7xl lg:text-8xl',
  '9xl': 'text-6xl sm:text-8xl lg:text-9xl',
};

/** Classes for a font size token; an unknown token (an old page, a hand-edited document) gets `fallback`'s. */
export function fontSizeClass(token: unknown, fallback: string): string {
  return (typeof token === 'string' ? FONT_SIZE_CLASSES[token] : undefined) ?? FONT_SIZE_CLASSES[fallback] ?? '';
}

/**
 * Classes for a size that may differ per breakpoint: a size the same everywhere keeps
 * fontSizeClass's narrow-screen shrinking; one chosen per breakpoint is that size at each.
 */
export function fontSizeClasses(size: unknown, fallback: string): string {
  return variesByBreakpoint(size) ? responsiveClasses(FLAT_FONT_SIZE_TABLES, size, fallback) : fontSizeClass(resolveResponsive(size, 'desktop'), fallback);
}
