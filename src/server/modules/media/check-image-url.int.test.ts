import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  IMAGE_URL_INACCESSIBLE,
  IMAGE_URL_INVALID,
  IMAGE_URL_NETWORK_ERROR,
  IMAGE_URL_NOT_A_URL,
  IMAGE_URL_NOT_AN_IMAGE,
} from '#core/media/messages.ts';
import { rateLimit } from '#server/db/schema.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { CHECK_IMAGE_URL_RATE_LIMIT, checkImageUrlRateLimitKey } from './check-image-url-routes.ts';
import type { ResolvedAddress } from '#server/net/public-fetch.ts';
import { createImageUrlChecker } from './check-image-url.ts';
import { isPublicAddress } from '#server/net/public-address.ts';

/*
 * Two local servers: "public" on 127.0.0.2 stands for a host on the internet (only the checker
 * built in `trustPublicServer` treats it so; the default policy refuses it like any loopback
 * address), and "internal" on 127.0.0.1 stands for what only the server can reach: it must never
 * see a request.
 */

interface Seen {
  method: string;
  url: string;
  range?: string;
}

function startServer(host: string, handler: http.RequestListener, port = 0) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, range: req.headers.range });
    handler(req, res);
  });
  return new Promise<{ server: http.Server; port: number; seen: Seen[] }>((resolve) => {
    server.listen(port, host, () => resolve({ server, port: (server.address() as AddressInfo).port, seen }));
  });
}

let t: TestApp;
let cookie = '';
let userId = '';
let publicServer: Awaited<ReturnType<typeof startServer>>;
let internalServer: Awaited<ReturnType<typeof startServer>>;
/** Internal too, on the public server's port. */
let internalTwin: Awaited<ReturnType<typeof startServer>>;
let closedPort = 0;
let resolveCalls: string[] = [];
const PUBLIC_IP = '127.0.0.2';

const publicUrl = (path: string) => `http://${PUBLIC_IP}:${publicServer.port}${path}`;
const internalUrl = (path: string, host = '127.0.0.1') => `http://${host}:${internalServer.port}${path}`;

/** Names the test resolver knows; anything else does not exist. */
function testResolve(hostname: string): Promise<ResolvedAddress[]> {
  resolveCalls.push(hostname);
  const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
  if (hostname === 'images.test') return Promise.resolve([v4(PUBLIC_IP)]);
  if (hostname === 'mixed.test') return Promise.resolve([v4(PUBLIC_IP), v4('127.0.0.1')]);
  if (hostname === 'mapped.test') return Promise.resolve([{ address: '::ffff:127.0.0.1', family: 6 }]);
  if (hostname === 'localhost') return Promise.resolve([v4('127.0.0.1'), { address: '::1', family: 6 }]);
  // The first answer is public, every later one internal: a rebinding DNS server.
  if (hostname === 'rebind.test') return Promise.resolve([v4(resolveCalls.filter((h) => h === hostname).length === 1 ? PUBLIC_IP : '127.0.0.1')]);
  return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
}

