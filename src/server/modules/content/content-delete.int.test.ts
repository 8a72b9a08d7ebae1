import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentItemUrl } from '#core/content/content-sources.ts';
import { REVALIDATE_NOT_DELETABLE } from '#core/content/messages.ts';
import { MEDIA_NOT_FOUND } from '#core/media/upload-messages.ts';
import { collection, document, media, page, pageVersion, site, siteMember } from '#server/db/schema.ts';
import { resolvePublicPage } from '#server/modules/pages/resolve-public-page.public.ts';
import { seedSiteRoles, type SiteRole, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * DELETE /api/{collection}/{id} and /api/data/{collection}/{id}. Policy: an item of a site the
 * caller may not manage is a 403 (as DELETE /api/media/:id and /api/editor answer); an id that
 * does not exist, is malformed or belongs to another collection is a 404.
 */

let t: TestApp;
let roles: SiteRoles;
let invalidations: string[] = [];
const doc = (text: string) => ({ root: { props: {} }, content: [{ type: 'Heading', props: { id: 'h', text } }] });
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedSiteRoles(t, { tag: 'content-delete', site: { uniqueId: 'acme', title: 'Acme' }, otherSite: { uniqueId: 'other', title: 'Other' } });
  t.deps.invalidatePages = (event) => {
    invalidations.push(...(event.tags ?? []));
  };
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  invalidations = [];
});

const remove = (collectionName: string, id: string, role: SiteRole | null) =>
  t.request(contentItemUrl(collectionName, id), { method: 'DELETE', cookie: role ? roles.cookies[role] : undefined });

async function expectAnswer(response: Response, status: number, body?: unknown) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  if (body !== undefined) expect(JSON.parse(text)).toEqual(body);
}

async function addPage(siteId: string | null, kind: 'page' | 'template' | 'system', pathWithNoSite: string) {
  counter += 1;
  const unique = `${pathWithNoSite}-${counter}`;
  const prefix = siteId === roles.siteId ? '/site-acme' : siteId === roles.otherSiteId ? '/site-other' : '';
  const [row] = await t.deps.database.db
    .insert(page)
    .values({ siteId, kind, path: `${prefix}${unique}`, pathWithNoSite: unique, title: 'Doomed', data: doc('Doomed'), publishedAt: new Date() })
    .returning();
  await t.deps.database.db.insert(pageVersion).values({ pageId: row!.id, version: 1, title: 'Doomed', data: doc('Doomed') });
  return row!;
}

async function addMedia(siteId: string | null, kind: 'image' | 'video') {
  counter += 1;
  const key = `uploads/${siteId ?? 'platform'}/item-${counter}.${kind === 'image' ? 'png' : 'mp4'}`;
  await t.deps.storage.put(key, Buffer.from('bytes'), kind === 'image' ? 'image/png' : 'video/mp4');
  const [row] = await t.deps.database.db
    .insert(media)
    .values({ siteId, kind, storageKey: key, url: `/media/${key}`, name: `item-${counter}`, bytes: 5, mime: kind === 'image' ? 'image/png' : 'video/mp4' })
    .returning();
  return row!;
}

async function addRecord(siteId: string | null, collectionName: string, ownerId: string | null = null) {
  const [row] = await t.deps.database.db.insert(document).values({ siteId, collection: collectionName, data: { title: 'Record' }, ownerId }).returning();
  return row!;
}

const pageExists = async (id: string) => (await t.deps.database.db.select({ id: page.id }).from(page).where(eq(page.id, id))).length === 1;
const mediaExists = async (id: string) => (await t.deps.database.db.select({ id: media.id }).from(media).where(eq(media.id, id))).length === 1;
const recordExists = async (id: string) => (await t.deps.database.db.select({ id: document.id }).from(document).where(eq(document.id, id))).length === 1;

