import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SIZE, MAX_LIST_PAGE_SIZE, contentListUrl, type ListQuery } from '#core/content/content-sources.ts';
import { collection, document, documentSearch, media, page } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRole, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * GET /api/{collection} and /api/data/{collection} on a realistic amount of rows: 5,000 images
 * and 5,000 records of one site, seeded with multi-row inserts.
 */

let t: TestApp;
let roles: SiteRoles;
const IMAGE_COUNT = 5_000;
const DOCUMENT_COUNT = 5_000;
const BATCH = 1_000;
const WORDS = ['harbour', 'meadow', 'granite', 'lantern', 'orchard'];
/** Names whose characters mean something to LIKE, SQL or regular expressions: each must match only itself. */
const LITERAL_NAMES = ['Spring sale 50% off', 'snake_case banner', 'folder\\file', "O'Brien portrait", 'regex .* star'];
const BASE_TIME = Date.UTC(2026, 0, 1);

interface Listed<Item> {
  data: Item[];
  items: Item[];
  error: null;
  pagination?: { total: number; page: number; limit: number };
}
type Media = { id: string; name: string; kind: string; created_at: string; updated_at: string; webpUrl: string | null };
type Doc = Record<string, unknown> & { id: string; _id: string; created_at: string; site_id: string | null };
type Page = { id: string; _id: string; title: string; path: string; pathWithNoSite: string; site_id: string | null; isSystemRevalidatePage?: true } & Record<string, unknown>;

const imageWordOf = (i: number) => WORDS[i % WORDS.length]!;
const imageNameOf = (i: number) => `Photo ${imageWordOf(i)} view ${String(i).padStart(4, '0')}`;
const statusOf = (i: number) => (i % 4 === 0 ? 'draft' : 'published');
const categoryOf = (i: number) => ['shoes', 'hats', 'bags'][i % 3]!;

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedSiteRoles(t, { tag: 'content-list', site: { uniqueId: 'acme', title: 'Acme Harbour Shop' }, otherSite: { uniqueId: 'other', title: 'Other Meadow Store' } });
  const { db } = t.deps.database;
  // Ten rows share each timestamp: only the id tiebreaker keeps pages apart.
  const at = (i: number) => new Date(BASE_TIME + Math.floor(i / 10) * 1000);
  for (let start = 0; start < IMAGE_COUNT; start += BATCH) {
    await db.insert(media).values(
      Array.from({ length: BATCH }, (_, k) => {
        const i = start + k;
        const name = i < LITERAL_NAMES.length ? LITERAL_NAMES[i]! : imageNameOf(i);
        return { siteId: roles.siteId, kind: 'image' as const, storageKey: `uploads/${roles.siteId}/img-${i}.png`, url: `/media/uploads/${roles.siteId}/img-${i}.png`, name, description: `Picture number ${i}`, bytes: 100, mime: 'image/png', createdAt: at(i), updatedAt: at(IMAGE_COUNT - 1 - i) };
      }),
    );
  }
  await db.insert(media).values([
    { siteId: roles.siteId, kind: 'video', storageKey: `uploads/${roles.siteId}/clip.mp4`, url: '/media/clip.mp4', name: 'Harbour clip', bytes: 100, mime: 'video/mp4' },
    { siteId: roles.otherSiteId, kind: 'image', storageKey: `uploads/${roles.otherSiteId}/x.png`, url: '/media/x.png', name: 'Photo harbour elsewhere', bytes: 100, mime: 'image/png' },
    { siteId: null, kind: 'image', storageKey: 'uploads/platform/logo.png', url: '/media/logo.png', name: 'Platform logo', bytes: 100, mime: 'image/png' },
  ]);
  for (let start = 0; start < DOCUMENT_COUNT; start += BATCH) {
    await db.insert(document).values(
      Array.from({ length: BATCH }, (_, k) => {
        const i = start + k;
        const title = i < LITERAL_NAMES.length ? LITERAL_NAMES[i]! : `Product ${imageWordOf(i)} Edition ${i}`;
        return { siteId: roles.siteId, collection: 'products', data: { title, status: statusOf(i), category: categoryOf(i), price: i, tags: ['nested-only'] }, createdAt: at(i), updatedAt: at(i) };
      }),
    );
  }
  await db.insert(document).values([
    { siteId: roles.siteId, collection: 'notes-public', data: { title: 'Opening hours', body: 'Mon to Fri' } },
    { siteId: roles.siteId, collection: 'notes-public', data: { title: 'Holiday notice', body: 'Closed in August' } },
    { siteId: roles.otherSiteId, collection: 'products', data: { title: 'Product harbour of the other site', status: 'draft' } },
    { siteId: null, collection: 'products', data: { title: 'Platform record', status: 'draft' } },
  ]);
  const doc = { root: { props: {} }, content: [{ type: 'Heading', props: { id: 'h', text: 'A very long page body' } }] };
  const now = new Date();
  await db.insert(page).values([
    { siteId: roles.siteId, kind: 'page', path: '/site-acme/homepage', pathWithNoSite: '/homepage', title: 'Welcome home', data: doc, publishedAt: now },
    { siteId: roles.siteId, kind: 'page', path: '/site-acme/about-us', pathWithNoSite: '/about-us', title: 'About the harbour', data: doc, publishedAt: now, draft: doc },
    { siteId: roles.siteId, kind: 'page', path: '/site-acme/unpublished', pathWithNoSite: '/unpublished', title: 'Not yet', data: doc, publishedAt: null },
    { siteId: roles.siteId, kind: 'template', path: '/site-acme/dynamic-content/all/products', pathWithNoSite: '/dynamic-content/all/products', title: 'All products', data: doc, publishedAt: now },
    { siteId: roles.otherSiteId, kind: 'page', path: '/site-other/homepage', pathWithNoSite: '/homepage', title: 'Other home', data: doc, publishedAt: now },
    { siteId: null, kind: 'page', path: '/pricing', pathWithNoSite: '/pricing', title: 'Pricing', data: doc, publishedAt: now },
    { siteId: null, kind: 'system', path: '/manage/tools', pathWithNoSite: '/manage/tools', title: 'Tools', data: doc, publishedAt: now },
  ]);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function list<Item>(collection: string, query: ListQuery, role: SiteRole | null = 'editor'): Promise<{ status: number; body: Listed<Item> & { error: string | null } }> {
  const response = await t.request(contentListUrl(collection, query), { cookie: role ? roles.cookies[role] : undefined });
  return { status: response.status, body: (await response.json()) as Listed<Item> & { error: string | null } };
}

