// The Section's optional background gradient: colours picked in the multi colour gallery end up in
// a style attribute of server-rendered HTML, so only #rrggbb values are ever written into the CSS.
import { COLOR_MAX_FIELD } from '#core/pickers/picker-limits.ts';
import { HEX_COLOR } from '#core/rules/format-rules.ts';
import { isLightBackground } from '../shared/color-contrast.ts';

/** A gradient needs two colours; the form field allows ten (spec 2 §9). */
export const SECTION_GRADIENT_MIN_COLORS = 2;
export const SECTION_GRADIENT_MAX_COLORS = COLOR_MAX_FIELD;

export interface SectionGradient {
  /** linear-gradient(to right, #…, #…) built from validated hex values only. */
  css: string;
  /** Painted under the gradient, and what the blocks inside pick their preset by. */
  baseHex: string;
}

/**
 * The gradient for a list of picked colours, or undefined when it would be unsafe or unreadable:
 * fewer than two valid hex colours, or light and dark stops mixed (no one text colour stays
 * readable on both; the editor says so).
 */
export function sectionGradient(colors: unknown): SectionGradient | undefined {
  if (!Array.isArray(colors)) return undefined;
  const hexes = colors
    .map((color: unknown) => (typeof color === 'object' && color !== null ? (color as { hex?: unknown }).hex : undefined))
    .filter((hex): hex is string => typeof hex === 'string' && HEX_COLOR.test(hex))
    .slice(0, SECTION_GRADIENT_MAX_COLORS)
    .map((hex) => hex.toLowerCase());
  if (hexes.length < SECTION_GRADIENT_MIN_COLORS) return undefined;
  const light = hexes.map((hex) => isLightBackground(hex));
  if (light.some((value) => value !== light[0])) return undefined;
  return { css: `linear-gradient(to right, ${hexes.join(', ')})`, baseHex: hexes[0]! };
}
