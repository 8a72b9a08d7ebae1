import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BLOCK_DEPTH } from '#core/pages/page-tree.ts';
import { PATH_EMPTY } from '#core/rules/messages.ts';
import { BASE_VERSION_INVALID, BASE_VERSION_REQUIRED, versionConflictMessage } from '#core/pages/page-version.ts';
import { page, pageVersion, site, siteMember } from '#server/db/schema.ts';
import { latestVersionAt } from '#server/testing/page-versions.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let invalidations: { tags?: string[] }[] = [];
const cookies: Record<'owner' | 'editor' | 'stranger' | 'admin', string> = {} as never;
let siteId = '';

const doc = (text: string) => ({
  root: { props: { title: 'About' } },
  content: [{ type: 'Heading', props: { id: 'Heading-1', text, level: 'h1' } }],
});

beforeAll(async () => {
  t = await createTestApp();
  t.deps.invalidatePages = (event) => {
    invalidations.push(event);
  };
  const ids: Record<string, string> = {};
  for (const name of ['owner', 'editor', 'stranger', 'admin'] as const) {
    const { cookie, userId } = await t.signUp(`${name}@pages.test`, { admin: name === 'admin' });
    cookies[name] = cookie;
    ids[name] = userId;
  }
  const { db } = t.deps.database;
  const [created] = await db.insert(site).values({ uniqueId: 'acme', title: 'Acme', ownerId: ids.owner }).returning();
  siteId = created!.id;
  await db.insert(siteMember).values([
    { siteId, userId: ids.owner!, role: 'owner' },
    { siteId, userId: ids.editor!, role: 'editor' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** Publishes as an editor that has just opened the page would, unless the body names its own baseVersion. */
const publish = async (cookie: string | undefined, body: Record<string, unknown>) => {
  const sent = 'baseVersion' in body ? body : { ...body, baseVersion: await latestVersionAt(t, String(body.path ?? '')) };
  return t.request('/api/editor', { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(sent) });
};

const record = (path: string, data: unknown = doc('Hello'), extra: Record<string, unknown> = {}) => ({
  data,
  path,
  pathWithNoSite: path.replace(/^\/site-[^/]+/, ''),
  title: '',
  description: '',
  is_template: false,
  is_system: false,
  published_at: null,
  updated_at: null,
  created_at: null,
  ...extra,
});

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
    invalidations = [];
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

describe('publishing from a version (baseVersion, decision 036)', () => {
  const versionsOf = async (path: string) => {
    const [row] = await t.deps.database.db.select({ id: page.id }).from(page).where(eq(page.path, path));
    return row ? t.deps.database.db.select({ version: pageVersion.version }).from(pageVersion).where(eq(pageVersion.pageId, row.id)) : [];
  };
  const stored = async (path: string) => (await t.deps.database.db.select().from(page).where(eq(page.path, path)))[0];
  const editorGet = async (path: string) => (await (await t.request(`/api/editor${path}`, { cookie: cookies.editor })).json()) as { version: number; page: { version: number } | null };

  it('GET answers the latest published version: 0 for a new page, then each publish adds one', async () => {
    const path = '/site-acme/versioned';
    expect(await editorGet(path)).toMatchObject({ version: 0, page: null });
    const first = await publish(cookies.editor, record(path, doc('One'), { baseVersion: 0 }));
    expect(first.status).toBe(200);
    expect(((await first.json()) as { page: { version: number } }).page.version).toBe(1);
    expect(await editorGet(path)).toMatchObject({ version: 1, page: { version: 1 } });
    expect((await publish(cookies.owner, record(path, doc('Two'), { baseVersion: 1 }))).status).toBe(200);
    expect(await editorGet(path)).toMatchObject({ version: 2, page: { version: 2 } });
    // A draft publishes nothing: the version stays.
    expect((await publish(cookies.editor, { ...record(path, doc('Draft'), { baseVersion: 2 }), draft: true })).status).toBe(200);
    expect(await editorGet(path)).toMatchObject({ version: 2, page: { version: 2 } });
  });

  it('refuses a publish or a draft from an older version with a 409 naming the current one, and writes nothing', async () => {
    const path = '/site-acme/versioned';
    const before = await stored(path);
    invalidations = [];
    for (const [baseVersion, draft] of [[1, false], [1, true], [7, false]] as const) {
      const response = await publish(cookies.editor, { ...record(path, doc('Stale'), { baseVersion }), draft });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: versionConflictMessage(baseVersion, 2), currentVersion: 2, baseVersion });
    }
    const after = await stored(path);
    expect(after?.data).toEqual(before?.data);
    expect(after?.draft).toEqual(before?.draft);
    expect(JSON.stringify([after?.data, after?.draft])).not.toContain('Stale');
    expect(await versionsOf(path)).toHaveLength(2);
    expect(invalidations).toEqual([]);
  });

  it('refuses a new page that someone else created meanwhile (base 0, page at 1)', async () => {
    const response = await publish(cookies.owner, record('/site-acme/versioned', doc('Mine'), { baseVersion: 0 }));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ currentVersion: 2, baseVersion: 0 });
  });

  it.each([
    ['missing', undefined, BASE_VERSION_REQUIRED],
    ['null', null, BASE_VERSION_REQUIRED],
    ['a string', '2', BASE_VERSION_INVALID],
    ['negative', -1, BASE_VERSION_INVALID],
    ['a fraction', 1.5, BASE_VERSION_INVALID],
  ])('answers a baseVersion that is %s with a 400 and writes nothing', async (_, baseVersion, message) => {
    const path = '/site-acme/no-base';
    for (const draft of [false, true]) {
      const response = await publish(cookies.editor, { ...record(path, doc('x'), { baseVersion }), draft });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message, validationErrors: { baseVersion: [message] } });
    }
    expect(await stored(path)).toBeUndefined();
  });

  it('of two publishes from the same version at once, exactly one succeeds', async () => {
    const path = '/site-acme/versioned';
    const both = () => [
      publish(cookies.editor, record(path, doc('Editor wins'), { baseVersion: 2 })),
      publish(cookies.owner, record(path, doc('Owner wins'), { baseVersion: 2 })),
    ];
    let responses: Response[];
    const pool = t.deps.database.pool;
    if (pool) {
      // PostgreSQL: hold the page's row until both requests are inside their transactions, waiting
      // on it, so they truly run at the same time; then let them go.
      const blocker = await pool.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('SELECT id FROM page WHERE path = $1 FOR UPDATE', [path]);
        const pending = both();
        await vi.waitFor(
          async () => {
            // Asked on another connection: inside the blocker's transaction the statistics would stay as first read.
            const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
            expect(rows[0]?.n).toBe(2);
          },
          { timeout: 10_000, interval: 20 },
        );
        await blocker.query('COMMIT');
        responses = await Promise.all(pending);
      } finally {
        blocker.release();
      }
    } else {
      responses = await Promise.all(both());
    }
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await responses.find((r) => r.status === 409)!.json()).toMatchObject({ currentVersion: 3, baseVersion: 2 });
    expect((await versionsOf(path)).map((v) => v.version).sort()).toEqual([1, 2, 3]);
    const winner = (await responses.find((r) => r.status === 200)!.json()) as { page: { data: unknown } };
    expect((await stored(path))?.data).toEqual(winner.page.data);
  });

  it('a restore is a publish: it answers the restored page with its new version, and an editor still on the old one gets a 409', async () => {
    const path = '/site-acme/versioned';
    const restore = await t.request('/api/page-history/restore', {
      method: 'POST',
      cookie: cookies.owner,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path, version: 1 }),
    });
    expect(restore.status).toBe(200);
    const body = (await restore.json()) as { page: { version: number; data: unknown } };
    expect(body.page.version).toBe(4);
    expect(JSON.stringify(body.page.data)).toContain('One');
    expect(await editorGet(path)).toMatchObject({ version: 4 });
    expect((await publish(cookies.editor, record(path, doc('From before the restore'), { baseVersion: 3 }))).status).toBe(409);
    expect((await publish(cookies.editor, record(path, doc('From the restore'), { baseVersion: 4 }))).status).toBe(200);
  });
});