describe('pages, templates and system pages', () => {
  it("deletes a site's page with its versions and drops the site's cached pages, as DELETE /api/editor does", async () => {
    const row = await addPage(roles.siteId, 'page', '/about');
    await expectAnswer(await remove('site_pages', row.id, 'editor'), 200, { success: true, error: null });
    expect(await pageExists(row.id)).toBe(false);
    expect(await t.deps.database.db.select().from(pageVersion).where(eq(pageVersion.pageId, row.id))).toEqual([]);
    expect(invalidations).toEqual([`site:${roles.siteId}`]);
  });

  it('deletes a template through site_templates, and a platform or system page through system_pages (admins)', async () => {
    const template = await addPage(roles.siteId, 'template', '/dynamic-content/all/products');
    await expectAnswer(await remove('site_templates', template.id, 'owner'), 200);
    expect(await pageExists(template.id)).toBe(false);

    const platform = await addPage(null, 'page', '/pricing');
    await expectAnswer(await remove('system_pages', platform.id, 'owner'), 403);
    await expectAnswer(await remove('system_pages', platform.id, 'admin'), 200);
    const system = await addPage(null, 'system', '/manage/tools');
    await expectAnswer(await remove('system_pages', system.id, 'admin'), 200);
    expect([await pageExists(platform.id), await pageExists(system.id)]).toEqual([false, false]);
    expect(invalidations).toEqual([`site:${roles.siteId}`, 'platform', 'platform']);
  });

  it("refuses another site's page (403) and nobody signed out (401); nothing is deleted or invalidated", async () => {
    const row = await addPage(roles.otherSiteId, 'page', '/theirs');
    await expectAnswer(await remove('site_pages', row.id, 'editor'), 403);
    await expectAnswer(await remove('site_pages', row.id, 'stranger'), 403);
    await expectAnswer(await remove('site_pages', row.id, null), 401, { error: 'Authentication required' });
    expect(await pageExists(row.id)).toBe(true);
    expect(invalidations).toEqual([]);
  });

  it('answers 404 for a malformed id, an unknown id and a page of another collection', async () => {
    const template = await addPage(roles.siteId, 'template', '/dynamic-content/all/kept');
    await expectAnswer(await remove('site_pages', 'not-a-uuid', 'admin'), 404, { error: 'Page not found' });
    await expectAnswer(await remove('site_pages', crypto.randomUUID(), 'admin'), 404);
    await expectAnswer(await remove('site_pages', template.id, 'admin'), 404);
    await expectAnswer(await remove('system_pages', template.id, 'admin'), 404);
    expect(await pageExists(template.id)).toBe(true);
  });

  it('never deletes revalidate records: 405', async () => {
    const row = await addPage(roles.siteId, 'page', '/published');
    const refused = await remove('system_revalidate', row.id, 'admin');
    expect(refused.headers.get('allow')).toBe('GET');
    await expectAnswer(refused, 405, { error: REVALIDATE_NOT_DELETABLE });
    await expectAnswer(await remove('system_revalidate', row.id, null), 401);
    expect(await pageExists(row.id)).toBe(true);
  });
});

describe('images and videos', () => {
  it("deletes the site's image, its file included", async () => {
    const row = await addMedia(roles.siteId, 'image');
    await expectAnswer(await remove('system_images', row.id, 'editor'), 200, { success: true, error: null });
    expect(await mediaExists(row.id)).toBe(false);
    expect(await t.deps.storage.get(row.storageKey)).toBeNull();
  });

  it("refuses another site's media (403) and platform media to non-admins", async () => {
    const theirs = await addMedia(roles.otherSiteId, 'video');
    await expectAnswer(await remove('system_videos', theirs.id, 'editor'), 403);
    const platform = await addMedia(null, 'image');
    await expectAnswer(await remove('system_images', platform.id, 'owner'), 403);
    await expectAnswer(await remove('system_images', platform.id, 'admin'), 200);
    expect(await mediaExists(theirs.id)).toBe(true);
  });

  it('answers 404 for a video addressed as an image, and bad ids', async () => {
    const video = await addMedia(roles.siteId, 'video');
    await expectAnswer(await remove('system_images', video.id, 'editor'), 404, { error: MEDIA_NOT_FOUND });
    await expectAnswer(await remove('system_images', '12345', 'editor'), 404);
    await expectAnswer(await remove('system_videos', video.id, 'editor'), 200);
  });
});

describe('records', () => {
  it("deletes a site's record for its members and admins, not for others", async () => {
    const record = await addRecord(roles.siteId, 'products');
    await expectAnswer(await remove('products', record.id, 'otherEditor'), 403);
    await expectAnswer(await remove('products', record.id, 'stranger'), 403);
    await expectAnswer(await remove('products', record.id, null), 401);
    expect(await recordExists(record.id)).toBe(true);
    await expectAnswer(await remove('products', record.id, 'editor'), 200, { success: true, error: null });
    expect(await recordExists(record.id)).toBe(false);
  });

  it('does not let the author of a record delete it without being a member: having created it grants nothing', async () => {
    const record = await addRecord(roles.siteId, 'enquiries', roles.userIds.stranger);
    await expectAnswer(await remove('enquiries', record.id, 'stranger'), 403, { error: 'You do not have permission to delete this record' });
    expect(await recordExists(record.id)).toBe(true);
    await expectAnswer(await remove('enquiries', record.id, 'owner'), 200);
    expect(await recordExists(record.id)).toBe(false);
  });

  it('answers 404 for a record of another collection, bad ids and system collection names', async () => {
    const record = await addRecord(roles.siteId, 'products');
    await expectAnswer(await remove('posts', record.id, 'admin'), 404, { error: 'Record not found' });
    await expectAnswer(await remove('products', 'nope', 'admin'), 404);
    const viaData = await t.request(`/api/data/system_sites/${record.id}`, { method: 'DELETE', cookie: roles.cookies.admin });
    await expectAnswer(viaData, 404, { error: 'Unknown collection' });
    expect(await recordExists(record.id)).toBe(true);
  });
});

