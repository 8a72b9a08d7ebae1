import { describe, expect, it } from 'vitest';
import * as m from './messages.ts';

describe('wishlist messages', () => {
  it('are distinct, non-empty texts', () => {
    const texts = Object.values(m);
    expect(texts.every((t) => typeof t === 'string' && t.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
    expect(m.WISHLIST_LOAD_FAILED).toBe('Failed to load your wishlist. Your local wishlist will be used instead.');
  });
});
