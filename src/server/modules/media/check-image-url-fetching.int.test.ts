import { beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_URL_INACCESSIBLE, IMAGE_URL_NETWORK_ERROR, IMAGE_URL_NOT_AN_IMAGE } from '#core/media/messages.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import { CHECK_IMAGE_URL_RATE_LIMIT } from './check-image-url-routes.ts';
import { check, closedPort, internalServer, internalTwin, internalUrl, publicServer, publicUrl, resolveCalls, setUpImageServers, t, trustPublicServer } from './check-image-url-kit.ts';

// Fetching from a trusted public server, and the rate limit.
setUpImageServers();

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
    // Well under the test's own timeout: it was the checker's 300 ms that ended the wait (a loaded machine adds seconds).
    expect(Date.now() - started).toBeLessThan(10_000);
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
