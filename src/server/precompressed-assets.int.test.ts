import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

// The build writes .br and .gz beside each asset (vite-plugin-precompress-assets.ts); here, by hand.
const clientDir = path.resolve(`.tmp/precompressed-${process.pid}`);
const script = Buffer.from(`export const islands = ${JSON.stringify('hydrate '.repeat(400))};\n`);

let t: TestApp;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  const file = path.join(clientDir, 'assets', 'runtime-abc123.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  t = await createTestApp();
  app = createApp({ ...t.deps, clientAssetsDir: clientDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = async (acceptEncoding?: string) => {
  const response = await app.request(`${TEST_ORIGIN}/assets/runtime-abc123.js`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
};

describe('built assets', () => {
  it('are sent brotli-compressed from the .br file to browsers that accept it, cached for a year', async () => {
    const { response, body } = await get('gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(body).equals(script)).toBe(true);
  });

  it('fall back to gzip, then to the plain file', async () => {
    const gzip = await get('gzip');
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(script)).toBe(true);

    const plain = await get();
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.body.equals(script)).toBe(true);
  });
});
