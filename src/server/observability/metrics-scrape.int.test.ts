import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '#server/http/serve.ts';
import { securityHeaders } from '#server/http/security-headers.ts';
import { createNodeHitHandler } from '#server/render/cache-middleware.ts';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { observedFastPath } from './metrics.ts';
import { API_GROUPS } from './route-group.ts';
import { SAMPLE, scrape, setUpMetricsApp, t, value } from './metrics-kit.ts';

setUpMetricsApp();

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
