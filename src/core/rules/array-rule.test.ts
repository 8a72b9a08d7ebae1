import { describe, expect, it } from 'vitest';
import { validateValue } from './validate-value.ts';

describe('array', () => {
  it.each([['a', 'b'], [1], 'red', 'red,blue,x_1', 'a-b,c', ',,'])('accepts %j', (value) => {
    expect(validateValue(value, 'array')).toBeNull();
  });

  it.each(['red, blue', 'a b', 'a\tb'])('rejects %j with "Invalid format: No spaces are allowed."', (value) => {
    expect(validateValue(value, 'array')).toBe('Invalid format: No spaces are allowed.');
  });

  it.each(['a;b', 'é', 'a/b', 5, { a: 1 }])('rejects %j as having other characters', (value) => {
    expect(validateValue(value, 'array')).toBe(
      'Invalid format: Only letters, numbers, hyphens, underscores, and commas are allowed.',
    );
  });
});
