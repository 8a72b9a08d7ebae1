import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_IMAGE_INVALID, SITE_LANGUAGE_UNKNOWN, SITE_TYPE_UNKNOWN } from '#core/sites/messages.ts';
import { page, site, siteMember } from '#server/db/schema.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { createSite } from './create-site.ts';

// POST /api/system_sites and the default pages the browser then publishes, through the real app.

let t: TestApp;
let creator: { cookie: string; userId: string };
let stranger: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  creator = await t.signUp('creator@example.com');
  stranger = await t.signUp('stranger@example.com');
});
afterAll(async () => {
  await t?.close();
});

const json = (cookie: string | undefined, path: string, body: unknown) =>
  t.request(path, { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function create(body: unknown, as: 'creator' | 'anonymous' = 'creator') {
  const response = await json(as === 'creator' ? creator.cookie : undefined, '/api/system_sites', body);
  return { status: response.status, body: (await response.json()) as { site?: { unique_id: string; [k: string]: unknown }; error: string | null; validationErrors?: Record<string, string[]> } };
}

describe('POST /api/system_sites', () => {
  it('answers 401 anonymously and creates nothing', async () => {
    const before = await t.deps.database.db.select().from(site);
    const { status } = await create({ title: 'Anonymous' }, 'anonymous');
    expect(status).toBe(401);
    expect(await t.deps.database.db.select().from(site)).toHaveLength(before.length);
  });

  it.each([
    ['a missing title', {}, { title: ['this field is required'] }],
    ['a blank title', { title: '   ' }, { title: ['this field is required'] }],
    ['a one-letter title', { title: 'A' }, { title: ['this field must be at least 2 characters'] }],
    ['a title over 255 characters', { title: 'x'.repeat(256) }, { title: ['this field must be at most 255 characters'] }],
    ['a title that is not text', { title: 42 }, { title: ['this field must be a string'] }],
    ['a description over 1000 characters', { title: 'Ok', description: 'd'.repeat(1001) }, { description: ['this field must be at most 1000 characters'] }],
    ['an image that is not a URL', { title: 'Ok', image: 'javascript:alert(1)' }, { image: [SITE_IMAGE_INVALID] }],
    ['an image path outside our media', { title: 'Ok', image: '/etc/passwd' }, { image: [SITE_IMAGE_INVALID] }],
    ['an unlisted language', { title: 'Ok', language: 'xx' }, { language: [SITE_LANGUAGE_UNKNOWN] }],
    ['an unknown site type', { title: 'Ok', sources: 'system_pages' }, { sources: [SITE_TYPE_UNKNOWN] }],
  ])('refuses %s with a field message', async (_name, body, validationErrors) => {
    const { status, body: answer } = await create(body);
    expect(status).toBe(400);
    expect(answer.error).toEqual(expect.any(String));
    expect(answer.validationErrors).toEqual(validationErrors);
  });

  it('creates the site with the creator as its owner, with defaults for what was left out', async () => {
    const { status, body } = await create({ title: '  Corner Bakery ', description: 'Bread and buns' });
    expect(status).toBe(201);
    expect(body.error).toBeNull();
    expect(body.site).toMatchObject({ title: 'Corner Bakery', description: 'Bread and buns', image: null, language: 'en', sources: 'demo-content', is_active: true });
    expect(body.site!.unique_id).toMatch(/^[a-z0-9]{10}$/);
    const [row] = await t.deps.database.db.select().from(site).where(eq(site.uniqueId, body.site!.unique_id));
    expect(row!.ownerId).toBe(creator.userId);
    expect(await t.deps.database.db.select({ userId: siteMember.userId, role: siteMember.role }).from(siteMember).where(eq(siteMember.siteId, row!.id))).toEqual([
      { userId: creator.userId, role: 'owner' },
    ]);
  });

  it('keeps the optional fields it is given', async () => {
    const { status, body } = await create({ title: 'Blog', image: 'https://images.example.com/logo.png', language: 'fr', sources: 'demo-posts' });
    expect(status).toBe(201);
    expect(body.site).toMatchObject({ image: 'https://images.example.com/logo.png', language: 'fr', sources: 'demo-posts' });
  });

  it('draws another id when the first one is taken', async () => {
    await t.deps.database.db.insert(site).values({ uniqueId: 'taken00000', title: 'Taken' });
    const ids = ['taken00000', 'fresh00000'];
    const created = await createSite(t.deps, { id: creator.userId }, { title: 'Retry' }, () => ids.shift()!);
    expect(created.unique_id).toBe('fresh00000');
  });
});

describe('default pages', () => {
  it('answers 401 anonymously and 404 to someone who may not edit the site', async () => {
    const { body } = await create({ title: 'Private' });
    const id = body.site!.unique_id;
    expect((await t.request(`/api/system_sites/${id}/default-pages`)).status).toBe(401);
    expect((await t.request(`/api/system_sites/${id}/default-pages`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request('/api/system_sites/nosuchsite/default-pages', { cookie: creator.cookie })).status).toBe(404);
  });

  it('lists /homepage and /404, which the owner publishes one at a time, and the site then serves them', async () => {
    const { body } = await create({ title: 'Garden Club', description: 'Seeds, swaps and Saturday digs', language: 'de' });
    const id = body.site!.unique_id;
    const response = await t.request(`/api/system_sites/${id}/default-pages`, { cookie: creator.cookie });
    expect(response.status).toBe(200);
    const { data: pages } = (await response.json()) as { data: { path: string; pathWithNoSite: string; title: string; description: string; data: unknown }[] };
    expect(pages.map((p) => [p.path, p.pathWithNoSite])).toEqual([
      [`/site-${id}/homepage`, '/homepage'],
      [`/site-${id}/404`, '/404'],
      [`/site-${id}/dynamic-content/view/demo-content`, '/dynamic-content/view/demo-content'],
      [`/site-${id}/dynamic-content/all/demo-content`, '/dynamic-content/all/demo-content'],
    ]);
    for (const p of pages) {
      const published = await json(creator.cookie, '/api/editor', { ...p, is_system: false, baseVersion: 0 });
      expect(published.status, await published.clone().text()).toBe(200);
      expect(((await published.json()) as { error: unknown }).error).toBeNull();
    }
    const home = await t.request(`${TEST_ORIGIN}/site-${id}`, { headers: { host: 'localhost:3000' } });
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('Garden Club');
    expect(homeHtml).toContain('Seeds, swaps and Saturday digs');
    expect(homeHtml).toContain('lang="de"');
    const missing = await t.request(`${TEST_ORIGIN}/site-${id}/no-such-page`, { headers: { host: 'localhost:3000' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });

  async function createAndPublish(sources: string) {
    const { body } = await create({ title: `Type ${sources}`, sources });
    const id = body.site!.unique_id;
    const { data: pages } = (await (await t.request(`/api/system_sites/${id}/default-pages`, { cookie: creator.cookie })).json()) as { data: Record<string, unknown>[] };
    for (const p of pages) expect((await json(creator.cookie, '/api/editor', { ...p, is_system: false, baseVersion: 0 })).status).toBe(200);
    const [row] = await t.deps.database.db.select().from(site).where(eq(site.uniqueId, id));
    const stored = await t.deps.database.db.select({ kind: page.kind, path: page.pathWithNoSite }).from(page).where(eq(page.siteId, row!.id));
    const get = async (path: string) => {
      const response = await t.request(`${TEST_ORIGIN}${path}`, { headers: { host: 'localhost:3000' } });
      return { status: response.status, html: await response.text() };
    };
    return { id, stored: stored.map((p) => `${p.kind} ${p.path}`).sort(), get };
  }

  it.each([
    ['demo-content', 'Guides and stories', 'All guides and stories'],
    ['demo-posts', 'Journal', 'All posts'],
  ])('a "%s" site gets its pages and the templates of its collection, with starter words', async (sources, listTitle, allLabel) => {
    const { id, stored, get } = await createAndPublish(sources);
    expect(stored).toEqual([
      'page /404',
      'page /homepage',
      `template /dynamic-content/all/${sources}`,
      `template /dynamic-content/view/${sources}`,
    ]);
    const home = await get(`/site-${id}`);
    expect(home.status).toBe(200);
    expect(home.html).toContain(listTitle);
    expect(home.html).toContain(allLabel);
    expect(home.html).not.toContain('Make it yours');
    // The list template serves the collection's list page of the data area.
    const list = await get(`/data/site-${id}/${sources}`);
    expect(list.status).toBe(200);
    expect(list.html).toContain(`<h1`);
    expect(list.html).toContain(listTitle);
  });
});
