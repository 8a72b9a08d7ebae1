import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MARKDOWN_IMAGE_ONE_FILE, MARKDOWN_IMAGE_PATH } from '#core/media/markdown-image.ts';
import { MAX_IMAGE_BYTES } from '#core/media/upload-limits.ts';
import { UPLOAD_FORBIDDEN, UPLOAD_SITE_NOT_FOUND, UPLOAD_UNAUTHORIZED, uploadTooLargeMessage, uploadWrongTypeMessage } from '#core/media/upload-messages.ts';
import { media } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let cookies: SiteRoles['cookies'];
let siteId = '';

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedSiteRoles(t, { tag: 'mdimage', site: { uniqueId: 'acme', title: 'Acme' }, otherSite: { uniqueId: 'other', title: 'Other' } });
  cookies = seeded.cookies;
  siteId = seeded.siteId;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.deps.database.db.delete(media);
});

const png = () => sharp({ create: { width: 30, height: 20, channels: 4, background: '#2040c0' } }).png().toBuffer();

type Part = { bytes: Uint8Array; name: string; type?: string };

function send(cookie: string | undefined, parts: Part[], fields: Record<string, string> = { siteId: 'acme' }, field = 'image') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const part of parts) form.append(field, new Blob([part.bytes as Uint8Array<ArrayBuffer>], { type: part.type ?? 'application/octet-stream' }), part.name);
  return t.request(MARKDOWN_IMAGE_PATH, { method: 'POST', cookie, body: form });
}

const rows = () => t.deps.database.db.select().from(media);

async function expectRefused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error: message });
  expect(await rows()).toEqual([]);
}

describe('POST /api/media/markdown-image', () => {
  it('stores the image like any upload and answers data.image with alt and title from the file name', async () => {
    const response = await send(cookies.editor, [{ bytes: await png(), name: 'Team photo.final.png', type: 'image/png' }]);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { image: { url: string; alt: string; title: string } }; error: null };
    expect(body).toEqual({ data: { image: { url: expect.stringMatching(/^\/media\/uploads\/.+\.png$/), alt: 'Team photo.final', title: 'Team photo.final' } }, error: null });
    const [row] = await rows();
    expect(row).toMatchObject({ siteId, kind: 'image', mime: 'image/png', width: 30, height: 20, name: 'Team photo.final.png', alt: 'Team photo.final', url: body.data.image.url });
    const served = await t.request(body.data.image.url);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('png');
  });

  it("answers 'Uploaded image' when the file has no name, and lets admins upload platform media", async () => {
    const response = await send(cookies.admin, [{ bytes: await png(), name: '.png' }], {});
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ data: { image: { alt: 'Uploaded image', title: 'Uploaded image' } } });
    expect((await rows())[0]).toMatchObject({ siteId: null });
  });

  it('refuses a renamed non-image by its bytes', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await expectRefused(await send(cookies.owner, [{ bytes: svg, name: 'innocent.png', type: 'image/png' }]), 415, uploadWrongTypeMessage('innocent.png', 'image'));
  });

  it('refuses an image over the 4 MB limit', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(await png());
    await expectRefused(await send(cookies.owner, [{ bytes: big, name: 'huge.png', type: 'image/png' }]), 413, uploadTooLargeMessage('huge.png', MAX_IMAGE_BYTES));
  });

  it('takes exactly one file in the image field', async () => {
    await expectRefused(await send(cookies.editor, []), 400, MARKDOWN_IMAGE_ONE_FILE);
    const two = [
      { bytes: await png(), name: 'a.png' },
      { bytes: await png(), name: 'b.png' },
    ];
    await expectRefused(await send(cookies.editor, two), 400, MARKDOWN_IMAGE_ONE_FILE);
    await expectRefused(await send(cookies.editor, [{ bytes: await png(), name: 'a.png' }], { siteId: 'acme' }, 'files'), 400, MARKDOWN_IMAGE_ONE_FILE);
    const json = await t.request(MARKDOWN_IMAGE_PATH, { method: 'POST', cookie: cookies.editor, headers: { 'content-type': 'application/json' }, body: '{"image":"x"}' });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: MARKDOWN_IMAGE_ONE_FILE });
  });

  it('answers 401 to anonymous callers and 403 to people outside the site', async () => {
    const bytes = await png();
    await expectRefused(await send(undefined, [{ bytes, name: 'a.png' }]), 401, UPLOAD_UNAUTHORIZED);
    await expectRefused(await send(cookies.otherEditor, [{ bytes, name: 'a.png' }]), 403, UPLOAD_FORBIDDEN);
    await expectRefused(await send(cookies.stranger, [{ bytes, name: 'a.png' }]), 403, UPLOAD_FORBIDDEN);
    // Platform media is for admins only.
    await expectRefused(await send(cookies.owner, [{ bytes, name: 'a.png' }], {}), 403, UPLOAD_FORBIDDEN);
    await expectRefused(await send(cookies.editor, [{ bytes, name: 'a.png' }], { siteId: 'no-such-site' }), 404, UPLOAD_SITE_NOT_FOUND);
  });
});
