import { describe, expect, it } from 'vitest';
import { MAX_WIDTH_OPTIONS } from '#core/options/max-widths.ts';
import { SPACING_SCALE } from '#core/options/spacing-scale.ts';
import { FONT_SIZE_SCALE } from '#core/options/typography-scale.ts';
import { FONT_SIZE_CLASSES, fontSizeClass } from './font-size-classes.ts';
import { MAX_WIDTH_CLASSES, maxWidthClass } from './max-width-classes.ts';
import { GAP_CLASSES, HEIGHT_CLASSES, PADDING_X_CLASSES, PADDING_Y_CLASSES, spacingClass } from './spacing-classes.ts';
import { TEXT_ALIGN_CLASSES, TEXT_ALIGN_OPTIONS, boxAlignClass, textAlignClass } from './text-align.ts';

// The maps are written out by hand for Tailwind's scanner; these tests keep them in step with the scales.
describe('class maps', () => {
  it.each([
    ['py', PADDING_Y_CLASSES],
    ['px', PADDING_X_CLASSES],
    ['h', HEIGHT_CLASSES],
    ['gap', GAP_CLASSES],
  ] as const)('has the %s utility for every spacing token and nothing else', (utility, classes) => {
    expect(Object.keys(classes).sort()).toEqual(SPACING_SCALE.map((token) => token.value).sort());
    for (const token of SPACING_SCALE) expect(classes[token.value]).toBe(`${utility}-${token.value}`);
  });

  it('falls back to the default spacing token for unknown tokens', () => {
    expect(spacingClass(HEIGHT_CLASSES, '13', '8')).toBe('h-8');
    expect(spacingClass(HEIGHT_CLASSES, undefined, '8')).toBe('h-8');
    expect(spacingClass(HEIGHT_CLASSES, '0.5', '8')).toBe('h-0.5');
  });

  it('has a size for every font size token, ending at that size', () => {
    expect(Object.keys(FONT_SIZE_CLASSES).sort()).toEqual(FONT_SIZE_SCALE.map((token) => token.value).sort());
    for (const token of FONT_SIZE_SCALE) expect(FONT_SIZE_CLASSES[token.value]?.split(' ').at(-1)).toMatch(new RegExp(`(^|:)text-${token.value}$`));
    expect(fontSizeClass('nope', 'base')).toBe('text-base');
  });

  it('has a class for every max width option', () => {
    expect(Object.keys(MAX_WIDTH_CLASSES).sort()).toEqual(MAX_WIDTH_OPTIONS.map((option) => option.value).sort());
    expect(maxWidthClass('1440px')).toBe('max-w-[1440px]');
    expect(maxWidthClass('full')).toBe('max-w-full');
    expect(maxWidthClass('999px')).toBe('max-w-[1440px]');
  });

  it('has a class for every alignment and falls back to start', () => {
    expect(Object.keys(TEXT_ALIGN_CLASSES)).toEqual(TEXT_ALIGN_OPTIONS.map((option) => option.value));
    expect(textAlignClass('center')).toBe('text-center');
    expect(textAlignClass('left')).toBe('text-start');
    expect(boxAlignClass('end')).toBe('justify-end');
    expect(boxAlignClass(undefined)).toBe('justify-start');
  });
});
