import { describe, expect, it } from 'vitest';
import {
  DEMO_COLLECTIONS,
  isPublicCollection,
  isReservedCollection,
  isSiteCollection,
  isSystemCollection,
  RESERVED_COLLECTION_NAMES,
  SITE_COLLECTIONS,
  SYSTEM_COLLECTIONS,
} from './collections.ts';

describe('collections (spec 1 §3)', () => {
  it('lists the site, system and demo collections', () => {
    expect([...SITE_COLLECTIONS]).toEqual([
      'site_root',
      'site_pages',
      'site_pages_history',
      'site_templates',
      'site_templates_history',
    ]);
    expect([...SYSTEM_COLLECTIONS]).toEqual([
      'system_root',
      'system_pages',
      'system_pages_history',
      'system_revalidate',
      'system_images',
      'system_videos',
      'system_sites',
      'system_icons',
      'system_colors',
    ]);
    expect([...DEMO_COLLECTIONS]).toEqual(['demo-content', 'demo-posts']);
  });

  it('treats names ending in -public as public', () => {
    expect(isPublicCollection('products-public')).toBe(true);
    expect(isPublicCollection('products')).toBe(false);
    expect(isPublicCollection('public-products')).toBe(false);
    expect(isPublicCollection(42 as unknown as string)).toBe(false);
  });

  it('reserves every site and system collection but not demo or user ones', () => {
    expect(RESERVED_COLLECTION_NAMES).toHaveLength(14);
    for (const name of [...SITE_COLLECTIONS, ...SYSTEM_COLLECTIONS]) expect(isReservedCollection(name)).toBe(true);
    expect(isReservedCollection('System_Pages')).toBe(true);
    expect(isReservedCollection('demo-content')).toBe(false);
    expect(isReservedCollection('products')).toBe(false);
    expect(isReservedCollection('products', ['products'])).toBe(true);
    expect(isReservedCollection(null as unknown as string)).toBe(false);
  });

  it('tells system and site collections apart', () => {
    expect(isSystemCollection('system_images')).toBe(true);
    expect(isSystemCollection('site_pages')).toBe(false);
    expect(isSiteCollection('site_pages')).toBe(true);
    expect(isSiteCollection('products')).toBe(false);
  });
});
