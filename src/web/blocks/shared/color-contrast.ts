// WCAG 2 contrast, computed from the Tailwind colour classes in a class string. Used by the preset
// tests and by the Section block to tell light backgrounds from dark ones.
import { paletteHex } from '#core/options/color-palette.ts';

/** WCAG AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

const SPECIAL_COLORS: Readonly<Record<string, string>> = { white: '#ffffff', black: '#000000' };

// The editor compares every palette colour with every preset's text colours: a few hundred hexes,
// measured thousands of times.
const luminanceCache = new Map<string, number>();

/** '#1d4ed8' => 0.0746 (WCAG relative luminance). */
export function relativeLuminance(hex: string): number {
  const cached = luminanceCache.get(hex);
  if (cached !== undefined) return cached;
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  luminanceCache.set(hex, luminance);
  return luminance;
}

export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** 'slate-600' or 'white' => its hex, or undefined for anything else (opacity, arbitrary values). */
export function tailwindColorHex(color: string): string | undefined {
  return SPECIAL_COLORS[color] ?? paletteHex(color);
}

/**
 * Hexes of the colour utilities with `prefix` ('text', 'bg') in a class string, after the given
 * variant ('' for none, 'hover:', '[&_a]:'). Non-colour utilities such as text-sm are skipped.
 */
export function colorsInClasses(classes: string, prefix: string, variant = ''): string[] {
  const start = `${variant}${prefix}-`;
  return classes
    .split(/\s+/)
    .filter((name) => name.startsWith(start))
    .map((name) => tailwindColorHex(name.slice(start.length)))
    .filter((hex): hex is string => hex !== undefined);
}

/** True when dark text reads better on this background than white text does. */
export function isLightBackground(hex: string): boolean {
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff');
}