describe('sites', () => {
  async function addDoomedSite(uniqueId: string) {
    const { db } = t.deps.database;
    const [created] = await db.insert(site).values({ uniqueId, title: `Doomed ${uniqueId}`, ownerId: roles.userIds.owner }).returning();
    await db.insert(siteMember).values([
      { siteId: created!.id, userId: roles.userIds.owner, role: 'owner' },
      { siteId: created!.id, userId: roles.userIds.editor, role: 'editor' },
    ]);
    await db.insert(page).values({ siteId: created!.id, kind: 'page', path: `/site-${uniqueId}/homepage`, pathWithNoSite: '/homepage', title: 'Doomed home', data: doc('Doomed home'), publishedAt: new Date() });
    await db.insert(collection).values({ siteId: created!.id, name: 'products' });
    const record = await addRecord(created!.id, 'products');
    const image = await addMedia(created!.id, 'image');
    return { id: created!.id, record, image };
  }

  it('deletes a site and everything it owns for its owner; its pages stop being served', async () => {
    const doomed = await addDoomedSite('doomed');
    const before = await resolvePublicPage(t.deps.database.db, 'localhost:3000', '/site-doomed/homepage');
    expect(before.kind === 'page' && before.page.title).toBe('Doomed home');

    await expectAnswer(await remove('system_sites', 'doomed', 'owner'), 200, { success: true, error: null });

    const after = await resolvePublicPage(t.deps.database.db, 'localhost:3000', '/site-doomed/homepage');
    expect(after.kind === 'page').toBe(false);
    expect(invalidations).toEqual([`site:${doomed.id}`]);
    const { db } = t.deps.database;
    expect(await db.select().from(site).where(eq(site.id, doomed.id))).toEqual([]);
    expect(await db.select().from(page).where(eq(page.siteId, doomed.id))).toEqual([]);
    expect(await recordExists(doomed.record.id)).toBe(false);
    expect(await mediaExists(doomed.image.id)).toBe(false);
    expect(await db.select().from(siteMember).where(eq(siteMember.siteId, doomed.id))).toEqual([]);
    // The files go after the answer.
    await vi.waitFor(async () => expect(await t.deps.storage.get(doomed.image.storageKey)).toBeNull());
  });

  it('refuses editors (only owners and admins delete a site) and members of other sites', async () => {
    const doomed = await addDoomedSite('kept');
    await expectAnswer(await remove('system_sites', 'kept', 'editor'), 403);
    await expectAnswer(await remove('system_sites', 'kept', 'otherEditor'), 403);
    await expectAnswer(await remove('system_sites', 'kept', null), 401);
    expect(await t.deps.database.db.select({ id: site.id }).from(site).where(eq(site.id, doomed.id))).toHaveLength(1);
    expect(invalidations).toEqual([]);
    // Admins delete any site, by uuid as well as by unique_id.
    await expectAnswer(await remove('system_sites', doomed.id, 'admin'), 200);
  });

  it('answers 404 for a site that does not exist', async () => {
    await expectAnswer(await remove('system_sites', 'no-such-site', 'admin'), 404, { error: 'Site not found' });
  });
});

describe('routes around the collection routers', () => {
  it('POST /api/system_images and /api/system_sites still reach their own handlers', async () => {
    const created = await t.request('/api/system_sites', {
      method: 'POST',
      cookie: roles.cookies.stranger,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Fresh site' }),
    });
    expect(created.status).toBe(201);
    const recorded = await t.request('/api/system_images', {
      method: 'POST',
      cookie: roles.cookies.editor,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://elsewhere.example/x.png' }),
    });
    expect(recorded.status).toBe(400);
  });

  it('an API path nobody serves is still a JSON 404', async () => {
    await expectAnswer(await t.request('/api/system_nothing', { cookie: roles.cookies.admin }), 404);
    await expectAnswer(await t.request('/api/system_root', { cookie: roles.cookies.admin }), 404);
  });
});
