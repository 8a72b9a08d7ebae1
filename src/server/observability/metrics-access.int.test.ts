import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createTestApp, TEST_ORIGIN } from '#server/testing/test-app.ts';
import { scrape, setUpMetricsApp, t } from './metrics-kit.ts';

// Request ids (on errors too) and who may read /metrics.
setUpMetricsApp();

describe('request ids', () => {
  it('echoes a safe incoming id, replaces an unsafe one, and puts it on every log line of the request, React Router included', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const render = t.deps.renderPage!;
    const app = createApp({
      ...t.deps,
      logger: pino({ level: 'info' }, stream),
      renderPage: (request, context) => {
        context.deps.logger.info('rendering');
        return render(request, context);
      },
    });
    const call = (path: string, id?: string) => app.request(`${TEST_ORIGIN}${path}`, { headers: id === undefined ? {} : { 'x-request-id': id } }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });

    const kept = await call('/site-metrics/nothing-here', 'trace-abc.123');
    expect(kept.headers.get('x-request-id')).toBe('trace-abc.123');
    await kept.arrayBuffer();
    const ofKept = lines.filter((line) => line.requestId === 'trace-abc.123').map((line) => line.msg);
    expect(ofKept).toEqual(['rendering', 'request']);

    const replaced = await call('/api/health/live', 'bad id", "level":60');
    const id = replaced.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(lines.filter((line) => line.requestId === id).map((line) => line.msg)).toEqual(['request']);
    expect(lines.every((line) => typeof line.requestId === 'string')).toBe(true);
  });
});

describe('request ids on errors', () => {
  it("a page whose loader fails logs React Router's error with the request's id", async () => {
    const broken = await createTestApp({}, { pages: true });
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    try {
      const app = createApp({ ...broken.deps, logger: pino({ level: 'info' }, stream) });
      await broken.deps.database.close();
      const response = await app.request(`${TEST_ORIGIN}/site-nowhere/page`, { headers: { 'x-request-id': 'failing-render-1' } }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
      expect(response.status).toBe(500);
      expect(response.headers.get('x-request-id')).toBe('failing-render-1');
      await response.arrayBuffer();
      const errors = lines.filter((line) => line.level === 50);
      expect(errors.length).toBeGreaterThan(0);
      for (const line of errors) expect(line.requestId).toBe('failing-render-1');
      expect(errors.map((line) => line.msg)).toContain('page error');
    } finally {
      await broken.close().catch(() => {});
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('asks for the bearer token when set: 401 JSON without or with a wrong one, 200 with it', async () => {
    const token = 'metrics-token-0123456789abcdef';
    const guarded = await createTestApp({ METRICS_TOKEN: token });
    try {
      for (const authorization of [undefined, 'Bearer wrong', `Basic ${token}`, `Bearer ${token}x`]) {
        const response = await guarded.request('/metrics', { headers: authorization ? { authorization } : {} });
        expect(response.status, authorization).toBe(401);
        expect(response.headers.get('www-authenticate')).toContain('Bearer');
        expect(((await response.json()) as { error: string }).error).toContain('METRICS_TOKEN');
      }
      expect(await scrape(guarded, { authorization: `Bearer ${token}` })).toContain('sitewright_http_requests_total');
    } finally {
      await guarded.close();
    }
  });
});

describe('metrics in production without METRICS_TOKEN', () => {
  it('answer loopback clients only, as the client address is derived (through trusted proxies): 403 JSON to anyone else', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), TRUSTED_PROXIES: '10.0.0.2' });
    try {
      for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        const response = await production.request('/metrics', { ip });
        expect(response.status, ip).toBe(200);
        expect(await response.text()).toContain('sitewright_http_requests_total');
      }
      const refused: [string, Record<string, string>][] = [
        ['203.0.113.7', {}],
        ['10.0.0.9', {}],
        ['::ffff:192.168.1.4', {}],
        ['2001:db8::1', {}],
        // A client cannot claim to be local: only a trusted proxy's X-Forwarded-For is read…
        ['203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }],
        // …and a trusted proxy forwarding a remote client is that remote client.
        ['10.0.0.2', { 'x-forwarded-for': '203.0.113.7' }],
      ];
      for (const [ip, headers] of refused) {
        const response = await production.request('/metrics', { ip, headers });
        expect(response.status, `${ip} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(((await response.json()) as { error: string }).error).toContain('METRICS_TOKEN');
      }
      // Through the trusted proxy, a local client is local.
      expect((await production.request('/metrics', { ip: '10.0.0.2', headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('do not take a same-host proxy left out of TRUSTED_PROXIES for a local client', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40) });
    try {
      // What nginx or Caddy on the same machine sends: every client's socket is 127.0.0.1.
      const forwarded: Record<string, string>[] = [
        { 'x-forwarded-for': '203.0.113.7' },
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: 'for=203.0.113.7;proto=https' },
        { 'x-real-ip': '203.0.113.7' },
        { 'x-forwarded-for': '' },
      ];
      for (const headers of forwarded) {
        for (const ip of ['127.0.0.1', '::1']) {
          const response = await production.request('/metrics', { ip, headers });
          expect(response.status, `${ip} ${JSON.stringify(headers)}`).toBe(403);
          expect(((await response.json()) as { error: string }).error).toContain('METRICS_TOKEN');
        }
      }
      expect((await production.request('/metrics', { ip: '127.0.0.1' })).status).toBe(200);
    } finally {
      await production.close();
    }
    // Listed in TRUSTED_PROXIES, the same-host proxy is read: its remote client is refused, a local one let in.
    const proxied = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), TRUSTED_PROXIES: '127.0.0.1' });
    try {
      expect((await proxied.request('/metrics', { ip: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(403);
      expect((await proxied.request('/metrics', { ip: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('stay open outside production, and a token opens them to any address in production', async () => {
    expect((await t.request('/metrics', { ip: '203.0.113.7' })).status).toBe(200);
    const token = 'metrics-token-0123456789abcdef';
    const production = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), METRICS_TOKEN: token });
    try {
      expect((await production.request('/metrics', { ip: '203.0.113.7', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      expect((await production.request('/metrics', { ip: '127.0.0.1' })).status).toBe(401);
    } finally {
      await production.close();
    }
  });
});
