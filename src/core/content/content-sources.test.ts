import { describe, expect, it } from 'vitest';
import { appendUnique, contentItemUrl, contentListUrl, dataCollectionSource, hasMoreItems, isDataCollection, manageSourceBySlug } from './content-sources.ts';
import { codeCopied, itemsCountLabel, nameCopied, typeNotSupported } from './messages.ts';

describe('content sources', () => {
  it('labels each create button as spec 2 §2 says', () => {
    expect(manageSourceBySlug('pages')?.createLabel).toBe('Create Page');
    expect(manageSourceBySlug('dynamic-content')?.createLabel).toBe('Create Dynamic Page');
    expect(manageSourceBySlug('revalidate')?.createLabel).toBe('Revalidate All');
    expect(manageSourceBySlug('images')?.createLabel).toBe('Upload Image');
    expect(manageSourceBySlug('videos')?.createLabel).toBe('Upload Video');
    expect(manageSourceBySlug('sites')?.createLabel).toBe('Create Site');
    expect(manageSourceBySlug('icons')?.createLabel).toBe('Create');
    expect(dataCollectionSource('products').createLabel).toBe('Create');
    expect(manageSourceBySlug('nope')).toBeNull();
  });

  it('hides delete for colours and revalidate records only', () => {
    expect(manageSourceBySlug('colors')?.deletable).toBe(false);
    expect(manageSourceBySlug('revalidate')?.deletable).toBe(false);
    expect(manageSourceBySlug('images')?.deletable).toBe(true);
  });

  it('puts /data before non-system collections only', () => {
    expect(isDataCollection('products')).toBe(true);
    expect(isDataCollection('system_images')).toBe(false);
    expect(isDataCollection('site_pages')).toBe(false);
    expect(contentListUrl('system_images', { limit: 12, page: 2, sort: 'desc', sortField: 'created_at', searchQuery: 'a b&c', siteId: 'abc' })).toBe(
      '/api/system_images?limit=12&page=2&sort=desc&sortField=created_at&searchQuery=a+b%26c&siteId=abc&includeTotalCount=true',
    );
    expect(contentListUrl('contact-public', { extra: { status: 'new' }, includeTotalCount: false })).toBe('/api/data/contact-public?page=0&status=new');
    expect(contentItemUrl('products', 'a/b')).toBe('/api/data/products/a%2Fb');
    expect(contentItemUrl('system_icons', 'x')).toBe('/api/system_icons/x');
  });

  it('knows when more items remain and appends without duplicates', () => {
    expect(hasMoreItems(0, 24, 24)).toBe(false);
    expect(hasMoreItems(0, 24, 25)).toBe(true);
    expect(hasMoreItems(1, 24, 48)).toBe(false);
    const merged = appendUnique([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }, { id: 'c' }], (item) => item.id);
    expect(merged.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('words the messages as spec 1 §8 and spec 2 §8 do', () => {
    expect(itemsCountLabel(24, 130)).toBe('24 of 130 items');
    expect(typeNotSupported('widget')).toBe('widget not supported');
    expect(codeCopied('icon', '<FaLeaf />')).toBe('Icon code "<FaLeaf />" copied to clipboard!');
    expect(nameCopied('color', 'red-500')).toBe('Color name "red-500" copied to clipboard!');
  });
});
