// Whatever the server derives for rendering (SVG, HTML) is never taken from a client or from
// stored data: an editor of one site must not be able to run script as a visitor or an admin.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, site, siteMember } from '#server/db/schema.ts';
import { latestVersionAt } from '#server/testing/page-versions.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let editor = '';
let siteId = '';
const INJECTED_SVG = '<img src=x onerror=alert(1)>';
const INJECTED_HTML = '<script>alert(2)</script>';

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  const signed = await t.signUp('editor@derived.test');
  editor = signed.cookie;
  const { db } = t.deps.database;
  const [created] = await db.insert(site).values({ uniqueId: 'derived', title: 'Derived' }).returning();
  siteId = created!.id;
  await db.insert(siteMember).values({ siteId, userId: signed.userId, role: 'editor' });
});
afterAll(async () => {
  await t?.close();
});

const attack = {
  root: { props: { title: 'Attack', _html: INJECTED_HTML } },
  content: [
    { type: 'Icon', props: { id: 'Icon-1', set: 'fa', name: 'FaDoesNotExist', label: 'x', _svg: INJECTED_SVG } },
    { type: 'Section', props: { id: 'Section-1', content: [{ type: 'RichText', props: { id: 'RichText-1', markdown: '**safe**', _html: INJECTED_HTML } }] } },
  ],
};

const publish = async (path: string, data: unknown) =>
  t.request('/api/editor', {
    method: 'POST',
    cookie: editor,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data, path, pathWithNoSite: path.replace(/^\/site-[^/]+/, ''), title: 'Attack', description: '', baseVersion: await latestVersionAt(t, path) }),
  });

describe('server-derived props', () => {
  it('are stripped on publish and computed on render: the page serves no injected markup', async () => {
    const response = await publish('/site-derived/attack', attack);
    expect(response.status).toBe(200);
    const [stored] = await t.deps.database.db.select({ data: page.data }).from(page).where(eq(page.path, '/site-derived/attack'));
    expect(JSON.stringify(stored!.data)).not.toMatch(/_svg|_html/);

    const html = await (await t.request('/site-derived/attack')).text();
    expect(html).toContain('<strong>safe</strong>');
    expect(html).not.toContain('onerror=alert(1)');
    expect(html).not.toContain('alert(2)');
  });

  it('stored before this rule (or written by hand) are ignored when rendering, in every slot', async () => {
    const now = new Date();
    await t.deps.database.db.insert(page).values({ siteId, kind: 'page', path: '/site-derived/legacy', pathWithNoSite: '/legacy', title: 'Legacy', data: attack, publishedAt: now });
    const html = await (await t.request('/site-derived/legacy')).text();
    expect(html).toContain('<strong>safe</strong>');
    expect(html).not.toContain('onerror=alert(1)');
    expect(html).not.toContain('alert(2)');
  });

  it('a slot holding a non-block item is refused on publish, not skipped', async () => {
    const mixed = {
      root: { props: {} },
      content: [{ type: 'Section', props: { id: 'S', content: [{ type: 'RichText', props: { id: 'R', _html: INJECTED_HTML } }, 'not a block'] } }],
    };
    const response = await publish('/site-derived/mixed', mixed);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Block 2 in Section.content is not a block.' });
  });

  it('a draft is held to the same rule, and its preview shows no injected markup', async () => {
    const response = await t.request('/api/editor', {
      method: 'POST',
      cookie: editor,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: attack, path: '/site-derived/attack', pathWithNoSite: '/attack', draft: true, baseVersion: await latestVersionAt(t, '/site-derived/attack') }),
    });
    expect(response.status).toBe(200);
    const html = await (await t.request('/view-draft/site-derived/attack', { cookie: editor })).text();
    expect(html).toContain('<strong>safe</strong>');
    expect(html).not.toContain('onerror=alert(1)');
    expect(html).not.toContain('alert(2)');
  });
});
