import { describe, expect, it } from 'vitest';
import { validateColorInput } from './color-rules.ts';
import { colorCreatedMessage } from './messages.ts';

describe('validateColorInput', () => {
  it('returns the clean input', () => {
    expect(validateColorInput({ hex: '#AABBCC', label: '  Brand  ', family: 'blue', level: '500' })).toEqual({
      ok: true,
      value: { hex: '#aabbcc', label: 'Brand', family: 'blue', level: 500 },
    });
  });

  it('names every failing field', () => {
    const result = validateColorInput({ hex: 'blue-ish', label: '   ', family: 'mauve', level: 550 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['family', 'hex', 'label', 'level']);
    expect(result.errors.family![0]).toMatch(/^Family must be one of: neutral, red/);
    expect(result.errors.level![0]).toMatch(/^Level must be one of: 50, 100/);
  });

  it('requires every field and caps the label at 60', () => {
    const missing = validateColorInput({});
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.errors).sort()).toEqual(['family', 'hex', 'label', 'level']);
    const long = validateColorInput({ hex: '#000000', label: 'x'.repeat(61), family: 'red', level: 50 });
    expect(long.ok ? [] : Object.keys(long.errors)).toEqual(['label']);
  });
});

describe('colorCreatedMessage', () => {
  it('names the colour', () => expect(colorCreatedMessage('Brand')).toBe("Color 'Brand' created"));
});
