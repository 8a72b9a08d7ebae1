// Per-breakpoint values (decision 070): saved only in their shape, rendered as CSS classes for
// every visitor alike, and a stored value of the wrong shape still renders (with the defaults).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, site, siteMember } from '#server/db/schema.ts';
import { latestVersionAt } from '#server/testing/page-versions.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let editor = '';
let siteId = '';

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  const signed = await t.signUp('editor@responsive.test');
  editor = signed.cookie;
  const { db } = t.deps.database;
  const [created] = await db.insert(site).values({ uniqueId: 'responsive', title: 'Responsive' }).returning();
  siteId = created!.id;
  await db.insert(siteMember).values({ siteId, userId: signed.userId, role: 'editor' });
});
afterAll(async () => {
  await t?.close();
});

const text = (id: string, words: string, extra: Record<string, unknown> = {}) => ({ type: 'Text', props: { id, text: words, align: 'start', size: 'base', textDisplayLength: 0, ...extra } });
const columnsPage = (count: unknown, hidden: unknown = { base: false, phone: true }) => ({
  root: { props: { title: 'Responsive' } },
  content: [
    {
      type: 'Section',
      props: {
        id: 'S',
        maxWidth: '1280px',
        paddingY: { base: '16', phone: '4' },
        paddingX: '4',
        background: '',
        content: [{ type: 'Columns', props: { id: 'C', count, split: '33-33-33', gap: '6', stackOnMobile: false, column1: [text('a', 'Left', { hidden })], column2: [], column3: [], column4: [] } }],
      },
    },
  ],
});

const save = async (path: string, data: unknown, draft = false) =>
  t.request('/api/editor', {
    method: 'POST',
    cookie: editor,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data, path, pathWithNoSite: path.replace(/^\/site-[^/]+/, ''), title: 'Responsive', description: '', draft, baseVersion: await latestVersionAt(t, path) }),
  });

describe('per-breakpoint values', () => {
  it('are stored as sent and served as classes per breakpoint', async () => {
    const response = await save('/site-responsive/good', columnsPage({ base: 3, phone: 1 }));
    expect(response.status).toBe(200);
    const [stored] = await t.deps.database.db.select({ data: page.data }).from(page).where(eq(page.path, '/site-responsive/good'));
    expect(JSON.stringify(stored!.data)).toContain('"count":{"base":3,"phone":1}');
    const html = await (await t.request('/site-responsive/good')).text();
    expect(html).toContain('<section class="py-4 md:py-16 px-4">');
    expect(html).toContain('class="grid grid-cols-1 md:grid-cols-(--columns-template) gap-6"');
    expect(html).toContain('<div class="hidden md:contents"><p');
  });

  it('of the wrong shape are refused with a 400 naming the block and prop, published or as a draft', async () => {
    for (const [count, hidden, message] of [
      [{ phone: 1 }, false, 'count has per-breakpoint values without a base'],
      [{ base: 3, watch: 1 }, false, 'count has an unknown breakpoint (watch)'],
      [{ base: 3, phone: { nested: 1 } }, false, 'count has a phone value that is not a plain value'],
      [3, { base: 'no' }, 'hidden must be true or false for each breakpoint'],
    ] as const) {
      for (const draft of [false, true]) {
        const response = await save('/site-responsive/bad', columnsPage(count, hidden), draft);
        expect(response.status, message).toBe(400);
        expect(((await response.json()) as { error: string }).error).toContain(message);
      }
    }
    expect(await t.deps.database.db.select({ id: page.id }).from(page).where(eq(page.path, '/site-responsive/bad'))).toEqual([]);
  });

  it('stored in a wrong shape by hand still render, with the defaults', async () => {
    await t.deps.database.db
      .insert(page)
      .values({ siteId, kind: 'page', path: '/site-responsive/legacy', pathWithNoSite: '/legacy', title: 'Legacy', data: columnsPage({ phone: 1 }, { base: 'no' }), publishedAt: new Date() });
    const response = await t.request('/site-responsive/legacy');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('class="grid grid-cols-(--columns-template) gap-6"');
    expect(html).toContain('Left');
  });
});
