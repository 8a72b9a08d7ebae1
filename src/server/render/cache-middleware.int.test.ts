import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_KEY_HEADER, CACHE_TAGS_HEADER, chooseCoding, pageCacheMiddleware, requestCacheKey } from './cache-middleware.ts';
import { PageCache } from './page-cache.ts';

let calls: Map<string, number>;
let version: number;
let cache: PageCache;
let app: Hono;

const pageHtml = (path: string) =>
  `<!doctype html><html lang="en"><body><h1>${path} v${version}</h1>${'<p>Some paragraph text of a published page.</p>'.repeat(50)}</body></html>`;

function buildApp(pageCache: PageCache) {
  const hono = new Hono();
  hono.use(pageCacheMiddleware(pageCache));
  hono.all('*', (c) => {
    const path = c.req.path;
    calls.set(path, (calls.get(path) ?? 0) + 1);
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate', 'content-language': 'en' };
    if (path !== '/no-tags') headers[CACHE_TAGS_HEADER] = path === '/other' ? 'site:2' : `site:1, site:1:page:${path}`;
    // The page's canonical URL is the one asked for, except on hosts that are not ours.
    headers[CACHE_KEY_HEADER] = requestCacheKey(c.req.raw)?.replace(/^(unknown-\d+|not-ours)\.example/, 'ours.example') ?? '';
    if (path === '/sets-cookie') headers['set-cookie'] = 'seen=1; Path=/';
    if (path === '/racy') pageCache.invalidateTag('site:9');
    const status = path === '/missing' ? 404 : path === '/broken' ? 500 : 200;
    return new Response(pageHtml(path), { status, headers });
  });
  return hono;
}

beforeEach(() => {
  calls = new Map();
  version = 1;
  cache = new PageCache({ maxBytes: 8 * 1024 * 1024 });
  app = buildApp(cache);
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });
const callsOf = (path: string) => calls.get(path) ?? 0;

