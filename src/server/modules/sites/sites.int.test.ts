import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site, siteMember } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { listSitesForActor } from './queries.public.ts';
import { updateSiteSettings } from './update-site-settings.ts';

let t: TestApp;
const actors: Record<'owner' | 'editor' | 'stranger' | 'admin', { id: string; role: string | null; cookie: string }> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['owner', 'editor', 'stranger', 'admin'] as const) {
    const { cookie, userId } = await t.signUp(`${name}@example.com`, { admin: name === 'admin' });
    actors[name] = { id: userId, role: name === 'admin' ? 'admin' : 'user', cookie };
  }
  const { db } = t.deps.database;
  const [created] = await db.insert(site).values({ uniqueId: 'acme', title: 'Acme', ownerId: actors.owner.id }).returning();
  await db.insert(siteMember).values([
    { siteId: created!.id, userId: actors.owner.id, role: 'owner' },
    { siteId: created!.id, userId: actors.editor.id, role: 'editor' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const settings = { title: 'Acme Shop', description: 'Things', language: 'fr', url: 'https://shop.acme.test', is_active: true };

describe('site access', () => {
  it('lists a site to its members and admins only, with their role', async () => {
    const { db } = t.deps.database;
    expect((await listSitesForActor(db, actors.owner)).map((s) => [s.unique_id, s.role])).toEqual([['acme', 'owner']]);
    expect((await listSitesForActor(db, actors.editor)).map((s) => [s.unique_id, s.role])).toEqual([['acme', 'editor']]);
    expect(await listSitesForActor(db, actors.stranger)).toEqual([]);
    expect((await listSitesForActor(db, actors.admin)).map((s) => s.unique_id)).toEqual(['acme']);
  });

  it('GET /api/sites answers 401 anonymously and the member list otherwise', async () => {
    expect((await t.request('/api/sites')).status).toBe(401);
    const response = await t.request('/api/sites', { cookie: actors.stranger.cookie });
    expect(((await response.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('lets the owner change settings', async () => {
    await updateSiteSettings(t.deps, actors.owner, 'acme', settings);
    const [row] = await t.deps.database.db.select().from(site).where(eq(site.uniqueId, 'acme'));
    expect(row).toMatchObject({ title: 'Acme Shop', language: 'fr', url: 'https://shop.acme.test', domain: 'shop.acme.test' });
  });

  it('refuses editors and strangers with 403 and keeps the settings', async () => {
    const asEditor = await updateSiteSettings(t.deps, actors.editor, 'acme', { ...settings, title: 'Hijacked' }).catch((e: unknown) => e);
    expect(asEditor).toBeInstanceOf(HttpError);
    expect((asEditor as HttpError).status).toBe(403);
    const asStranger = await updateSiteSettings(t.deps, actors.stranger, 'acme', { ...settings, title: 'Hijacked' }).catch((e: unknown) => e);
    expect((asStranger as HttpError).status).toBe(403);
    const [row] = await t.deps.database.db.select().from(site).where(eq(site.uniqueId, 'acme'));
    expect(row?.title).toBe('Acme Shop');
  });

  it('rejects bad input with field messages and changes nothing', async () => {
    const error = (await updateSiteSettings(t.deps, actors.owner, 'acme', { ...settings, title: 'A', url: 'ftp://x', language: 'xx' }).catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error.status).toBe(400);
    expect(error.validationErrors).toEqual({
      title: ['this field must be at least 2 characters'],
      url: ['Invalid URL (must start with http:// or https:// and include a valid domain)'],
      language: ['Choose one of the listed languages'],
    });
    const [row] = await t.deps.database.db.select().from(site).where(eq(site.uniqueId, 'acme'));
    expect(row?.title).toBe('Acme Shop');
  });
});