async function listOk<Item>(collection: string, query: ListQuery, role: SiteRole | null = 'editor'): Promise<Listed<Item>> {
  const { status, body } = await list<Item>(collection, query, role);
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body;
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

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

describe('records (GET /api/data/{collection})', () => {
  it('answers the record with its fields and the server fields', async () => {
    const body = await listOk<Doc>('products', { siteId: 'acme', limit: 1 });
    // One of the newest ten (they share created_at).
    const i = body.items[0]!.price as number;
    expect(i).toBeGreaterThanOrEqual(DOCUMENT_COUNT - 10);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      _id: body.items[0]!.id,
      title: `Product ${imageWordOf(i)} Edition ${i}`,
      status: statusOf(i),
      category: categoryOf(i),
      price: i,
      tags: ['nested-only'],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      site_id: 'acme',
    });
    expect(body.pagination?.total).toBe(DOCUMENT_COUNT);
  });

  it('filters on fields, alone, together and with search', async () => {
    expect((await listOk<Doc>('products', { siteId: 'acme', extra: { status: 'draft' } })).pagination?.total).toBe(DOCUMENT_COUNT / 4);
    const both = await listOk<Doc>('products', { siteId: 'acme', extra: { status: 'draft', category: 'hats' }, limit: 100 });
    expect(both.pagination?.total).toBe(Array.from({ length: DOCUMENT_COUNT }, (_, i) => i).filter((i) => statusOf(i) === 'draft' && categoryOf(i) === 'hats').length);
    expect(both.items.every((item) => item.status === 'draft' && item.category === 'hats')).toBe(true);
    const withSearch = await listOk<Doc>('products', { siteId: 'acme', extra: { category: categoryOf(4999) }, searchQuery: 'edition 4999' });
    expect(withSearch.items.map((item) => item.price)).toEqual([4999]);
    expect((await listOk<Doc>('products', { siteId: 'acme', extra: { price: '42' } })).items.map((item) => item.price)).toEqual([42]);
    expect((await listOk<Doc>('products', { siteId: 'acme', extra: { status: 'nonexistent' } })).pagination?.total).toBe(0);
  });

  it('refuses a filter key that is not a plain field name', async () => {
    const response = await t.request(`/api/data/products?siteId=acme&${encodeURIComponent("a'b")}=1`, { cookie: roles.cookies.editor });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('filter') });
  });

  it('keeps sites and the platform apart', async () => {
    expect((await listOk<Doc>('products', { siteId: 'other' }, 'otherEditor')).items.map((item) => item.title)).toEqual(['Product harbour of the other site']);
    expect((await listOk<Doc>('products', {}, 'admin')).items.map((item) => item.title)).toEqual(['Platform record']);
  });

  it('answers 404 for system and site collection names under /data, and for names that cannot be collections', async () => {
    for (const url of ['/api/data/system_images?siteId=acme', '/api/data/site_pages?siteId=acme', '/api/data/a%20b?siteId=acme']) {
      const response = await t.request(url, { cookie: roles.cookies.admin });
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ error: 'Unknown collection' });
    }
  });
});