/** The production policy, except that the public server (127.0.0.2) and both servers' ports are let in. */
function trustPublicServer(timeoutMs?: number) {
  t.deps.checkImageUrl = createImageUrlChecker({
    resolve: testResolve,
    isAllowedAddress: (address) => address === PUBLIC_IP || isPublicAddress(address),
    isAllowedPort: (port) => [80, 443, publicServer.port, internalServer.port, closedPort].includes(port),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

async function check(url: unknown, options: { cookie?: string; body?: string } = {}) {
  const response = await t.request('/api/media/check-image-url', {
    method: 'POST',
    cookie: options.cookie ?? cookie,
    headers: { 'content-type': 'application/json' },
    body: options.body ?? JSON.stringify({ url }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, userId } = await t.signUp('checker@example.com'));
  internalServer = await startServer('127.0.0.1', (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' }).end('secret');
  });
  publicServer = await startServer(PUBLIC_IP, (req, res) => {
    const url = new URL(req.url!, 'http://x');
    const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
    if (chain) {
      const left = Number(chain[1]);
      res.writeHead(302, { location: left === 0 ? '/image.png' : `/chain/${left - 1}` }).end();
      return;
    }
    switch (url.pathname) {
      case '/image.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': '1000' }).end();
        return;
      case '/logo.svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8' }).end();
        return;
      case '/page.html':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end();
        return;
      case '/no-type':
        res.writeHead(200).end();
        return;
      case '/missing.png':
        res.writeHead(404, { 'content-type': 'text/html' }).end();
        return;
      case '/no-head.jpg':
        if (req.method === 'HEAD') res.writeHead(405, { allow: 'GET' }).end();
        // A large body the check must not wait for.
        else res.writeHead(206, { 'content-type': 'image/jpeg', 'content-range': 'bytes 0-0/50000000' }).end(Buffer.alloc(5_000_000));
        return;
      case '/slow.png':
        return; // never answers
      case '/to-internal':
        res.writeHead(302, { location: internalUrl('/secret.png') }).end();
        return;
      case '/to-localhost':
        res.writeHead(301, { location: internalUrl('/secret.png', 'localhost') }).end();
        return;
      case '/to-metadata':
        res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      case '/to-decimal':
        res.writeHead(308, { location: `http://2130706433:${internalServer.port}/secret.png` }).end();
        return;
      case '/to-file':
        res.writeHead(302, { location: 'file:///etc/passwd' }).end();
        return;
      case '/to-images-test':
        res.writeHead(302, { location: `http://images.test:${publicServer.port}/image.png` }).end();
        return;
      default:
        res.writeHead(404).end();
    }
  });
  internalTwin = await startServer('127.0.0.1', (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' }).end('secret');
  }, publicServer.port);
  const closed = await startServer('127.0.0.1', () => {});
  closedPort = closed.port;
  await new Promise((resolve) => closed.server.close(resolve));
}, 60_000);

afterAll(async () => {
  await t?.close();
  publicServer?.server.closeAllConnections();
  await new Promise((resolve) => publicServer?.server.close(resolve));
  await new Promise((resolve) => internalServer?.server.close(resolve));
  await new Promise((resolve) => internalTwin?.server.close(resolve));
});

beforeEach(async () => {
  // Far more checks than one person makes in a minute: the rate limit has its own test.
  await t.deps.database.db.delete(rateLimit).where(eq(rateLimit.key, checkImageUrlRateLimitKey(userId)));
  delete t.deps.checkImageUrl;
  resolveCalls = [];
  publicServer.seen.length = 0;
  internalServer.seen.length = 0;
  internalTwin.seen.length = 0;
});

describe('POST /api/media/check-image-url: the request', () => {
  it('is refused anonymously (401)', async () => {
    const { status } = await check('https://example.com/a.png', { cookie: '' });
    expect(status).toBe(401);
  });

  it('answers 400 to a body that is not JSON or has no url string', async () => {
    expect((await check(null, { body: '{"url":' })).status).toBe(400);
    expect((await check(null, { body: '["https://example.com/a.png"]' })).status).toBe(400);
    const noUrl = await check(42);
    expect(noUrl).toMatchObject({ status: 400, body: { error: 'url must be a string' } });
  });

  it.each(['not a url', '', 'example.com/a.png', 'ftp://example.com/a.png', 'javascript:alert(1)', 'file:///etc/passwd', 'data:image/png;base64,AAAA', `https://example.com/${'a'.repeat(2100)}.png`])(
    'answers 400 format "Please enter a valid URL" for %j',
    async (url) => {
      const { status, body } = await check(url);
      expect(status).toBe(400);
      expect(body).toMatchObject({ valid: false, errorType: 'format', error: IMAGE_URL_NOT_A_URL });
    },
  );
});

