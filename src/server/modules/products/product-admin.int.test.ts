import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ADMIN_API, PRODUCT_ADMIN_BULK_API, type ProductAdminPage } from '#core/products/product-admin.ts';
import { document, siteMember } from '#server/db/schema.ts';
import { collectionCacheTag } from '#server/shared/page-cache/collection-cache.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * The owner's Products screen API (decision 051): every product of the site, inactive ones too,
 * searched, filtered by status, category and stock (low at the product's own threshold), sorted,
 * paged and counted; bulk activate, deactivate and delete; only for the site's current members.
 */

let t: TestApp;
let roles: SiteRoles;
const invalidated: string[] = [];

const PRODUCTS: Record<string, unknown>[] = [
  { name: 'Linen shirt', subtitle: 'Breezy', slug: 'linen-shirt', category: 'clothing', price: 60, discount_price: 45, stock: 3 },
  { name: 'Wool coat', slug: 'wool-coat', category: 'Clothing', price: 240, stock: 0 },
  { name: 'Desk lamp', subtitle: 'Warm linen shade', category: 'home', price: 99.99, stock: 12 },
  // Variant stock counts, as JSON text too: 0 + 4 = 4, low.
  { name: 'Trail socks', category: 'sports', price: 12, stock: 40, variant_stock: JSON.stringify([{ color_value: 'red', size_value: 'm', stock: 0 }, { color_value: 'red', size_value: 'l', stock: 4 }]) },
  // All variants at 0: out, whatever `stock` says.
  { name: 'Running cap', category: 'sports', price: 25, stock: 9, variant_stock: [{ color_value: 'blue', size_value: '', stock: 0 }] },
  // Its own threshold: 8 is low for it.
  { name: 'Tea kettle', slug: 'kettle', category: 'home', price: 40, stock: 8, low_stock_threshold: 10, status: 'inactive' },
  // No stock recorded: unlimited, never low or out.
  { name: 'Gift card', category: 'other', price: 200 },
  { name: 'Odd record', price: 'call us', variant_stock: '{not json', stock: 'many', status: 'Inactive' },
];

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedSiteRoles(t, { tag: 'product-admin', site: { uniqueId: 'shop', title: 'Shop' }, otherSite: { uniqueId: 'elsewhere', title: 'Elsewhere' } });
  const { db } = t.deps.database;
  const base = Date.UTC(2026, 0, 1);
  await db.insert(document).values(PRODUCTS.map((data, i) => ({ siteId: roles.siteId, collection: 'products', data, createdAt: new Date(base + i * 1000), updatedAt: new Date(base + i * 1000) })));
  await db.insert(document).values([
    { siteId: roles.otherSiteId, collection: 'products', data: { name: 'Linen shirt of the other site', price: 10, stock: 5 } },
    { siteId: roles.siteId, collection: 'notes', data: { name: 'Linen note' } },
  ]);
  const forward = t.deps.invalidatePages;
  t.deps.invalidatePages = async (event) => {
    invalidated.push(...(event.tags ?? []));
    await forward(event);
  };
});

afterAll(async () => {
  await t?.close();
});

