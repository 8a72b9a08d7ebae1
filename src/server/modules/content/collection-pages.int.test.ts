import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, page, site, siteMember } from '#server/db/schema.ts';
import { collectionCacheTag } from '#server/shared/page-cache/collection-cache.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { siteRecordLister } from './site-records.ts';

// Lineup and ImageGallery blocks read a collection on the server when a published page renders,
// and the page cache drops those pages when the collection changes through the API.

let t: TestApp;
let owner: { cookie: string; userId: string };
const siteIds: Record<string, string> = {};
const recordIds: Record<string, string> = {};

const lineup = (props: Record<string, unknown>) => ({ type: 'Lineup', props: { id: 'lineup-1', source: 'collection', collection: 'blog-posts', layout: 'grid', ...props } });
const gallery = (props: Record<string, unknown>) => ({ type: 'ImageGallery', props: { id: 'gallery-1', source: 'collection', collection: 'photos', layout: 'grid', images: [], ...props } });
const doc = (...content: unknown[]) => ({ root: { props: {} }, content });

async function publish(uniqueId: string, path: string, data: unknown) {
  await t.deps.database.db.insert(page).values({ siteId: siteIds[uniqueId]!, kind: 'page', path: `/site-${uniqueId}${path}`, pathWithNoSite: path, title: path, data, publishedAt: new Date() });
}

async function addRecord(uniqueId: string, collection: string, key: string, data: Record<string, unknown>, minutesAgo: number) {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  const [row] = await t.deps.database.db.insert(document).values({ siteId: siteIds[uniqueId]!, collection, data, createdAt, updatedAt: createdAt }).returning({ id: document.id });
  recordIds[key] = row!.id;
}

/** Imports rows into a collection of site lin through the API, as its owner. */
async function importInto(collection: string, records: Record<string, unknown>[]) {
  const response = await t.request(`/api/collections/${collection}/import`, {
    method: 'POST',
    cookie: owner.cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ siteId: 'lin', records }),
  });
  expect(response.status).toBe(201);
}

const get = async (path: string) => {
  const response = await t.request(`${TEST_ORIGIN}${path}`, { headers: { host: new URL(TEST_ORIGIN).host } });
  return { status: response.status, cache: response.headers.get('x-cache'), html: await response.text() };
};

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  owner = await t.signUp('lineup-owner@example.com');
  const { db } = t.deps.database;
  for (const uniqueId of ['lin', 'other']) {
    const [created] = await db.insert(site).values({ uniqueId, title: `${uniqueId} site`, ownerId: owner.userId }).returning({ id: site.id });
    siteIds[uniqueId] = created!.id;
    await db.insert(siteMember).values({ siteId: created!.id, userId: owner.userId, role: 'owner' });
  }
  await addRecord('lin', 'blog-posts', 'oldest', { title: 'Oldest post', description: 'Kept for the record' }, 30);
  await addRecord('lin', 'blog-posts', 'middle', { name: 'Middle post', description: 'One two three four five six seven', secret: 'not for visitors' }, 20);
  await addRecord('lin', 'blog-posts', 'newest', { title: 'Newest post', description: 'Fresh', image: '/newest.png' }, 10);
  await addRecord('other', 'blog-posts', 'foreign', { title: 'Foreign post', description: 'Another site' }, 1);
  await addRecord('lin', 'photos', 'photo-old', { src: '/old.jpg', name: 'Old photo' }, 20);
  await addRecord('lin', 'photos', 'photo-new', { url: '/new.jpg', alt: 'New photo' }, 10);
  await publish('lin', '/news', doc(lineup({ heading: 'News', limit: 2, textDisplayLength: 3 })));
  await publish('lin', '/about', doc({ type: 'Heading', props: { id: 'h', text: 'About', level: 'h1', align: 'left', size: '3xl' } }));
  await publish('lin', '/photos', doc(gallery({ limit: 1, page: 2 })));
});

afterAll(async () => {
  await t?.close();
});

