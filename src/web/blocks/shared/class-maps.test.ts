import { describe, expect, it } from 'vitest';
import { MAX_WIDTH_OPTIONS } from '#core/options/max-widths.ts';
import { SPACING_SCALE } from '#core/options/spacing-scale.ts';
import { FONT_SIZE_SCALE } from '#core/options/typography-scale.ts';
import { BREAKPOINTS } from '#core/blocks/responsive.ts';
import { IMAGE_FIT_OPTIONS } from '#core/options/image-options.ts';
import { FONT_SIZE_CLASSES, fontSizeClass, fontSizeClasses } from './font-size-classes.ts';
import { responsiveClasses } from './responsive-classes.ts';
import { GAP_TABLES, HEIGHT_TABLES, PADDING_X_TABLES, PADDING_Y_TABLES } from './responsive-spacing-classes.ts';
import { BOX_ALIGN_TABLES, FLAT_FONT_SIZE_TABLES, IMAGE_FIT_TABLES, MAX_WIDTH_TABLES, TEXT_ALIGN_TABLES } from './responsive-style-classes.ts';
import { MAX_WIDTH_CLASSES, maxWidthClass } from './max-width-classes.ts';
import { GAP_CLASSES, HEIGHT_CLASSES, PADDING_X_CLASSES, PADDING_Y_CLASSES, spacingClass } from './spacing-classes.ts';
import { BOX_ALIGN_OPTIONS, TEXT_ALIGN_CLASSES, TEXT_ALIGN_OPTIONS, boxAlignClass, textAlignClass } from './text-align.ts';

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

describe('per-breakpoint class tables (decision 070)', () => {
  const PREFIX = { phone: '', tablet: 'md:', desktop: 'lg:' } as const;

  it.each([
    ['py', PADDING_Y_TABLES],
    ['px', PADDING_X_TABLES],
    ['h', HEIGHT_TABLES],
    ['gap', GAP_TABLES],
  ] as const)('has the %s utility for every spacing token at every breakpoint', (utility, tables) => {
    for (const breakpoint of BREAKPOINTS) {
      expect(Object.keys(tables[breakpoint]).sort()).toEqual(SPACING_SCALE.map((token) => token.value).sort());
      for (const token of SPACING_SCALE) expect(tables[breakpoint][token.value]).toBe(`${PREFIX[breakpoint]}${utility}-${token.value}`);
    }
  });

  it.each([
    ['alignments', TEXT_ALIGN_TABLES, TEXT_ALIGN_CLASSES],
    ['max widths', MAX_WIDTH_TABLES, MAX_WIDTH_CLASSES],
    ['flat font sizes', FLAT_FONT_SIZE_TABLES, Object.fromEntries(FONT_SIZE_SCALE.map((token) => [token.value, `text-${token.value}`]))],
  ] as const)('has the %s of the plain map at every breakpoint, prefixed', (_, tables, plain) => {
    for (const breakpoint of BREAKPOINTS) {
      expect(tables[breakpoint]).toEqual(Object.fromEntries(Object.entries(plain).map(([token, classes]) => [token, `${PREFIX[breakpoint]}${classes}`])));
    }
  });

  it('has every image fit and box alignment at every breakpoint', () => {
    for (const breakpoint of BREAKPOINTS) {
      expect(Object.keys(IMAGE_FIT_TABLES[breakpoint])).toEqual(IMAGE_FIT_OPTIONS.map((option) => option.value));
      expect(Object.keys(BOX_ALIGN_TABLES[breakpoint])).toEqual(BOX_ALIGN_OPTIONS.map((option) => option.value));
      expect(IMAGE_FIT_TABLES[breakpoint].contain).toBe(`${PREFIX[breakpoint]}object-contain`);
      expect(BOX_ALIGN_TABLES[breakpoint].end).toBe(`${PREFIX[breakpoint]}justify-end`);
    }
  });

  it('gives a plain value the one class it always had, and per-breakpoint values a class where they change', () => {
    expect(responsiveClasses(PADDING_Y_TABLES, '8', '12')).toBe(spacingClass(PADDING_Y_CLASSES, '8', '12'));
    expect(responsiveClasses(PADDING_Y_TABLES, 'nope', '12')).toBe('py-12');
    expect(responsiveClasses(PADDING_Y_TABLES, { base: '16', phone: '4' }, '12')).toBe('py-4 md:py-16');
    expect(responsiveClasses(PADDING_Y_TABLES, { base: '16', tablet: '8' }, '12')).toBe('py-8 lg:py-16');
    expect(responsiveClasses(PADDING_Y_TABLES, { base: '16', tablet: '8', phone: '16' }, '12')).toBe('py-16 md:py-8 lg:py-16');
    // A malformed stored value renders the fallback, as an unknown token did.
    expect(responsiveClasses(PADDING_Y_TABLES, { phone: '4' }, '12')).toBe('py-12');
  });

  it('keeps the shrinking sizes for a size the same everywhere, and uses the size itself per breakpoint otherwise', () => {
    expect(fontSizeClasses('6xl', 'base')).toBe(FONT_SIZE_CLASSES['6xl']);
    expect(fontSizeClasses({ base: '6xl' }, 'base')).toBe(FONT_SIZE_CLASSES['6xl']);
    expect(fontSizeClasses({ base: '6xl', phone: '3xl' }, 'base')).toBe('text-3xl md:text-6xl');
  });
});
