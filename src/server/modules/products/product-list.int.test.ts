import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_FILTERS, productListSearchParams, type ProductFilterState } from '#core/product-list/product-list-query.ts';
import { document, review } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * GET /api/products: every filter done by the database (search, category, price range on the
 * effective price, stock, tags), combined, paged, counted; who may list what; bad values are 400s.
 */

let t: TestApp;
let roles: SiteRoles;

type Item = Record<string, unknown> & { id: string; name: string };
interface Answer {
  data: Item[];
  items: Item[];
  error: null;
  pagination: { total: number; page: number; limit: number };
}

// name, category, price, discount_price, stock, variant_stock, tags, status
const PRODUCTS: Record<string, unknown>[] = [
  { name: 'Linen shirt', category: 'clothing', price: 60, discount_price: 45, stock: 3, tags: ['summer', 'linen'] },
  { name: 'Wool coat', category: 'clothing', price: 240, discount_price: null, stock: 0, tags: ['winter'] },
  // A discount that is not lower than the price does not count: effective 30.
  { name: 'Canvas tote', category: 'Clothing', price: '30', discount_price: '35', stock: '8', tags: ['summer'] },
  { name: 'Desk lamp', category: 'home', price: 99.99, discount_price: 0, stock: 12, tags: [] },
  // Variant stock decides, even as JSON text, and whatever `stock` says.
  { name: 'Trail socks', category: 'sports', price: 12, stock: 40, variant_stock: JSON.stringify([{ color_value: 'red', size_value: 'm', stock: 0 }]), tags: ['winter'] },
  { name: 'Running cap', category: 'sports', price: 25, stock: 0, variant_stock: [{ color_value: 'blue', size_value: '', stock: 2 }], tags: ['summer'] },
  // No stock recorded: unlimited, so in stock.
  { name: 'Gift card', category: 'other', price: 200, tags: ['gift'] },
  { name: 'Retired kettle', category: 'home', price: 40, stock: 10, status: 'inactive', tags: ['summer'] },
  // Malformed values never break a write or a query.
  { name: 'Odd record', category: 'other', price: 'call us', variant_stock: '{not json', stock: 'many' },
];

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedSiteRoles(t, { tag: 'product-list', site: { uniqueId: 'shop', title: 'Shop' }, otherSite: { uniqueId: 'elsewhere', title: 'Elsewhere' } });
  const { db } = t.deps.database;
  const base = Date.UTC(2026, 0, 1);
  await db.insert(document).values(PRODUCTS.map((data, i) => ({ siteId: roles.siteId, collection: 'products', data, createdAt: new Date(base + i * 1000), updatedAt: new Date(base + i * 1000) })));
  await db.insert(document).values([
    { siteId: roles.otherSiteId, collection: 'products', data: { name: 'Linen shirt of the other site', category: 'clothing', price: 10, stock: 5 } },
    { siteId: roles.siteId, collection: 'notes', data: { name: 'Private note', price: 1 } },
  ]);
});

afterAll(async () => {
  await t?.close();
});

