import { describe, expect, it } from 'vitest';
import { validateColors } from './colors-rule.ts';
import { validateValue } from './validate-value.ts';

const red = { hex: '#ff0000', value: 'red', label: 'Red' };

describe('colors', () => {
  it('passes complete colour items', () => {
    expect(validateValue([red, { hex: '#00FF00', value: 'green', label: 'Green', extra: 1 }], 'colors')).toBeNull();
  });

  it('reports a missing property with the 1-based position', () => {
    expect(validateValue([red, { hex: '#00ff00', value: 'green' }], 'colors')).toBe(
      'Color 2: Missing required color properties',
    );
    expect(validateValue([{ hex: '#00ff00', value: ' ', label: 'x' }], 'colors')).toBe(
      'Color 1: Missing required color properties',
    );
    expect(validateValue([{ hex: null, value: 'v', label: 'x' }], 'colors')).toBe('Color 1: Missing required color properties');
  });

  it('reports an invalid hex', () => {
    expect(validateValue([red, red, { ...red, hex: '#fff' }], 'colors')).toBe('Color 3: Invalid hex color format');
    expect(validateValue([{ ...red, hex: 123456 }], 'colors')).toBe('Color 1: Invalid hex color format');
  });

  it('reports entries that are not objects', () => {
    expect(validateValue([red, 'red'], 'colors')).toBe('Color 2: Invalid color format');
    expect(validateValue([null, red], 'colors')).toBe('Color 1: Invalid color format');
    expect(validateValue([[red]], 'colors')).toBe('Color 1: Invalid color format');
    expect(validateValue(5, 'colors')).toBe('Color 1: Invalid color format');
  });

  it('reads a list sent as JSON text, and treats other text as one bad entry', () => {
    expect(validateColors(JSON.stringify([red]))).toBeNull();
    expect(validateColors(JSON.stringify([red, { hex: '#zzzzzz', value: 'a', label: 'b' }]))).toBe(
      'Color 2: Invalid hex color format',
    );
    expect(validateColors('not json')).toBe('Color 1: Invalid color format');
    expect(validateColors(red)).toBeNull();
  });
});
