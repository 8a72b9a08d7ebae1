import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, colorsInClasses, contrastRatio } from '../shared/color-contrast.ts';
import { TEXT_GROUP_VARIANTS, isPresetReadableOn } from './preset-contrast.ts';
import { DEFAULT_THEME_PRESET, STYLE_GROUPS, THEME_PRESET_NAMES, THEME_PRESET_OPTIONS, THEME_PRESETS, getThemePreset, type StyleGroup, type ThemePreset } from './presets.ts';

// Groups that paint their own background; their text is measured against it.
const OWN_BACKGROUND: readonly StyleGroup[] = ['block', 'teaser', 'status', 'callToAction', 'input'];

function only(hexes: string[], what: string): string {
  expect(hexes, what).toHaveLength(1);
  return hexes[0] as string;
}

function surfaces(preset: ThemePreset): string[] {
  return (['site', 'block', 'teaser'] as const).map((group) => only(colorsInClasses(preset.styles[group], 'bg'), `${preset.name}.${group} background`));
}

describe('theme presets', () => {
  it('has ten presets, each with its own name and an editor option', () => {
    expect(THEME_PRESET_NAMES).toHaveLength(10);
    expect(THEME_PRESET_OPTIONS.map((option) => option.value)).toEqual([...THEME_PRESET_NAMES]);
    for (const name of THEME_PRESET_NAMES) expect(THEME_PRESETS[name].name).toBe(name);
  });

  it.each(THEME_PRESET_NAMES)('%s defines every style group', (name) => {
    const { styles } = THEME_PRESETS[name];
    expect(Object.keys(styles).sort()).toEqual([...STYLE_GROUPS].sort());
    for (const group of STYLE_GROUPS) expect(styles[group].trim(), group).not.toBe('');
  });

  it.each(THEME_PRESET_NAMES)('%s carousel follows spec 2 §3 (1/2/3 slides, gap 8-24, autoplay 3-5 s, speed 300-800 ms)', (name) => {
    const { carousel } = THEME_PRESETS[name];
    expect([carousel.slidesPerViewMobile, carousel.slidesPerViewTablet, carousel.slidesPerViewDesktop]).toEqual([1, 2, 3]);
    expect(carousel.spaceBetween).toBeGreaterThanOrEqual(8);
    expect(carousel.spaceBetween).toBeLessThanOrEqual(24);
    expect(carousel.autoplayDelay).toBeGreaterThanOrEqual(3000);
    expect(carousel.autoplayDelay).toBeLessThanOrEqual(5000);
    expect(carousel.speed).toBeGreaterThanOrEqual(300);
    expect(carousel.speed).toBeLessThanOrEqual(800);
    expect(carousel.ariaLabel).not.toBe('');
  });

  it.each(THEME_PRESET_NAMES)('%s text on the page, blocks and teasers meets WCAG AA', (name) => {
    const preset = THEME_PRESETS[name];
    const backgrounds = surfaces(preset);
    only(colorsInClasses(preset.styles.site, 'text'), `${name}.site text`);
    for (const [group, variants] of TEXT_GROUP_VARIANTS) {
      const colours = variants.flatMap((variant) => colorsInClasses(preset.styles[group], 'text', variant));
      expect(colours.length, `${name}.${group} sets a text colour`).toBeGreaterThan(0);
      for (const colour of colours) {
        for (const background of backgrounds) {
          expect(contrastRatio(colour, background), `${name}.${group} ${colour} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        }
      }
    }
    for (const background of backgrounds) expect(isPresetReadableOn(preset, background)).toBe(true);
  });

  it.each(THEME_PRESET_NAMES)('%s icons keep 3:1 against every surface (WCAG non-text contrast)', (name) => {
    const preset = THEME_PRESETS[name];
    const icon = only(colorsInClasses(preset.styles.icon, 'text'), `${name}.icon`);
    for (const background of surfaces(preset)) expect(contrastRatio(icon, background)).toBeGreaterThanOrEqual(3);
  });

  it.each(THEME_PRESET_NAMES)('%s groups with their own background keep AA text, hovered or not', (name) => {
    const { styles } = THEME_PRESETS[name];
    for (const group of OWN_BACKGROUND) {
      const backgrounds = [...colorsInClasses(styles[group], 'bg'), ...colorsInClasses(styles[group], 'bg', 'hover:')];
      const texts = [...colorsInClasses(styles[group], 'text'), ...colorsInClasses(styles[group], 'text', 'placeholder:')];
      expect(backgrounds.length, `${name}.${group} background`).toBeGreaterThan(0);
      expect(texts.length, `${name}.${group} text`).toBeGreaterThan(0);
      for (const background of backgrounds) {
        for (const text of texts) {
          expect(contrastRatio(text, background), `${name}.${group} ${text} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        }
      }
    }
  });

  it('falls back to the default preset for a missing or unknown name', () => {
    expect(getThemePreset(undefined).name).toBe(DEFAULT_THEME_PRESET);
    expect(getThemePreset('neon').name).toBe(DEFAULT_THEME_PRESET);
    expect(getThemePreset('midnight').name).toBe('midnight');
  });
});
