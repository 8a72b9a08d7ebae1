// GET /metrics through the whole app: Prometheus text whose request counters, page cache
// counters and gauges move with the requests made, behind METRICS_TOKEN when set.
import http from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { page, site } from '#server/db/schema.ts';
import { listen, type RunningServer } from '#server/http/serve.ts';
import { securityHeaders } from '#server/http/security-headers.ts';
import { createNodeHitHandler } from '#server/render/cache-middleware.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { observedFastPath } from './metrics.ts';
import { API_GROUPS } from './route-group.ts';

let t: TestApp;
const plainPage = { root: { props: {} }, content: [{ type: 'Heading', props: { id: 'H-1', text: 'Counted page' } }] };

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  const { db } = t.deps.database;
  const [shop] = await db.insert(site).values({ uniqueId: 'metrics', title: 'Metrics' }).returning();
  await db.insert(page).values({ siteId: shop!.id, kind: 'page', path: '/site-metrics/counted', pathWithNoSite: '/counted', title: 'Counted', data: plainPage, publishedAt: new Date() });
});
afterAll(async () => {
  await t?.close();
});

// One sample line of the text format: name{labels} value.
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/;

async function scrape(app: Pick<TestApp, 'request'> = t, headers: Record<string, string> = {}): Promise<string> {
  const response = await app.request('/metrics', { headers });
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of the sample with exactly these labels (0 when absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '{}').slice(1, -1).split(',').filter(Boolean).sort().join(',');
    if (have === wanted) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('is Prometheus text: every line a comment or a sample, with memory, database and cache metrics', async () => {
    const response = await t.request('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const line of text.split('\n').filter(Boolean)) expect(line.startsWith('# ') || SAMPLE.test(line), line).toBe(true);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    const postgres = t.deps.database.kind === 'postgres';
    expect(value(text, 'sitewright_db_embedded')).toBe(postgres ? 0 : 1);
    if (postgres) expect(value(text, 'sitewright_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    else expect(text).toContain('sitewright_db_pool_connections{state="waiting"} 0');
    expect(value(text, 'sitewright_page_cache_max_bytes')).toBe(t.deps.pageCache!.maxBytes);
    expect(value(text, 'sitewright_cache_invalidation_listening')).toBe(1);
  });

  it('counts requests by route group, method and status; never by raw path', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await t.request('/api/health/live')).status).toBe(200);
    expect((await t.request('/api/no-such-thing-xyz')).status).toBe(404);
    expect((await t.request('/api/products/not-a-uuid', { method: 'DELETE' })).status).toBeGreaterThanOrEqual(400);
    const after = await scrape();
    const health = { group: 'health', method: 'GET', status: '200' };
    expect(value(after, 'sitewright_http_requests_total', health) - value(before, 'sitewright_http_requests_total', health)).toBe(3);
    const other = { group: 'api:other', method: 'GET', status: '404' };
    expect(value(after, 'sitewright_http_requests_total', other) - value(before, 'sitewright_http_requests_total', other)).toBe(1);
    const latency = { group: 'health', status_class: '2xx' };
    expect(value(after, 'sitewright_http_request_duration_seconds_count', latency) - value(before, 'sitewright_http_request_duration_seconds_count', latency)).toBe(3);
    expect(value(after, 'sitewright_http_request_duration_seconds_bucket', { ...latency, le: '+Inf' })).toBe(value(after, 'sitewright_http_request_duration_seconds_count', latency));
    // The scrape before this one is counted too.
    expect(value(after, 'sitewright_http_requests_total', { group: 'metrics', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(after).not.toContain('no-such-thing');
    expect(after).not.toContain('not-a-uuid');
  });

  it('counts page cache misses and hits (in the app and before it), entries and bytes', async () => {
    t.deps.pageCache!.clear();
    const before = await scrape();
    const miss = await t.request('/site-metrics/counted');
    expect(miss.headers.get('x-cache')).toBe('MISS');
    await miss.arrayBuffer();
    const hit = await t.request('/site-metrics/counted');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    await hit.arrayBuffer();

    // The same cache answering before Hono, as main.ts mounts it.
    let server: RunningServer | undefined;
    try {
      server = await listen(t.app, {
        port: 0,
        hostname: '127.0.0.1',
        graceMs: 100,
        database: { ...t.deps.database, close: async () => {} },
        logger: t.deps.logger,
        fastPath: observedFastPath(createNodeHitHandler(t.deps.pageCache!, securityHeaders(t.deps.env))),
      });
      const port = server.port;
      // The page is stored under the public origin's host (localhost), its canonical key; fetch would not send that Host.
      const get = (path: string, requestId: string) =>
        new Promise<http.IncomingMessage>((resolve, reject) => {
          const request = http.get({ host: '127.0.0.1', port, path, headers: { host: new URL(TEST_ORIGIN).host, 'x-request-id': requestId } }, (response) => {
            response.resume();
            response.on('end', () => resolve(response));
          });
          request.on('error', reject);
        });
      const fast = await get('/site-metrics/counted', 'edge-42');
      expect(fast.headers['x-cache']).toBe('HIT');
      expect(fast.headers['x-request-id']).toBe('edge-42');
      const unsafe = await get('/site-metrics/counted', 'x'.repeat(300));
      expect(unsafe.headers['x-cache']).toBe('HIT');
      expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      // A miss before Hono falls through: one x-request-id, the app's.
      const api = await get('/api/health/live', 'through-app-1');
      expect(api.headers['x-cache']).toBeUndefined();
      expect(api.headers['x-request-id']).toBe('through-app-1');
    } finally {
      await server?.shutdown('test over');
    }

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(before, name, labels);
    expect(delta('sitewright_page_cache_misses_total')).toBe(1);
    expect(delta('sitewright_page_cache_hits_total')).toBe(3);
    expect(delta('sitewright_http_requests_total', { group: 'page', method: 'GET', status: '200' })).toBe(1);
    expect(delta('sitewright_http_requests_total', { group: 'page-cache-hit', method: 'GET', status: '200' })).toBe(3);
    expect(value(after, 'sitewright_page_cache_entries')).toBe(1);
    expect(value(after, 'sitewright_page_cache_bytes')).toBe(t.deps.pageCache!.stats().bytes);
    expect(value(after, 'sitewright_page_cache_bytes')).toBeGreaterThan(0);
  });

  it('gives every API the app mounts its own group (only unknown segments fall to api:other)', () => {
    const mounted = new Set(t.app.routes.map((route) => route.path.split('/')).filter((parts) => parts[1] === 'api' && parts[2]).map((parts) => parts[2]!));
    const fixed = [...mounted].filter((segment) => !segment.includes(':') && !segment.includes('*') && segment !== 'health');
    expect(fixed.length).toBeGreaterThan(20);
    expect(fixed.filter((segment) => !(API_GROUPS as readonly string[]).includes(segment))).toEqual([]);
  });

  it('is not a page: React Router and the page cache never answer it, and a query string changes nothing', async () => {
    const response = await t.request('/metrics?x=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBeNull();
    expect(await response.text()).toContain('sitewright_http_requests_total');
  });
});

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
