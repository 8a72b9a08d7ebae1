import { describe, expect, it } from 'vitest';
import { colorsInClasses, contrastRatio, isLightBackground, relativeLuminance, tailwindColorHex } from './color-contrast.ts';

describe('color contrast', () => {
  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    // Tailwind blue-700 on white, a known AA pairing.
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1);
  });

  it('reads Tailwind colour classes, by prefix and variant', () => {
    expect(tailwindColorHex('white')).toBe('#ffffff');
    expect(tailwindColorHex('slate-900')).toBe('#0f172a');
    expect(tailwindColorHex('current')).toBeUndefined();
    const classes = 'text-sm text-slate-700 bg-white hover:bg-slate-100 [&_a]:text-blue-700 bg-current/10';
    expect(colorsInClasses(classes, 'text')).toEqual(['#334155']);
    expect(colorsInClasses(classes, 'bg')).toEqual(['#ffffff']);
    expect(colorsInClasses(classes, 'bg', 'hover:')).toEqual(['#f1f5f9']);
    expect(colorsInClasses(classes, 'text', '[&_a]:')).toEqual(['#1d4ed8']);
  });

  it('tells light backgrounds from dark ones', () => {
    expect(isLightBackground('#f0f9ff')).toBe(true);
    expect(isLightBackground('#0f172a')).toBe(false);
  });
});
