import { describe, expect, it } from 'vitest';
import { missingPasswordParts } from './password-rule.ts';
import { validateValue } from './validate-value.ts';

describe('password', () => {
  it('passes a password with every part', () => {
    expect(validateValue('Abcdef1!', 'password')).toBeNull();
    expect(validateValue('Ünïcødé9 ✓', 'password')).toBeNull();
  });

  it('lists the missing parts in a fixed order', () => {
    expect(validateValue('abc', 'password')).toBe(
      'Password must contain at least 8 characters, 1 uppercase letter, 1 number, 1 special character',
    );
    expect(validateValue('abcdefg!', 'password')).toBe('Password must contain 1 uppercase letter, 1 number');
    expect(validateValue('ABCDEFG1!', 'password')).toBe('Password must contain 1 lowercase letter');
    expect(validateValue('Abcdefgh1', 'password')).toBe('Password must contain 1 special character');
    expect(validateValue('Abcdefg!', 'password')).toBe('Password must contain 1 number');
    expect(validateValue('Ab1!', 'password')).toBe('Password must contain at least 8 characters');
    expect(validateValue('1234', 'password')).toBe(
      'Password must contain at least 8 characters, 1 uppercase letter, 1 lowercase letter, 1 special character',
    );
  });

  it('does not count spaces as special characters', () => {
    expect(validateValue('Abcdef1 ', 'password')).toBe('Password must contain 1 special character');
  });

  it('treats a non-text value as missing everything', () => {
    expect(validateValue(12345678, 'password')).toBe(
      'Password must contain at least 8 characters, 1 uppercase letter, 1 lowercase letter, 1 number, 1 special character',
    );
    expect(missingPasswordParts('')).toHaveLength(5);
  });
});
