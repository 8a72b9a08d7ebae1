import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_IN_USE, SECTION_NAME_TAKEN, SECTION_NO_FORMS, SECTION_NO_NESTING } from '#core/sections/messages.ts';
import type { SectionSummary, SectionView } from '#core/sections/section-api.ts';
import { page, site, siteMember, siteSection } from '#server/db/schema.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

// Reusable sections (decision 071) end to end on the server: the API, the expansion into published
// pages at render time, and the page cache dropping every page that shows a section when it changes,
// on this process and (PostgreSQL) on a second one.

let t: TestApp;
const users: Record<'owner' | 'editor' | 'stranger', { cookie: string; userId: string }> = {} as never;
let siteId = '';
let otherSiteId = '';

const heading = (id: string, text: string) => ({ type: 'Heading', props: { id, text, level: 'h2' } });
const text = (id: string, value: string) => ({ type: 'Text', props: { id, text: value } });
const instance = (id: string, sectionId: string, overrides: Record<string, Record<string, string>> = {}) => ({ type: 'SectionInstance', props: { id, sectionId, overrides } });
const doc = (...content: unknown[]) => ({ root: { props: {} }, content });

const api = (path: string, cookie: string | undefined, method = 'GET', body?: unknown) =>
  t.request(`/api/sites/${path}`, { method, cookie, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) });

async function createSection(name: string, content: unknown, cookie = users.editor.cookie): Promise<SectionView> {
  const response = await api('acme/sections', cookie, 'POST', { name, content });
  expect(response.status).toBe(201);
  return ((await response.json()) as { section: SectionView }).section;
}

async function publishPage(path: string, data: unknown, onSite = siteId, uniqueId = 'acme') {
  await t.deps.database.db.insert(page).values({ siteId: onSite, kind: 'page', path: `/site-${uniqueId}${path}`, pathWithNoSite: path, title: path, data, publishedAt: new Date() });
}

