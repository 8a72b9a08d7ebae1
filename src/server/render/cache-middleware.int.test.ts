import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CACHE_KEY_HEADER, CACHE_TAGS_HEADER, pageCacheMiddleware, requestCacheKey } from './cache-middleware.ts';
import { app, buildApp, cache, callsOf, get, pageHtml, renders, setUpCacheMiddleware } from './cache-middleware-kit.ts';
import { PageCache } from './page-cache.ts';

/* What the page cache stores and serves, and what it never stores. HTTP negotiation: cache-middleware-http.int.test.ts. */

setUpCacheMiddleware();

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
    renders.version = 2;
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
