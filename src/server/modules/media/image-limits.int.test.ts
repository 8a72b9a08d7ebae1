// Bounded image work (issue #21, decision 038): the pixels one image and one request may have,
// read from the headers before anything is decoded, and the queue that runs the decoding.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_PIXELS, MAX_REQUEST_PIXELS } from '#core/media/upload-limits.ts';
import { imageWorkBusyMessage, uploadPixelBudgetMessage, uploadTooManyPixelsMessage } from '#core/media/upload-messages.ts';
import { formBinding, media } from '#server/db/schema.ts';
import { solvedAltchaToken } from '#server/testing/altcha-solver.ts';
import { seedContactForm, type SeededContactForm } from '#server/testing/contact-form.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createImageWork } from './image-work.ts';

// Large (but flat, so small) images take a few seconds to make and read on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let roles: SiteRoles;
let form: SeededContactForm;
let mediaDir = '';
/** 7000 × 5000 = 35 megapixels: within one image's limit; three of them are over one request's. */
let large: Buffer;
/** 8000 × 6000 = 48 megapixels: over one image's limit, in a few kilobytes. */
let huge: Buffer;
let small: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  mediaDir = `${t.deps.env.DATA_DIR}/media`;
  roles = await seedSiteRoles(t, { tag: 'image-limits', site: { uniqueId: 'acme', title: 'Acme' }, otherSite: { uniqueId: 'other', title: 'Other' } });
  form = await seedContactForm(t, { siteId: roles.siteId, collection: 'photos', purpose: 'default' });
  await t.deps.database.db
    .update(formBinding)
    .set({ inputs: [{ name: 'photos', type: 'files' }] })
    .where(eq(formBinding.id, form.bindingId));
  large = await sharp({ create: { width: 7000, height: 5000, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
  huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
  small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c40' } }).png().toBuffer();
}, 120_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  const { rm } = await import('node:fs/promises');
  await t.deps.database.db.delete(media);
  await rm(mediaDir, { recursive: true, force: true });
  // Each test starts with the app's own queue (made from the env on first use).
  delete t.deps.imageWork;
});

type Part = { bytes: Uint8Array; name: string };
const blob = ({ bytes, name }: Part) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });

function upload(parts: Part[]) {
  const body = new FormData();
  body.append('siteId', 'acme');
  for (const part of parts) body.append('files', blob(part), part.name);
  return t.request('/api/media/upload', { method: 'POST', cookie: roles.cookies.editor, body });
}

/** An anonymous visitor's submission through the published form, challenge solved. */
async function submit(parts: Part[]) {
  const body = new FormData();
  body.append('formId', form.formId);
  body.append('data', JSON.stringify({ turnstileToken: await solvedAltchaToken(t), _form_start_time: Date.now() - 5_000, _hp_website: '' }));
  for (const part of parts) body.append('photos', blob(part), part.name);
  return t.request(`/api/data/${form.collection}`, { method: 'POST', body });
}

const storedObjects = async () => {
  const { readdir } = await import('node:fs/promises');
  try {
    return (await readdir(mediaDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
};

/** The status and JSON error, and that nothing was stored: no media row, no object. */
async function expectNothingStored(response: Response, status: number, error: string) {
  expect({ status: response.status, body: await response.json() }).toEqual({ status, body: { error } });
  expect(await t.deps.database.db.select().from(media)).toEqual([]);
  expect(await storedObjects()).toBe(0);
}

describe('pixels, read from the headers before decoding', () => {
  it("refuses an editor's upload whose images have more than MAX_REQUEST_PIXELS together (413), storing none", async () => {
    const pixels = 3 * 7000 * 5000;
    expect(pixels).toBeGreaterThan(MAX_REQUEST_PIXELS);
    expect(large.length).toBeLessThan(1024 * 1024);
    const parts = [1, 2, 3].map((n) => ({ bytes: large, name: `p${n}.jpg` }));
    await expectNothingStored(await upload(parts), 413, uploadPixelBudgetMessage(pixels, MAX_REQUEST_PIXELS));
    // Two of them are within the budget.
    const within = await upload(parts.slice(0, 2));
    expect(within.status).toBe(201);
    expect(((await within.json()) as { files: { width: number; height: number }[] }).files.map((f) => [f.width, f.height])).toEqual([
      [7000, 5000],
      [7000, 5000],
    ]);
  });

  it("refuses an anonymous form's submission over the budget the same way", async () => {
    const parts = [1, 2, 3].map((n) => ({ bytes: large, name: `p${n}.jpg` }));
    await expectNothingStored(await submit(parts), 413, uploadPixelBudgetMessage(3 * 7000 * 5000, MAX_REQUEST_PIXELS));
  });

  it('refuses one image over MAX_IMAGE_PIXELS with 413 and its size, not as unreadable or a 5xx', async () => {
    expect(8000 * 6000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const message = uploadTooManyPixelsMessage('huge.png', 8000 * 6000, MAX_IMAGE_PIXELS);
    expect(message).toBe('huge.png is 48 megapixels; an image may have at most 40 megapixels. Make it smaller and upload it again');
    await expectNothingStored(await upload([{ bytes: small, name: 'fine.png' }, { bytes: huge, name: 'huge.png' }]), 413, message);
    await expectNothingStored(await submit([{ bytes: huge, name: 'huge.png' }]), 413, message);
  });
});

describe('the image work queue', () => {
  it('answers 429 with Retry-After and a clear message when its slots and queue are full, and works again once they free', async () => {
    const work = createImageWork({ concurrency: 1, maxWaiting: 0 });
    t.deps.imageWork = work;
    let finish!: () => void;
    const busy = work.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const refused = await upload([{ bytes: small, name: 'wait.png' }]);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    await expectNothingStored(refused, 429, imageWorkBusyMessage(seconds));
    // An anonymous form's files queue the same way.
    const visitor = await submit([{ bytes: small, name: 'visitor.png' }]);
    expect(visitor.status).toBe(429);
    expect(visitor.headers.get('retry-after')).toMatch(/^\d+$/);
    finish();
    await busy;
    expect((await upload([{ bytes: small, name: 'later.png' }])).status).toBe(201);
  });

  it('lets a request wait its turn while the queue has room', async () => {
    const work = createImageWork({ concurrency: 1, maxWaiting: 1 });
    t.deps.imageWork = work;
    let finish!: () => void;
    const busy = work.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const waiting = upload([{ bytes: small, name: 'queued.png' }]);
    await vi.waitFor(() => expect(work.waiting).toBe(1));
    finish();
    await busy;
    expect((await waiting).status).toBe(201);
  });

  it('makes width variants through the queue, letting many wait', async () => {
    const stored = (await (await upload([{ bytes: small, name: 'v.png' }])).json()) as { files: { url: string }[] };
    const work = createImageWork({ concurrency: 1, maxWaiting: 0 });
    t.deps.imageWork = work;
    let finish!: () => void;
    const busy = work.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const variant = t.request(`${stored.files[0]!.url}?w=640`);
    await vi.waitFor(() => expect(work.waiting).toBe(1));
    finish();
    await busy;
    const answered = await variant;
    expect(answered.status).toBe(200);
    expect(answered.headers.get('content-type')).toBe('image/webp');
  });
});
