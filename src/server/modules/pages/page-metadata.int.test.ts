import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_MOVE_TO_OTHER_SITE, PAGE_PATH_RESERVED, PAGE_PATH_TAKEN } from '#core/pages/page-form-rules.ts';
import { PATH_TRAILING_SLASH, SYSTEM_PATH_FORBIDDEN, TEMPLATE_PATH_PREFIX } from '#core/rules/messages.ts';
import { page, pageVersion } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let roles: SiteRoles;
let invalidations: string[][] = [];

const doc = (text: string) => ({ root: { props: {} }, content: [{ type: 'Heading', props: { id: 'Heading-1', text, level: 'h1' } }] });

beforeAll(async () => {
  t = await createTestApp();
  t.deps.invalidatePages = (event) => {
    invalidations.push(event.tags ?? []);
  };
  roles = await seedSiteRoles(t, { tag: 'metadata', site: { uniqueId: 'meta', title: 'Meta' }, otherSite: { uniqueId: 'other', title: 'Other' } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  invalidations = [];
});

let counter = 0;
async function createPage(options: { kind?: 'page' | 'template' | 'system'; published?: boolean; path?: string } = {}) {
  counter += 1;
  const kind = options.kind ?? 'page';
  const pathWithNoSite = options.path ?? (kind === 'template' ? `/dynamic-content/all/posts${counter}` : `/page-${counter}`);
  const path = kind === 'system' ? pathWithNoSite : `/site-meta${pathWithNoSite}`;
  const { db } = t.deps.database;
  const [row] = await db
    .insert(page)
    .values({
      siteId: kind === 'system' ? null : roles.siteId,
      kind,
      path,
      pathWithNoSite,
      title: 'Old title',
      description: 'Old description',
      data: doc('Published text'),
      draft: doc('Draft text'),
      publishedAt: options.published === false ? null : new Date(),
    })
    .returning();
  await db.insert(pageVersion).values({ pageId: row!.id, version: 1, title: 'Old title', data: doc('Published text'), publishedBy: roles.userIds.admin });
  return row!;
}

const patch = (cookie: string | undefined, body: unknown) =>
  t.request('/api/editor', { method: 'PATCH', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function rowById(id: string) {
  const [row] = await t.deps.database.db.select().from(page).where(eq(page.id, id));
  return row;
}

describe('PATCH /api/editor (page metadata)', () => {
  it('changes title and description without touching the content, drafts or versions, and drops the cached page', async () => {
    const created = await createPage();
    const response = await patch(roles.cookies.editor, { path: created.path, title: '  New title ', description: 'New description' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { page: { title: string; description: string; path: string }; error: null };
    expect(body).toMatchObject({ page: { title: 'New title', description: 'New description', path: created.path }, error: null });
    const row = await rowById(created.id);
    expect(row).toMatchObject({ title: 'New title', description: 'New description', data: doc('Published text'), draft: doc('Draft text') });
    expect(row!.publishedAt?.toISOString()).toBe(created.publishedAt?.toISOString());
    const versions = await t.deps.database.db.select().from(pageVersion).where(eq(pageVersion.pageId, created.id));
    expect(versions).toHaveLength(1);
    expect(invalidations).toEqual([[`site:${roles.siteId}:page:${created.pathWithNoSite}`]]);
  });

  it('moves a page inside its site, keeping its versions, and drops both cached paths', async () => {
    const created = await createPage();
    const response = await patch(roles.cookies.owner, { path: created.path, title: 'Moved', description: '', newPath: '/site-meta/moved-here' });
    expect(response.status).toBe(200);
    const row = await rowById(created.id);
    expect(row).toMatchObject({ path: '/site-meta/moved-here', pathWithNoSite: '/moved-here', title: 'Moved', description: '' });
    expect(await t.deps.database.db.select().from(pageVersion).where(eq(pageVersion.pageId, created.id))).toHaveLength(1);
    expect(invalidations).toEqual([[`site:${roles.siteId}:page:${created.pathWithNoSite}`, `site:${roles.siteId}:page:/moved-here`]]);
  });

  it('does not touch the cache for a page that was never published', async () => {
    const created = await createPage({ published: false });
    expect((await patch(roles.cookies.editor, { path: created.path, title: 'Draft only' })).status).toBe(200);
    expect(invalidations).toEqual([]);
  });

  it('answers field errors (400) for a missing or too long title and a bad new path', async () => {
    const created = await createPage();
    for (const [body, field] of [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(256) }, 'title'],
      [{ title: 'Ok', description: 'x'.repeat(1001) }, 'description'],
    ] as const) {
      const response = await patch(roles.cookies.editor, { path: created.path, ...body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { validationErrors: Record<string, string[]> }).validationErrors).toHaveProperty(field);
    }
    const cases: [string, string][] = [
      ['/site-meta/trailing/', PATH_TRAILING_SLASH],
      ['/site-meta/manage/taken', SYSTEM_PATH_FORBIDDEN],
      ['/site-other/elsewhere', PAGE_MOVE_TO_OTHER_SITE],
      ['/site-meta/revalidate-all-site-pages', PAGE_PATH_RESERVED],
    ];
    for (const [newPath, message] of cases) {
      const response = await patch(roles.cookies.editor, { path: created.path, title: 'Ok', newPath });
      expect(response.status, newPath).toBe(400);
      expect(await response.json()).toMatchObject({ error: message, validationErrors: { path: [message] } });
    }
    expect((await rowById(created.id))!.path).toBe(created.path);
  });

  it('keeps templates on template paths', async () => {
    const created = await createPage({ kind: 'template' });
    const refused = await patch(roles.cookies.editor, { path: created.path, is_template: true, title: 'T', newPath: '/site-meta/not-a-template' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: TEMPLATE_PATH_PREFIX });
    const moved = await patch(roles.cookies.editor, { path: created.path, is_template: true, title: 'T', newPath: '/site-meta/dynamic-content/view/articles' });
    expect(moved.status).toBe(200);
  });

  it('refuses to move onto an existing page (409)', async () => {
    const first = await createPage();
    const second = await createPage();
    const response = await patch(roles.cookies.editor, { path: first.path, title: 'Clash', newPath: second.path });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: PAGE_PATH_TAKEN });
  });

  it('answers 404 for a page that does not exist and 400 for a missing path', async () => {
    const missing = await patch(roles.cookies.editor, { path: '/site-meta/nowhere', title: 'x' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: expect.any(String) });
    const noPath = await patch(roles.cookies.editor, { title: 'x' });
    expect(noPath.status).toBe(400);
    const notJson = await t.request('/api/editor', { method: 'PATCH', cookie: roles.cookies.editor, headers: { 'content-type': 'application/json' }, body: '[' });
    expect(notJson.status).toBe(400);
  });

  it('may not: anonymous (401), a stranger or another site\'s editor (403); site members may not change system pages', async () => {
    const created = await createPage();
    expect((await patch(undefined, { path: created.path, title: 'Nope' })).status).toBe(401);
    for (const role of ['stranger', 'otherEditor'] as const) {
      const response = await patch(roles.cookies[role], { path: created.path, title: 'Nope' });
      expect(response.status, role).toBe(403);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    const system = await createPage({ kind: 'system', path: `/manage/meta-${counter + 1}` });
    expect((await patch(roles.cookies.owner, { path: system.path, is_system: true, title: 'Nope' })).status).toBe(403);
    expect((await patch(roles.cookies.admin, { path: system.path, is_system: true, title: 'Admin' })).status).toBe(200);
    expect((await rowById(created.id))!.title).toBe('Old title');
  });
});
