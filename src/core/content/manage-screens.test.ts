import { describe, expect, it } from 'vitest';
import { MANAGE_SOURCES, manageSourceBySlug } from './content-sources.ts';
import {
  MANAGE_SCREEN_TITLES,
  collectionForScope,
  dataCreatePath,
  dataManagePath,
  isManageableDataCollection,
  isPlatformOnlySource,
  manageScreenPath,
  manageScreenTitle,
  manageSourcesFor,
} from './manage-screens.ts';

describe('manage screens', () => {
  it('names every source', () => {
    for (const source of MANAGE_SOURCES) expect(MANAGE_SCREEN_TITLES[source.slug]).toMatch(/^[A-Z]/);
    expect(manageScreenTitle('colors')).toBe('Colors');
    expect(manageScreenTitle('demo-posts')).toBe('demo-posts');
  });

  it('lists sites for the platform only', () => {
    expect(isPlatformOnlySource('sites')).toBe(true);
    expect(isPlatformOnlySource('pages')).toBe(false);
    expect(manageSourcesFor('site').map((s) => s.slug)).toEqual(['pages', 'dynamic-content', 'revalidate', 'images', 'videos', 'icons', 'colors']);
    expect(manageSourcesFor('platform')).toHaveLength(MANAGE_SOURCES.length);
  });

  it('builds site and platform paths (spec 1 §2: manage links under /dashboard/{site})', () => {
    expect(manageScreenPath('images', 'abc')).toBe('/dashboard/site-abc/manage/images');
    expect(manageScreenPath('pages', null)).toBe('/dashboard/manage/pages');
    expect(dataManagePath('abc', 'demo-posts')).toBe('/dashboard/site-abc/manage/data/demo-posts');
    expect(dataCreatePath('abc', 'demo posts')).toBe('/data/site-abc/demo%20posts/create');
  });

  it('reads the platform pages from system_pages and keeps every other collection', () => {
    const pages = manageSourceBySlug('pages')!;
    expect(collectionForScope(pages, null)).toBe('system_pages');
    expect(collectionForScope(pages, 'abc')).toBe('site_pages');
    expect(collectionForScope(manageSourceBySlug('dynamic-content')!, null)).toBe('site_templates');
    expect(collectionForScope(manageSourceBySlug('images')!, null)).toBe('system_images');
  });

  it('accepts plain user collection names only', () => {
    expect(isManageableDataCollection('demo-posts')).toBe(true);
    expect(isManageableDataCollection('products_2')).toBe(true);
    for (const bad of ['', 'system_pages', 'site_pages', '-x', 'a/b', 'a b', '..', 'x'.repeat(64)]) expect(isManageableDataCollection(bad)).toBe(false);
    expect(isManageableDataCollection(42 as unknown as string)).toBe(false);
  });
});
