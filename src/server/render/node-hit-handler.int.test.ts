import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeHitHandler } from './cache-middleware.ts';
import { PageCache } from './page-cache.ts';

let server: Server;
let base = '';
let fallthrough = 0;
const cache = new PageCache({ maxBytes: 1024 * 1024 });

beforeAll(async () => {
  const answerHit = createNodeHitHandler(cache, { 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff' });
  server = createServer((req, res) => {
    if (answerHit(req, res)) return;
    fallthrough++;
    res.writeHead(404).end('miss');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cache.set(`127.0.0.1/hello`, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
    body: Buffer.from('<h1>Hello</h1>'.repeat(50)),
    tags: ['site:x'],
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('cache hits answered before the app', () => {
  it('serves the stored page with the fixed security headers and the chosen coding', async () => {
    const response = await fetch(`${base}/hello`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('HIT');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('<h1>Hello</h1>');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${base}/hello`, { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    const again = await fetch(`${base}/hello`, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('passes on misses, query strings, session cookies and non-GET requests', async () => {
    const before = fallthrough;
    await (await fetch(`${base}/other`)).text();
    await (await fetch(`${base}/hello?x=1`)).text();
    await (await fetch(`${base}/hello`, { headers: { cookie: 'sitewright.session_token=abc' } })).text();
    await (await fetch(`${base}/hello`, { method: 'POST' })).text();
    expect(fallthrough - before).toBe(4);
  });

  it('stops answering once the page is invalidated', async () => {
    cache.invalidateTag('site:x');
    const response = await fetch(`${base}/hello`);
    expect(response.status).toBe(404);
  });
});
