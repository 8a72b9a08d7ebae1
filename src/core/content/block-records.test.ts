import { describe, expect, it } from 'vitest';
import {
  BLOCK_LIST_DEFAULT_LIMIT,
  blockCollectionOf,
  blockListRequest,
  recordGalleryImage,
  recordTeaser,
  recordText,
  recordViewPath,
} from './block-records.ts';

describe('blockListRequest', () => {
  it('turns the 1-based page of the props into the 0-based page of the request (spec 3 §9)', () => {
    expect(blockListRequest({ page: 1 }).page).toBe(0);
    expect(blockListRequest({ page: 3 }).page).toBe(2);
    expect(blockListRequest({ page: '2' }).page).toBe(1);
    expect(blockListRequest({ page: 0 }).page).toBe(0);
    expect(blockListRequest({ page: -4 }).page).toBe(0);
    expect(blockListRequest({ page: 'x' }).page).toBe(0);
  });

  it('clamps the limit to 1..50 and defaults it to 12', () => {
    expect(blockListRequest({}).limit).toBe(BLOCK_LIST_DEFAULT_LIMIT);
    expect(blockListRequest({ limit: 0 }).limit).toBe(1);
    expect(blockListRequest({ limit: 500 }).limit).toBe(50);
    expect(blockListRequest({ limit: '7.9' }).limit).toBe(7);
    expect(blockListRequest({ limit: '' }).limit).toBe(12);
  });

  it('defaults to newest first by id, and keeps only known sorts', () => {
    expect(blockListRequest({})).toMatchObject({ sort: 'desc', sortField: '_id' });
    expect(blockListRequest({ sort: 'asc', sortField: 'updated_at' })).toMatchObject({ sort: 'asc', sortField: 'updated_at' });
    expect(blockListRequest({ sort: 'sideways', sortField: 'password' })).toMatchObject({ sort: 'desc', sortField: '_id' });
  });
});

describe('blockCollectionOf', () => {
  it('names the collection of a collection source, trimmed; none for manual or blank', () => {
    expect(blockCollectionOf({ source: 'collection', collection: ' posts ' })).toBe('posts');
    expect(blockCollectionOf({ collection: 'posts' })).toBe('posts');
    expect(blockCollectionOf({ source: 'manual', collection: 'posts' })).toBeNull();
    expect(blockCollectionOf({ source: 'collection', collection: '  ' })).toBeNull();
    expect(blockCollectionOf({ source: 'collection', collection: 4 })).toBeNull();
  });
});

describe('recordTeaser', () => {
  const record = { _id: 'r1', name: 'Named', description: 'About it', url: '/a.png', headline: 'Custom', summary: 'Short', cover: '/c.png', price: 12 };

  it('uses title|name, description and image|url by default', () => {
    expect(recordTeaser(record, {})).toEqual({ id: 'r1', title: 'Named', description: 'About it', image: '/a.png' });
    expect(recordTeaser({ ...record, title: 'Titled', image: '/i.png' }, { titleField: '' })).toMatchObject({ title: 'Titled', image: '/i.png' });
  });

  it('follows the field mappings, and shows numbers as text', () => {
    expect(recordTeaser(record, { titleField: 'headline', descriptionField: 'summary', imageField: 'cover' })).toEqual({ id: 'r1', title: 'Custom', description: 'Short', image: '/c.png' });
    expect(recordTeaser(record, { titleField: 'price' }).title).toBe('12');
    expect(recordTeaser(record, { titleField: 'missing' }).title).toBe('');
  });

  it('never copies other fields of the record', () => {
    expect(Object.keys(recordTeaser({ ...record, secret: 'x' }, {})).sort()).toEqual(['description', 'id', 'image', 'title']);
  });
});

describe('recordGalleryImage', () => {
  it('reads url|src and name|alt (spec 3 §3), with sizes when they are positive numbers', () => {
    expect(recordGalleryImage({ src: '/s.png', alt: 'Alt', width: 640.4, height: -1 })).toEqual({ url: '/s.png', alt: 'Alt', title: '', description: '', width: 640, height: 0 });
    expect(recordGalleryImage({ url: '/u.png', src: '/s.png', name: 'Name', alt: 'Alt', title: 'T', description: 'D' })).toMatchObject({ url: '/u.png', alt: 'Name', title: 'T', description: 'D' });
  });

  it('is null for a record without an image URL', () => {
    expect(recordGalleryImage({ name: 'No image' })).toBeNull();
    expect(recordGalleryImage({ url: '  ' })).toBeNull();
  });
});

describe('recordText and recordViewPath', () => {
  it('takes the first non-empty text of the names', () => {
    expect(recordText({ a: '', b: ' x ', c: 'y' }, ['a', 'b', 'c'])).toBe('x');
    expect(recordText({ a: Number.NaN, b: {} }, ['a', 'b'])).toBe('');
  });

  it('links a record to its view page, encoded', () => {
    expect(recordViewPath('blog-posts', 'abc')).toBe('/data/blog-posts/abc');
    expect(recordViewPath('a b', 'x/y')).toBe('/data/a%20b/x%2Fy');
  });
});
