import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_IMAGE_FILES } from './upload-limits.ts';
import { UPLOAD_TOO_MANY_IMAGES, uploadTooLargeMessage, uploadUnreadableImageMessage, uploadWrongTypeMessage } from './upload-messages.ts';

describe('upload limits (spec 2 §5, §9)', () => {
  // The limits themselves are the spec's: src/core/spec-strings.test.ts.
  it('name what was refused and why', () => {
    expect(UPLOAD_TOO_MANY_IMAGES).toContain(`up to ${MAX_IMAGE_FILES} images`);
    expect(uploadWrongTypeMessage('cat.jpg', 'image')).toBe('cat.jpg is not a JPEG, PNG, GIF or WebP file');
    expect(uploadWrongTypeMessage('a.pdf', 'document')).toBe('a.pdf is not a PDF file');
    expect(uploadWrongTypeMessage('v.mp4', 'video')).toBe('v.mp4 is not a MP4 or WebM file');
    expect(uploadTooLargeMessage('big.png', MAX_IMAGE_BYTES)).toBe('big.png is larger than the 4MB limit');
    expect(uploadTooLargeMessage('clip.mp4', 4.5 * 1024 * 1024)).toBe('clip.mp4 is larger than the 4.5MB limit');
    expect(uploadUnreadableImageMessage('x.gif')).toBe('x.gif could not be read as an image');
  });
});