async function list(query: string, cookie = roles.cookies.owner): Promise<ProductAdminPage> {
  const response = await t.request(`${PRODUCT_ADMIN_API}?siteId=shop&${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ProductAdminPage;
}
const names = (page: ProductAdminPage) => page.products.map((product) => product.name).sort();
const bulk = (body: unknown, cookie: string | undefined = roles.cookies.owner) =>
  t.request(PRODUCT_ADMIN_BULK_API, { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const idsOf = async (...wanted: string[]) => {
  const rows = await t.deps.database.db
    .select({ id: document.id, name: sql<string>`${document.data}->>'name'` })
    .from(document)
    .where(sql`${document.collection} = 'products'`);
  return wanted.map((name) => rows.find((row) => row.name === name)!.id);
};
const statusOf = async (id: string) => (await t.deps.database.db.select({ status: sql<string | null>`${document.data}->>'status'` }).from(document).where(eq(document.id, id)))[0]?.status;

describe('GET /api/products/admin', () => {
  it("lists every product of the site, inactive ones too, last updated first, with the total and each row's reading", async () => {
    const page = await list('');
    expect(page.products.map((product) => product.name)).toEqual(PRODUCTS.map((p) => p.name).reverse());
    expect(page).toMatchObject({ total: 8, page: 0, limit: 20 });
    const socks = page.products.find((product) => product.name === 'Trail socks')!;
    expect(socks).toMatchObject({ stock: 4, isActive: true, category: 'sports', price: 12, lowStockThreshold: 5 });
    expect(socks.variants).toEqual([{ color_value: 'red', size_value: 'm', stock: 0 }, { color_value: 'red', size_value: 'l', stock: 4 }]);
    expect(page.products.find((product) => product.name === 'Gift card')).toMatchObject({ stock: null, slug: null });
    expect(page.products.find((product) => product.name === 'Tea kettle')).toMatchObject({ isActive: false, slug: 'kettle', lowStockThreshold: 10 });
    expect(page.products.find((product) => product.name === 'Odd record')).toMatchObject({ isActive: false, price: 0, stock: null, variants: [] });
  });

  it('searches the name, subtitle and slug, case-insensitively and literally', async () => {
    expect(names(await list('q=LINEN'))).toEqual(['Desk lamp', 'Linen shirt']);
    expect(names(await list('q=kettle'))).toEqual(['Tea kettle']);
    expect(names(await list('q=wool-c'))).toEqual(['Wool coat']);
    expect(names(await list('q=100%25'))).toEqual([]);
  });

  it('filters by status, category (case-insensitively) and stock: low at the product\'s threshold, out counting variants', async () => {
    expect(names(await list('status=inactive'))).toEqual(['Odd record', 'Tea kettle']);
    expect((await list('status=active')).total).toBe(6);
    expect(names(await list('category=clothing'))).toEqual(['Linen shirt', 'Wool coat']);
    expect(names(await list('stock=low'))).toEqual(['Linen shirt', 'Tea kettle', 'Trail socks']);
    expect(names(await list('stock=out'))).toEqual(['Running cap', 'Wool coat']);
    expect(names(await list('stock=low&category=home&status=inactive'))).toEqual(['Tea kettle']);
  });

  it('sorts by name, price, stock and update time, either way, and pages', async () => {
    expect((await list('sort=name&direction=asc&limit=3')).products.map((p) => p.name)).toEqual(['Desk lamp', 'Gift card', 'Linen shirt']);
    // The effective price: the shirt's discount (45) counts.
    expect((await list('sort=price&direction=asc&limit=4')).products.map((p) => p.name)).toEqual(['Trail socks', 'Running cap', 'Tea kettle', 'Linen shirt']);
    const byStock = (await list('sort=stock&direction=desc')).products.map((p) => p.name);
    expect(byStock.slice(0, 3)).toEqual(['Desk lamp', 'Tea kettle', 'Trail socks']);
    expect(byStock.slice(-2).sort()).toEqual(['Gift card', 'Odd record']);
    const second = await list('sort=name&direction=asc&limit=3&page=1');
    expect(second.products.map((p) => p.name)).toEqual(['Odd record', 'Running cap', 'Tea kettle']);
    expect(second).toMatchObject({ total: 8, page: 1, limit: 3 });
  });

  it('searches and filters stock on the stored, indexed readings of migration 0019', async () => {
    const { db } = t.deps.database;
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = async (where: ReturnType<typeof sql>) => ((await db.execute(sql`explain select id from document where ${where}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
      // The search alone: the index of its column (with the site's, another index may win on a small table).
      expect(await plan(sql`product_search like '%linen%'`)).toMatch(/document_product_search_trgm/);
      expect(await plan(sql`site_id = ${roles.siteId} and collection = 'products' and product_stock = 0`)).toMatch(/document_product_stock_col_idx/);
    } finally {
      await db.execute(sql`set enable_seqscan = on`);
    }
  });

  it("follows a product's edits (the readings are the database's, on every write) and reads nothing into other collections", async () => {
    const { db } = t.deps.database;
    const [added] = await db
      .insert(document)
      .values({ siteId: roles.siteId, collection: 'products', data: { name: 'Clay vase', price: 30, discount_price: 20, stock: 2 } })
      .returning({ id: document.id });
    try {
      expect(names(await list('q=clay&stock=low'))).toEqual(['Clay vase']);
      await db
        .update(document)
        .set({ data: { name: 'Stone vase', subtitle: 'Clay look', price: 30, variant_stock: [{ color_value: 'grey', size_value: '', stock: 0 }] } })
        .where(eq(document.id, added!.id));
      expect(names(await list('q=clay&stock=out'))).toEqual(['Stone vase']);
      expect(await list('q=clay&stock=low')).toMatchObject({ products: [], total: 0 });
      expect((await list('q=vase')).products[0]).toMatchObject({ name: 'Stone vase', stock: 0, price: 30 });
      const [note] = await db
        .select({ search: document.productSearch, stock: document.productStock, price: document.productPrice })
        .from(document)
        .where(eq(document.collection, 'notes'));
      expect(note).toEqual({ search: null, stock: null, price: null });
    } finally {
      await db.delete(document).where(eq(document.id, added!.id));
    }
  });

  it('answers bad values with 400 and the reason, never 500', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'page=-1', 'page=1.5', `q=${'x'.repeat(101)}`, `category=${'c'.repeat(101)}`, 'status=gone', 'stock=some', 'sort=secret', 'direction=up']) {
      const response = await t.request(`${PRODUCT_ADMIN_API}?siteId=shop&${query}`, { cookie: roles.cookies.owner });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toEqual(expect.any(String));
    }
    expect((await t.request(PRODUCT_ADMIN_API, { cookie: roles.cookies.owner })).status).toBe(400);
    expect((await t.request(`${PRODUCT_ADMIN_API}?siteId=nowhere`, { cookie: roles.cookies.owner })).status).toBe(404);
  });

  it("is the site's members' and admins' only: not anonymous, a shopper, another site's owner, or a removed member", async () => {
    expect((await t.request(`${PRODUCT_ADMIN_API}?siteId=shop`)).status).toBe(401);
    expect((await t.request(`${PRODUCT_ADMIN_API}?siteId=shop`, { cookie: roles.cookies.stranger })).status).toBe(403);
    expect((await t.request(`${PRODUCT_ADMIN_API}?siteId=shop`, { cookie: roles.cookies.otherEditor })).status).toBe(403);
    expect((await list('', roles.cookies.editor)).total).toBe(8);
    expect((await list('', roles.cookies.admin)).total).toBe(8);
    const elsewhere = await t.request(`${PRODUCT_ADMIN_API}?siteId=elsewhere`, { cookie: roles.cookies.otherEditor });
    expect(((await elsewhere.json()) as ProductAdminPage).products.map((p) => p.name)).toEqual(['Linen shirt of the other site']);
    const { db } = t.deps.database;
    await db.delete(siteMember).where(and(eq(siteMember.siteId, roles.siteId), eq(siteMember.userId, roles.userIds.editor)));
    try {
      expect((await t.request(`${PRODUCT_ADMIN_API}?siteId=shop`, { cookie: roles.cookies.editor })).status).toBe(403);
    } finally {
      await db.insert(siteMember).values({ siteId: roles.siteId, userId: roles.userIds.editor, role: 'editor' });
    }
  });
});

