import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '#core/content/content-sources.ts';
import { collection, document } from '#server/db/schema.ts';
import type { SiteRole } from '#server/testing/site-roles.ts';
import { categoryOf, type Doc, DOCUMENT_COUNT, ids, imageWordOf, list, listOk, type Page, roles, setUpContentList, statusOf, t } from './content-list-kit.ts';

// Records, pages and sites lists, who may list, and the query plans behind them.
setUpContentList();

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
