import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE,
  ALLOWED_FILE_TYPES,
  ALLOWED_IMAGE_EXTENSIONS,
  CART_BROADCAST_CHANNEL,
  CART_ITEM_EXPIRY_MS,
  CART_STORAGE_KEY,
  COMPRESSION_MAX_DIMENSION_PX,
  COMPRESSION_QUALITY,
  COMPRESSION_TARGET_BYTES,
  COMPRESSION_TARGET_MB,
  COMPRESSION_TRIGGER_BYTES,
  COPY_FEEDBACK_MS,
  DEFAULT_REVALIDATE,
  FOCUS_TRAP_INITIAL_FOCUS_DELAY_MS,
  MAX_UPLOAD_BYTES,
  MEMORY_WARNING_THRESHOLDS,
  MODAL_INITIAL_FOCUS_DELAY_MS,
  OUTSIDE_CLICK_DELAY_MS,
  PASSWORD_MIN_LENGTH,
  PENDING_ACTION_MAX_AGE_MS,
  PENDING_WISHLIST_ACTION_STORAGE_KEY,
  PRICE_CHANGE_THRESHOLD,
  SITE_PREFIX,
  SITE_ROLES,
  TOAST_ERROR_MS,
  TOAST_SUCCESS_MS,
  WISHLIST_BROADCAST_CHANNEL,
  WISHLIST_ITEM_EXPIRY_MS,
  WISHLIST_STORAGE_KEY,
} from './constants.ts';

describe('business constants (spec 1 §9)', () => {
  it('expiry and validity windows', () => {
    expect(CART_ITEM_EXPIRY_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(WISHLIST_ITEM_EXPIRY_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(PENDING_ACTION_MAX_AGE_MS).toBe(10 * 60 * 1000);
  });

  it('storage keys and channels are product-prefixed and distinct', () => {
    const names = [
      CART_STORAGE_KEY,
      WISHLIST_STORAGE_KEY,
      PENDING_WISHLIST_ACTION_STORAGE_KEY,
      CART_BROADCAST_CHANNEL,
      WISHLIST_BROADCAST_CHANNEL,
    ];
    expect(CART_STORAGE_KEY).toBe('sitewright-cart');
    expect(WISHLIST_STORAGE_KEY).toBe('sitewright-wishlist');
    for (const name of names) expect(name.startsWith('sitewright-')).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('limits', () => {
    expect(PRICE_CHANGE_THRESHOLD).toBe(0.01);
    expect(MAX_UPLOAD_BYTES).toBe(4718592);
    expect(MAX_UPLOAD_BYTES).toBe(4.5 * 1024 * 1024);
    expect(COMPRESSION_TRIGGER_BYTES).toBe(1048576);
    expect(COMPRESSION_TARGET_BYTES).toBe(1048576);
    expect(COMPRESSION_TARGET_MB).toBe(1);
    expect(COMPRESSION_MAX_DIMENSION_PX).toBe(1920);
    expect(COMPRESSION_QUALITY).toBe(0.85);
    expect([...ALLOWED_IMAGE_EXTENSIONS]).toEqual(['jpg', 'jpeg', 'png', 'gif', 'webp']);
    expect([...ALLOWED_FILE_TYPES].sort()).toEqual([...ALLOWED_IMAGE_EXTENSIONS].sort());
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('timings', () => {
    expect(COPY_FEEDBACK_MS).toBe(2000);
    expect(FOCUS_TRAP_INITIAL_FOCUS_DELAY_MS).toBe(100);
    expect(MODAL_INITIAL_FOCUS_DELAY_MS).toBe(50);
    expect(OUTSIDE_CLICK_DELAY_MS).toBe(100);
    expect(TOAST_SUCCESS_MS).toBe(3000);
    expect(TOAST_ERROR_MS).toBe(4000);
  });

  it('misc', () => {
    expect(DEFAULT_REVALIDATE).toBe(-1);
    expect(SITE_PREFIX).toBe('site-');
    expect([...MEMORY_WARNING_THRESHOLDS]).toEqual([40, 60, 80]);
    expect(ADMIN_ROLE).toBe('admin');
    expect([...SITE_ROLES]).toEqual(['owner', 'editor']);
  });
});
