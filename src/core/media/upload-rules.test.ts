import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_FILES, MAX_IMAGE_BYTES, MAX_IMAGE_FILES, MAX_MEDIA_NAME_LENGTH, UPLOAD_IMAGE_MIMES } from './upload-limits.ts';
import { MEDIA_ALT_TOO_LONG, UPLOAD_TOO_MANY_IMAGES, UPLOAD_UNAUTHORIZED, uploadTooLargeMessage, uploadUnreadableImageMessage, uploadWrongTypeMessage } from './upload-messages.ts';

describe('upload limits (spec 2 §5, §9)', () => {
  it('are five images of 4 MB, one PDF of 8 MB, names of at most 100 characters', () => {
    expect([MAX_IMAGE_FILES, MAX_IMAGE_BYTES, MAX_DOCUMENT_FILES, MAX_DOCUMENT_BYTES, MAX_MEDIA_NAME_LENGTH]).toEqual([5, 4 * 1024 * 1024, 1, 8 * 1024 * 1024, 100]);
    expect(UPLOAD_IMAGE_MIMES).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
  });

  it('name what was refused and why', () => {
    expect(UPLOAD_UNAUTHORIZED).toBe('Unauthorized');
    expect(UPLOAD_TOO_MANY_IMAGES).toBe('You can upload up to 5 images at a time');
    expect(uploadWrongTypeMessage('cat.jpg', 'image')).toBe('cat.jpg is not a JPEG, PNG, GIF or WebP file');
    expect(uploadWrongTypeMessage('a.pdf', 'document')).toBe('a.pdf is not a PDF file');
    expect(uploadWrongTypeMessage('v.mp4', 'video')).toBe('v.mp4 is not a MP4 or WebM file');
    expect(uploadTooLargeMessage('big.png', MAX_IMAGE_BYTES)).toBe('big.png is larger than the 4MB limit');
    expect(uploadTooLargeMessage('clip.mp4', 4.5 * 1024 * 1024)).toBe('clip.mp4 is larger than the 4.5MB limit');
    expect(uploadUnreadableImageMessage('x.gif')).toBe('x.gif could not be read as an image');
    expect(MEDIA_ALT_TOO_LONG).toBe('Alt text must be at most 250 characters');
  });
});