describe('pages, revalidate records and sites', () => {
  it("lists a site's pages without their content", async () => {
    const body = await listOk<Page>('site_pages', { siteId: 'acme', sortField: 'path', sort: 'asc' });
    expect(body.items.map((item) => item.pathWithNoSite)).toEqual(['/about-us', '/homepage', '/unpublished']);
    const about = body.items[0]!;
    expect(Object.keys(about).sort()).toEqual(['_id', 'created_at', 'description', 'has_draft', 'id', 'is_template', 'path', 'pathWithNoSite', 'published_at', 'site_id', 'title', 'updated_at'].sort());
    expect(about).toMatchObject({ _id: about.id, path: '/site-acme/about-us', has_draft: true, is_template: false, site_id: 'acme' });
  });

  it('searches page titles and paths (the path as the site shows it)', async () => {
    expect((await listOk<Page>('site_pages', { siteId: 'acme', searchQuery: 'HARBOUR' })).items.map((item) => item.title)).toEqual(['About the harbour']);
    expect((await listOk<Page>('site_pages', { siteId: 'acme', searchQuery: 'unpub' })).items.map((item) => item.title)).toEqual(['Not yet']);
    expect((await listOk<Page>('site_pages', { siteId: 'acme', searchQuery: 'acme' })).items).toEqual([]);
  });

  it('lists templates, and revalidate records as the published pages', async () => {
    expect((await listOk<Page>('site_templates', { siteId: 'acme' })).items.map((item) => ({ title: item.title, is_template: item.is_template }))).toEqual([{ title: 'All products', is_template: true }]);
    const revalidate = await listOk<Page>('system_revalidate', { siteId: 'acme', sortField: 'title', sort: 'asc' });
    expect(revalidate.items.map((item) => [item.title, item.isSystemRevalidatePage])).toEqual([
      ['About the harbour', true],
      ['Welcome home', true],
    ]);
  });

  it("lists the platform's pages for admins (system_pages, or a page collection with no siteId)", async () => {
    expect((await listOk<Page>('system_pages', { sortField: 'title', sort: 'asc' }, 'admin')).items.map((item) => [item.title, item.site_id])).toEqual([
      ['Pricing', null],
      ['Tools', null],
    ]);
    expect((await listOk<Page>('site_pages', {}, 'admin')).items.map((item) => item.title)).toEqual(['Pricing']);
  });

  it('lists the sites a user works on (all for admins), by unique_id, with search', async () => {
    const mine = await listOk<{ id: string; unique_id: string; role: string; page_count: number }>('system_sites', {}, 'editor');
    expect(mine.items.map((item) => [item.id, item.unique_id, item.role, item.page_count])).toEqual([['acme', 'acme', 'editor', 3]]);
    expect(mine.pagination?.total).toBe(1);
    const all = await listOk<{ id: string }>('system_sites', { sortField: 'title', sort: 'asc' }, 'admin');
    expect(ids(all.items)).toEqual(['acme', 'other']);
    expect(ids((await listOk<{ id: string }>('system_sites', { searchQuery: 'meadow' }, 'admin')).items)).toEqual(['other']);
    expect((await listOk<{ id: string }>('system_sites', {}, 'stranger')).items).toEqual([]);
  });
});

