import { describe, expect, it } from 'vitest';
import {
  ALLOWED_FILE_TYPES,
  ALLOWED_IMAGE_EXTENSIONS,
  CART_BROADCAST_CHANNEL,
  CART_STORAGE_KEY,
  COMPRESSION_TARGET_MB,
  COMPRESSION_TRIGGER_BYTES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_LABEL,
  PENDING_WISHLIST_ACTION_STORAGE_KEY,
  WISHLIST_BROADCAST_CHANNEL,
  WISHLIST_STORAGE_KEY,
} from './constants.ts';

// The values themselves are the spec's: src/core/spec-strings.test.ts.
describe('business constants (spec 1 §9)', () => {
  it('storage keys and channels are product-prefixed and distinct', () => {
    const names = [CART_STORAGE_KEY, WISHLIST_STORAGE_KEY, PENDING_WISHLIST_ACTION_STORAGE_KEY, CART_BROADCAST_CHANNEL, WISHLIST_BROADCAST_CHANNEL];
    for (const name of names) expect(name.startsWith('sitewright-')).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('say each limit once: the label, the file-type list and the compression target agree with the numbers', () => {
    expect(MAX_UPLOAD_BYTES / (1024 * 1024)).toBe(Number.parseFloat(MAX_UPLOAD_LABEL));
    expect([...ALLOWED_FILE_TYPES].sort()).toEqual([...ALLOWED_IMAGE_EXTENSIONS].sort());
    expect(COMPRESSION_TRIGGER_BYTES).toBe(COMPRESSION_TARGET_MB * 1024 * 1024);
  });
});
