import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SIZE, MAX_LIST_PAGE_SIZE } from '#core/content/content-sources.ts';
import { document, documentSearch } from '#server/db/schema.ts';
import { BASE_TIME, type Doc, DOCUMENT_COUNT, ids, IMAGE_COUNT, imageNameOf, imageWordOf, list, type Listed, listOk, LITERAL_NAMES, type Media, roles, setUpContentList, t } from './content-list-kit.ts';

// Paging, search and sorting of the content lists.
setUpContentList();

describe('paging (5,000 images of one site)', () => {
  it('answers the contract shape with the total, the default page size and newest first', async () => {
    const body = await listOk<Media>('system_images', { siteId: 'acme' });
    expect(body.error).toBeNull();
    expect(body.items).toEqual(body.data);
    expect(body.items).toHaveLength(CONTENT_PAGE_SIZE);
    expect(body.pagination).toEqual({ total: IMAGE_COUNT, page: 0, limit: CONTENT_PAGE_SIZE });
    expect(body.items[0]).toMatchObject({ kind: 'image', created_at: new Date(BASE_TIME + 499_000).toISOString(), updated_at: expect.any(String) });
  });

  it('leaves pagination out without includeTotalCount', async () => {
    const response = await t.request('/api/system_images?siteId=acme&limit=5', { cookie: roles.cookies.editor });
    const body = (await response.json()) as Listed<Media>;
    expect(body.pagination).toBeUndefined();
    expect(body.items).toHaveLength(5);
  });

  it('walks every page once: no overlap, no gap, stable order even where created_at ties', async () => {
    const seen: string[] = [];
    const pages = IMAGE_COUNT / MAX_LIST_PAGE_SIZE;
    let previous = '';
    for (let p = 0; p < pages; p++) {
      const body = await listOk<Media>('system_images', { siteId: 'acme', page: p, limit: MAX_LIST_PAGE_SIZE, includeTotalCount: false });
      expect(body.items).toHaveLength(MAX_LIST_PAGE_SIZE);
      for (const item of body.items) {
        const key = `${item.created_at}|${item.id}`;
        if (previous) expect(key < previous, `${key} after ${previous}`).toBe(true);
        previous = key;
      }
      seen.push(...ids(body.items));
    }
    expect(new Set(seen).size).toBe(IMAGE_COUNT);
    const beyond = await listOk<Media>('system_images', { siteId: 'acme', page: pages, limit: MAX_LIST_PAGE_SIZE });
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination?.total).toBe(IMAGE_COUNT);
  });

  it('pages 0, 1 and the last page do not overlap; the last is partial', async () => {
    const first = await listOk<Media>('system_images', { siteId: 'acme', page: 0, limit: 30 });
    const second = await listOk<Media>('system_images', { siteId: 'acme', page: 1, limit: 30 });
    const lastPage = Math.floor(IMAGE_COUNT / 30);
    const last = await listOk<Media>('system_images', { siteId: 'acme', page: lastPage, limit: 30 });
    expect(last.items).toHaveLength(IMAGE_COUNT - lastPage * 30);
    const all = [...ids(first.items), ...ids(second.items), ...ids(last.items)];
    expect(new Set(all).size).toBe(all.length);
    expect(last.items.at(-1)!.created_at).toBe(new Date(BASE_TIME).toISOString());
  });

  it('clamps the limit to 1..MAX_LIST_PAGE_SIZE', async () => {
    expect((await listOk<Media>('system_images', { siteId: 'acme', limit: 5000 })).items).toHaveLength(MAX_LIST_PAGE_SIZE);
    expect((await listOk<Media>('system_images', { siteId: 'acme', limit: 0 })).items).toHaveLength(1);
  });
});