describe('page cache middleware', () => {
  it('renders once, then answers from memory with the same bytes', async () => {
    const first = await get('/page');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get(CACHE_TAGS_HEADER)).toBeNull();
    const firstBody = await first.text();
    expect(firstBody).toBe(pageHtml('/page'));

    const second = await get('/page');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.get('content-language')).toBe('en');
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(firstBody)));
    expect(second.headers.get('vary')).toBe('Accept-Encoding');
    expect(second.headers.get(CACHE_TAGS_HEADER)).toBeNull();
    expect(callsOf('/page')).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('keeps hosts apart', async () => {
    await app.request('http://a.example/page');
    const other = await app.request('http://b.example/page');
    expect(other.headers.get('x-cache')).toBe('MISS');
    expect((await app.request('http://A.EXAMPLE/page')).headers.get('x-cache')).toBe('HIT');
    expect(callsOf('/page')).toBe(2);
  });

  it('stores a page only under its canonical URL: other hosts are served but add no entry', async () => {
    for (let i = 0; i < 50; i++) {
      const response = await app.request('http://not-ours.example/page', { headers: { host: `unknown-${i}.example` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache')).not.toBe('HIT');
      expect(response.headers.get(CACHE_KEY_HEADER)).toBeNull();
    }
    expect((await app.request('http://not-ours.example/page')).headers.get('x-cache')).not.toBe('HIT');
    expect(cache.stats().entries).toBe(0);
    await app.request('http://ours.example/page');
    expect((await app.request('http://ours.example/page')).headers.get('x-cache')).toBe('HIT');
    expect(cache.stats().entries).toBe(1);
  });

  it('tells who asks when a page is asked for on a host that is not its own, and not for a path spelled otherwise', async () => {
    const seen: [string, string][] = [];
    const hono = new Hono();
    hono.use(pageCacheMiddleware(cache, { onOtherHost: (host, canonical) => seen.push([host, canonical]) }));
    hono.all('*', (c) => {
      const canonical = c.req.path === '/Page' ? 'ours.example/page' : (requestCacheKey(c.req.raw)?.replace(/^not-ours\.example/, 'ours.example') ?? '');
      return new Response('<p>page</p>', { headers: { 'content-type': 'text/html', [CACHE_TAGS_HEADER]: 'site:1', [CACHE_KEY_HEADER]: canonical } });
    });
    await hono.request('http://not-ours.example:8080/page');
    await hono.request('http://ours.example/Page');
    await hono.request('http://ours.example/page');
    expect(seen).toEqual([['not-ours.example', 'ours.example']]);
  });

  it('replaces the nonce of a stored page by the hashes of the scripts that carried it', async () => {
    const html = '<html><head><script nonce="abc123">window.ok = 1</script><script>alert(1)</script><script nonce="abc123" src="/assets/x.js"></script></head></html>';
    const csp = "default-src 'self'; script-src 'self' 'nonce-abc123'; object-src 'none'";
    const hono = new Hono();
    hono.use(pageCacheMiddleware(cache));
    hono.get('*', (c) => c.html(html, 200, { [CACHE_TAGS_HEADER]: 'site:1', [CACHE_KEY_HEADER]: requestCacheKey(c.req.raw) ?? '', 'content-security-policy': csp }));
    for (const kind of ['MISS', 'HIT']) {
      const response = await hono.request('/scripted');
      expect(response.headers.get('x-cache')).toBe(kind);
      const policy = response.headers.get('content-security-policy')!;
      const hash = createHash('sha256').update('window.ok = 1').digest('base64');
      expect(policy).toBe(`default-src 'self'; script-src 'self' 'sha256-${hash}'; object-src 'none'`);
      const body = await response.text();
      expect(body).not.toContain('nonce');
      // The script without the nonce got no hash: it stays blocked.
      expect(policy).not.toContain(createHash('sha256').update('alert(1)').digest('base64'));
    }
  });

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

  it('never serves or stores pages for a visitor with a session cookie', async () => {
    await get('/page');
    for (const cookie of ['sitewright.session_token=abc.def', 'theme=dark; __Secure-sitewright.session_token=abc']) {
      const response = await get('/page', { cookie });
      expect(response.headers.get('x-cache')).toBeNull();
      expect(response.headers.get(CACHE_TAGS_HEADER)).toBeNull();
    }
    expect(callsOf('/page')).toBe(3);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 0 });
    // Other cookies (analytics, theme) do not make a page personal.
    expect((await get('/page', { cookie: 'theme=dark' })).headers.get('x-cache')).toBe('HIT');
  });

  it('does not store responses that set cookies', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get('/sets-cookie');
      expect(response.headers.get('x-cache')).toBeNull();
      expect(response.headers.get('set-cookie')).toBe('seen=1; Path=/');
      expect(response.headers.get(CACHE_TAGS_HEADER)).toBeNull();
    }
    expect(callsOf('/sets-cookie')).toBe(2);
  });

  it('does not cache URLs with a query string', async () => {
    await get('/page?utm=1');
    const response = await get('/page?utm=1');
    expect(response.headers.get('x-cache')).toBeNull();
    expect(response.headers.get(CACHE_TAGS_HEADER)).toBeNull();
    expect(callsOf('/page')).toBe(2);
  });

  it('does not cache responses without the tags header, nor errors', async () => {
    await get('/no-tags');
    expect((await get('/no-tags')).headers.get('x-cache')).toBeNull();
    expect(callsOf('/no-tags')).toBe(2);
    await get('/broken');
    const broken = await get('/broken');
    expect(broken.status).toBe(500);
    expect(broken.headers.get(CACHE_TAGS_HEADER)).toBeNull();
    expect(callsOf('/broken')).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('caches a site not-found page with its 404 status', async () => {
    await get('/missing');
    const response = await get('/missing');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-cache')).toBe('HIT');
    expect(callsOf('/missing')).toBe(1);
  });

  it('passes other methods through', async () => {
    await app.request('/page', { method: 'POST' });
    const response = await app.request('/page', { method: 'POST' });
    expect(response.headers.get('x-cache')).toBeNull();
    expect(response.headers.get(CACHE_TAGS_HEADER)).toBeNull();
    expect(callsOf('/page')).toBe(2);
  });

  it('renders again after its tag is invalidated, and keeps other tags', async () => {
    await get('/page');
    await get('/other');
    version = 2;
    cache.invalidateTag('site:1');
    const response = await get('/page');
    expect(response.headers.get('x-cache')).toBe('MISS');
    expect(await response.text()).toContain('/page v2');
    expect((await get('/other')).headers.get('x-cache')).toBe('HIT');
    expect(callsOf('/page')).toBe(2);
    expect(callsOf('/other')).toBe(1);
  });

  it('does not store a page rendered while an invalidation happened', async () => {
    const response = await get('/racy');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(pageHtml('/racy'));
    expect(cache.stats().entries).toBe(0);
  });

  it('passes everything through, without the tags header, when the cache is off', async () => {
    const off = buildApp(new PageCache({ maxBytes: 0 }));
    await off.request('/page');
    const response = await off.request('/page');
    expect(response.headers.get('x-cache')).toBeNull();
    expect(response.headers.get(CACHE_TAGS_HEADER)).toBeNull();
    expect(callsOf('/page')).toBe(2);
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
