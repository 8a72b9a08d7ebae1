import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, page, site } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { resolvePublicPage } from './resolve-public-page.public.ts';

let t: TestApp;
const doc = (text: string) => ({ root: { props: {} }, content: [{ type: 'Heading', props: { id: 'h', text } }] });

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.deps.database;
  const [shop] = await db.insert(site).values({ uniqueId: 'shop', title: 'Shop', url: 'https://shop.example.com', domain: 'shop.example.com', domainToken: 'shop-token', domainVerifiedAt: new Date(), domainProof: 'dns' }).returning();
  const [closed] = await db.insert(site).values({ uniqueId: 'closed', title: 'Closed', isActive: false }).returning();
  const now = new Date();
  const add = (siteId: string | null, path: string, text: string, publishedAt: Date | null = now) =>
    db.insert(page).values({
      siteId,
      kind: 'page',
      path: siteId === shop!.id ? `/site-shop${path}` : siteId === closed!.id ? `/site-closed${path}` : path,
      pathWithNoSite: path,
      title: text,
      data: doc(text),
      publishedAt,
    });
  await add(shop!.id, '/homepage', 'Shop home');
  await add(shop!.id, '/about', 'Shop about');
  await add(shop!.id, '/404', 'Shop not found');
  await add(shop!.id, '/unpublished', 'Never seen', null);
  await add(closed!.id, '/homepage', 'Closed home');
  await add(null, '/homepage', 'Platform home');
});
afterAll(async () => {
  await t?.close();
});

const resolve = (host: string, path: string) => resolvePublicPage(t.deps.database.db, host, path);
const titleOf = (r: Awaited<ReturnType<typeof resolve>>) => (r.kind === 'page' ? r.page.title : null);

describe('which page a public URL shows', () => {
  it('/site-{id}/… and /site-{id} serve the site', async () => {
    expect(titleOf(await resolve('localhost:3000', '/site-shop/about'))).toBe('Shop about');
    const home = await resolve('localhost:3000', '/site-shop');
    expect(titleOf(home)).toBe('Shop home');
    expect(home.kind === 'page' && home.canonicalPath).toBe('/site-shop');
  });

  it('/{id} serves the site homepage', async () => {
    expect(titleOf(await resolve('localhost:3000', '/shop'))).toBe('Shop home');
  });

  it("a custom domain serves the site's pages at the root", async () => {
    expect(titleOf(await resolve('shop.example.com', '/'))).toBe('Shop home');
    const about = await resolve('SHOP.example.com', '/about');
    expect(titleOf(about)).toBe('Shop about');
    expect(about.kind === 'page' && about.canonicalPath).toBe('/about');
  });

  it("a missing or unpublished path shows the site's /404 page with status 404", async () => {
    for (const path of ['/site-shop/nope', '/site-shop/unpublished']) {
      const result = await resolve('localhost:3000', path);
      expect(titleOf(result)).toBe('Shop not found');
      expect(result.kind === 'page' && result.status).toBe(404);
    }
  });

  it('an inactive or unknown site is not found', async () => {
    expect((await resolve('localhost:3000', '/site-closed')).kind).toBe('not-found');
    expect((await resolve('localhost:3000', '/site-nobody/x')).kind).toBe('not-found');
  });

  it("the platform's own /homepage shows at /", async () => {
    expect(titleOf(await resolve('localhost:3000', '/'))).toBe('Platform home');
    expect((await resolve('localhost:3000', '/does-not-exist')).kind).toBe('not-found');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists published pages of active sites, not 404 pages or drafts', async () => {
    const response = await t.request('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<loc>http://localhost:3000/homepage</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/site-shop/about</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/site-shop</loc>');
    expect(xml).not.toContain('/404');
    expect(xml).not.toContain('unpublished');
    expect(xml).not.toContain('closed');
  });

  it("on a custom domain, lists that site's pages at its own origin", async () => {
    const xml = await (await t.request('/sitemap.xml', { headers: { host: 'shop.example.com' } })).text();
    expect(xml).toContain('<loc>https://shop.example.com/about</loc>');
    expect(xml).not.toContain('localhost');
  });

  it('a per-site sitemap and a robots.txt pointing at the sitemap', async () => {
    const xml = await (await t.request('/site-shop/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://localhost:3000/site-shop/about</loc>');
    expect((await t.request('/site-closed/sitemap.xml')).status).toBe(404);
    const robots = await (await t.request('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it("lists the data area's public pages: the list of an `all` template, every record of a `view` template's collection", async () => {
    const { db } = t.deps.database;
    const [shop] = await db.select({ id: site.id }).from(site).where(eq(site.uniqueId, 'shop'));
    const template = (path: string, publishedAt: Date | null = new Date()) =>
      db.insert(page).values({ siteId: shop!.id, kind: 'template', path: `/site-shop${path}`, pathWithNoSite: path, title: path, data: doc(path), publishedAt });
    await template('/dynamic-content/view/posts');
    await template('/dynamic-content/all/posts');
    await template('/dynamic-content/manage/posts');
    await template('/dynamic-content/view/products');
    await template('/dynamic-content/view/drafts', null);
    const [post] = await db.insert(document).values({ siteId: shop!.id, collection: 'posts', data: { title: 'Hello' } }).returning();
    const [shown, hidden] = await db
      .insert(document)
      .values([
        { siteId: shop!.id, collection: 'products', data: { name: 'Mug', status: 'active' } },
        { siteId: shop!.id, collection: 'products', data: { name: 'Old mug', status: 'inactive' } },
      ])
      .returning();
    const [draft] = await db.insert(document).values({ siteId: shop!.id, collection: 'drafts', data: { title: 'Secret' } }).returning();

    const xml = await (await t.request('/site-shop/sitemap.xml')).text();
    expect(xml).toContain(`<loc>http://localhost:3000/data/site-shop/posts</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/data/site-shop/posts/${post!.id}</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/data/site-shop/products/${shown!.id}</loc>`);
    expect(xml).not.toContain(hidden!.id);
    expect(xml).not.toContain(draft!.id);
    expect(xml).not.toContain('/create');
    expect(xml).not.toContain('/manage');
    expect(xml).not.toContain('dynamic-content');
    expect(await (await t.request('/sitemap.xml')).text()).toContain(`<loc>http://localhost:3000/data/site-shop/posts/${post!.id}</loc>`);
    const onDomain = await (await t.request('/sitemap.xml', { headers: { host: 'shop.example.com' } })).text();
    expect(onDomain).toContain(`<loc>https://shop.example.com/data/posts/${post!.id}</loc>`);
  });

  it('keeps unpublished pages out after a row changes', async () => {
    await t.deps.database.db.update(page).set({ publishedAt: null }).where(eq(page.path, '/site-shop/about'));
    expect(await (await t.request('/site-shop/sitemap.xml')).text()).not.toContain('/about');
  });
});
