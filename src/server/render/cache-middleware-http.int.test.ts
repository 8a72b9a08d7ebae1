import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseCoding } from './cache-middleware.ts';
import { buildApp, cache, callsOf, get, pageHtml, setUpCacheMiddleware } from './cache-middleware-kit.ts';

/* The page cache's HTTP answers: conditional requests, content coding and HEAD, also behind @hono/node-server. */

setUpCacheMiddleware();

describe('page cache middleware', () => {
  it('answers 304 when If-None-Match names the current ETag', async () => {
    const etag = (await get('/page')).headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const response = await get('/page', { 'if-none-match': ifNoneMatch });
      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe('');
    }
    const changed = await get('/page', { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
    // The validator of the gzip copy revalidates the brotli one too: same content.
    const gzipEtag = (await get('/page', { 'accept-encoding': 'gzip' })).headers.get('etag')!;
    const revalidated = await get('/page', { 'accept-encoding': 'br', 'if-none-match': gzipEtag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).not.toBe(gzipEtag);
    expect(callsOf('/page')).toBe(1);
  });

  it('sends brotli, gzip or identity as the client accepts, each decoding to the page', async () => {
    await get('/page');
    const expected = pageHtml('/page');
    const br = await get('/page', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('content-length')).toBe(String(brBytes.length));
    expect(brotliDecompressSync(brBytes).toString()).toBe(expected);

    const gzip = await get('/page', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const gzipBytes = Buffer.from(await gzip.arrayBuffer());
    expect(gzip.headers.get('content-length')).toBe(String(gzipBytes.length));
    expect(gunzipSync(gzipBytes).toString()).toBe(expected);

    const identity = await get('/page', { 'accept-encoding': 'deflate' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(expected);

    expect(new Set([br, gzip, identity].map((r) => r.headers.get('etag'))).size).toBe(3);
    expect([br, gzip, identity].every((r) => r.headers.get('vary') === 'Accept-Encoding')).toBe(true);
    expect(gzipBytes.length).toBeLessThan(Buffer.byteLength(expected));
  });

  it('compresses the first (missing) response too', async () => {
    const response = await get('/page', { 'accept-encoding': 'br' });
    expect(response.headers.get('x-cache')).toBe('MISS');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(pageHtml('/page'));
  });

  it('negotiates by q-values', () => {
    expect(chooseCoding(null)).toBe('identity');
    expect(chooseCoding('br')).toBe('br');
    expect(chooseCoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseCoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseCoding('BR;q=0.8, gzip;q=0.8')).toBe('br');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseCoding('identity')).toBe('identity');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    await get('/page');
    const response = await get('/page', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('HIT');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
  });
});

// Last in the file: serve() swaps in @hono/node-server's own Response for the whole process.
describe('page cache middleware behind @hono/node-server', () => {
  let server: ServerType | undefined;
  afterAll(() => {
    server?.close();
  });

  it('keeps the headers outer middleware sets after a hit, as app.ts does', async () => {
    const outer = new Hono();
    outer.use(async (c, next) => {
      await next();
      c.header('x-request-id', 'request-1');
    });
    outer.use(secureHeaders());
    outer.route('/', buildApp(cache));
    server = serve({ fetch: outer.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server!.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;

    await fetch(url);
    const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('x-cache')).toBe('HIT');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('x-request-id')).toBe('request-1');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(pageHtml('/page'));
    const notModified = await fetch(url, { headers: { 'accept-encoding': 'br', 'if-none-match': response.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('x-request-id')).toBe('request-1');
    expect(callsOf('/page')).toBe(1);
  });
});
