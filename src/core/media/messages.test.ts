import { describe, expect, it } from 'vitest';
import {
  IMAGE_URL_CHECK_FAILED,
  IMAGE_URL_INACCESSIBLE,
  IMAGE_URL_INVALID,
  IMAGE_URL_LOAD_FAILED,
  IMAGE_URL_NETWORK_ERROR,
  IMAGE_URL_NOT_A_URL,
  IMAGE_URL_NOT_AN_IMAGE,
  imageCompressionFailedMessage,
} from './messages.ts';

describe('media messages (spec 1 §5, spec 2 §5)', () => {
  it('are the spec strings', () => {
    expect(IMAGE_URL_NOT_A_URL).toBe('Please enter a valid URL');
    expect(IMAGE_URL_NOT_AN_IMAGE).toBe('The URL does not point to an image');
    expect(IMAGE_URL_INACCESSIBLE).toBe('Image not found or inaccessible');
    expect(IMAGE_URL_NETWORK_ERROR).toBe('Network error while validating image');
    expect(IMAGE_URL_INVALID).toBe('Invalid image URL');
    expect(IMAGE_URL_CHECK_FAILED).toBe('Error validating image URL');
    expect(IMAGE_URL_LOAD_FAILED).toBe('Image failed to load');
    expect(imageCompressionFailedMessage('too big')).toBe('Image compression failed: too big');
  });
});
