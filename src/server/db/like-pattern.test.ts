import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like-pattern.ts';

describe('escapeLike', () => {
  it('leaves ordinary text alone', () => {
    expect(escapeLike('Summer sale 2026')).toBe('Summer sale 2026');
  });

  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%')).toBe('50\\%');
    expect(escapeLike('snake_case')).toBe('snake\\_case');
    expect(escapeLike('C:\\path')).toBe('C:\\\\path');
    expect(escapeLike('%_\\')).toBe('\\%\\_\\\\');
  });

  it('leaves quotes and regular-expression characters as they are (they mean nothing to LIKE)', () => {
    expect(escapeLike("O'Brien .* [a-z]+ $1 ^")).toBe("O'Brien .* [a-z]+ $1 ^");
  });
});

describe('containsPattern', () => {
  it('wraps the escaped text in %', () => {
    expect(containsPattern('a%b')).toBe('%a\\%b%');
    expect(containsPattern('')).toBe('%%');
  });
});
