// Editor only: computing the list checks every palette colour against every preset.
import { COLOR_PALETTE } from '#core/options/color-palette.ts';
import type { Option } from '#core/options/option.ts';
import { isPresetReadableOn } from '../theme/preset-contrast.ts';
import { THEME_PRESET_NAMES, THEME_PRESETS } from '../theme/presets.ts';
import { sectionPreset } from './section-theme.ts';

/** True when text stays readable (AA) on this background whichever preset the page uses. */
export function isReadableSectionBackground(hex: string): boolean {
  return THEME_PRESET_NAMES.every((name) => isPresetReadableOn(sectionPreset(hex, THEME_PRESETS[name]), hex));
}

/** 'None' (the page background), then the palette colours that keep every preset's text readable. */
export const SECTION_BACKGROUND_OPTIONS: readonly Option[] = [
  { label: 'None', value: '' },
  ...COLOR_PALETTE.filter((color) => isReadableSectionBackground(color.hex)).map(({ label, value }) => ({ label, value })),
];
