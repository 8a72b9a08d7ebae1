import { AA_TEXT_CONTRAST, colorsInClasses, contrastRatio } from '../shared/color-contrast.ts';
import type { StyleGroup, ThemePreset } from './presets.ts';

/** Groups whose text sits on the page (or a section), with the variants their colours appear under. */
export const TEXT_GROUP_VARIANTS: ReadonlyArray<readonly [StyleGroup, readonly string[]]> = [
  ['site', ['']],
  ['heading', ['']],
  ['title', ['']],
  ['text', ['']],
  ['description', ['']],
  ['subDescription', ['']],
  ['body', ['']],
  ['subHeading', ['']],
  ['richTextPreview', ['', '[&_a]:', '[&_:is(h1,h2,h3,h4,h5,h6)]:']],
  ['link', ['', 'hover:']],
  ['label', ['']],
  ['info', ['']],
  ['optionsLabel', ['']],
  ['items', ['', 'hover:']],
  ['carousel', ['']],
];

// The editor checks every palette colour against every preset; parse each preset's classes once.
const textColorsCache = new WeakMap<ThemePreset, readonly string[]>();

/** Every text colour a preset paints directly on the page background, as hexes. */
export function presetTextColors(preset: ThemePreset): readonly string[] {
  let colors = textColorsCache.get(preset);
  if (colors === undefined) {
    colors = TEXT_GROUP_VARIANTS.flatMap(([group, variants]) => variants.flatMap((variant) => colorsInClasses(preset.styles[group], 'text', variant)));
    textColorsCache.set(preset, colors);
  }
  return colors;
}

/** True when all of the preset's page text meets WCAG AA on `backgroundHex`. */
export function isPresetReadableOn(preset: ThemePreset, backgroundHex: string): boolean {
  return presetTextColors(preset).every((text) => contrastRatio(text, backgroundHex) >= AA_TEXT_CONTRAST);
}
