import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_BLOCK_DEPTH } from '#core/pages/page-tree.ts';
import { PATH_EMPTY } from '#core/rules/messages.ts';
import { page } from '#server/db/schema.ts';
import { latestVersionAt } from '#server/testing/page-versions.ts';
import { cookies, doc, invalidations, publish, record, setUpPagesApp, siteId, t } from './pages-kit.ts';

// Reading and publishing pages through /api/editor, at the limits and concurrently.
setUpPagesApp();

describe('GET /api/editor{path}', () => {
  it('returns a new page (null) with derived defaults for a path that has none', async () => {
    const response = await t.request('/api/editor/site-acme/about-us', { cookie: cookies.editor });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ page: null, error: null, root: { site: { unique_id: 'acme' } }, defaults: { title: 'About Us' } });
  });

  it('answers 401 anonymously and 403 to a user of another site', async () => {
    expect((await t.request('/api/editor/site-acme/about')).status).toBe(401);
    const response = await t.request('/api/editor/site-acme/about', { cookie: cookies.stranger });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'You do not have permission to edit this page' });
  });
});

describe('POST /api/editor', () => {
  it('publishes a page, stores a version and invalidates the site cache', async () => {
    invalidations.length = 0;
    const response = await publish(cookies.editor, record('/site-acme/about'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { page: { title: string; published_at: string; pathWithNoSite: string } };
    expect(body.page.title).toBe('About');
    expect(body.page.pathWithNoSite).toBe('/about');
    expect(body.page.published_at).toBeTruthy();
    expect(invalidations).toEqual([{ tags: [`site:${siteId}`] }]);
    const history = await t.request('/api/page-history?path=/site-acme/about', { cookie: cookies.editor });
    expect(((await history.json()) as { data: { version: number; published_by: string }[] }).data).toMatchObject([{ version: 1, published_by: 'editor' }]);
  });

  it('rejects an invalid path with the spec message and stores nothing', async () => {
    const response = await publish(cookies.editor, record('/site-acme/About Us'));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; validationErrors: Record<string, string[]> };
    expect(body.validationErrors.path?.[0]).toBe('Path cannot contain spaces.');
    const rows = await t.deps.database.db.select().from(page).where(eq(page.path, '/site-acme/About Us'));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['/', "Path cannot be '/'. Please use '/homepage' for the homepage."],
    ['about', 'Path must start with a slash.'],
    ['/data/x', "Path cannot be '/data' or start with '/data/'. The data area is reserved."],
  ])('rejects %s', async (path, message) => {
    const response = await publish(cookies.admin, record(path));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { validationErrors: { path: string[] } }).validationErrors.path[0]).toBe(message);
  });

  it.each([
    ['an empty path', { path: '' }],
    ['a blank path', { path: '   ' }],
    ['no path at all', { path: undefined }],
  ])('rejects %s with the spec message for an empty path', async (_, extra) => {
    const response = await publish(cookies.admin, record('', doc('x'), extra));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: PATH_EMPTY, validationErrors: { path: [PATH_EMPTY] } });
  });

  it('checks template and system paths with their own rules', async () => {
    const template = await publish(cookies.editor, record('/site-acme/dynamic-content/all/products/extra', doc('x'), { is_template: true }));
    expect(((await template.json()) as { validationErrors: { path: string[] } }).validationErrors.path[0]).toBe('Template path cannot have more than 3 segments.');
    const system = await publish(cookies.admin, record('/settings', doc('x'), { is_system: true }));
    expect(((await system.json()) as { validationErrors: { path: string[] } }).validationErrors.path[0]).toBe('System path must start with /manage.');
  });

  it("refuses to publish another site's page (403) and platform pages to non-admins", async () => {
    expect((await publish(cookies.stranger, record('/site-acme/about', doc('Hijack')))).status).toBe(403);
    expect((await publish(cookies.owner, record('/homepage'))).status).toBe(403);
    expect((await publish(cookies.admin, record('/homepage'))).status).toBe(200);
    expect((await publish(undefined, record('/site-acme/about'))).status).toBe(401);
    const [row] = await t.deps.database.db.select().from(page).where(eq(page.path, '/site-acme/about'));
    expect(JSON.stringify(row?.data)).not.toContain('Hijack');
  });

  it('rejects data that is not a Puck document, and oversized data, leaving the stored page unchanged', async () => {
    const bad = await publish(cookies.editor, record('/site-acme/about', { content: 'nope' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('Page data has no root object.');
    const big = doc('x'.repeat(1024 * 1024 + 10));
    const tooBig = await t.request('/api/editor', {
      method: 'POST',
      cookie: cookies.editor,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(record('/site-acme/about', big, { baseVersion: await latestVersionAt(t, '/site-acme/about') })),
    });
    expect([413]).toContain(tooBig.status);
    const [row] = await t.deps.database.db.select().from(page).where(eq(page.path, '/site-acme/about'));
    expect((row?.data as { content: { props: { text: string } }[] }).content[0]?.props.text).toBe('Hello');
  });

  it('neutralises script URLs in link props', async () => {
    const data = { root: { props: {} }, content: [{ type: 'Button', props: { id: 'b', label: 'x', href: ' java\tscript:alert(1)' } }] };
    const response = await publish(cookies.editor, record('/site-acme/links', data));
    const body = (await response.json()) as { page: { data: { content: { props: { href: string } }[] } } };
    expect(body.page.data.content[0]?.props.href).toBe('#');
  });
});

describe('page documents at the limits', () => {
  const carousel = (id: string) => ({
    type: 'Carousel',
    props: {
      id,
      items: [{ image: '/media/demo/a.webp', alt: 'A', title: 'First' }],
      breakpoints: { 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
      autoplay: { delay: 3000 },
    },
  });
  /** Sections inside sections, `levels` deep, with a carousel (props nested a few levels) at the bottom. */
  function nestedPage(levels: number) {
    let blocks: unknown[] = [carousel('carousel-bottom'), { type: 'Heading', props: { id: 'heading-bottom', text: 'Deep', level: 'h2' } }];
    for (let level = levels; level > 0; level--) blocks = [{ type: 'Section', props: { id: `section-${level}`, content: blocks } }];
    return { root: { props: { title: 'Deep' } }, content: blocks };
  }

  it(`publishes a page nested the full ${MAX_BLOCK_DEPTH} block levels, which the JSON depth limit must allow`, async () => {
    const response = await publish(cookies.editor, record('/site-acme/deep', nestedPage(MAX_BLOCK_DEPTH)));
    expect(response.status).toBe(200);
    const [row] = await t.deps.database.db.select().from(page).where(eq(page.path, '/site-acme/deep'));
    expect(JSON.stringify(row?.data)).toContain('carousel-bottom');
  });

  it('answers a page one level deeper with the page rule, not the JSON limit', async () => {
    const response = await publish(cookies.editor, record('/site-acme/too-deep', nestedPage(MAX_BLOCK_DEPTH + 1)));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(`Page data nests blocks deeper than ${MAX_BLOCK_DEPTH} levels.`);
  });

  it('publishes a page of close to 1 MB of small blocks, which the JSON size limits must allow', async () => {
    const content = Array.from({ length: 10_000 }, (_, i) => (i % 10 === 0 ? carousel(`c-${i}`) : { type: 'Heading', props: { id: `h-${i}`, text: `Row ${i}`, level: 'h3' } }));
    // About 70,000 keys and array elements, some 12 bytes each: denser than real pages.
    const data = { root: { props: { title: 'Long' } }, content };
    const bytes = JSON.stringify(data).length;
    expect(bytes).toBeGreaterThan(800_000);
    expect(bytes).toBeLessThan(1024 * 1024);
    const response = await publish(cookies.editor, record('/site-acme/long', data));
    expect(response.status).toBe(200);
  });
});

describe('concurrent first publishes of one path', () => {
  it('store one page; the loser gets the version conflict, never a 500', async () => {
    const path = '/site-acme/race';
    const responses = await Promise.all([publish(cookies.editor, record(path, doc('A'), { baseVersion: 0 })), publish(cookies.owner, record(path, doc('B'), { baseVersion: 0 }))]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.status === 409)!;
    expect(await loser.json()).toMatchObject({ currentVersion: 1, baseVersion: 0 });
    expect(await t.deps.database.db.select().from(page).where(eq(page.path, path))).toHaveLength(1);
  });
});