describe('POST /api/products/admin/bulk', () => {
  it('deactivates and activates products, and drops the pages that list them', async () => {
    const [shirt, coat] = await idsOf('Linen shirt', 'Wool coat');
    invalidated.length = 0;
    const off = await bulk({ siteId: 'shop', action: 'deactivate', ids: [shirt, coat, shirt] });
    expect(off.status, await off.clone().text()).toBe(200);
    expect(await off.json()).toEqual({ changed: 2 });
    expect(await statusOf(shirt!)).toBe('inactive');
    expect(invalidated).toContain(collectionCacheTag(roles.siteId, 'products'));
    // The visitors' list leaves them out now (the lamp's subtitle says linen).
    const shop = (await (await t.request('/api/products?siteId=shop&search=linen')).json()) as { data: { name: string }[] };
    expect(shop.data.map((p) => p.name)).toEqual(['Desk lamp']);
    expect(await (await bulk({ siteId: 'shop', action: 'activate', ids: [shirt, coat] }, roles.cookies.editor)).json()).toEqual({ changed: 2 });
    expect(await statusOf(coat!)).toBe('active');
  });

  it('changes nothing when one id is not a product of this site', async () => {
    const [shirt, other] = await idsOf('Linen shirt', 'Linen shirt of the other site');
    const mixed = await bulk({ siteId: 'shop', action: 'deactivate', ids: [shirt, other] });
    expect(mixed.status).toBe(404);
    expect(await statusOf(shirt!)).toBe('active');
    const [noteRow] = await t.deps.database.db.select({ id: document.id }).from(document).where(eq(document.collection, 'notes'));
    expect((await bulk({ siteId: 'shop', action: 'delete', ids: [noteRow!.id] })).status).toBe(404);
    // Naming the other site does not help: the caller is not its member.
    expect((await bulk({ siteId: 'elsewhere', action: 'deactivate', ids: [other] })).status).toBe(403);
    expect(await statusOf(other!)).toBeNull();
  });

  it('refuses bad bodies with 400', async () => {
    const [shirt] = await idsOf('Linen shirt');
    for (const body of [
      { siteId: 'shop', action: 'publish', ids: [shirt] },
      { siteId: 'shop', action: 'delete', ids: [] },
      { siteId: 'shop', action: 'delete', ids: ['not-an-id'] },
      { siteId: 'shop', action: 'delete', ids: Array.from({ length: 101 }, () => shirt) },
      { siteId: 'shop', action: 'delete', ids: shirt },
      { action: 'delete', ids: [shirt] },
    ]) {
      const response = await bulk(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String));
    }
    expect(await statusOf(shirt!)).toBe('active');
  });

  it('refuses anonymous callers, shoppers and other sites\' members', async () => {
    const [kettle] = await idsOf('Tea kettle');
    expect((await bulk({ siteId: 'shop', action: 'activate', ids: [kettle] }, '')).status).toBe(401);
    expect((await bulk({ siteId: 'shop', action: 'activate', ids: [kettle] }, roles.cookies.stranger)).status).toBe(403);
    expect((await bulk({ siteId: 'shop', action: 'activate', ids: [kettle] }, roles.cookies.otherEditor)).status).toBe(403);
    expect(await statusOf(kettle!)).toBe('inactive');
  });

  it('deletes products', async () => {
    const [cap, socks] = await idsOf('Running cap', 'Trail socks');
    expect(await (await bulk({ siteId: 'shop', action: 'delete', ids: [cap, socks] })).json()).toEqual({ changed: 2 });
    expect(names(await list('category=sports'))).toEqual([]);
  });
});
