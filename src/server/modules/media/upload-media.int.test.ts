import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_MEDIA_ALT_LENGTH } from '#core/media/upload-limits.ts';
import { MEDIA_ALT_TOO_LONG, UPLOAD_TOO_MANY_IMAGES, UPLOAD_UNAUTHORIZED, uploadTooLargeMessage, uploadTooManyPixelsMessage, uploadWrongTypeMessage } from '#core/media/upload-messages.ts';
import { media } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { IMAGE_UPLOAD_BODY_LIMIT_BYTES } from './upload-media.public.ts';

let t: TestApp;
let cookies: SiteRoles['cookies'];
let siteId = '';
let otherSiteId = '';
let mediaDir = '';

const VIDEO_LIMIT = 64 * 1024;

beforeAll(async () => {
  t = await createTestApp({ MEDIA_VIDEO_MAX_BYTES: String(VIDEO_LIMIT) });
  mediaDir = `${t.deps.env.DATA_DIR}/media`;
  const seeded = await seedSiteRoles(t, { tag: 'upload', site: { uniqueId: 'acme', title: 'Acme' }, otherSite: { uniqueId: 'other', title: 'Other' } });
  cookies = seeded.cookies;
  siteId = seeded.siteId;
  otherSiteId = seeded.otherSiteId;
});
afterAll(async () => {
  await t?.close();
});

// ---- Real files ----

/** A JPEG with EXIF: camera make and GPS position. */
const jpegWithGps = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#c04020' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' } })
    .toBuffer();
const png = () => sharp({ create: { width: 64, height: 32, channels: 4, background: '#2040c0' } }).png().toBuffer();
const gif = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#20c040' } }).gif().toBuffer();
const webp = () => sharp({ create: { width: 50, height: 50, channels: 3, background: '#808080' } }).webp().toBuffer();
const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
const mp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(64)]);
const webm = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(64)]);

type Part = { bytes: Uint8Array; name: string; type?: string };

function upload(cookie: string | undefined, parts: Part[], fields: Record<string, string | string[]> = { siteId: 'acme' }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(key, v);
  for (const part of parts) form.append('files', new Blob([part.bytes as Uint8Array<ArrayBuffer>], { type: part.type ?? 'application/octet-stream' }), part.name);
  return t.request('/api/media/upload', { method: 'POST', cookie, body: form });
}