describe('search', () => {
  it('finds a word in the middle of the name, case-insensitively, with its own total', async () => {
    const expected = Array.from({ length: IMAGE_COUNT }, (_, i) => i).filter((i) => i >= LITERAL_NAMES.length && imageWordOf(i) === 'granite').length;
    for (const term of ['granite', 'GRANITE', ' Granite ']) {
      const body = await listOk<Media>('system_images', { siteId: 'acme', searchQuery: term, limit: 100 });
      expect(body.pagination?.total).toBe(expected);
      expect(body.items.every((item) => item.name.includes('granite'))).toBe(true);
    }
  });

  it('matches the description too', async () => {
    const body = await listOk<Media>('system_images', { siteId: 'acme', searchQuery: 'number 4321' });
    expect(body.items.map((item) => item.name)).toEqual([imageNameOf(4321)]);
  });

  it('matches %, _, \\, quotes and regular-expression characters literally', async () => {
    const cases: [string, string[]][] = [
      ['%', ['Spring sale 50% off']],
      ['50%', ['Spring sale 50% off']],
      ['_', ['snake_case banner']],
      ['e_c', ['snake_case banner']],
      ['\\', ['folder\\file']],
      ["'", ["O'Brien portrait"]],
      ["o'brien", ["O'Brien portrait"]],
      ['.*', ['regex .* star']],
      ["%' or '1'='1", []],
    ];
    for (const [term, names] of cases) {
      const images = await listOk<Media>('system_images', { siteId: 'acme', searchQuery: term });
      expect(images.items.map((item) => item.name), `images: ${term}`).toEqual(names);
      expect(images.pagination?.total).toBe(names.length);
      const records = await listOk<Doc>('products', { siteId: 'acme', searchQuery: term });
      expect(records.items.map((item) => item.title), `records: ${term}`).toEqual(names);
    }
  });

  it('accepts `search` as well as `searchQuery`', async () => {
    const response = await t.request('/api/system_images?siteId=acme&search=4321&includeTotalCount=true', { cookie: roles.cookies.editor });
    expect(((await response.json()) as Listed<Media>).pagination?.total).toBe(1);
  });

  it('searches records by any top-level string value, not nested ones', async () => {
    const byWord = await listOk<Doc>('products', { siteId: 'acme', searchQuery: 'MEADOW edition', limit: 100 });
    expect(byWord.pagination?.total).toBe(Array.from({ length: DOCUMENT_COUNT }, (_, i) => i).filter((i) => i >= LITERAL_NAMES.length && imageWordOf(i) === 'meadow').length);
    const byStatus = await listOk<Doc>('products', { siteId: 'acme', searchQuery: 'draft' });
    expect(byStatus.pagination?.total).toBe(DOCUMENT_COUNT / 4);
    expect((await listOk<Doc>('products', { siteId: 'acme', searchQuery: 'nested-only' })).pagination?.total).toBe(0);
  });

  it('keeps the search text up to date when a record changes, moves or goes', async () => {
    const { db } = t.deps.database;
    const [row] = await db.insert(document).values({ siteId: roles.siteId, collection: 'scratch', data: { title: 'Before' } }).returning({ id: document.id });
    await db.update(document).set({ data: { title: 'Zanzibar after' } }).where(sql`${document.id} = ${row!.id}`);
    expect(ids((await listOk<Doc>('scratch', { siteId: 'acme', searchQuery: 'zanzibar' })).items)).toEqual([row!.id]);
    expect((await listOk<Doc>('scratch', { siteId: 'acme', searchQuery: 'before' })).items).toEqual([]);
    // Moved to another collection: found there, no longer here, and counted where it now lives.
    await db.update(document).set({ collection: 'scratch-moved' }).where(sql`${document.id} = ${row!.id}`);
    expect((await listOk<Doc>('scratch', { siteId: 'acme', searchQuery: 'zanzibar' })).pagination?.total).toBe(0);
    expect((await listOk<Doc>('scratch-moved', { siteId: 'acme', searchQuery: 'zanzibar' })).pagination?.total).toBe(1);
    await db.delete(document).where(sql`${document.id} = ${row!.id}`);
    expect((await listOk<Doc>('scratch-moved', { siteId: 'acme', searchQuery: 'zanzibar' })).pagination?.total).toBe(0);
    expect(await db.select().from(documentSearch).where(sql`${documentSearch.documentId} = ${row!.id}`)).toEqual([]);
  });
});

describe('search beyond ASCII', () => {
  it('folds the case of accented letters the same way on both sides', async () => {
    const { db } = t.deps.database;
    await db.insert(document).values({ siteId: roles.siteId, collection: 'accents', data: { title: 'Große Überraschung in Málaga' } });
    for (const term of ['überraschung', 'ÜBERRASCHUNG', 'MÁLAGA', 'GROßE']) {
      expect((await listOk<Doc>('accents', { siteId: 'acme', searchQuery: term })).pagination?.total, term).toBe(1);
    }
  });
});

describe('sorting', () => {
  it('sorts by name both ways', async () => {
    const asc = await listOk<Media>('system_images', { siteId: 'acme', searchQuery: 'lantern view', sortField: 'name', sort: 'asc', limit: 100 });
    const names = asc.items.map((item) => item.name);
    expect(names[0]).toBe(imageNameOf(8));
    expect(names).toEqual([...names].sort());
    const desc = await listOk<Media>('system_images', { siteId: 'acme', searchQuery: 'lantern view', sortField: 'name', sort: 'desc', limit: 3 });
    expect(desc.items.map((item) => item.name)).toEqual([imageNameOf(4998), imageNameOf(4993), imageNameOf(4988)]);
  });

  it('sorts by created_at ascending and by updated_at', async () => {
    const asc = await listOk<Media>('system_images', { siteId: 'acme', sort: 'asc', limit: 20 });
    expect(asc.items.map((item) => item.created_at)).toEqual([...Array(10).fill(new Date(BASE_TIME).toISOString()), ...Array(10).fill(new Date(BASE_TIME + 1000).toISOString())]);
    // updated_at runs the other way round from created_at in the seed.
    const byUpdated = await listOk<Media>('system_images', { siteId: 'acme', sortField: 'updated_at', sort: 'desc', limit: 10 });
    expect(byUpdated.items.every((item) => item.created_at === new Date(BASE_TIME).toISOString())).toBe(true);
  });

  it('refuses an unknown sortField with a 400 that lists the allowed fields', async () => {
    const { status, body } = await list('system_images', { siteId: 'acme', sortField: 'storage_key' });
    expect(status).toBe(400);
    expect(body).toEqual({ error: "Unknown sortField 'storage_key'. Allowed: created_at, updated_at, name." });
    expect((await list('products', { siteId: 'acme', sortField: 'title' })).status).toBe(400);
    expect((await list('site_pages', { siteId: 'acme', sortField: 'title' })).status).toBe(200);
  });
});
