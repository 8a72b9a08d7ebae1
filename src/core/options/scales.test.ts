import { describe, expect, it } from 'vitest';
import { SPACING_SCALE } from './spacing-scale.ts';
import { tokenCss, type TokenOption } from './token-option.ts';
import { FONT_SIZE_SCALE, ICON_SIZE_SCALE } from './typography-scale.ts';

describe('token scales', () => {
  it.each([
    ['spacing', SPACING_SCALE],
    ['font size', FONT_SIZE_SCALE],
    ['icon size', ICON_SIZE_SCALE],
  ] as [string, readonly TokenOption[]][])('%s has unique tokens with css values', (_name, scale) => {
    expect(new Set(scale.map((token) => token.value)).size).toBe(scale.length);
    for (const token of scale) expect(token.css).not.toBe('');
  });

  it('spacing follows Tailwind: one unit is 0.25rem', () => {
    expect(tokenCss(SPACING_SCALE, '4')).toBe('1rem');
    expect(tokenCss(SPACING_SCALE, '0.5')).toBe('0.125rem');
    expect(tokenCss(SPACING_SCALE, 'px')).toBe('1px');
    expect(tokenCss(SPACING_SCALE, '96')).toBe('24rem');
    expect(tokenCss(SPACING_SCALE, '13')).toBeUndefined();
  });

  it('font sizes run xs to 9xl and icons share them (6xl and 9xl are used as defaults)', () => {
    expect(FONT_SIZE_SCALE[0]?.value).toBe('xs');
    expect(FONT_SIZE_SCALE.at(-1)?.value).toBe('9xl');
    expect(tokenCss(ICON_SIZE_SCALE, '6xl')).toBe('3.75rem');
  });
});
