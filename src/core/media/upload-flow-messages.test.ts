import { describe, expect, it } from 'vitest';
import {
  RENAME_MODAL_TITLE,
  RENAME_NAME_TOO_LONG,
  RENAME_PROMPT_AS_IS,
  RENAME_PROMPT_MS,
  RENAME_PROMPT_RENAME,
  RENAME_PROMPT_TITLE,
  RENAME_SAVE,
  RENAME_SKIP,
  UPLOAD_PANEL_IMAGES_TEXT,
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
import { UPLOAD_COMPLETE_EVENT } from './upload-messages.ts';

describe('upload flow messages (spec 2 §2, §3, §8)', () => {
  it('are the spec strings', () => {
    expect(UPLOAD_PANEL_IMAGES_TEXT).toBe('Upload up to 5 images at once. Drag and drop files or click to browse.');
    expect([RENAME_PROMPT_TITLE, RENAME_PROMPT_AS_IS, RENAME_PROMPT_RENAME, RENAME_PROMPT_MS]).toEqual(['Rename Files?', 'No, Upload As Is', 'Yes, Rename Files', 10_000]);
    expect([RENAME_MODAL_TITLE, RENAME_SKIP, RENAME_SAVE]).toEqual(['Rename Files Before Upload', 'Skip Renaming', 'Save Changes']);
    expect(UPLOAD_COMPLETE_EVENT).toBe('uploadthing:complete');
    expect(RENAME_NAME_TOO_LONG).toBe('File name must be at most 100 characters');
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