describe('a published Lineup on a collection', () => {
  it('lists the newest records of its own site only, with truncated descriptions and links to their view pages', async () => {
    const { status, html } = await get('/site-lin/news');
    expect(status).toBe(200);
    expect(html).toContain('Newest post');
    expect(html).toContain('Middle post');
    expect(html).toContain('One two three...');
    // limit 2, newest first; another site's record never shows.
    expect(html).not.toContain('Oldest post');
    expect(html).not.toContain('Foreign post');
    expect(html).toContain(`href="/data/site-lin/blog-posts/${recordIds.newest}"`);
    // Only the fields a teaser shows reach the page, not the whole record.
    expect(html).not.toContain('not for visitors');
  });

  it('is cached, tagged with its collection, and shows a record imported through the API on the next visit', async () => {
    await get('/site-lin/news');
    expect((await get('/site-lin/news')).cache).toBe('HIT');
    expect((await get('/site-lin/about')).cache).not.toBeNull();
    expect((await get('/site-lin/about')).cache).toBe('HIT');
    await importInto('blog-posts', [{ title: 'Imported post', description: 'From a file' }]);
    const after = await get('/site-lin/news');
    expect(after.cache).toBe('MISS');
    expect(after.html).toContain('Imported post');
    // A page that reads no collection stays cached.
    expect((await get('/site-lin/about')).cache).toBe('HIT');
  });

  it('drops a deleted record on the next visit', async () => {
    const before = await get('/site-lin/news');
    expect(before.html).toContain('Newest post');
    expect((await get('/site-lin/news')).cache).toBe('HIT');
    const deleted = await t.request(`/api/data/blog-posts/${recordIds.newest}`, { method: 'DELETE', cookie: owner.cookie });
    expect(deleted.status).toBe(200);
    const after = await get('/site-lin/news');
    expect(after.cache).toBe('MISS');
    expect(after.html).not.toContain('Newest post');
  });

  it('does not drop pages when another site’s collection of the same name changes', async () => {
    await get('/site-lin/news');
    expect((await get('/site-lin/news')).cache).toBe('HIT');
    const deleted = await t.request(`/api/data/blog-posts/${recordIds.foreign}`, { method: 'DELETE', cookie: owner.cookie });
    expect(deleted.status).toBe(200);
    expect((await get('/site-lin/news')).cache).toBe('HIT');
  });
});

describe('an ImageGallery on a collection', () => {
  it('reads url|src and name|alt, page 1-based in the block (page 2 of 1 per page: the older image)', async () => {
    const { html } = await get('/site-lin/photos');
    expect(html).toContain('src="/old.jpg"');
    expect(html).toContain('alt="Old photo"');
    expect(html).not.toContain('/new.jpg');
  });

  it('is dropped from the cache when its collection is imported into', async () => {
    await get('/site-lin/photos');
    expect((await get('/site-lin/photos')).cache).toBe('HIT');
    await importInto('photos', [{ url: '/imported.jpg', name: 'Imported photo' }]);
    const after = await get('/site-lin/photos');
    expect(after.cache).toBe('MISS');
    // Page 2 of 1 per page is now the photo that was newest before.
    expect(after.html).toContain('src="/new.jpg"');
  });
});

describe('the draft preview', () => {
  it('lists the collection for the page’s editors too, never cached', async () => {
    const response = await t.request(`${TEST_ORIGIN}/view-draft/site-lin/news`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.text()).toContain('Middle post');
  });
});

describe('siteRecordLister', () => {
  it('lists nothing for a name that is not a data collection, and a page’s own site’s records only', async () => {
    const list = siteRecordLister(t.deps.database.db, { id: siteIds.other!, uniqueId: 'other' });
    expect(await list('site_pages', { limit: 10, page: 0, sort: 'desc', sortField: '_id' })).toEqual([]);
    const titles = (await list('blog-posts', { limit: 10, page: 0, sort: 'desc', sortField: '_id' })).map((record) => record.title);
    expect(titles).not.toContain('Imported post');
    const lin = siteRecordLister(t.deps.database.db, { id: siteIds.lin!, uniqueId: 'lin' });
    // By the title field (a record without one last); the data API itself does not allow this sort.
    const byTitle = (await lin('blog-posts', { limit: 10, page: 0, sort: 'asc', sortField: 'title' })).map((record) => record.title ?? `(${String(record.name)})`);
    expect(byTitle).toEqual(['Imported post', 'Oldest post', '(Middle post)']);
    expect(collectionCacheTag(siteIds.lin!, 'blog-posts')).toBe(`collection:${siteIds.lin}:blog-posts`);
  });
});
