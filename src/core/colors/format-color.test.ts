import { describe, expect, it } from 'vitest';
import { COLOR_FORMATS, cssUsage, formatColor, hexToRgb, rgbToHsl, tailwindUsage } from './format-color.ts';

describe('hexToRgb', () => {
  it('reads six and three digit hex colours, with or without #, in any case', () => {
    expect(hexToRgb('#1d4ed8')).toEqual({ r: 29, g: 78, b: 216 });
    expect(hexToRgb('FFF')).toEqual({ r: 255, g: 255, b: 255 });
    expect(hexToRgb(' #000000 ')).toEqual({ r: 0, g: 0, b: 0 });
  });

  it('answers null for anything else', () => {
    for (const value of ['', '#12', '#12345', '#gggggg', 'red', 'rgb(0,0,0)', 42 as unknown as string]) expect(hexToRgb(value)).toBeNull();
  });
});

describe('rgbToHsl', () => {
  it('converts primaries, greys and mixed colours', () => {
    expect(rgbToHsl({ r: 255, g: 0, b: 0 })).toEqual({ h: 0, s: 100, l: 50 });
    expect(rgbToHsl({ r: 0, g: 255, b: 0 })).toEqual({ h: 120, s: 100, l: 50 });
    expect(rgbToHsl({ r: 0, g: 0, b: 255 })).toEqual({ h: 240, s: 100, l: 50 });
    expect(rgbToHsl({ r: 128, g: 128, b: 128 })).toEqual({ h: 0, s: 0, l: 50 });
    expect(rgbToHsl({ r: 255, g: 0, b: 128 })).toEqual({ h: 330, s: 100, l: 50 });
    expect(rgbToHsl({ r: 29, g: 78, b: 216 })).toEqual({ h: 224, s: 76, l: 48 });
  });
});

describe('formatColor', () => {
  it('writes a colour as HEX, RGB and HSL', () => {
    expect(formatColor('#EF4444', 'hex')).toBe('#ef4444');
    expect(formatColor('#ef4444', 'rgb')).toBe('rgb(239, 68, 68)');
    expect(formatColor('#ef4444', 'hsl')).toBe('hsl(0, 84%, 60%)');
    expect(formatColor('#fff', 'hex')).toBe('#ffffff');
  });

  it('gives back what it cannot read', () => {
    expect(formatColor('not a colour', 'rgb')).toBe('not a colour');
    expect(formatColor(undefined as unknown as string, 'hsl')).toBe('');
  });

  it('knows its three formats', () => {
    expect(COLOR_FORMATS).toEqual(['hex', 'rgb', 'hsl']);
  });
});

describe('usage examples', () => {
  it('writes CSS declarations in the chosen format', () => {
    expect(cssUsage({ hex: '#ef4444' }, 'rgb')).toBe('color: rgb(239, 68, 68);\nbackground-color: rgb(239, 68, 68);');
  });

  it('uses the palette class for built-in colours and an arbitrary value for custom ones', () => {
    expect(tailwindUsage({ hex: '#ef4444', value: 'red-500' })).toBe('bg-red-500 text-red-500 border-red-500');
    expect(tailwindUsage({ hex: '#ABCDEF', value: 'brand', custom: true })).toBe('bg-[#abcdef] text-[#abcdef] border-[#abcdef]');
    expect(tailwindUsage({ hex: '#abcdef', value: 'red-500', custom: true })).toBe('bg-[#abcdef] text-[#abcdef] border-[#abcdef]');
    expect(tailwindUsage({ hex: '#abcdef' })).toBe('bg-[#abcdef] text-[#abcdef] border-[#abcdef]');
  });
});