async function list(query: string, cookie?: string): Promise<Answer> {
  const response = await t.request(`/api/products?siteId=shop&${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Answer;
}
const names = (answer: Answer) => answer.data.map((item) => item.name).sort();

describe('GET /api/products filters', () => {
  it('lists the active products of the site, newest first, with the total, to anyone', async () => {
    const answer = await list('');
    expect(answer.data.map((item) => item.name)).toEqual(PRODUCTS.filter((p) => p.status !== 'inactive').map((p) => p.name).reverse());
    expect(answer.items).toEqual(answer.data);
    expect(answer.pagination).toEqual({ total: 8, page: 0, limit: 12 });
    expect(answer.data[0]).toMatchObject({ site_id: 'shop', _id: answer.data[0]!.id });
  });

  it('filters by category, case-insensitively, and all is no filter', async () => {
    expect(names(await list('category=clothing'))).toEqual(['Canvas tote', 'Linen shirt', 'Wool coat']);
    expect((await list('category=all')).pagination.total).toBe(8);
  });

  it('filters by the effective price: the discount when valid, 200+ meaning 200 or more', async () => {
    expect(names(await list('priceRange=25-50'))).toEqual(['Canvas tote', 'Linen shirt', 'Running cap']);
    expect(names(await list('priceRange=50-100'))).toEqual(['Desk lamp']);
    expect(names(await list('priceRange=200%2B'))).toEqual(['Gift card', 'Wool coat']);
    expect(names(await list('priceRange=0-25'))).toEqual(['Running cap', 'Trail socks']);
  });

  it('filters by stock: variant stock first (JSON text too), no stock recorded is in stock', async () => {
    expect(names(await list('inStock=true'))).toEqual(['Canvas tote', 'Desk lamp', 'Gift card', 'Linen shirt', 'Odd record', 'Running cap']);
    expect(names(await list('outOfStock=true'))).toEqual(['Trail socks', 'Wool coat']);
    expect((await list('inStock=true&outOfStock=true')).pagination.total).toBe(8);
    expect((await list('inStock=false&outOfStock=false')).pagination.total).toBe(8);
  });

  it('filters by any of the tags, and by search on any text field', async () => {
    expect(names(await list('tags=winter,gift'))).toEqual(['Gift card', 'Trail socks', 'Wool coat']);
    expect(names(await list('search=LINEN'))).toEqual(['Linen shirt']);
    expect(names(await list('search=100%25'))).toEqual([]);
  });

  it('combines every filter', async () => {
    const state: ProductFilterState = { ...DEFAULT_PRODUCT_FILTERS, search: 'a', category: 'clothing', priceRange: '25-50', tags: ['summer'] };
    const params = productListSearchParams(state, { limit: 12, page: 0, sort: 'desc', sortField: 'created_at', siteId: 'shop' });
    const answer = (await (await t.request(`/api/products?${params}`)).json()) as Answer;
    expect(names(answer)).toEqual(['Canvas tote']);
    expect(names(await list('category=sports&inStock=true&priceRange=0-25'))).toEqual(['Running cap']);
  });

  it('pages with a clamped limit and a zero-based page, and sorts by price or name', async () => {
    const first = await list('limit=3&page=0&sortField=price&sort=asc');
    const second = await list('limit=3&page=1&sortField=price&sort=asc');
    expect(first.data.map((item) => item.name)).toEqual(['Trail socks', 'Running cap', 'Canvas tote']);
    expect(second.data.map((item) => item.name)).toEqual(['Linen shirt', 'Desk lamp', 'Gift card']);
    expect(second.pagination).toEqual({ total: 8, page: 1, limit: 3 });
    expect((await list('limit=0')).pagination.limit).toBe(1);
    expect((await list('limit=500')).pagination.limit).toBe(50);
    expect((await list('limit=abc&page=-4')).pagination).toMatchObject({ limit: 12, page: 0 });
    expect((await list('sortField=name&sort=asc&limit=2')).data.map((item) => item.name)).toEqual(['Canvas tote', 'Desk lamp']);
  });

  it("sorts by rating: the approved reviews' average, best first, unrated last; pending reviews do not count", async () => {
    const { db } = t.deps.database;
    const ids = await db.select({ id: document.id, name: sql<string>`${document.data}->>'name'` }).from(document).where(sql`${document.siteId} = ${roles.siteId} and ${document.collection} = 'products'`);
    const idOf = (name: string) => ids.find((row) => row.name === name)!.id;
    const rate = (name: string, rating: number, status: 'approved' | 'pending' = 'approved') =>
      db.insert(review).values({ siteId: roles.siteId, productId: idOf(name), rating, reviewerName: 'Bo', reviewTitle: 'A title', reviewText: 'A review long enough to be valid.', wouldRecommend: 'yes', status });
    await rate('Desk lamp', 3);
    await rate('Desk lamp', 5);
    await rate('Canvas tote', 5);
    await rate('Trail socks', 2);
    await rate('Trail socks', 5, 'pending');
    const sorted = (await list('sortField=rating&sort=desc&limit=4')).data.map((item) => item.name);
    expect(sorted.slice(0, 3)).toEqual(['Canvas tote', 'Desk lamp', 'Trail socks']);
    expect(sorted).toHaveLength(4);
    await db.delete(review).where(sql`${review.siteId} = ${roles.siteId}`);
  });

  it('answers bad values with 400 and the reason, never 500', async () => {
    for (const query of ['priceRange=cheap', 'priceRange=50-10', 'inStock=yes', 'outOfStock=1', 'sort=up', 'sortField=secret', `tags=${Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')}`, `tags=${'x'.repeat(51)}`, `category=${'c'.repeat(101)}`]) {
      const response = await t.request(`/api/products?siteId=shop&${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toEqual(expect.any(String));
    }
    expect((await t.request('/api/products?siteId=nowhere')).status).toBe(404);
    expect((await t.request('/api/products?siteId=shop&collection=bad%20name')).status).toBe(404);
  });
});

describe('GET /api/products access', () => {
  it('lists another collection only for who may read it through the data API', async () => {
    expect((await t.request('/api/products?siteId=shop&collection=notes')).status).toBe(401);
    expect((await t.request('/api/products?siteId=shop&collection=notes', { cookie: roles.cookies.stranger })).status).toBe(403);
    expect((await t.request('/api/products?siteId=shop&collection=notes', { cookie: roles.cookies.otherEditor })).status).toBe(403);
    expect(names(await list('collection=notes', roles.cookies.editor))).toEqual(['Private note']);
    // The platform's own products (no site) are not a shop: admins only.
    expect((await t.request('/api/products')).status).toBe(401);
    expect((await t.request('/api/products', { cookie: roles.cookies.owner })).status).toBe(403);
    expect((await t.request('/api/products', { cookie: roles.cookies.admin })).status).toBe(200);
  });

  it("never lists another site's products", async () => {
    const answer = await list('search=linen');
    expect(names(answer)).toEqual(['Linen shirt']);
    const other = (await (await t.request('/api/products?siteId=elsewhere')).json()) as Answer;
    expect(names(other)).toEqual(['Linen shirt of the other site']);
  });

  it('filters on the indexed expressions', async () => {
    const { db } = t.deps.database;
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = (await db.execute(sql`explain select id from document where site_id = ${roles.siteId} and collection = 'products' and product_price(data) >= 200`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/document_product_price_idx/);
      const stock = (await db.execute(sql`explain select id from document where site_id = ${roles.siteId} and collection = 'products' and product_in_stock(data) = false`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      expect(stock.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/document_product_stock_idx/);
    } finally {
      await db.execute(sql`set enable_seqscan = on`);
    }
  });
});