describe('drafts, history and restore', () => {
  it('saves a draft without changing what visitors see', async () => {
    invalidations = [];
    const response = await publish(cookies.editor, { ...record('/site-acme/about', doc('Draft text')), draft: true });
    expect(response.status).toBe(200);
    const [row] = await t.deps.database.db.select().from(page).where(eq(page.path, '/site-acme/about'));
    expect(JSON.stringify(row?.data)).toContain('Hello');
    expect(JSON.stringify(row?.draft)).toContain('Draft text');
    expect(invalidations).toEqual([]);
  });

  it('restores an earlier version as a new publish', async () => {
    await publish(cookies.editor, record('/site-acme/about', doc('Second')));
    const restore = await t.request('/api/page-history/restore', {
      method: 'POST',
      cookie: cookies.owner,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/site-acme/about', version: 1 }),
    });
    expect(restore.status).toBe(200);
    const history = (await (await t.request('/api/page-history?path=/site-acme/about', { cookie: cookies.owner })).json()) as {
      data: { version: number; current: boolean }[];
    };
    expect(history.data.map((v) => v.version)).toEqual([3, 2, 1]);
    const [row] = await t.deps.database.db.select().from(page).where(eq(page.path, '/site-acme/about'));
    expect(JSON.stringify(row?.data)).toContain('Hello');
    expect(row?.draft).toBeNull();
  });
});

describe('DELETE /api/editor and POST /api/revalidate', () => {
  it('deletes a page for its editors only', async () => {
    const del = (cookie: string) =>
      t.request('/api/editor', { method: 'DELETE', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(record('/site-acme/links')) });
    expect((await del(cookies.stranger)).status).toBe(403);
    expect((await del(cookies.editor)).status).toBe(200);
    expect((await del(cookies.editor)).status).toBe(404);
  });

  it('revalidates one page or the whole site', async () => {
    invalidations = [];
    const post = (path: string) =>
      t.request('/api/revalidate', { method: 'POST', cookie: cookies.editor, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path }) });
    expect((await post('/site-acme/about')).status).toBe(200);
    expect((await post('/site-acme/revalidate-all-site-pages')).status).toBe(200);
    expect(invalidations).toEqual([{ tags: [`site:${siteId}:page:/about`] }, { tags: [`site:${siteId}`] }]);
  });
});