const get = async (app: TestApp, path: string) => {
  const response = await app.request(`${TEST_ORIGIN}${path}`, { headers: { host: new URL(TEST_ORIGIN).host } });
  return { status: response.status, cache: response.headers.get('x-cache'), html: await response.text() };
};

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  for (const name of ['owner', 'editor', 'stranger'] as const) users[name] = await t.signUp(`${name}@sections.test`);
  const { db } = t.deps.database;
  const [acme] = await db.insert(site).values({ uniqueId: 'acme', title: 'Acme', ownerId: users.owner.userId }).returning({ id: site.id });
  const [other] = await db.insert(site).values({ uniqueId: 'other', title: 'Other', ownerId: users.stranger.userId }).returning({ id: site.id });
  siteId = acme!.id;
  otherSiteId = other!.id;
  await db.insert(siteMember).values([
    { siteId, userId: users.owner.userId, role: 'owner' },
    { siteId, userId: users.editor.userId, role: 'editor' },
    { siteId: otherSiteId, userId: users.stranger.userId, role: 'owner' },
  ]);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the sections API', () => {
  it('lets the site editors create, read and rename a section; others find no site', async () => {
    const created = await createSection('Banner', doc(heading('h1', 'Welcome')));
    expect(created).toMatchObject({ name: 'Banner', usedBy: [], content: { content: [{ type: 'Heading', props: { text: 'Welcome' } }] } });
    expect((await api(`acme/sections/${created.id}`, users.owner.cookie)).status).toBe(200);
    expect((await api(`acme/sections/${created.id}`, users.stranger.cookie)).status).toBe(404);
    expect((await api('acme/sections', undefined)).status).toBe(401);
    expect((await api('acme/sections', users.stranger.cookie, 'POST', { name: 'Mine', content: doc(heading('x', 'x')) })).status).toBe(404);
    // A section of acme is not reachable through another site the caller owns.
    expect((await api(`other/sections/${created.id}`, users.stranger.cookie)).status).toBe(404);
    const renamed = await api(`acme/sections/${created.id}`, users.editor.cookie, 'PUT', { name: 'Top banner' });
    expect(((await renamed.json()) as { section: SectionView }).section.name).toBe('Top banner');
    expect((await api(`acme/sections/${created.id}`, users.stranger.cookie, 'PUT', { name: 'Hijack' })).status).toBe(404);
    expect((await api(`acme/sections/${created.id}`, users.stranger.cookie, 'DELETE')).status).toBe(404);
    const [row] = await t.deps.database.db.select().from(siteSection).where(eq(siteSection.id, created.id));
    expect(row).toMatchObject({ name: 'Top banner', updatedBy: users.editor.userId });
  });

  it('refuses a bad section with 4xx and a reason: unknown blocks, nesting, forms, empty, a taken name', async () => {
    const bad = async (body: unknown) => {
      const response = await api('acme/sections', users.editor.cookie, 'POST', body);
      return { status: response.status, body: (await response.json()) as { error: string; validationErrors?: Record<string, string[]> } };
    };
    expect((await bad({ name: 'X', content: doc({ type: 'Script', props: {} }) })).status).toBe(400);
    expect((await bad({ name: '', content: doc(heading('a', 'a')) })).body.validationErrors?.name).toBeDefined();
    expect((await bad({ name: 'Empty', content: doc() })).status).toBe(400);
    const nested = await bad({ name: 'Nested', content: doc({ type: 'Section', props: { id: 's', content: [instance('i', '00000000-0000-4000-8000-000000000000')] } }) });
    expect(nested.body.validationErrors?.content).toEqual([SECTION_NO_NESTING]);
    const form = await bad({ name: 'Form', content: doc({ type: 'Form', props: { id: 'f', collection: 'data-x', inputs: [] } }) });
    expect(form.body.validationErrors?.content).toEqual([SECTION_NO_FORMS]);
    await createSection('Unique', doc(heading('a', 'a')));
    const taken = await bad({ name: 'Unique', content: doc(heading('a', 'a')) });
    expect(taken).toMatchObject({ status: 409, body: { error: SECTION_NAME_TAKEN } });
    expect((await api('acme/sections/not-a-uuid', users.editor.cookie)).status).toBe(404);
    expect((await api('acme/sections', users.editor.cookie, 'POST', 'nope')).status).toBe(400);
  });

  it('strips script links from a section as from a page', async () => {
    const created = await createSection('Links', doc({ type: 'Button', props: { id: 'b', label: 'Go', href: 'javascript:alert(1)' } }));
    expect(created.content.content[0]!.props.href).toBe('#');
  });
});

