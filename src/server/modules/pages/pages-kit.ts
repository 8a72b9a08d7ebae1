import { afterAll, beforeAll } from 'vitest';
import { site, siteMember } from '#server/db/schema.ts';
import { latestVersionAt } from '#server/testing/page-versions.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

export let t: TestApp;
export const invalidations: { tags?: string[] }[] = [];
export const cookies: Record<'owner' | 'editor' | 'stranger' | 'admin', string> = {} as never;
export let siteId = '';

export const doc = (text: string) => ({
  root: { props: { title: 'About' } },
  content: [{ type: 'Heading', props: { id: 'Heading-1', text, level: 'h1' } }],
});

/** Publishes as an editor that has just opened the page would, unless the body names its own baseVersion. */
export const publish = async (cookie: string | undefined, body: Record<string, unknown>) => {
  const sent = 'baseVersion' in body ? body : { ...body, baseVersion: await latestVersionAt(t, String(body.path ?? '')) };
  return t.request('/api/editor', { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(sent) });
};

export const record = (path: string, data: unknown = doc('Hello'), extra: Record<string, unknown> = {}) => ({
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

/** One app per test file: a site with an owner and an editor, a stranger and an admin; invalidations recorded. */
export function setUpPagesApp() {
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
}
