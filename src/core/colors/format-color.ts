// The colour detail dialog's formats (spec 2 §2: HEX / RGB / HSL) and usage examples.

export const COLOR_FORMATS = ['hex', 'rgb', 'hsl'] as const;
export type ColorFormat = (typeof COLOR_FORMATS)[number];
export const COLOR_FORMAT_LABELS: Readonly<Record<ColorFormat, string>> = { hex: 'HEX', rgb: 'RGB', hsl: 'HSL' };

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** '#1d4ed8', '1d4ed8' or the short '#fff' → channels 0–255; null for anything else. */
export function hexToRgb(hex: string): Rgb | null {
  if (typeof hex !== 'string') return null;
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (match === null) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16) };
}

/** Hue in degrees, saturation and lightness in percent, rounded to whole numbers. */
export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l: Math.round(l * 100) };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / delta) % 6;
  else if (max === gn) h = (bn - rn) / delta + 2;
  else h = (rn - gn) / delta + 4;
  const degrees = Math.round(h * 60);
  return { h: degrees < 0 ? degrees + 360 : degrees % 360, s: Math.round(s * 100), l: Math.round(l * 100) };
}

/** The colour written in the chosen CSS notation; the input as given when it is not a hex colour. */
export function formatColor(hex: string, format: ColorFormat): string {
  const rgb = hexToRgb(hex);
  if (rgb === null) return typeof hex === 'string' ? hex : '';
  if (format === 'rgb') return `rgb(${rgb.r}, ${rgb.g}, ${rgb.b})`;
  if (format === 'hsl') {
    const { h, s, l } = rgbToHsl(rgb);
    return `hsl(${h}, ${s}%, ${l}%)`;
  }
  return `#${[rgb.r, rgb.g, rgb.b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export interface ColorUsageInput {
  hex: string;
  /** Palette colours: 'red-500', the Tailwind class suffix. */
  value?: string;
  custom?: boolean;
}

/** CSS declarations for the colour in the chosen notation. */
export function cssUsage(color: ColorUsageInput, format: ColorFormat): string {
  const value = formatColor(color.hex, format);
  return `color: ${value};\nbackground-color: ${value};`;
}

const TAILWIND_COLOR_VALUE = /^[a-z]+-(50|[1-9]00)$/;

/**
 * Tailwind classes: the palette name for built-in colours (bg-red-500), an arbitrary value
 * (bg-[#1d4ed8]) for custom colours, whose names Tailwind does not know.
 */
export function tailwindUsage(color: ColorUsageInput): string {
  const palette = color.custom !== true && typeof color.value === 'string' && TAILWIND_COLOR_VALUE.test(color.value);
  const token = palette ? color.value! : `[${formatColor(color.hex, 'hex')}]`;
  return `bg-${token} text-${token} border-${token}`;
}