describe('sections on published pages', () => {
  let footer: SectionView;

  beforeAll(async () => {
    footer = await createSection('Footer', doc(heading('fh', 'Acme footer'), text('ft', 'All rights reserved 2026')));
    for (const path of ['/one', '/two', '/three']) await publishPage(path, doc(heading('main', `Page ${path}`), instance(`inst-${path.slice(1)}`, footer.id)));
    await publishPage('/custom', doc(instance('inst-custom', footer.id, { fh: { text: 'Custom footer heading' }, ft: { style: 'ignored' } })));
    // Another site's page naming acme's section shows nothing of it.
    await publishPage('/foreign', doc(heading('main', 'Foreign page'), instance('inst-foreign', footer.id)), otherSiteId, 'other');
  });

  it('renders the section in place of each instance, and caches those pages', async () => {
    for (const path of ['/one', '/two', '/three']) {
      const first = await get(t, `/site-acme${path}`);
      expect(first.status).toBe(200);
      expect(first.html).toContain(`Page ${path}`);
      expect(first.html).toContain('Acme footer');
      expect(first.html).toContain('All rights reserved 2026');
      expect((await get(t, `/site-acme${path}`)).cache).toBe('HIT');
    }
    const foreign = await get(t, '/site-other/foreign');
    expect(foreign.html).toContain('Foreign page');
    expect(foreign.html).not.toContain('Acme footer');
  });

  it('applies an instance override to text props only, and lists where the section is used', async () => {
    const custom = await get(t, '/site-acme/custom');
    expect(custom.html).toContain('Custom footer heading');
    expect(custom.html).not.toContain('Acme footer');
    const list = (await (await api('acme/sections', users.editor.cookie)).json()) as { data: SectionSummary[] };
    expect(list.data.find((s) => s.id === footer.id)?.usedOn).toBe(4);
    const view = (await (await api(`acme/sections/${footer.id}`, users.editor.cookie)).json()) as { section: SectionView };
    expect(view.section.usedBy.map((use) => use.path)).toEqual(['/site-acme/custom', '/site-acme/one', '/site-acme/three', '/site-acme/two']);
  });

  it('one edit of the section shows on every page that uses it on their next request; an override survives it', async () => {
    for (const path of ['/one', '/two', '/three', '/custom']) await get(t, `/site-acme${path}`);
    const saved = await api(`acme/sections/${footer.id}`, users.editor.cookie, 'PUT', { content: doc(heading('fh', 'New footer'), text('ft', 'All rights reserved 2027')) });
    expect(saved.status).toBe(200);
    for (const path of ['/one', '/two', '/three']) {
      const next = await get(t, `/site-acme${path}`);
      expect(next.cache).toBe('MISS');
      expect(next.html).toContain('New footer');
      expect(next.html).toContain('All rights reserved 2027');
      expect(next.html).not.toContain('2026');
    }
    const custom = await get(t, '/site-acme/custom');
    expect(custom.html).toContain('Custom footer heading');
    expect(custom.html).toContain('All rights reserved 2027');
  });

  it('asks before deleting a used section, then its instances show nothing', async () => {
    const refused = await api(`acme/sections/${footer.id}`, users.editor.cookie, 'DELETE');
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: string; usedBy: { path: string }[] };
    expect(body.error).toBe(SECTION_IN_USE);
    expect(body.usedBy).toHaveLength(4);
    expect((await get(t, '/site-acme/one')).html).toContain('New footer');
    expect((await api(`acme/sections/${footer.id}?confirm=1`, users.editor.cookie, 'DELETE')).status).toBe(200);
    const after = await get(t, '/site-acme/one');
    expect(after.cache).toBe('MISS');
    expect(after.html).toContain('Page /one');
    expect(after.html).not.toContain('New footer');
  });

  it('deletes an unused section without asking', async () => {
    const unused = await createSection('Unused', doc(heading('u', 'u')));
    expect((await api(`acme/sections/${unused.id}`, users.owner.cookie, 'DELETE')).status).toBe(200);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('sections with two workers on one PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({}, { pages: true, databaseUrl: t.databaseUrl! });
    for (let i = 0; i < 100 && !second.deps.cacheInvalidation?.listening; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  }, 60_000);
  afterAll(async () => {
    await second?.close();
  });

  it("an edit through one worker drops the other worker's cached pages", async () => {
    const footer = await createSection('Shared footer', doc(text('sf', 'Shared footer v1')));
    for (const path of ['/w1', '/w2', '/w3']) await publishPage(path, doc(instance(`i${path}`, footer.id)));
    for (const path of ['/w1', '/w2', '/w3']) {
      await get(second, `/site-acme${path}`);
      const cached = await get(second, `/site-acme${path}`);
      expect(cached.cache).toBe('HIT');
      expect(cached.html).toContain('Shared footer v1');
    }
    expect((await api(`acme/sections/${footer.id}`, users.editor.cookie, 'PUT', { content: doc(text('sf', 'Shared footer v2')) })).status).toBe(200);
    for (const path of ['/w1', '/w2', '/w3']) {
      await expect.poll(async () => (await get(second, `/site-acme${path}`)).html, { timeout: 15_000 }).toContain('Shared footer v2');
    }
  });
});
