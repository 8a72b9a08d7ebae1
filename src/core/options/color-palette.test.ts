import { describe, expect, it } from 'vitest';
import {
  COLOR_FAMILIES,
  COLOR_FAMILY_OPTIONS,
  COLOR_NAME_OPTIONS,
  COLOR_PALETTE,
  COLOR_SHADE_OPTIONS,
  COLOR_SHADES,
  NAMED_COLORS,
  paletteHex,
} from './color-palette.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('colour palette', () => {
  it('has about 60 named colours with shades 50 to 900', () => {
    expect(NAMED_COLORS.length).toBe(60);
    expect([...COLOR_SHADES]).toEqual([50, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(COLOR_PALETTE).toHaveLength(600);
    expect(COLOR_NAME_OPTIONS).toHaveLength(60);
    expect(COLOR_SHADE_OPTIONS.map((option) => option.value)).toEqual([...COLOR_SHADES]);
    expect(new Set(NAMED_COLORS.map((color) => color.name)).size).toBe(60);
  });

  it('every shade is a #RRGGBB hex, and shades get darker from 50 to 900', () => {
    for (const color of NAMED_COLORS) {
      const hexes = COLOR_SHADES.map((shade) => color.shades[shade]);
      for (const hex of hexes) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      const light = hexes.map(luminance);
      for (let index = 1; index < light.length; index += 1) {
        expect(light[index], `${color.name} ${COLOR_SHADES[index]}`).toBeLessThan(light[index - 1] ?? Number.POSITIVE_INFINITY);
      }
      expect(COLOR_FAMILIES).toContain(color.family);
    }
  });

  it('keeps well-known values', () => {
    expect(paletteHex('red-500')).toBe('#ef4444');
    expect(paletteHex('blue-600')).toBe('#2563eb');
    expect(paletteHex('slate-900')).toBe('#0f172a');
    expect(paletteHex('nope-500')).toBeUndefined();
  });

  it('shapes palette items like colour items (value, label, hex, colorName, level)', () => {
    expect(COLOR_PALETTE.find((color) => color.value === 'emerald-300')).toEqual({
      value: 'emerald-300',
      label: 'Emerald 300',
      hex: '#6ee7b7',
      colorName: 'emerald',
      level: 300,
      family: 'green',
    });
    expect(new Set(COLOR_PALETTE.map((color) => color.value)).size).toBe(600);
  });

  it('offers every family plus all as filter options', () => {
    expect(COLOR_FAMILY_OPTIONS[0]).toEqual({ label: 'All families', value: 'all' });
    expect(COLOR_FAMILY_OPTIONS.map((option) => option.value).slice(1)).toEqual([...COLOR_FAMILIES]);
    for (const family of COLOR_FAMILIES) expect(NAMED_COLORS.some((color) => color.family === family)).toBe(true);
  });
});
