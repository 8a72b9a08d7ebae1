import { describe, expect, it } from 'vitest';
import {
  RENAME_NAME_TOO_LONG,
  batchSaveFailedMessage,
  saveErrorToast,
  UPLOAD_NETWORK_ERROR,
  uploadErrorToast,
  uploadFailedStatusMessage,
  uploadPanelVideoText,
  uploadSuccessToast,
  uploadTooManyFilesMessage,
  uploadedDescription,
} from './upload-flow-messages.ts';
import { MAX_MEDIA_NAME_LENGTH } from './upload-limits.ts';

// The panel, prompt and modal texts themselves are the spec's: src/core/spec-strings.test.ts.
describe('upload flow messages (spec 2 §2, §3, §8)', () => {
  it('name the rename limit it enforces', () => {
    expect(RENAME_NAME_TOO_LONG).toContain(`at most ${MAX_MEDIA_NAME_LENGTH} characters`);
  });

  it('word the toasts and logs of §8', () => {
    expect(batchSaveFailedMessage('a.jpg', 'Boom')).toBe('Failed to save a.jpg: Boom');
    expect(batchSaveFailedMessage('a.jpg')).toBe('Failed to save a.jpg: Unknown error');
    expect(batchSaveFailedMessage('a.jpg', '')).toBe('Failed to save a.jpg: Unknown error');
    expect(saveErrorToast('Nope')).toBe('Error: Nope');
    expect(saveErrorToast(null)).toBe('Error: Failed to save image');
    expect(uploadErrorToast('a.png', 'too big')).toBe('Upload error for a.png: too big');
    expect(UPLOAD_NETWORK_ERROR).toBe('The upload could not reach the server');
    expect(uploadFailedStatusMessage(502)).toBe('Upload failed (HTTP 502)');
    expect(uploadSuccessToast(3)).toBe('3 image(s) uploaded successfully!');
    expect(uploadSuccessToast(1, 'video')).toBe('1 video(s) uploaded successfully!');
  });

  it('describe single and batch uploads', () => {
    expect(uploadedDescription(1, '22/11/2026, 20:00:00')).toBe('Uploaded on 22/11/2026, 20:00:00');
    expect(uploadedDescription(2, 'now')).toBe('Batch uploaded on now');
  });

  it('name the file left out and the video limit', () => {
    expect(uploadTooManyFilesMessage('six.png', 'image')).toBe('six.png was not added: You can upload up to 5 images at a time');
    expect(uploadTooManyFilesMessage('b.mp4', 'video')).toBe('b.mp4 was not added: Upload one video at a time');
    expect(uploadTooManyFilesMessage('b.pdf', 'document')).toBe('b.pdf was not added: Upload one PDF at a time');
    expect(uploadPanelVideoText(50 * 1024 * 1024)).toBe('Upload one MP4 or WebM video at a time, up to 50MB. Drag and drop a file or click to browse.');
  });
});
