import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate-words.ts';

describe('truncateWords', () => {
  it('keeps the first N words and adds an ellipsis', () => {
    expect(truncateWords('one two three four', 2)).toBe('one two...');
    expect(truncateWords('  one   two\nthree ', 2)).toBe('one two...');
  });

  it('leaves text with N words or fewer unchanged', () => {
    expect(truncateWords('one two', 2)).toBe('one two');
    expect(truncateWords('one two', 5)).toBe('one two');
    expect(truncateWords('', 3)).toBe('');
  });

  it('does nothing when the count is 0 or less, or not a number', () => {
    expect(truncateWords('one two three', 0)).toBe('one two three');
    expect(truncateWords('one two three', -1)).toBe('one two three');
    expect(truncateWords('one two three', Number.NaN)).toBe('one two three');
    expect(truncateWords('one two three', 0.5)).toBe('one two three');
  });

  it('rounds a fractional count down', () => {
    expect(truncateWords('one two three', 1.9)).toBe('one...');
  });

  it('returns an empty string for non-text input', () => {
    expect(truncateWords(undefined as unknown as string, 3)).toBe('');
  });

  it('keeps exactly N words plus an ellipsis whenever it cuts', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 20 }), (text, count) => {
        const words = text.split(/\s+/).filter((word) => word !== '');
        const result = truncateWords(text, count);
        if (words.length <= count) expect(result).toBe(text);
        else expect(result).toBe(`${words.slice(0, count).join(' ')}...`);
      }),
    );
  });
});
