import { afterAll, beforeAll, beforeEach } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { rateLimit } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { checkImageUrlRateLimitKey } from './check-image-url-routes.ts';
import type { ResolvedAddress } from '#server/net/public-fetch.ts';
import { createImageUrlChecker } from './check-image-url.ts';
import { isPublicAddress } from '#server/net/public-address.ts';

/*
 * Two local servers: "public" on 127.0.0.2 stands for a host on the internet (only the checker
 * built in `trustPublicServer` treats it so; the default policy refuses it like any loopback
 * address), and "internal" on 127.0.0.1 stands for what only the server can reach: it must never
 * see a request.
 */

export interface Seen {
  method: string;
  url: string;
  range?: string;
}

export function startServer(host: string, handler: http.RequestListener, port = 0) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, range: req.headers.range });
    handler(req, res);
  });
  return new Promise<{ server: http.Server; port: number; seen: Seen[] }>((resolve) => {
    server.listen(port, host, () => resolve({ server, port: (server.address() as AddressInfo).port, seen }));
  });
}

export let t: TestApp;
export let cookie = '';
export let userId = '';
export let publicServer: Awaited<ReturnType<typeof startServer>>;
export let internalServer: Awaited<ReturnType<typeof startServer>>;
/** Internal too, on the public server's port. */
export let internalTwin: Awaited<ReturnType<typeof startServer>>;
export let closedPort = 0;
export let resolveCalls: string[] = [];
export const PUBLIC_IP = '127.0.0.2';

export const publicUrl = (path: string) => `http://${PUBLIC_IP}:${publicServer.port}${path}`;
export const internalUrl = (path: string, host = '127.0.0.1') => `http://${host}:${internalServer.port}${path}`;

/** Names the test resolver knows; anything else does not exist. */
export function testResolve(hostname: string): Promise<ResolvedAddress[]> {
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
export function trustPublicServer(timeoutMs?: number) {
  t.deps.checkImageUrl = createImageUrlChecker({
    resolve: testResolve,
    isAllowedAddress: (address) => address === PUBLIC_IP || isPublicAddress(address),
    isAllowedPort: (port) => [80, 443, publicServer.port, internalServer.port, closedPort].includes(port),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

export async function check(url: unknown, options: { cookie?: string; body?: string } = {}) {
  const response = await t.request('/api/media/check-image-url', {
    method: 'POST',
    cookie: options.cookie ?? cookie,
    headers: { 'content-type': 'application/json' },
    body: options.body ?? JSON.stringify({ url }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

/** One app per test file, with a public and an internal image server on local addresses and a resolver that knows their names. */
export function setUpImageServers() {
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
}
