import { describe, expect, it } from 'vitest';
import { imageCompressionFailedMessage } from './messages.ts';

// The image URL messages themselves are the spec's: src/core/spec-strings.test.ts.
describe('media messages (spec 1 §5)', () => {
  it('names why image compression failed', () => {
    expect(imageCompressionFailedMessage('too big')).toBe('Image compression failed: too big');
  });
});
