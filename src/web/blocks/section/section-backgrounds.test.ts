import { describe, expect, it } from 'vitest';
import { paletteHex } from '#core/options/color-palette.ts';
import { isPresetReadableOn } from '../theme/preset-contrast.ts';
import { THEME_PRESET_NAMES, THEME_PRESETS } from '../theme/presets.ts';
import { SECTION_BACKGROUND_OPTIONS, isReadableSectionBackground } from './section-backgrounds.ts';
import { sectionBackgroundHex, sectionPreset } from './section-theme.ts';

describe('section backgrounds', () => {
  it('offers none first, then light tints and dark neutrals', () => {
    const values = SECTION_BACKGROUND_OPTIONS.map((option) => option.value);
    expect(values[0]).toBe('');
    expect(values).toEqual(expect.arrayContaining(['slate-50', 'sky-100', 'slate-900']));
    expect(values).not.toContain('red-500');
  });

  it('keeps every preset readable on every offered background', () => {
    for (const { value } of SECTION_BACKGROUND_OPTIONS.slice(1)) {
      const hex = paletteHex(String(value)) as string;
      for (const name of THEME_PRESET_NAMES) expect(isPresetReadableOn(sectionPreset(hex, THEME_PRESETS[name]), hex), `${name} on ${value}`).toBe(true);
    }
  });

  it('switches to the dark preset on dark backgrounds and away from it on light ones', () => {
    expect(sectionPreset('#0f172a', THEME_PRESETS.default).name).toBe('midnight');
    expect(sectionPreset('#f0f9ff', THEME_PRESETS.ocean).name).toBe('ocean');
    expect(sectionPreset('#f0f9ff', THEME_PRESETS.midnight).name).toBe('default');
    expect(isReadableSectionBackground('#ef4444')).toBe(false);
  });

  it('reads palette values and ignores empty or unknown ones', () => {
    expect(sectionBackgroundHex('slate-900')).toBe('#0f172a');
    expect(sectionBackgroundHex('')).toBeUndefined();
    expect(sectionBackgroundHex('neon-500')).toBeUndefined();
    expect(sectionBackgroundHex(undefined)).toBeUndefined();
  });
});
