import { paletteHex } from '#core/options/color-palette.ts';
import { colorsInClasses, isLightBackground } from '../shared/color-contrast.ts';
import { THEME_PRESETS, type ThemePreset } from '../theme/presets.ts';

const lightPresets = new WeakMap<ThemePreset, boolean>();

function isLightPreset(preset: ThemePreset): boolean {
  let light = lightPresets.get(preset);
  if (light === undefined) {
    const background = colorsInClasses(preset.styles.site, 'bg')[0];
    light = background === undefined || isLightBackground(background);
    lightPresets.set(preset, light);
  }
  return light;
}

/**
 * The preset for the blocks inside a section with this background: the page's own preset when
 * both are light, the default preset on a light section of a dark page, the dark preset on a
 * dark section. The editor only offers backgrounds where the result meets WCAG AA.
 */
export function sectionPreset(backgroundHex: string, active: ThemePreset): ThemePreset {
  if (!isLightBackground(backgroundHex)) return THEME_PRESETS.midnight;
  return isLightPreset(active) ? active : THEME_PRESETS.default;
}

/** The hex of a palette value ('red-50'), or undefined for none or an unknown value. */
export function sectionBackgroundHex(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? paletteHex(value) : undefined;
}
