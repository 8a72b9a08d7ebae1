import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, progressSeen, recordProgress, toast } from './fixtures.ts';

// Random pixels do not compress: about 3.6 MB as PNG, over the 1 MB resize threshold, under the 4 MB limit.
const noisyPng = async () => {
  const width = 1100;
  const height = 1000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
};
// A phone-sized photo (4032 × 3024) of gradients and grain, saved at quality 98: about 12 MB, three
// times the 4 MB limit. Spec 1 §5: the browser resizes it to 1920 px and about 1 MB before sending.
const phonePhoto = async () => {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const grain = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (((seed >>> 16) & 255) / 255 - 0.5) * 110;
  };
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = clamp(120 + 80 * Math.sin(x / 300) + grain());
      pixels[i + 1] = clamp(140 + 60 * Math.cos(y / 250) + grain());
      pixels[i + 2] = clamp(100 + 50 * Math.sin((x + y) / 400) + grain());
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 98 }).toBuffer();
};
const smallJpeg = () => sharp({ create: { width: 80, height: 60, channels: 3, background: '#c03020' } }).jpeg().toBuffer();
const smallPng = (color = '#2040c0') => sharp({ create: { width: 40, height: 40, channels: 4, background: color } }).png().toBuffer();

test.describe('Media upload', () => {
  let siteId = '';
  test.beforeEach(async ({ page }) => {
    await login(page);
    siteId = await createSite(page, `Upload site ${Date.now().toString(36)}`, 'Made by the media upload test.');
  });
  test.afterEach(async ({ page }) => {
    if (siteId) await deleteSite(page, siteId);
  });

  test('three images by keyboard: resized, renamed, uploaded with progress, saved, announced, nothing from other origins', async ({ page, context }) => {
    test.setTimeout(90_000);
    const foreign: string[] = [];
    const workerScripts: string[] = [];
    let workers = 0;
    page.on('worker', () => workers++);
    const ours = new URL(page.url()).origin;
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== ours) foreign.push(request.url());
      if (url.pathname.includes('browser-image-compression')) workerScripts.push(request.url());
    });

    await page.goto(`/dashboard/site-${siteId}/manage/images`);
    await page.evaluate(() => {
      const w = window as unknown as { __uploads: unknown[] };
      w.__uploads = [];
      window.addEventListener('uploadthing:complete', (event) => w.__uploads.push((event as CustomEvent).detail));
    });

    const open = page.getByRole('button', { name: 'Upload Image' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upload Image' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Upload up to 5 images at once. Drag and drop files or click to browse.')).toBeVisible();
    const browse = dialog.getByRole('button', { name: 'Browse images' });
    await expect(browse).toBeFocused();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    // Keyboard only: Enter on the drop zone's button opens the file chooser.
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    (await chooser).setFiles([
      { name: 'noise.png', mimeType: 'image/png', buffer: await noisyPng() },
      { name: 'red.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() },
      { name: 'blue.png', mimeType: 'image/png', buffer: await smallPng() },
    ]);
    const chosen = dialog.getByRole('list', { name: 'Chosen images' }).getByRole('listitem');
    await expect(chosen).toHaveCount(3);
    await expect(chosen.locator('img[src^="blob:"]')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    // Tab to the first alt field (past Browse, the first Remove) and describe the image.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Remove noise.png' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Alt text for noise.png')).toBeFocused();
    await page.keyboard.type('Grey static');

    const upload = dialog.getByRole('button', { name: 'Upload 3 images' });
    await upload.focus();
    await recordProgress(page);
    await page.keyboard.press('Enter');

    // The rename prompt: a toast, and the same choice in the dialog, focused.
    await expect(toast(page, 'Rename Files?')).toBeVisible({ timeout: 20_000 });
    await expect(toast(page, 'Rename Files?').getByRole('button', { name: 'No, Upload As Is' })).toBeVisible();
    const yes = dialog.getByRole('button', { name: 'Yes, Rename Files' });
    await expect(yes).toBeFocused();
    await page.keyboard.press('Enter');

    const rename = page.getByRole('dialog', { name: 'Rename Files Before Upload' });
    await expect(rename).toBeVisible();
    await expect(toast(page, 'Rename Files?')).toHaveCount(0);
    // The big PNG was resized to a JPEG and kept its base name.
    const first = rename.getByLabel('New name for noise.jpg');
    await expect(first).toBeFocused();
    await expect(first).toHaveValue('noise');
    await expect(rename.getByLabel('New name for red.jpg')).toHaveValue('red');
    await expect(rename.getByLabel('New name for blue.png')).toHaveValue('blue');
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    // An empty name is refused under its field; then rename by keyboard and submit with Enter.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription(/File name is required/);
    await page.keyboard.type('sunset');
    await page.keyboard.press('Tab');
    await expect(rename.getByLabel('New name for red.jpg')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('red-car');
    await page.keyboard.press('Enter');

    await expect(toast(page, /^3 image\(s\) uploaded successfully!$/)).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    const progress = await progressSeen(page);
    expect(progress.Uploading?.at(-1)).toBe(100);
    expect(progress['Saving to the library']?.at(-1)).toBe(100);
    expect(progress.Uploading!.every((v, i, all) => v >= 0 && v <= 100 && (i === 0 || v >= all[i - 1]!))).toBe(true);

    const events = await page.evaluate(() => (window as unknown as { __uploads: { id: string; url: string; name: string }[][] }).__uploads);
    expect(events).toHaveLength(1);
    expect(events[0]!.map((f) => f.name)).toEqual(['sunset.jpg', 'red-car.jpg', 'blue.png']);

    for (const file of events[0]!) {
      const response = await page.request.get(file.url);
      expect(response.status(), file.url).toBe(200);
    }
    // Sent as a JPEG by the browser's resize (the server re-encodes in the format it receives).
    const resized = await page.request.get(events[0]![0]!.url);
    expect(resized.headers()['content-type']).toBe('image/jpeg');

    const list = await page.request.get(`/api/system_images?siteId=${siteId}&limit=24&page=0&includeTotalCount=true`);
    expect(list.status()).toBe(200);
    const rows = ((await list.json()) as { data: { name: string; description: string; alt: string }[] }).data;
    expect(rows.map((r) => r.name).sort()).toEqual(['blue.png', 'red-car.jpg', 'sunset.jpg']);
    for (const row of rows) expect(row.description).toMatch(/^Batch uploaded on .+/);
    expect(rows.map((r) => [r.name, r.alt]).sort()).toEqual([
      ['blue.png', ''],
      ['red-car.jpg', ''],
      ['sunset.jpg', 'Grey static'],
    ]);

    // The resize ran in a web worker that loaded our own copy of the library (the UMD build, which
    // only the worker needs), never the CDN default.
    expect(workers).toBeGreaterThan(0);
    const bodies = await Promise.all([...new Set(workerScripts)].map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.some((body) => body.startsWith('/**\n * Browser Image Compression'))).toBe(true);
    expect(workerScripts.every((url) => url.startsWith(ours))).toBe(true);
    expect(foreign).toEqual([]);
  });

  test('a 12 MB phone photo is resized in the browser and uploads: stored at most 1 MB and 1920 px', async ({ page }) => {
    test.setTimeout(90_000);
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(11 * 1024 * 1024);
    await page.goto(`/dashboard/site-${siteId}/manage/images`);
    await page.evaluate(() => {
      const w = window as unknown as { __uploads: unknown[] };
      w.__uploads = [];
      window.addEventListener('uploadthing:complete', (event) => w.__uploads.push((event as CustomEvent).detail));
    });
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Image' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    // Taken, not refused for its size.
    await expect(dialog.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
    await expect(toast(page, /limit/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Upload 1 image' }).click();
    await dialog.getByRole('button', { name: 'No, Upload As Is' }).click({ timeout: 30_000 });
    await expect(toast(page, /^1 image\(s\) uploaded successfully!$/)).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();

    const events = await page.evaluate(() => (window as unknown as { __uploads: { url: string; name: string }[][] }).__uploads);
    expect(events[0]!.map((f) => f.name)).toEqual(['IMG_2041.jpg']);
    const stored = await page.request.get(events[0]![0]!.url);
    expect(stored.status()).toBe(200);
    const body = await stored.body();
    expect(body.length).toBeLessThanOrEqual(1024 * 1024);
    const { width, height } = await sharp(body).metadata();
    expect(Math.max(width!, height!)).toBeLessThanOrEqual(1920);
    expect(Math.max(width!, height!)).toBeGreaterThan(1000);
  });

  test('a file that cannot be resized under the limit is refused with a message naming the limit', async ({ page }) => {
    await page.goto(`/dashboard/site-${siteId}/manage/images`);
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Image' });
    // A GIF is never resized (spec 1 §5 resizes JPEG, PNG and WebP), so over 4 MB it is refused on choosing.
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'huge.gif', mimeType: 'image/gif', buffer: Buffer.alloc(4 * 1024 * 1024 + 1) });
    await expect(toast(page, 'huge.gif is larger than the 4MB limit')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(0);
  });

  test('refuses a non-image renamed .png (server), a wrong type and the sixth file (browser), with their messages', async ({ page }) => {
    await page.goto(`/dashboard/site-${siteId}/manage/images`);
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Image' });
    const input = dialog.locator('input[type="file"]');

    await input.setInputFiles([
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are notes, not a picture.\n'.repeat(20)) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') },
    ]);
    await expect(toast(page, 'notes.txt is not a JPEG, PNG, GIF or WebP file')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);

    await dialog.getByRole('button', { name: 'Upload 1 image' }).click();
    await dialog.getByRole('button', { name: 'No, Upload As Is' }).click();
    await expect(toast(page, 'Upload error for notes.png: notes.png is not a JPEG, PNG, GIF or WebP file')).toBeVisible({ timeout: 15_000 });
    // Nothing half-shown: no progress left, the file still there to remove, the dialog open.
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Upload 1 image' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Remove notes.png' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(0);

    const six = await Promise.all(['1', '2', '3', '4', '5', '6'].map(async (n) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: await smallPng(`#${n}0${n}0${n}0`) })));
    await input.setInputFiles(six);
    await expect(toast(page, '6.png was not added: You can upload up to 5 images at a time')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(5);

    const list = await page.request.get(`/api/system_images?siteId=${siteId}&limit=24&page=0&includeTotalCount=true`);
    expect(((await list.json()) as { data: unknown[] }).data).toEqual([]);
  });

  test("videos: the server's limit in the panel, one at a time, no resize, uploaded with the rename prompt", async ({ page }) => {
    await page.goto(`/dashboard/site-${siteId}/manage/videos`);
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Video' });
    await expect(dialog.getByText(/^Upload one MP4 or WebM video at a time, up to [\d.]+MB\. Drag and drop a file or click to browse\.$/)).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    // An MP4's first bytes (ftyp box, isom brand) are what the server checks.
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(256)]);
    const input = dialog.locator('input[type="file"]');
    await expect(input).not.toHaveAttribute('multiple');
    await input.setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4 });
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await input.setInputFiles({ name: 'second.webm', mimeType: 'video/webm', buffer: Buffer.alloc(64) });
    await expect(toast(page, 'second.webm was not added: Upload one video at a time')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Upload 1 video' }).click();
    await dialog.getByRole('button', { name: 'No, Upload As Is' }).click();
    await expect(toast(page, /^1 video\(s\) uploaded successfully!$/)).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();
    const list = await page.request.get(`/api/system_videos?siteId=${siteId}&limit=24&page=0`);
    expect(list.status()).toBe(200);
    const rows = ((await list.json()) as { data: { name: string; description: string; mime: string }[] }).data;
    expect(rows).toEqual([expect.objectContaining({ name: 'clip.mp4', mime: 'video/mp4', description: expect.stringMatching(/^Uploaded on .+/) })]);
  });
});
