import { describe, expect, it, vi } from 'vitest';
import { validateValue } from './validate-value.ts';

describe('min and max', () => {
  it('count characters of text', () => {
    expect(validateValue('a', 'min:2')).toBe('this field must be at least 2 characters');
    expect(validateValue('ab', 'min:2')).toBeNull();
    expect(validateValue('abcd', 'max:3')).toBe('this field must be at most 3 characters');
    expect(validateValue('abc', 'max:3')).toBeNull();
  });

  it('count an emoji as one character', () => {
    expect(validateValue('😀😀', 'max:2')).toBeNull();
  });

  it('compare numbers by value', () => {
    expect(validateValue(1, 'min:2')).toBe('this field must be at least 2');
    expect(validateValue(2, 'min:2')).toBeNull();
    expect(validateValue(11, 'max:10')).toBe('this field must be at most 10');
    expect(validateValue(-1.5, 'min:-1')).toBe('this field must be at least -1');
    expect(validateValue(0.5, 'max:0.5')).toBeNull();
  });

  it('compare numeric text by value when the field has the number rule', () => {
    expect(validateValue('100', 'number|max:50')).toBe('this field must be at most 50');
    expect(validateValue('9', 'number|min:10')).toBe('this field must be at least 10');
    expect(validateValue('100', 'number|min:5')).toBeNull();
    // Without the number rule it is text: three characters.
    expect(validateValue('100', 'max:50')).toBeNull();
    expect(validateValue('100', 'max:2')).toBe('this field must be at most 2 characters');
  });

  it('count the items of a list', () => {
    expect(validateValue(['a'], 'min:2')).toBe('this field must have at least 2 items');
    expect(validateValue(['a', 'b', 'c'], 'max:2')).toBe('this field must have at most 2 items');
    expect(validateValue(['a', 'b'], 'min:2|max:2')).toBeNull();
  });

  it('do not measure other values', () => {
    expect(validateValue(true, 'min:5')).toBeNull();
    expect(validateValue({ a: 1 }, 'max:0')).toBeNull();
  });

  it('warn and pass when the parameter is not a number', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(validateValue('abc', 'min:x')).toBeNull();
    expect(validateValue('abc', 'max')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Validation rule min needs a numeric parameter, got: x');
    expect(warn).toHaveBeenCalledWith('Validation rule max needs a numeric parameter, got: (none)');
    warn.mockRestore();
  });
});
