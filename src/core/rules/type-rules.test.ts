import { describe, expect, it } from 'vitest';
import { validateValue } from './validate-value.ts';

describe('type rules', () => {
  it('number: numbers and numeric text pass', () => {
    for (const value of [0, 12, -3.5, '12', ' 7 ', '-0.5', '.5', '1e3']) expect(validateValue(value, 'number')).toBeNull();
  });

  it('number: everything else gives "this field must be a number"', () => {
    for (const value of ['abc', '12px', '0x10', Number.NaN, Number.POSITIVE_INFINITY, 'Infinity', true, [1], { a: 1 }, '1e999']) {
      expect(validateValue(value, 'number')).toBe('this field must be a number');
    }
  });

  it('string: only text passes, otherwise "this field must be a string"', () => {
    expect(validateValue('hello', 'string')).toBeNull();
    for (const value of [1, true, ['a'], { a: 1 }]) expect(validateValue(value, 'string')).toBe('this field must be a string');
  });

  it('text, textarea and textEditor field types check like string', () => {
    for (const rule of ['text', 'textarea', 'textEditor']) {
      expect(validateValue('x', rule)).toBeNull();
      expect(validateValue(5, rule)).toBe('this field must be a string');
    }
  });

  it('select and radio: option values are text or finite numbers', () => {
    for (const rule of ['select', 'radio']) {
      expect(validateValue('red', rule)).toBeNull();
      expect(validateValue(3, rule)).toBeNull();
      expect(validateValue(Number.NaN, rule)).toBe('this field must be a string');
      expect(validateValue(['red'], rule)).toBe('this field must be a string');
      expect(validateValue({ value: 'red' }, rule)).toBe('this field must be a string');
      expect(validateValue(true, rule)).toBe('this field must be a string');
    }
  });

  it('checkbox always passes', () => {
    for (const value of [true, false, 'on', ['a', 'b'], 0, { a: 1 }]) expect(validateValue(value, 'checkbox')).toBeNull();
  });
});
