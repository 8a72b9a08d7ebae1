import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MEDIA_ALT_LENGTH } from '#core/media/upload-limits.ts';
import { MEDIA_ALT_TOO_LONG, MEDIA_FORBIDDEN, MEDIA_URL_NOT_OURS } from '#core/media/upload-messages.ts';
import { media } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let cookies: SiteRoles['cookies'];
let siteId = '';

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedSiteRoles(t, { tag: 'media-items', site: { uniqueId: 'acme', title: 'Acme' }, otherSite: { uniqueId: 'other', title: 'Other' } });
  cookies = seeded.cookies;
  siteId = seeded.siteId;
});
afterAll(async () => {
  await t?.close();
});

interface Uploaded {
  id: string;
  url: string;
  webpUrl: string;
}

async function uploadImage(cookie: string, siteField = 'acme'): Promise<Uploaded> {
  const form = new FormData();
  form.append('siteId', siteField);
  const bytes = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  form.append('files', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'pic.jpg');
  const response = await t.request('/api/media/upload', { method: 'POST', cookie, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { files: Uploaded[] }).files[0]!;
}

const json = (path: string, method: string, cookie: string | undefined, body: unknown) =>
  t.request(path, { method, cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const rowOf = async (id: string) => (await t.deps.database.db.select().from(media).where(eq(media.id, id)))[0] ?? null;

describe('PATCH /api/media/:id', () => {
  it('edits name, description and alt for a member of its site', async () => {
    const item = await uploadImage(cookies.editor);
    const response = await json(`/api/media/${item.id}`, 'PATCH', cookies.owner, { name: 'Sea', description: 'The sea at noon', alt: 'Blue water' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ file: { id: item.id, name: 'Sea', description: 'The sea at noon', alt: 'Blue water' } });
    expect(await rowOf(item.id)).toMatchObject({ name: 'Sea', alt: 'Blue water' });
  });

  it('refuses alt text over the limit, and an empty name', async () => {
    const item = await uploadImage(cookies.editor);
    const long = await json(`/api/media/${item.id}`, 'PATCH', cookies.editor, { alt: 'x'.repeat(MAX_MEDIA_ALT_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: MEDIA_ALT_TOO_LONG });
    expect((await json(`/api/media/${item.id}`, 'PATCH', cookies.editor, { name: ' ' })).status).toBe(400);
  });

  it("refuses another site's editor (403) and anonymous callers (401)", async () => {
    const item = await uploadImage(cookies.editor);
    const response = await json(`/api/media/${item.id}`, 'PATCH', cookies.otherEditor, { alt: 'Hijacked' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: MEDIA_FORBIDDEN });
    expect((await json(`/api/media/${item.id}`, 'PATCH', undefined, { alt: 'Hijacked' })).status).toBe(401);
    expect((await rowOf(item.id))?.alt).toBe('');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await json(`/api/media/${crypto.randomUUID()}`, 'PATCH', cookies.admin, { alt: 'x' })).status).toBe(404);
    expect((await json('/api/media/not-a-uuid', 'PATCH', cookies.admin, { alt: 'x' })).status).toBe(404);
  });
});

describe('DELETE /api/media/:id', () => {
  it('removes the row, the file, its WebP copy and the width variants already made', async () => {
    const item = await uploadImage(cookies.editor);
    expect((await t.request(`${item.url}?w=320`)).status).toBe(200);
    const row = (await rowOf(item.id))!;
    const response = await t.request(`/api/media/${item.id}`, { method: 'DELETE', cookie: cookies.editor });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await rowOf(item.id)).toBeNull();
    for (const key of [row.storageKey, row.storageKey.replace(/\.jpg$/, '.webp'), `_variants/w320/${row.storageKey}.webp`]) expect(await t.deps.storage.get(key)).toBeNull();
    expect((await t.request(item.url)).status).toBe(404);
  });

  it("refuses another site's editor (403): row and file stay", async () => {
    const item = await uploadImage(cookies.editor);
    const response = await t.request(`/api/media/${item.id}`, { method: 'DELETE', cookie: cookies.otherEditor });
    expect(response.status).toBe(403);
    expect(await rowOf(item.id)).not.toBeNull();
    expect((await t.request(item.url)).status).toBe(200);
  });

  it('lets an admin delete any site’s item', async () => {
    const item = await uploadImage(cookies.editor);
    expect((await t.request(`/api/media/${item.id}`, { method: 'DELETE', cookie: cookies.admin })).status).toBe(200);
    expect(await rowOf(item.id)).toBeNull();
  });
});

describe('POST /api/system_images', () => {
  it('records name and description (and alt) for an image the upload stored, by relative or absolute URL', async () => {
    const item = await uploadImage(cookies.editor);
    const response = await json('/api/system_images', 'POST', cookies.editor, { url: item.url, name: 'Harbour', description: 'Boats' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ error: null, file: { id: item.id, name: 'Harbour', description: 'Boats' } });
    const absolute = await json('/api/system_images', 'POST', cookies.editor, { url: `${TEST_ORIGIN}${item.url}`, alt: 'Boats in a harbour', siteId: 'acme' });
    expect(absolute.status).toBe(200);
    expect(await rowOf(item.id)).toMatchObject({ name: 'Harbour', description: 'Boats', alt: 'Boats in a harbour' });
    expect(await t.deps.database.db.select().from(media).where(eq(media.url, item.url))).toHaveLength(1);
  });

  it('makes the row for an image of ours stored under the site without one', async () => {
    const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#000' } }).png().toBuffer();
    const key = `uploads/${siteId}/${crypto.randomUUID()}.png`;
    await t.deps.storage.put(key, bytes, 'image/png');
    const response = await json('/api/system_images', 'POST', cookies.editor, { url: `/media/${key}`, name: 'Found', description: '' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ file: { name: 'Found', width: 30, height: 20, mime: 'image/png', siteId } });
  });

  it('refuses URLs that are not ours: another host, a path outside /media, a missing object, a file outside uploads', async () => {
    const item = await uploadImage(cookies.editor);
    for (const url of [
      'https://images.example.com/photo.jpg',
      `https://evil.example${item.url}`,
      '/api/health',
      `/media/uploads/${siteId}/${crypto.randomUUID()}.png`,
      '/media/acme/logo.webp',
      '/media/../etc/passwd',
      `${item.url}?w=320`,
    ]) {
      const response = await json('/api/system_images', 'POST', cookies.editor, { url, name: 'x', description: '' });
      expect(response.status, url).toBe(400);
      expect(await response.json()).toEqual({ error: MEDIA_URL_NOT_OURS });
    }
    expect(await t.deps.database.db.select().from(media).where(eq(media.name, 'x'))).toEqual([]);
  });

  it("refuses another site's editor (403), and an URL recorded for another site (400)", async () => {
    const item = await uploadImage(cookies.editor);
    const response = await json('/api/system_images', 'POST', cookies.otherEditor, { url: item.url, name: 'Mine now', description: '' });
    expect(response.status).toBe(403);
    const wrongSite = await json('/api/system_images', 'POST', cookies.otherEditor, { url: item.url, name: 'Mine now', description: '', siteId: 'other' });
    expect(wrongSite.status).toBe(400);
    expect((await rowOf(item.id))?.name).toBe('pic.jpg');
    expect((await json('/api/system_images', 'POST', undefined, { url: item.url, name: 'x', description: '' })).status).toBe(401);
  });
});
