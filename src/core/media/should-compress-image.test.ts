import { describe, expect, it } from 'vitest';
import { imageCompressionFailedMessage } from './messages.ts';
import { shouldCompressImage } from './should-compress-image.ts';

describe('image compression', () => {
  it('has the spec failure message', () => {
    expect(imageCompressionFailedMessage('out of memory')).toBe('Image compression failed: out of memory');
  });

  it('compresses jpeg, png and webp files over 1 MB only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/PNG']) {
      expect(shouldCompressImage({ type, size: 1048577 })).toBe(true);
      expect(shouldCompressImage({ type, size: 1048576 })).toBe(false);
    }
    expect(shouldCompressImage({ type: 'image/gif', size: 5e6 })).toBe(false);
    expect(shouldCompressImage({ size: 5e6 })).toBe(false);
    expect(shouldCompressImage({ type: 'image/png' })).toBe(false);
  });
});
