import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, page, review, site, siteMember, siteSection, user } from '#server/db/schema.ts';
import { TEST_ORIGIN, createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { findCustomIconSrc, findCustomIconSrcForSite } from '#server/modules/icons/find-custom-icon.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_ADMIN_EMAIL: 'demo@example.com' }, { pages: true });
});
afterAll(async () => {
  await t?.close();
});

describe('demo seed', () => {
  let credentials: { email: string; password: string } | null = null;

  it('creates the demo admin, site, collections and images on an empty database', async () => {
    credentials = await seedDemoIfEmpty(t.deps);
    expect(credentials?.email).toBe('demo@example.com');
    const { db } = t.deps.database;
    const [admin] = await db.select().from(user).where(eq(user.email, 'demo@example.com'));
    expect(admin?.role).toBe('admin');
    // Confirmed without a mail: the demo admin signs in at once (decision 031).
    expect(admin?.emailVerified).toBe(true);
    const [demo] = await db.select().from(site).where(eq(site.uniqueId, 'demo'));
    expect(demo?.title).toBeTruthy();
    const [membership] = await db.select().from(siteMember).where(and(eq(siteMember.siteId, demo!.id), eq(siteMember.userId, admin!.id)));
    expect(membership?.role).toBe('owner');
    const counts = await db
      .select({ collection: document.collection, n: sql<number>`count(*)::int` })
      .from(document)
      .groupBy(document.collection);
    expect(Object.fromEntries(counts.map((c) => [c.collection, c.n]))).toEqual({ 'demo-content': 10, 'demo-posts': 10, products: 24 });
  });

  it('publishes the journal templates: each post has its page, and the homepage teasers lead there', async () => {
    const { db } = t.deps.database;
    const [any] = await db.select().from(document).where(eq(document.collection, 'demo-posts')).limit(1);
    const title = String((any!.data as { title: string }).title);
    const record = await t.request(`/data/site-demo/demo-posts/${any!.id}`);
    expect(record.status).toBe(200);
    const html = await record.text();
    expect(html).toContain(`<title>${title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</title>`);
    expect(html).toContain('href="/data/site-demo/demo-posts"');
    const list = await (await t.request('/data/site-demo/demo-posts')).text();
    expect(list.match(/href="\/data\/site-demo\/demo-posts\/[0-9a-f-]{36}"/g)?.length).toBeGreaterThanOrEqual(10);
    const home = await (await t.request('/site-demo')).text();
    // The shop's navigation and footer are on every demo page and template (issue #10 part 7).
    for (const page of [home, list, html]) {
      expect(page).toContain('aria-label="Main"');
      expect(page).toContain('href="/site-demo/products"');
      expect(page).toContain('<footer');
    }
    expect(home.match(/href="\/data\/site-demo\/demo-posts\/[0-9a-f-]{36}"/g)?.length).toBeGreaterThanOrEqual(3);
    // …as the site's Header and Footer sections (decision 071): every page stores instances of them, not copies.
    const sections = await db.select({ id: siteSection.id, name: siteSection.name }).from(siteSection);
    expect(sections.map((s) => s.name).sort()).toEqual(['Footer', 'Header']);
    const pages = await db.select({ data: page.data }).from(page).where(sql`${page.siteId} is not null`);
    for (const stored of pages) {
      const types = (stored.data as { content: { type: string; props: { sectionId?: string } }[] }).content.map((b) => b.type);
      expect(types.at(0)).toBe('SectionInstance');
      expect(types.at(-1)).toBe('SectionInstance');
      expect(types).not.toContain('NavMenu');
    }
  });

  it('has a shop: /products lists the in-stock products with the filter panel, each card opening its product page', async () => {
    const { db } = t.deps.database;
    const shop = await t.request('/site-demo/products');
    expect(shop.status).toBe(200);
    const html = await shop.text();
    expect(html).toContain('data-island="product-list"');
    expect(html).toContain('aria-label="Filter products"');
    const links = html.match(/href="\/data\/site-demo\/products\/[0-9a-f-]{36}"/g) ?? [];
    expect(links).toHaveLength(12);
    // In catalogue order (newest first is the first product), sold-out ones left out.
    const [first] = await db.select().from(document).where(and(eq(document.collection, 'products'), sql`${document.data}->>'slug' = 'classic-tee'`));
    expect(links[0]).toBe(`href="/data/site-demo/products/${first!.id}"`);
    const [inactive] = await db.select().from(document).where(and(eq(document.collection, 'products'), sql`${document.data}->>'status' = 'inactive'`));
    expect(html).not.toContain(inactive!.id);
    const api = (await (await t.request('/api/products?siteId=demo&inStock=true')).json()) as { pagination: { total: number } };
    expect(html).toContain(`${api.pagination.total} products`);
  });

  it('publishes the products view template: a product page with its purchase panel, an inactive one unavailable', async () => {
    const { db } = t.deps.database;
    const [tee] = await db.select().from(document).where(and(eq(document.collection, 'products'), sql`${document.data}->>'slug' = 'classic-tee'`));
    const page = await t.request(`/data/site-demo/products/${tee!.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const name = String((tee!.data as { name: string }).name);
    expect(html).toContain(`<h1 class="text-3xl`);
    expect(html).toContain(name);
    expect(html).toContain('data-island="product-details"');
    expect(html).toContain('Add to cart');
    const [inactive] = await db.select().from(document).where(and(eq(document.collection, 'products'), sql`${document.data}->>'status' = 'inactive'`));
    const unavailable = await (await t.request(`/data/site-demo/products/${inactive!.id}`)).text();
    expect(unavailable).toContain('This product is currently unavailable');
    expect(unavailable).not.toContain('data-island="product-details"');
  });

  it('seeds approved reviews whose average and count are the products’ rating and review count', async () => {
    const { db } = t.deps.database;
    const [tee] = await db.select().from(document).where(and(eq(document.collection, 'products'), sql`${document.data}->>'slug' = 'classic-tee'`));
    const response = await t.request(`/api/reviews/${tee!.id}?limit=50&siteId=demo`);
    const body = (await response.json()) as { reviews: unknown[]; stats: { averageRating: number; totalReviews: number } };
    expect(body.stats.totalReviews).toBeGreaterThanOrEqual(2);
    expect(body.reviews).toHaveLength(body.stats.totalReviews);
    expect(tee!.data).toMatchObject({ rating: body.stats.averageRating, review_count: body.stats.totalReviews });
    const pending = await db.select().from(review).where(eq(review.status, 'pending'));
    expect(pending).toEqual([]);
  });

  it('drops the cached shop and product pages when a product changes through the API', async () => {
    const get = async (path: string) => {
      const response = await t.request(path, { headers: { host: new URL(TEST_ORIGIN).host } });
      return { cache: response.headers.get('x-cache'), html: await response.text() };
    };
    // A product on the shop's first page (all were created at once: the order among them is by id).
    const id = /href="\/data\/site-demo\/products\/([0-9a-f-]{36})"/.exec((await get('/site-demo/products')).html)![1]!;
    const productPath = `/data/site-demo/products/${id}`;
    for (const path of ['/site-demo/products', productPath]) {
      await get(path);
      expect((await get(path)).cache, path).toBe('HIT');
    }
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const update = new FormData();
    update.append('data', JSON.stringify({ name: 'A renamed product' }));
    expect((await t.request(`/api/data/products/${id}`, { method: 'PUT', body: update, cookie })).status).toBe(200);
    for (const path of ['/site-demo/products', productPath]) {
      const after = await get(path);
      expect(after.cache, path).toBe('MISS');
      expect(after.html, path).toContain('A renamed product');
    }
  });

  it('lets the printed credentials sign in', async () => {
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(response.status).toBe(200);
  });

  it('serves the seeded product images', async () => {
    const [product] = await t.deps.database.db.select().from(document).where(eq(document.collection, 'products')).limit(1);
    const url = (product!.data as { image: string }).image;
    expect(url).toMatch(/^\/media\/demo\/products\/.+\.webp$/);
    const response = await t.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const etag = response.headers.get('etag')!;
    expect((await t.request(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('serves resized WebP variants for the srcset widths only', async () => {
    const [product] = await t.deps.database.db.select().from(document).where(eq(document.collection, 'products')).limit(1);
    const url = (product!.data as { image: string }).image;
    const small = await t.request(`${url}?w=320`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    const { default: sharp } = await import('sharp');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    expect((await t.request(`${url}?w=123`)).status).toBe(400);
  });

  it('refuses media keys that climb out of the storage root', async () => {
    expect((await t.request('/media/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await t.request('/media/demo/../../package.json')).status).toBe(404);
  });

  it("finds the site's custom icon as an SVG data URL, and not another site's", async () => {
    const [demo] = await t.deps.database.db.select().from(site).where(eq(site.uniqueId, 'demo'));
    const src = await findCustomIconSrc(t.deps.database.db, demo!.id, 'leaf-mark');
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(src!.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(await findCustomIconSrc(t.deps.database.db, null, 'leaf-mark')).toBeNull();
    expect(await findCustomIconSrcForSite(t.deps.database.db, 'demo', 'leaf-mark')).toBe(src);
    expect(await findCustomIconSrcForSite(t.deps.database.db, 'nobody', 'leaf-mark')).toBeNull();
  });

  it('publishes the demo pages (homepage, about, shop and 404), the journal templates and the product page template', async () => {
    const rows = await t.deps.database.db.select({ path: page.path, kind: page.kind }).from(page);
    expect(rows.map((r) => `${r.kind} ${r.path}`).sort()).toEqual([
      'page /site-demo/404',
      'page /site-demo/about',
      'page /site-demo/homepage',
      'page /site-demo/products',
      'template /site-demo/dynamic-content/all/demo-posts',
      'template /site-demo/dynamic-content/view/demo-posts',
      'template /site-demo/dynamic-content/view/products',
    ]);
  });

  it('does nothing on a database that already has users', async () => {
    expect(await seedDemoIfEmpty(t.deps)).toBeNull();
  });
});
