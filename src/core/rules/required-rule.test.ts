import { describe, expect, it } from 'vitest';
import { validateValue } from './validate-value.ts';

describe('required', () => {
  it.each([undefined, null, '', '   ', [], {}, false])('fails on %j with "this field is required"', (value) => {
    expect(validateValue(value, 'required')).toBe('this field is required');
  });

  it.each(['a', 0, [1], { a: 1 }, true])('passes %j', (value) => {
    expect(validateValue(value, 'required')).toBeNull();
  });
});
