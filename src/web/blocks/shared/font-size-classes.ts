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
