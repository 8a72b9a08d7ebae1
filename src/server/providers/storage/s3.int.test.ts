import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, site, siteMember } from '#server/db/schema.ts';
import { EnvError, parseEnv } from '#server/env.ts';
import { startTestS3 } from '#server/testing/s3-server.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createS3Storage } from './s3.ts';

let s3: Awaited<ReturnType<typeof startTestS3>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const storage = () =>
  createS3Storage({ endpoint: s3.env.S3_ENDPOINT, region: s3.env.S3_REGION, bucket: s3.env.S3_BUCKET, accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY });

describe('S3-compatible storage (against s3rver)', () => {
  it('puts, gets and deletes objects; a missing or unsafe key reads as null', async () => {
    const store = storage();
    const body = Uint8Array.from([1, 2, 3, 4, 5]);
    await store.put('uploads/site/a_b-c.1.png', body, 'image/png');
    const object = await store.get('uploads/site/a_b-c.1.png');
    expect(object).toMatchObject({ contentType: 'image/png', size: 5 });
    expect([...object!.body]).toEqual([1, 2, 3, 4, 5]);
    expect(object!.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await store.delete('uploads/site/a_b-c.1.png');
    expect(await store.get('uploads/site/a_b-c.1.png')).toBeNull();
    // Deleting twice is fine, as on local disk.
    await store.delete('uploads/site/a_b-c.1.png');
    expect(await store.get('../escape')).toBeNull();
    await expect(store.put('../escape', body, 'text/plain')).rejects.toThrow(/Invalid storage key/);
    expect(store.publicUrl('uploads/x.png')).toBe('/media/uploads/x.png');
  });

  it('fails loudly on a bucket that does not exist', async () => {
    const store = createS3Storage({ ...{ endpoint: s3.env.S3_ENDPOINT, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, bucket: 'missing' });
    await expect(store.put('a.png', Uint8Array.from([1]), 'image/png')).rejects.toThrow(/S3 PUT a.png failed: 404/);
  });

  it('is what the app uses when S3_* is set: uploads land in the bucket, /media serves them, delete removes them', async () => {
    const { cookie, userId } = await t.signUp('editor@s3.test');
    const { db } = t.deps.database;
    const [acme] = await db.insert(site).values({ uniqueId: 'acme', title: 'Acme', ownerId: userId }).returning();
    await db.insert(siteMember).values({ siteId: acme!.id, userId, role: 'owner' });
    const form = new FormData();
    form.append('siteId', 'acme');
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#abcdef' } }).png().toBuffer();
    form.append('files', new Blob([png as Uint8Array<ArrayBuffer>]), 'sky.png');
    const response = await t.request('/api/media/upload', { method: 'POST', cookie, body: form });
    expect(response.status).toBe(201);
    const { files } = (await response.json()) as { files: { id: string; url: string; webpUrl: string }[] };
    const [row] = await db.select().from(media).where(eq(media.id, files[0]!.id));

    // The bytes are in the bucket, not on local disk.
    expect(await storage().get(row!.storageKey)).toMatchObject({ contentType: 'image/png' });
    expect(await storage().get(row!.storageKey.replace(/\.png$/, '.webp'))).toMatchObject({ contentType: 'image/webp' });
    const served = await t.request(files[0]!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const variant = await t.request(`${files[0]!.url}?w=320`);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(320);

    expect((await t.request(`/api/media/${files[0]!.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await storage().get(row!.storageKey)).toBeNull();
    expect(await storage().get(`_variants/w320/${row!.storageKey}.webp`)).toBeNull();
  });

  it('refuses half an S3 configuration at start-up, naming what is missing', () => {
    expect(() => parseEnv({ S3_BUCKET: 'media' })).toThrow(EnvError);
    try {
      parseEnv({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    } catch (error) {
      expect((error as EnvError).problems).toEqual([expect.stringMatching(/^S3_ACCESS_KEY_ID: is required/), expect.stringMatching(/^S3_SECRET_ACCESS_KEY: is required/)]);
    }
  });
});
