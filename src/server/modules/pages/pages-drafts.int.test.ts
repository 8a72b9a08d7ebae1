import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from '#server/db/schema.ts';
import { cookies, doc, invalidations, publish, record, setUpPagesApp, siteId, t } from './pages-kit.ts';

// Drafts, history and restore, deleting and revalidating, on pages this file publishes first.
setUpPagesApp();
beforeAll(async () => {
  // About at version 1 with the default 'Hello' document, and a second page to delete.
  for (const path of ['/site-acme/about', '/site-acme/links']) {
    const response = await publish(cookies.editor, record(path));
    if (response.status !== 200) throw new Error(`Publishing ${path} answered ${response.status}`);
  }
});

describe('drafts, history and restore', () => {
  it('saves a draft without changing what visitors see', async () => {
    invalidations.length = 0;
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
    invalidations.length = 0;
    const post = (path: string) =>
      t.request('/api/revalidate', { method: 'POST', cookie: cookies.editor, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path }) });
    expect((await post('/site-acme/about')).status).toBe(200);
    expect((await post('/site-acme/revalidate-all-site-pages')).status).toBe(200);
    expect(invalidations).toEqual([{ tags: [`site:${siteId}:page:/about`] }, { tags: [`site:${siteId}`] }]);
  });
});