describe('who may list', () => {
  const cases: [string, ListQuery][] = [
    ['site_pages', { siteId: 'acme' }],
    ['system_images', { siteId: 'acme' }],
    ['system_videos', { siteId: 'acme' }],
    ['products', { siteId: 'acme' }],
  ];
  it.each(cases)("%s of a site: its editors, owners and admins; 401 anonymous, 403 to others", async (collection, query) => {
    const expected: Record<SiteRole, number> = { owner: 200, editor: 200, admin: 200, stranger: 403, otherEditor: 403 };
    for (const [role, status] of Object.entries(expected)) expect((await list(collection, query, role as SiteRole)).status, role).toBe(status);
    const anonymous = await list(collection, query, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'Authentication required' });
  });

  it("the platform's content: admins only", async () => {
    for (const collection of ['system_images', 'system_pages', 'site_templates', 'products']) {
      expect((await list(collection, {}, 'owner')).status, collection).toBe(403);
      expect((await list(collection, {}, 'admin')).status, collection).toBe(200);
    }
  });

  it('sorts a collection by its defined fields (numbers by value), only for who may read it', async () => {
    const { db } = t.deps.database;
    await db.insert(collection).values({ siteId: roles.siteId, name: 'stock', fields: [{ name: 'item', type: 'text' }, { name: 'qty', type: 'number' }] });
    await db.insert(document).values(
      [['Nails', 100], ['Bolts', 9], ['Hinges', 'n/a'], ['Anchors', 25]].map(([item, qty]) => ({ siteId: roles.siteId, collection: 'stock', data: { item, qty } })),
    );
    const byQty = await listOk<{ item: string }>('stock', { siteId: 'acme', sortField: 'qty', sort: 'asc' });
    // 9 < 25 < 100 as numbers (text would put 100 first); a value that is no number sorts as none, last.
    expect(byQty.items.map((row) => row.item)).toEqual(['Bolts', 'Anchors', 'Nails', 'Hinges']);
    const byItem = await listOk<{ item: string }>('stock', { siteId: 'acme', sortField: 'item', sort: 'desc' });
    expect(byItem.items.map((row) => row.item)).toEqual(['Nails', 'Hinges', 'Bolts', 'Anchors']);
    const unknown = await list('stock', { siteId: 'acme', sortField: 'price' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: "Unknown sortField 'price'. Allowed: created_at, updated_at, item, qty." });
    // Someone who may not read the collection learns nothing of its fields.
    const stranger = await list('stock', { siteId: 'acme', sortField: 'price' }, 'stranger');
    expect(stranger.status).toBe(403);
    expect(JSON.stringify(stranger.body)).not.toContain('qty');
    expect((await list('stock', { siteId: 'acme', sortField: 'bad name' })).status).toBe(400);
  });

  it('a -public collection is readable by anyone', async () => {
    const body = await listOk<Doc>('notes-public', { siteId: 'acme', sortField: 'created_at', sort: 'asc' }, null);
    expect(body.items.map((item) => item.title).sort()).toEqual(['Holiday notice', 'Opening hours']);
    expect((await listOk<Doc>('notes-public', { siteId: 'acme' }, 'stranger')).pagination?.total).toBe(2);
  });

  it('an unknown site is a 404 (signed out: 401 first, except for a -public collection)', async () => {
    const { status, body } = await list('system_images', { siteId: 'nowhere' });
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Site not found' });
    expect((await list('products', { siteId: 'nowhere' }, null)).status).toBe(401);
    expect((await list('notes-public', { siteId: 'nowhere' }, null)).status).toBe(404);
    // system_pages are the platform's: siteId plays no part.
    expect((await list('system_pages', { siteId: 'nowhere' }, 'admin')).status).toBe(200);
  });
});

describe('query plans', () => {
  // 5,000 small rows are cheap to scan, so the planner rightly scans them; at 50,000 it picks the
  // trigram index by itself (bench/content-list.ts prints those plans). Here seq scans are
  // priced out, which proves the search expression is one the index can serve at all: a change to
  // the query (lower(search_text), ILIKE on data) would fall back to a scan even so.
  const planOf = async (query: ReturnType<typeof sql>) =>
    t.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`analyze document, document_search, media, page, site`);
      await tx.execute(sql`set local enable_seqscan = off`);
      // Both drivers answer { rows }; the Db type leaves the result unknown.
      const plan = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    });

  it('searches records, media, pages and sites through their trigram indexes', async () => {
    const records = await planOf(sql`select id from document where site_id = ${roles.siteId} and collection = 'products' and search_text like lower(${'%edition 4321%'})`);
    expect(records).toContain('document_search_trgm');
    expect(records).not.toContain('Seq Scan on document');
    const recordsTotal = await planOf(sql`select count(*) from document_search where site_id = ${roles.siteId} and collection = 'products' and search_text like lower(${'%edition 4321%'})`);
    expect(recordsTotal).toContain('document_search_text_trgm');
    expect(recordsTotal).not.toContain('Seq Scan on document_search');
    const images = await planOf(sql`select count(*) from media where name ilike ${'%granite%'} or description ilike ${'%granite%'}`);
    expect(images).toContain('media_name_trgm');
    expect(images).toContain('media_description_trgm');
    const pages = await planOf(sql`select count(*) from page where title ilike ${'%harbour%'} or path_with_no_site ilike ${'%harbour%'}`);
    expect(pages).toContain('page_title_trgm');
    expect(pages).toContain('page_path_trgm');
    expect(await planOf(sql`select count(*) from site where title ilike ${'%meadow%'}`)).toContain('site_title_trgm');
  });
});
