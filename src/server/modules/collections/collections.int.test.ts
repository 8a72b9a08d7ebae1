import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS_API, type CollectionSummary } from '#core/forms/collection-summary.ts';
import { duplicateInputMessage } from '#core/forms/duplicate-names.ts';
import { collection, document, formBinding, page } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRole, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { COLLECTIONS_FORBIDDEN } from './collection-access.ts';
import { COLLECTION_EXISTS, INVALID_COLLECTION_NAME } from './save-collection.ts';

let t: TestApp;
let roles: SiteRoles;

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedSiteRoles(t, { tag: 'collections', site: { uniqueId: 'acme', title: 'Acme' }, otherSite: { uniqueId: 'other', title: 'Other' } });
});
afterAll(async () => {
  await t?.close();
});

const send = (role: SiteRole | null, method: string, url: string, body?: unknown) =>
  t.request(url, { method, cookie: role ? roles.cookies[role] : undefined, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

async function listOf(role: SiteRole, siteId = 'acme'): Promise<CollectionSummary[]> {
  const response = await send(role, 'GET', `${COLLECTIONS_API}?siteId=${siteId}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: CollectionSummary[] }).data;
}

describe('GET /api/collections', () => {
  it("lists the site's defined collections and the names that only hold records or forms, with counts", async () => {
    const { db } = t.deps.database;
    await send('owner', 'POST', COLLECTIONS_API, { siteId: 'acme', name: 'leads', fields: [{ name: 'email', type: 'email', validationObject: { required: true } }] });
    await db.insert(document).values([
      { siteId: roles.siteId, collection: 'leads', data: { email: 'a@b.co' } },
      { siteId: roles.siteId, collection: 'leads', data: { email: 'c@d.co' } },
      { siteId: roles.siteId, collection: 'notes-public', data: { title: 'x' } },
      { siteId: roles.otherSiteId, collection: 'secret', data: { title: 'not ours' } },
    ]);
    const [formPage] = await db.insert(page).values({ siteId: roles.siteId, kind: 'page', path: '/site-acme/contact', pathWithNoSite: '/contact', title: 'Contact', data: {} }).returning();
    await db.insert(formBinding).values({ siteId: roles.siteId, pageId: formPage!.id, blockId: 'Form-1', collectionName: 'messages', inputs: [] });

    const list = await listOf('editor');
    expect(list.map((c) => [c.name, c.recordCount, c.formCount, c.defined, c.isPublic])).toEqual([
      ['leads', 2, 0, true, false],
      ['messages', 0, 1, false, false],
      ['notes-public', 1, 0, false, true],
    ]);
    expect(list[0]!.fields).toEqual([{ name: 'email', type: 'email', validationObject: { required: true } }]);
  });

  it('is for the site members and admins only', async () => {
    expect((await send(null, 'GET', `${COLLECTIONS_API}?siteId=acme`)).status).toBe(401);
    for (const role of ['stranger', 'otherEditor'] as const) {
      const response = await send(role, 'GET', `${COLLECTIONS_API}?siteId=acme`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: COLLECTIONS_FORBIDDEN });
    }
    expect((await listOf('admin')).length).toBeGreaterThan(0);
    expect((await send('editor', 'GET', `${COLLECTIONS_API}?siteId=nowhere`)).status).toBe(404);
    expect((await send('editor', 'GET', COLLECTIONS_API)).status).toBe(403);
    expect((await send('admin', 'GET', COLLECTIONS_API)).status).toBe(200);
  });
});

describe('POST and PUT /api/collections', () => {
  it('refuses a bad or reserved name and an existing one', async () => {
    for (const name of ['', 'has space', 'system_pages', 'site_pages', '-lead', 'x'.repeat(101), 42]) {
      const response = await send('owner', 'POST', COLLECTIONS_API, { siteId: 'acme', name });
      expect(response.status, String(name)).toBe(400);
      expect(await response.json()).toEqual({ error: INVALID_COLLECTION_NAME, validationErrors: { name: [INVALID_COLLECTION_NAME] } });
    }
    expect((await send('owner', 'POST', COLLECTIONS_API, { siteId: 'acme', name: 'orders-2026' })).status).toBe(201);
    const again = await send('editor', 'POST', COLLECTIONS_API, { siteId: 'acme', name: 'orders-2026' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: COLLECTION_EXISTS });
    // The same name in another site is another collection.
    expect((await send('otherEditor', 'POST', COLLECTIONS_API, { siteId: 'other', name: 'orders-2026' })).status).toBe(201);
  });

  it('saves a definition through the one parser, naming the problem, and creates it for a name that only had records', async () => {
    const bad = await send('editor', 'PUT', `${COLLECTIONS_API}/leads`, { siteId: 'acme', fields: [{ name: 'a', type: 'text' }, { name: 'a', type: 'email' }] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: duplicateInputMessage('a', 2), validationErrors: { fields: [duplicateInputMessage('a', 2)] } });
    expect((await send('editor', 'PUT', `${COLLECTIONS_API}/leads`, { siteId: 'acme' })).status).toBe(400);
    expect((await send('editor', 'PUT', `${COLLECTIONS_API}/leads`, { siteId: 'acme', fields: 'text' })).status).toBe(400);

    const saved = await send('editor', 'PUT', `${COLLECTIONS_API}/leads`, { siteId: 'acme', fields: [{ name: 'name', type: 'text', label: 'Name', junk: true }] });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: { fields: unknown } }).data.fields).toEqual([{ name: 'name', type: 'text', label: 'Name' }]);

    const adopted = await send('owner', 'PUT', `${COLLECTIONS_API}/notes-public`, { siteId: 'acme', fields: [{ name: 'title', type: 'text' }] });
    expect(adopted.status).toBe(200);
    const notes = (await listOf('owner')).find((c) => c.name === 'notes-public');
    expect(notes).toMatchObject({ defined: true, recordCount: 1, fields: [{ name: 'title', type: 'text' }] });
  });

  it('answers 400, not 500, to a body that is not a JSON object', async () => {
    const response = await t.request(COLLECTIONS_API, { method: 'POST', cookie: roles.cookies.owner, headers: { 'content-type': 'application/json' }, body: '[1,2' });
    expect(response.status).toBe(400);
    expect((await send('owner', 'POST', COLLECTIONS_API, { siteId: 7, name: 'x' })).status).toBe(400);
  });
});

describe('PUT /api/collections/{name}/settings', () => {
  it('stores whether submitters may edit their submissions, lists it, and keeps products at never', async () => {
    const { db } = t.deps.database;
    // A name that only holds records gets its row with the setting.
    await db.insert(document).values({ siteId: roles.siteId, collection: 'sign-ups', data: { name: 'Ada' } });
    expect((await listOf('owner')).find((c) => c.name === 'sign-ups')).toMatchObject({ submitterEdits: 'never', submitterEditsPossible: true });
    const saved = await send('editor', 'PUT', `${COLLECTIONS_API}/sign-ups/settings`, { siteId: 'acme', submitterEdits: '24h' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ data: { name: 'sign-ups', submitterEdits: '24h' }, error: null });
    expect((await listOf('owner')).find((c) => c.name === 'sign-ups')).toMatchObject({ submitterEdits: '24h', defined: true, fields: [] });
    // Saving the fields afterwards keeps the setting.
    expect((await send('owner', 'PUT', `${COLLECTIONS_API}/sign-ups`, { siteId: 'acme', fields: [{ name: 'name', type: 'text' }] })).status).toBe(200);
    expect((await listOf('owner')).find((c) => c.name === 'sign-ups')).toMatchObject({ submitterEdits: '24h' });

    const bad = await send('owner', 'PUT', `${COLLECTIONS_API}/sign-ups/settings`, { siteId: 'acme', submitterEdits: 'sometimes' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'submitterEdits must be one of never, 24h, always', validationErrors: { submitterEdits: ['submitterEdits must be one of never, 24h, always'] } });
    expect((await send('owner', 'PUT', `${COLLECTIONS_API}/system_pages/settings`, { siteId: 'acme', submitterEdits: 'never' })).status).toBe(400);
    expect((await send('stranger', 'PUT', `${COLLECTIONS_API}/sign-ups/settings`, { siteId: 'acme', submitterEdits: 'always' })).status).toBe(403);

    // Products are never the submitters': refused, and listed as not possible whatever is stored.
    const products = await send('owner', 'PUT', `${COLLECTIONS_API}/products/settings`, { siteId: 'acme', submitterEdits: 'always' });
    expect(products.status).toBe(400);
    expect((await send('owner', 'PUT', `${COLLECTIONS_API}/products/settings`, { siteId: 'acme', submitterEdits: 'never' })).status).toBe(200);
    await db.update(collection).set({ submitterEdits: 'always' }).where(and(eq(collection.siteId, roles.siteId), eq(collection.name, 'products')));
    expect((await listOf('owner')).find((c) => c.name === 'products')).toMatchObject({ submitterEdits: 'never', submitterEditsPossible: false });
  });
});