const rows = () => t.deps.database.db.select().from(media);
const objectCount = async () => {
  const { readdir } = await import('node:fs/promises');
  try {
    return (await readdir(mediaDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
};

/** A refusal: the given status, a JSON error, and nothing stored. */
async function expectRefused(response: Response, status: number, message?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: string };
  if (message) expect(body.error).toBe(message);
  else expect(body.error).toEqual(expect.any(String));
  expect(await rows()).toEqual([]);
  expect(await objectCount()).toBe(0);
}

beforeEach(async () => {
  const { rm } = await import('node:fs/promises');
  await t.deps.database.db.delete(media);
  await rm(mediaDir, { recursive: true, force: true });
});

describe('POST /api/media/upload', () => {
  it('stores images re-encoded without metadata, with a WebP beside each, and answers their rows', async () => {
    const jpeg = await jpegWithGps();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload(
      cookies.editor,
      [
        { bytes: jpeg, name: 'holiday.jpg', type: 'image/jpeg' },
        { bytes: await png(), name: 'logo.png', type: 'image/png' },
        { bytes: await gif(), name: 'anim.gif', type: 'image/gif' },
        { bytes: await webp(), name: 'photo.webp', type: 'image/webp' },
      ],
      { siteId: 'acme', alt: ['A red holiday', '', 'Green', 'Grey'] },
    );
    expect(response.status).toBe(201);
    const { files } = (await response.json()) as { files: { id: string; url: string; webpUrl: string; name: string; width: number; height: number; mime: string; alt: string }[] };
    expect(files.map((f) => [f.name, f.mime, f.width, f.height, f.alt])).toEqual([
      ['holiday.jpg', 'image/jpeg', 120, 80, 'A red holiday'],
      ['logo.png', 'image/png', 64, 32, ''],
      ['anim.gif', 'image/gif', 40, 30, 'Green'],
      ['photo.webp', 'image/webp', 50, 50, 'Grey'],
    ]);
    const stored = await rows();
    expect(stored).toHaveLength(4);
    for (const row of stored) expect(row).toMatchObject({ siteId, kind: 'image', ownerId: expect.any(String), bytes: expect.any(Number) });
    expect(stored.every((row) => row.storageKey.startsWith(`uploads/${siteId}/`))).toBe(true);

    // Served back: the JPEG carries no EXIF (no GPS), and each image has its WebP.
    const served = await t.request(files[0]!.url);
    expect(served.status).toBe(200);
    const servedMeta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(servedMeta).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    expect(servedMeta.exif).toBeUndefined();
    for (const file of files) {
      const copy = await t.request(file.webpUrl);
      expect(copy.status).toBe(200);
      expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).format).toBe('webp');
    }
    // Originals plus three WebP copies (the WebP upload is its own copy).
    expect(await objectCount()).toBe(7);
  });

  it('takes one PDF, or one MP4 or WebM video, by their bytes', async () => {
    const document = await upload(cookies.owner, [{ bytes: pdf(), name: 'terms.pdf', type: 'application/pdf' }], { siteId: siteId, kind: 'document' });
    expect(document.status).toBe(201);
    expect(await document.json()).toMatchObject({ files: [{ kind: 'document', mime: 'application/pdf', name: 'terms.pdf', width: null }] });
    for (const [bytes, mime] of [
      [mp4(), 'video/mp4'],
      [webm(), 'video/webm'],
    ] as const) {
      const video = await upload(cookies.admin, [{ bytes, name: 'clip' }], { siteId: 'acme', kind: 'video' });
      expect(video.status).toBe(201);
      expect(await video.json()).toMatchObject({ files: [{ kind: 'video', mime }] });
    }
    expect((await rows()).map((r) => r.kind).sort()).toEqual(['document', 'video', 'video']);
  });

  it('names a file by what its bytes are: a PNG sent as photo.jpg (image/jpeg) is stored as photo.png', async () => {
    const response = await upload(cookies.editor, [{ bytes: await png(), name: 'photo.jpg', type: 'image/jpeg' }]);
    expect(response.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ name: 'photo.png', mime: 'image/png' });
    expect(row!.storageKey).toMatch(/\.png$/);
  });

  it('lets admins upload platform media (no site), and nobody else', async () => {
    await expectRefused(await upload(cookies.editor, [{ bytes: await png(), name: 'a.png' }], {}), 403);
    const response = await upload(cookies.admin, [{ bytes: await png(), name: 'a.png' }], {});
    expect(response.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ siteId: null });
    expect(row!.storageKey).toMatch(/^uploads\/platform\//);
  });

  it("refuses anonymous callers with the spec's 'Unauthorized'", async () => {
    await expectRefused(await upload(undefined, [{ bytes: await png(), name: 'a.png' }]), 401, UPLOAD_UNAUTHORIZED);
  });

  it("refuses members of another site and users of no site (403)", async () => {
    await expectRefused(await upload(cookies.otherEditor, [{ bytes: await png(), name: 'a.png' }]), 403);
    await expectRefused(await upload(cookies.stranger, [{ bytes: await png(), name: 'a.png' }]), 403);
  });

  it('refuses a renamed non-image, whatever its name and declared type, and stores none of the batch', async () => {
    const text = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await expectRefused(
      await upload(cookies.editor, [
        { bytes: await png(), name: 'fine.png', type: 'image/png' },
        { bytes: text, name: 'cat.png', type: 'image/png' },
      ]),
      415,
      uploadWrongTypeMessage('cat.png', 'image'),
    );
    // A real image header with nothing behind it is not an image either.
    await expectRefused(await upload(cookies.editor, [{ bytes: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), name: 'broken.jpg' }]), 415);
  });

  it('refuses an image of more pixels than MAX_IMAGE_PIXELS, however few bytes it has', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect(8000 * 6000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    // Read from its header: nothing is decoded, and the answer says why (decision 038).
    await expectRefused(await upload(cookies.editor, [{ bytes: bomb, name: 'bomb.png' }]), 413, uploadTooManyPixelsMessage('bomb.png', 8000 * 6000, MAX_IMAGE_PIXELS));
  });

  it('refuses an oversized image, and stores none of the batch', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    await expectRefused(
      await upload(cookies.editor, [
        { bytes: await png(), name: 'small.png' },
        { bytes: big, name: 'huge.png' },
      ]),
      413,
      uploadTooLargeMessage('huge.png', MAX_IMAGE_BYTES),
    );
  });

  it('refuses a video over MEDIA_VIDEO_MAX_BYTES', async () => {
    await expectRefused(await upload(cookies.editor, [{ bytes: Buffer.concat([mp4(), Buffer.alloc(VIDEO_LIMIT)]), name: 'long.mp4' }], { siteId: 'acme', kind: 'video' }), 413);
  });

  it('refuses a sixth image', async () => {
    const image = await png();
    await expectRefused(
      await upload(
        cookies.editor,
        Array.from({ length: 6 }, (_, i) => ({ bytes: image, name: `p${i}.png` })),
      ),
      400,
      UPLOAD_TOO_MANY_IMAGES,
    );
  });

  it('refuses a mix of kinds: a PDF among images, an image as a document, two PDFs', async () => {
    await expectRefused(
      await upload(cookies.editor, [
        { bytes: await png(), name: 'a.png' },
        { bytes: pdf(), name: 'b.pdf', type: 'application/pdf' },
      ]),
      415,
      uploadWrongTypeMessage('b.pdf', 'image'),
    );
    await expectRefused(await upload(cookies.editor, [{ bytes: await png(), name: 'a.pdf', type: 'application/pdf' }], { siteId: 'acme', kind: 'document' }), 415);
    await expectRefused(
      await upload(
        cookies.editor,
        [
          { bytes: pdf(), name: 'a.pdf' },
          { bytes: pdf(), name: 'b.pdf' },
        ],
        { siteId: 'acme', kind: 'document' },
      ),
      400,
    );
  });

  it('refuses alt text over the limit', async () => {
    await expectRefused(await upload(cookies.editor, [{ bytes: await png(), name: 'a.png' }], { siteId: 'acme', alt: 'x'.repeat(MAX_MEDIA_ALT_LENGTH + 1) }), 400, MEDIA_ALT_TOO_LONG);
  });

  it('takes five 4 MB images in one request (above the general body limit), but no larger body', async () => {
    expect(IMAGE_UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(t.deps.env.BODY_LIMIT_BYTES);
    // Noise does not compress: a PNG just under 4 MB.
    const side = 1150;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const image = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(image.length).toBeGreaterThan(3.5 * 1024 * 1024);
    expect(image.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    const response = await upload(
      cookies.editor,
      Array.from({ length: 5 }, (_, i) => ({ bytes: image, name: `n${i}.png` })),
    );
    expect(response.status).toBe(201);
    expect(await rows()).toHaveLength(5);
    // Other routes keep the general limit.
    const other = await t.request('/api/system_images', {
      method: 'POST',
      cookie: cookies.editor,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: '/media/x', description: 'x'.repeat(t.deps.env.BODY_LIMIT_BYTES) }),
    });
    expect(other.status).toBe(413);
  }, 60_000);

  it('leaves other sites alone: rows name the site decided by the form', async () => {
    await upload(cookies.otherEditor, [{ bytes: await png(), name: 'a.png' }], { siteId: 'other' });
    const [row] = await t.deps.database.db.select().from(media).where(eq(media.siteId, otherSiteId));
    expect(row?.storageKey).toMatch(new RegExp(`^uploads/${otherSiteId}/`));
  });
});
