import { Hono } from 'hono';
import { beforeEach } from 'vitest';
import { CACHE_KEY_HEADER, CACHE_TAGS_HEADER, pageCacheMiddleware, requestCacheKey } from './cache-middleware.ts';
import { PageCache } from './page-cache.ts';

/*
 * Shared setup of the page cache middleware int tests (cache-middleware*.int.test.ts): a fake page
 * renderer behind the middleware that counts its renders. Each test file calls
 * setUpCacheMiddleware() once at its top level.
 */

let calls: Map<string, number>;
/** The version the renderer writes into every page; a test raises it to see a fresh render. */
export const renders = { version: 1 };
export let cache: PageCache;
export let app: Hono;

export const pageHtml = (path: string) =>
  `<!doctype html><html lang="en"><body><h1>${path} v${renders.version}</h1>${'<p>Some paragraph text of a published page.</p>'.repeat(50)}</body></html>`;

/** The fake renderer behind the middleware: paths choose tags, status, cookies and races. */
export function buildApp(pageCache: PageCache) {
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

/** A fresh cache, app and render count before every test of the calling file. */
export function setUpCacheMiddleware() {
  beforeEach(() => {
    calls = new Map();
    renders.version = 1;
    cache = new PageCache({ maxBytes: 8 * 1024 * 1024 });
    app = buildApp(cache);
  });
}

export const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });
export const callsOf = (path: string) => calls.get(path) ?? 0;
