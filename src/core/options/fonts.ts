import type { Option } from './option.ts';

export type FontCategory = 'sans' | 'serif' | 'mono' | 'display' | 'handwriting';

export interface FontOption extends Option {
  readonly category: FontCategory;
  /** CSS font-family: the named family, then fallbacks of its kind for when it is not loaded. */
  readonly stack: string;
  /** The weights served from /fonts (web/fonts.css), when not the usual 400 and 700. */
  readonly weights?: readonly number[];
}

const FALLBACKS: Readonly<Record<FontCategory, string>> = {
  sans: 'ui-sans-serif, system-ui, sans-serif',
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  display: 'Impact, "Arial Narrow", sans-serif',
  handwriting: '"Comic Sans MS", "Segoe Script", cursive',
};

/** The system font stack: nothing to download, so it is the default. */
export const DEFAULT_FONT: FontOption = {
  label: 'Default (system)',
  value: 'default',
  category: 'sans',
  stack: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
};

export const NAMED_FONTS: readonly FontOption[] = [
  { label: 'Inter', value: 'inter', category: 'sans', stack: `"Inter", ${FALLBACKS.sans}` },
  { label: 'Roboto', value: 'roboto', category: 'sans', stack: `"Roboto", ${FALLBACKS.sans}` },
  { label: 'Open Sans', value: 'open-sans', category: 'sans', stack: `"Open Sans", ${FALLBACKS.sans}` },
  { label: 'Lato', value: 'lato', category: 'sans', stack: `"Lato", ${FALLBACKS.sans}` },
  { label: 'Montserrat', value: 'montserrat', category: 'sans', stack: `"Montserrat", ${FALLBACKS.sans}` },
  { label: 'Poppins', value: 'poppins', category: 'sans', stack: `"Poppins", ${FALLBACKS.sans}` },
  { label: 'Raleway', value: 'raleway', category: 'sans', stack: `"Raleway", ${FALLBACKS.sans}` },
  { label: 'Nunito', value: 'nunito', category: 'sans', stack: `"Nunito", ${FALLBACKS.sans}` },
  { label: 'Source Sans 3', value: 'source-sans-3', category: 'sans', stack: `"Source Sans 3", ${FALLBACKS.sans}` },
  { label: 'Noto Sans', value: 'noto-sans', category: 'sans', stack: `"Noto Sans", ${FALLBACKS.sans}` },
  { label: 'Ubuntu', value: 'ubuntu', category: 'sans', stack: `"Ubuntu", ${FALLBACKS.sans}` },
  { label: 'Work Sans', value: 'work-sans', category: 'sans', stack: `"Work Sans", ${FALLBACKS.sans}` },
  { label: 'Rubik', value: 'rubik', category: 'sans', stack: `"Rubik", ${FALLBACKS.sans}` },
  { label: 'Quicksand', value: 'quicksand', category: 'sans', stack: `"Quicksand", ${FALLBACKS.sans}` },
  { label: 'Fira Sans', value: 'fira-sans', category: 'sans', stack: `"Fira Sans", ${FALLBACKS.sans}` },
  { label: 'Mulish', value: 'mulish', category: 'sans', stack: `"Mulish", ${FALLBACKS.sans}` },
  { label: 'Barlow', value: 'barlow', category: 'sans', stack: `"Barlow", ${FALLBACKS.sans}` },
  { label: 'Karla', value: 'karla', category: 'sans', stack: `"Karla", ${FALLBACKS.sans}` },
  { label: 'DM Sans', value: 'dm-sans', category: 'sans', stack: `"DM Sans", ${FALLBACKS.sans}` },
  { label: 'Manrope', value: 'manrope', category: 'sans', stack: `"Manrope", ${FALLBACKS.sans}` },
  { label: 'IBM Plex Sans', value: 'ibm-plex-sans', category: 'sans', stack: `"IBM Plex Sans", ${FALLBACKS.sans}` },
  { label: 'Space Grotesk', value: 'space-grotesk', category: 'sans', stack: `"Space Grotesk", ${FALLBACKS.sans}` },
  { label: 'Outfit', value: 'outfit', category: 'sans', stack: `"Outfit", ${FALLBACKS.sans}` },
  { label: 'Plus Jakarta Sans', value: 'plus-jakarta-sans', category: 'sans', stack: `"Plus Jakarta Sans", ${FALLBACKS.sans}` },
  { label: 'Figtree', value: 'figtree', category: 'sans', stack: `"Figtree", ${FALLBACKS.sans}` },
  { label: 'Josefin Sans', value: 'josefin-sans', category: 'sans', stack: `"Josefin Sans", ${FALLBACKS.sans}` },
  { label: 'Archivo', value: 'archivo', category: 'sans', stack: `"Archivo", ${FALLBACKS.sans}` },
  { label: 'Merriweather', value: 'merriweather', category: 'serif', stack: `"Merriweather", ${FALLBACKS.serif}` },
  { label: 'Playfair Display', value: 'playfair-display', category: 'serif', stack: `"Playfair Display", ${FALLBACKS.serif}` },
  { label: 'Lora', value: 'lora', category: 'serif', stack: `"Lora", ${FALLBACKS.serif}` },
  { label: 'PT Serif', value: 'pt-serif', category: 'serif', stack: `"PT Serif", ${FALLBACKS.serif}` },
  { label: 'Noto Serif', value: 'noto-serif', category: 'serif', stack: `"Noto Serif", ${FALLBACKS.serif}` },
  { label: 'Libre Baskerville', value: 'libre-baskerville', category: 'serif', stack: `"Libre Baskerville", ${FALLBACKS.serif}` },
  { label: 'EB Garamond', value: 'eb-garamond', category: 'serif', stack: `"EB Garamond", ${FALLBACKS.serif}` },
  { label: 'Cormorant Garamond', value: 'cormorant-garamond', category: 'serif', stack: `"Cormorant Garamond", ${FALLBACKS.serif}` },
  { label: 'Crimson Text', value: 'crimson-text', category: 'serif', stack: `"Crimson Text", ${FALLBACKS.serif}` },
  { label: 'Bitter', value: 'bitter', category: 'serif', stack: `"Bitter", ${FALLBACKS.serif}` },
  { label: 'Fira Code', value: 'fira-code', category: 'mono', stack: `"Fira Code", ${FALLBACKS.mono}` },
  { label: 'JetBrains Mono', value: 'jetbrains-mono', category: 'mono', stack: `"JetBrains Mono", ${FALLBACKS.mono}` },
  { label: 'Source Code Pro', value: 'source-code-pro', category: 'mono', stack: `"Source Code Pro", ${FALLBACKS.mono}` },
  { label: 'IBM Plex Mono', value: 'ibm-plex-mono', category: 'mono', stack: `"IBM Plex Mono", ${FALLBACKS.mono}` },
  { label: 'Oswald', value: 'oswald', category: 'display', stack: `"Oswald", ${FALLBACKS.display}` },
  { label: 'Bebas Neue', value: 'bebas-neue', category: 'display', stack: `"Bebas Neue", ${FALLBACKS.display}`, weights: [400] },
  { label: 'Dancing Script', value: 'dancing-script', category: 'handwriting', stack: `"Dancing Script", ${FALLBACKS.handwriting}` },
  { label: 'Pacifico', value: 'pacifico', category: 'handwriting', stack: `"Pacifico", ${FALLBACKS.handwriting}`, weights: [400] },
];

export const FONT_OPTIONS: readonly FontOption[] = [DEFAULT_FONT, ...NAMED_FONTS];
export const DEFAULT_FONT_FAMILY = DEFAULT_FONT.value;

/** The CSS font-family for a font value; unknown values fall back to the default stack. */
export function fontStack(value: string): string {
  return FONT_OPTIONS.find((font) => font.value === value)?.stack ?? DEFAULT_FONT.stack;
}

/**
 * The font files a page whose root names this font preloads (decision 055): the family's regular and
 * bold faces, which the first screen's text and headings use, so they arrive before the first layout
 * rather than causing a second one. None for the system stack or an unknown value.
 */
export function fontPreloads(value: string): string[] {
  const font = NAMED_FONTS.find((named) => named.value === value);
  if (!font) return [];
  return (font.weights ?? [400, 700]).map((weight) => `/fonts/${font.value}-${weight}.woff2`);
}
