import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';
import type { Database } from '#server/db/client.ts';
import type { PageCache } from '#server/render/page-cache.ts';
import { methodLabel, routeGroup, type RouteGroup } from './route-group.ts';
import { requestIdFrom } from './request-id.ts';

/**
 * Every metric lives on prom-client's default `register`, once per process: counters and
 * histograms (and gauges that sum), so that a cluster primary can add up its workers' registers
 * (AggregatorRegistry). See docs/decisions/026-observability.md.
 */

/** What the gauges and cache counters read when /metrics is scraped; the app that was created last binds them. */
export interface MetricsSources {
  pageCache?: PageCache | undefined;
  database: Pick<Database, 'kind' | 'pool'>;
  /** The page cache's invalidation listener (PostgreSQL); absent or listening on PGlite. */
  cacheInvalidation?: { readonly listening: boolean } | undefined;
}

let sources: MetricsSources | null = null;

/** Points the scrape-time metrics at this app's page cache and database. */
export function observeSources(next: MetricsSources): void {
  sources = next;
}

collectDefaultMetrics();

const requests = new Counter({
  name: 'sitewright_http_requests_total',
  help: 'HTTP requests answered, by route group, method and status code (page cache hits before the app included).',
  labelNames: ['group', 'method', 'status'] as const,
});

const duration = new Histogram({
  name: 'sitewright_http_request_duration_seconds',
  help: 'Time to answer an HTTP request (until its response starts), by route group and status class.',
  labelNames: ['group', 'status_class'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

// The cache keeps its own running totals; each scrape adds what changed since the one before.
function cacheCounter(name: string, help: string, read: (stats: ReturnType<PageCache['stats']>) => number) {
  let seen: { cache: PageCache; value: number } | null = null;
  return new Counter({
    name,
    help,
    collect() {
      const cache = sources?.pageCache;
      if (!cache) return;
      const value = read(cache.stats());
      // A new cache (another app in this process) starts from its own zero.
      const before = seen?.cache === cache ? seen.value : 0;
      seen = { cache, value };
      if (value > before) this.inc(value - before);
    },
  });
}

cacheCounter('sitewright_page_cache_hits_total', 'Pages answered from the in-memory page cache.', (s) => s.hits);
cacheCounter('sitewright_page_cache_misses_total', 'Cacheable page requests the cache did not hold (rendered instead).', (s) => s.misses);
cacheCounter('sitewright_page_cache_evictions_total', 'Pages dropped to stay within PAGE_CACHE_MAX_BYTES.', (s) => s.evictions);
new Gauge({
  name: 'sitewright_page_cache_entries',
  help: 'Pages held in the page cache.',
  collect() {
    this.set(sources?.pageCache?.stats().entries ?? 0);
  },
});
new Gauge({
  name: 'sitewright_page_cache_bytes',
  help: 'Bytes held by the page cache (raw + gzip + brotli).',
  collect() {
    this.set(sources?.pageCache?.stats().bytes ?? 0);
  },
});
new Gauge({
  name: 'sitewright_page_cache_max_bytes',
  help: 'The page cache limit, PAGE_CACHE_MAX_BYTES.',
  collect() {
    this.set(sources?.pageCache?.maxBytes ?? 0);
  },
});
new Gauge({
  name: 'sitewright_db_pool_connections',
  help: 'PostgreSQL pool connections: total open, idle, and queries waiting for one (0 on the embedded database).',
  labelNames: ['state'] as const,
  collect() {
    const pool = sources?.database.pool;
    this.set({ state: 'total' }, pool?.totalCount ?? 0);
    this.set({ state: 'idle' }, pool?.idleCount ?? 0);
    this.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
  },
});
new Gauge({
  name: 'sitewright_db_embedded',
  help: '1 when the server runs on the embedded database (PGlite, one process), 0 on PostgreSQL.',
  aggregator: 'max',
  collect() {
    this.set(sources?.database.kind === 'pglite' ? 1 : 0);
  },
});
new Gauge({
  name: 'sitewright_cache_invalidation_listening',
  help: '1 while this process hears page cache invalidations from the others (always 1 on the embedded database).',
  aggregator: 'min',
  collect() {
    this.set(sources?.cacheInvalidation?.listening === false ? 0 : 1);
  },
});

const statusClasses = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** Counts one answered request. `seconds` runs from its arrival to its response. */
export function recordRequest(group: RouteGroup, method: string, status: number, seconds: number): void {
  requests.inc({ group, method: methodLabel(method), status: String(status) });
  duration.observe({ group, status_class: statusClasses[Math.floor(status / 100) - 1] ?? 'other' }, seconds);
}

/** Counts a request the app answered, grouped by its path (a page cache hit when x-cache says so). */
export function recordAppRequest(path: string, method: string, status: number, cacheHeader: string | null, seconds: number): void {
  recordRequest(routeGroup(path, cacheHeader === 'HIT'), method, status, seconds);
}

/**
 * Wraps the page cache's answer-before-Hono handler (decision 008): its hits are counted, and
 * carry an x-request-id like every other response.
 */
export function observedFastPath(answer: (req: IncomingMessage, res: ServerResponse) => boolean) {
  return function observed(req: IncomingMessage, res: ServerResponse): boolean {
    const started = performance.now();
    res.setHeader('x-request-id', requestIdFrom(req.headers['x-request-id'] as string | undefined));
    if (!answer(req, res)) {
      // The app sets its own (the same rule, its own id).
      res.removeHeader('x-request-id');
      return false;
    }
    recordRequest('page-cache-hit', req.method ?? 'GET', res.statusCode, (performance.now() - started) / 1000);
    return true;
  };
}

/** Renders the metrics; a cluster primary's aggregation replaces it (setMetricsSource). */
let source: () => Promise<{ contentType: string; body: string }> = async () => ({ contentType: register.contentType, body: await register.metrics() });

export function setMetricsSource(next: typeof source): void {
  source = next;
}

export function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return source();
}

/** True when `authorization` carries the token as `Bearer <token>`; compared in constant time. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  if (!authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice(7).trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