describe('the default policy: refuses without fetching anything', () => {
  it.each([
    ['loopback', () => internalUrl('/x.png'), 'port'],
    ['loopback on port 80', () => 'http://127.0.0.1/x.png', 'blocked-address'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/iam/', 'blocked-address'],
    ['IPv6 loopback', () => 'http://[::1]/x.png', 'blocked-address'],
    ['IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.1]/x.png', 'blocked-address'],
    ['a decimal IPv4', () => 'http://2130706433/x.png', 'blocked-address'],
    ['a hexadecimal IPv4', () => 'http://0x7f.1/x.png', 'blocked-address'],
    ['an octal IPv4', () => 'http://0177.0.0.1/x.png', 'blocked-address'],
    ['unspecified', () => 'http://0.0.0.0/x.png', 'blocked-address'],
    ['private 10/8', () => 'https://10.0.0.5/x.png', 'blocked-address'],
    ['private 192.168/16', () => 'http://192.168.1.1/x.png', 'blocked-address'],
    ['carrier-grade NAT', () => 'http://100.64.0.1/x.png', 'blocked-address'],
    ['IPv6 link-local', () => 'http://[fe80::1]/x.png', 'blocked-address'],
    ['IPv6 unique local', () => 'http://[fd00::1]/x.png', 'blocked-address'],
    ['broadcast', () => 'http://255.255.255.255/x.png', 'blocked-address'],
    ['the public test server (loopback to the default policy)', () => publicUrl('/image.png'), 'port'],
    ['credentials in the url', () => 'https://user:pass@example.com/x.png', 'credentials'],
    ['a port other than 80 and 443', () => 'https://example.com:8443/x.png', 'port'],
  ])('%s → 400 "Invalid image URL"', async (_name, url, reason) => {
    const { status, body } = await check(url());
    expect(status).toBe(400);
    expect(body).toEqual({ valid: false, errorType: 'format', error: IMAGE_URL_INVALID, reason });
    expect(internalServer.seen).toEqual([]);
    expect(internalTwin.seen).toEqual([]);
    expect(publicServer.seen).toEqual([]);
  });

  it('refuses a name that resolves to loopback (localhost) as inaccessible, after resolving, before connecting', async () => {
    const { status, body } = await check('http://localhost/x.png');
    expect(status).toBe(200);
    expect(body).toEqual({ valid: false, errorType: 'accessibility', error: IMAGE_URL_INACCESSIBLE, reason: 'blocked-address' });
  });
});

describe('with the public test server trusted', () => {
  beforeEach(() => trustPublicServer());

  it('accepts an image', async () => {
    const { status, body } = await check(publicUrl('/image.png'));
    expect(status).toBe(200);
    expect(body).toEqual({ valid: true, url: publicUrl('/image.png'), contentType: 'image/png' });
    expect(publicServer.seen).toEqual([{ method: 'HEAD', url: '/image.png', range: undefined }]);
  });

  it('accepts SVG (shown in <img>, where it runs no script)', async () => {
    expect((await check(publicUrl('/logo.svg'))).body).toMatchObject({ valid: true, contentType: 'image/svg+xml' });
  });

  it('falls back to a one-byte GET when HEAD is refused, without reading the body', async () => {
    const { body } = await check(publicUrl('/no-head.jpg'));
    expect(body).toMatchObject({ valid: true, contentType: 'image/jpeg' });
    expect(publicServer.seen).toEqual([
      { method: 'HEAD', url: '/no-head.jpg', range: undefined },
      { method: 'GET', url: '/no-head.jpg', range: 'bytes=0-0' },
    ]);
  });

  it('says "The URL does not point to an image" for text/html and for no content type', async () => {
    for (const path of ['/page.html', '/no-type']) {
      const { status, body } = await check(publicUrl(path));
      expect(status).toBe(200);
      expect(body).toEqual({ valid: false, errorType: 'content-type', error: IMAGE_URL_NOT_AN_IMAGE, reason: 'content-type' });
    }
  });

  it('says "Image not found or inaccessible" for a 404', async () => {
    const { body } = await check(publicUrl('/missing.png'));
    expect(body).toEqual({ valid: false, errorType: 'accessibility', error: IMAGE_URL_INACCESSIBLE, reason: 'status', status: 404 });
  });

  it('says "Network error while validating image" for a closed port and an unknown host', async () => {
    expect((await check(`http://127.0.0.2:${closedPort}/image.png`)).body).toEqual({
      valid: false,
      errorType: 'network',
      error: IMAGE_URL_NETWORK_ERROR,
      reason: 'network',
    });
    expect((await check('http://nowhere.test/image.png')).body).toMatchObject({ errorType: 'network', error: IMAGE_URL_NETWORK_ERROR });
  });

  it('gives up on a server that does not answer in time, as a network error', async () => {
    trustPublicServer(300);
    const started = Date.now();
    const { body } = await check(publicUrl('/slow.png'));
    expect(body).toEqual({ valid: false, errorType: 'network', error: IMAGE_URL_NETWORK_ERROR, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('still refuses loopback itself, however it is written', async () => {
    for (const url of [internalUrl('/x.png'), internalUrl('/x.png', '[::ffff:127.0.0.1]'), internalUrl('/x.png', '2130706433'), internalUrl('/x.png', '0x7f.1')]) {
      expect((await check(url)).body, url).toMatchObject({ errorType: 'format', reason: 'blocked-address' });
    }
    for (const url of [internalUrl('/x.png', 'localhost'), internalUrl('/x.png', 'mixed.test'), internalUrl('/x.png', 'mapped.test')]) {
      expect((await check(url)).body, url).toMatchObject({ errorType: 'accessibility', reason: 'blocked-address' });
    }
    expect(internalServer.seen).toEqual([]);
  });

  it('connects to the address it vetted (a name only the test resolver knows), resolving once', async () => {
    const { body } = await check(`http://images.test:${publicServer.port}/image.png`);
    expect(body).toMatchObject({ valid: true, contentType: 'image/png' });
    expect(resolveCalls).toEqual(['images.test']);
  });

  it('is not fooled by a DNS answer that changes after the check (rebinding)', async () => {
    // A second answer would send the connection to the internal twin on the same port.
    const { body } = await check(`http://rebind.test:${publicServer.port}/image.png`);
    expect(body).toMatchObject({ valid: true, contentType: 'image/png' });
    expect(resolveCalls).toEqual(['rebind.test']);
    expect(publicServer.seen).toHaveLength(1);
    expect(internalTwin.seen).toEqual([]);
  });

  it('follows redirects, vetting each hop the same way', async () => {
    const { body } = await check(publicUrl('/to-images-test'));
    expect(body).toEqual({ valid: true, url: publicUrl('/to-images-test'), contentType: 'image/png' });
    expect(resolveCalls).toEqual(['images.test']);
  });

  it.each(['/to-internal', '/to-localhost', '/to-metadata', '/to-decimal', '/to-file'])('refuses to follow %s, before any request reaches it', async (path) => {
    const { status, body } = await check(publicUrl(path));
    expect(status).toBe(200);
    expect(body).toMatchObject({ valid: false, errorType: 'accessibility', error: IMAGE_URL_INACCESSIBLE });
    expect(body.reason).not.toBe('status');
    expect(internalServer.seen).toEqual([]);
  });

  it('follows at most 3 redirects', async () => {
    expect((await check(publicUrl('/chain/2'))).body).toMatchObject({ valid: true });
    const tooMany = await check(publicUrl('/chain/3'));
    expect(tooMany.body).toEqual({ valid: false, errorType: 'accessibility', error: IMAGE_URL_INACCESSIBLE, reason: 'too-many-redirects', status: 302 });
    expect(publicServer.seen.filter((s) => s.url === '/image.png')).toHaveLength(1);
  });
});

describe('rate limit', () => {
  it(`allows ${CHECK_IMAGE_URL_RATE_LIMIT.max} checks per user per window, counted in the database even when concurrent`, async () => {
    const flooder = await t.signUp('flooder@example.com');
    const responses = await Promise.all(
      Array.from({ length: CHECK_IMAGE_URL_RATE_LIMIT.max + 5 }, () => check('not a url', { cookie: flooder.cookie })),
    );
    expect(responses.filter((r) => r.status === 400)).toHaveLength(CHECK_IMAGE_URL_RATE_LIMIT.max);
    const limited = responses.filter((r) => r.status === 429);
    expect(limited).toHaveLength(5);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Someone else is not affected.
    expect((await check('not a url')).status).toBe(400);
  });

  it('starts a new window once the last one has passed', async () => {
    const { db } = t.deps.database;
    const rule = { max: 2, windowMs: 1_000 };
    const key = `test:window:${crypto.randomUUID()}`;
    const at = (now: number) => consumeRateLimit(db, key, rule, now);
    expect(await at(10_000)).toEqual({ allowed: true, retryAfterSeconds: 1 });
    expect((await at(10_500)).allowed).toBe(true);
    expect(await at(10_900)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await at(11_000)).allowed).toBe(true);
    expect((await at(11_999)).allowed).toBe(true);
    expect((await at(11_999)).allowed).toBe(false);
  });
});
