// How fast published pages are served. Prints figures; not a test. Run: npx tsx bench/page-serving.ts
//
//   1. cached throughput: requests/s of the app's cached page (Accept-Encoding: br) divided by the
//      requests/s of a minimal node:http server sending the same bytes and headers from memory,
//      measured alternately with autocannon (c=50, pipelining 1) so machine noise hits both;
//   2. uncached render time: one request after invalidating the page, p50/p95 of N;
//   3. visitor JS: gzipped size of every script a visitor downloads for a content-only page.
//
// The app is the real one: the production build of the web app, in-memory PGlite, request logs
// at LOG_LEVEL (default info) written to /dev/null, so their cost counts but not a terminal's.
// Settings: BENCH_ROUNDS (3), BENCH_SECONDS (5), BENCH_CONNECTIONS (50), BENCH_RENDERS (200), LOG_LEVEL,
// BENCH_CPU_PROFILE (a file: writes a CPU profile of the app serving cache hits), BENCH_RENDER_PROFILE (a file:
// a CPU profile of the uncached renders), BENCH_EDITOR_FEATURES=1
// (issue 27: the page's header and footer are reusable sections, its headings and texts have
// per-breakpoint alignment, and every tenth block is hidden on phones).
import './lib/production-mode.ts';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { newPageRecord } from '#core/pages/page-record.ts';
import { createApp } from '#server/app.ts';
import { bootstrap } from '#server/bootstrap.ts';
import { site, siteMember } from '#server/db/schema.ts';
import { parseEnv } from '#server/env.ts';
import { listen } from '#server/http/serve.ts';
import { PageCache } from '#server/render/page-cache.ts';
import { createPageRenderer } from '#server/render/react-router.ts';
import { benchAccount } from './lib/bench-account.ts';
import { closeHttpAgent, httpGet } from './lib/http-get.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { median, percentile, round } from './lib/stats.ts';
import { securityHeaders } from '#server/http/security-headers.ts';
import { createNodeHitHandler } from '#server/render/cache-middleware.ts';

const TARGETS = { ratio: 0.7, jsKb: 80, renderP50Ms: 10 };
const settings = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  renders: Number(process.env.BENCH_RENDERS ?? 200),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  editorFeatures: process.env.BENCH_EDITOR_FEATURES === '1',
};
// The cache keys pages by host name (not port), so the address the bench requests is the public one.
const ORIGIN = 'http://127.0.0.1:3000';
const PAGE_PATH = '/site-bench/bench-page';
const PASSWORD = 'Bench-Pass-123!';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverBuildFile = path.join(root, 'build', 'server', 'index.js');
if (!fs.existsSync(serverBuildFile)) {
  console.log(`page-serving: no build at ${path.relative(process.cwd(), serverBuildFile)}. Run "npm run build" first.`);
  process.exit(1);
}

const line = (text = '') => console.log(text);
const fail = (message: string): never => {
  console.log(`page-serving: ${message}`);
  process.exit(1);
};

/** Per-breakpoint props of the editor-features page: centred on phones, every tenth block hidden there. */
const responsiveProps = (i: number) =>
  settings.editorFeatures ? { align: { base: 'left', phone: 'center' }, ...(i % 10 === 9 ? { hidden: { base: false, phone: true } } : {}) } : {};

/**
 * 60 blocks: Heading, Text and Button in turn, as the editor would publish them. With
 * BENCH_EDITOR_FEATURES, 4 of the 60 come from two section instances (a header and a footer of two
 * blocks each) around 56 of the page's own, so both pages show the same number of blocks.
 */
function benchPageData(sectionIds: readonly string[] = []) {
  const [header, footer] = sectionIds;
  const sectionBlocks = header && footer ? BENCH_SECTIONS.reduce((sum, section) => sum + section.content.length, 0) : 0;
  const blocks = Array.from({ length: 60 - sectionBlocks }, (_, i) => {
    const n = Math.floor(i / 3) + 1;
    switch (i % 3) {
      case 0:
        return { type: 'Heading', props: { id: `Heading-${i}`, text: `Section ${n}: what we make and why`, level: 'h2', ...responsiveProps(i) } };
      case 1:
        return {
          type: 'Text',
          props: {
            id: `Text-${i}`,
            text: `Paragraph ${n}. Every product in this section is made in small batches from materials we can trace, and it is built to be repaired rather than replaced.`,
            ...responsiveProps(i),
          },
        };
      default:
        return { type: 'Button', props: { id: `Button-${i}`, label: `Read more about ${n}`, href: `/site-bench/section-${n}` } };
    }
  });
  const instance = (sectionId: string, i: number) => ({ type: 'SectionInstance', props: { id: `SectionInstance-${i}`, sectionId, overrides: {} } });
  const content = header && footer ? [instance(header, 0), ...blocks, instance(footer, 1)] : blocks;
  return { root: { props: { title: 'Bench' } }, content };
}

/** The editor-features page's header and footer, as reusable sections of the site (decision 071). */
const BENCH_SECTIONS = [
  { name: 'Header', content: [{ type: 'Heading', props: { id: 'h', text: 'Bench workshop', level: 'h1', ...responsiveProps(0) } }, { type: 'Button', props: { id: 'b', label: 'Shop', href: '/site-bench/shop' } }] },
  { name: 'Footer', content: [{ type: 'Text', props: { id: 't', text: 'Made in small batches. Repaired, not replaced.', ...responsiveProps(1) } }, { type: 'Button', props: { id: 'c', label: 'Contact', href: '/site-bench/contact' } }] },
];

// --- the app, as main.ts builds it, with the page cache ---------------------------------------
const dataDir = path.join(root, '.tmp', `bench-${process.pid}`);
const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: settings.logLevel, PUBLIC_URL: ORIGIN, DATA_DIR: dataDir, SEED_DEMO: 'false', AUTH_RATE_LIMIT_MAX: '1000' });
// The production logger's options, writing to /dev/null instead of stdout.
const logger = pino(
  { level: env.LOG_LEVEL, redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], censor: '[redacted]' } },
  pino.destination({ dest: '/dev/null', sync: true }),
);
const deps = await bootstrap(env, logger, { kind: 'pglite-memory' });
const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
if (!deps.pageCache?.enabled) fail('the app has no page cache (deps.pageCache from bootstrap, PAGE_CACHE_MAX_BYTES > 0)');
const app = createApp({ ...deps, clientAssetsDir: path.join(root, 'build', 'client'), renderPage: createPageRenderer(build, 'production', ORIGIN) });
// Exactly as main.ts serves: cache hits are answered before Hono.
const running = await listen(app, {
  port: 0,
  hostname: '127.0.0.1',
  graceMs: 1_000,
  database: deps.database,
  logger,
  fastPath: deps.pageCache ? createNodeHitHandler(deps.pageCache, securityHeaders(deps.env)) : undefined,
});
const base = `http://127.0.0.1:${running.port}`;
const pageUrl = `${base}${PAGE_PATH}`;

async function api(pathname: string, body: unknown, cookie?: string) {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) fail(`POST ${pathname} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

// --- an admin, a site and the published page, through the real API ----------------------------
const { userId: benchUserId, cookie } = await benchAccount(deps.database.db, (pathname, body) => api(pathname, body), { email: 'bench@sitewright.local', password: PASSWORD, name: 'Bench', admin: true });
const benchUser = { id: benchUserId };
const [benchSite] = await deps.database.db.insert(site).values({ uniqueId: 'bench', title: 'Bench', ownerId: benchUser.id }).returning({ id: site.id });
await deps.database.db.insert(siteMember).values({ siteId: benchSite!.id, userId: benchUser.id, role: 'owner' });
const sectionIds: string[] = [];
if (settings.editorFeatures) {
  for (const section of BENCH_SECTIONS) {
    const created = (await (await api('/api/sites/bench/sections', { name: section.name, content: { root: { props: {} }, content: section.content } }, cookie)).json()) as { section: { id: string } };
    sectionIds.push(created.section.id);
  }
}
const benchPage = benchPageData(sectionIds);
const publishedHeadings = benchPage.content.filter((block) => block.type === 'Heading').length;
await api(
  '/api/editor',
  // A fresh database: nothing is published at this path yet.
  newPageRecord({ data: benchPage, path: PAGE_PATH, pathWithNoSite: '/bench-page', title: 'Bench page', description: 'A published 60-block page for the page-serving bench.' }),
  cookie,
);

const brHeaders = { 'accept-encoding': 'br' };
const first = await httpGet(pageUrl, brHeaders);
if (first.status !== 200) fail(`GET ${PAGE_PATH} answered ${first.status}: ${first.body.toString().slice(0, 300)}`);
const hit = await httpGet(pageUrl, brHeaders);
if (hit.headers['x-cache'] !== 'HIT') {
  fail(
    `the second GET ${PAGE_PATH} was not answered from the page cache (X-Cache: ${String(hit.headers['x-cache'])}). ` +
      'Is pageCacheMiddleware mounted in src/server/app.ts, and does the page route send x-sitewright-cache-tags?',
  );
}
if (hit.headers['content-encoding'] !== 'br') fail(`the cached page came with Content-Encoding ${String(hit.headers['content-encoding'])}, not br`);
const identity = await httpGet(pageUrl);
const html = identity.body.toString();
const blocksRendered = (html.match(/Section \d+: what we make/g) ?? []).length;
if (blocksRendered < publishedHeadings) fail(`the page does not show the published headings (found ${blocksRendered} of ${publishedHeadings})`);
if (settings.editorFeatures && !(html.includes('Bench workshop') && html.includes('Repaired, not replaced'))) fail('the page does not show its header and footer sections');

// --- 1. cached throughput against raw node:http -----------------------------------------------
// The same status, headers and bytes as the app's cache hit, minus what Node adds by itself.
const rawHeaders: http.OutgoingHttpHeaders = {};
for (const [name, value] of Object.entries(hit.headers)) {
  if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name) && value !== undefined) rawHeaders[name] = value;
}
const rawServer = http.createServer((_request, response) => {
  response.writeHead(200, rawHeaders);
  response.end(hit.body);
});
await new Promise<void>((resolve) => rawServer.listen(0, '127.0.0.1', resolve));
const rawUrl = `http://127.0.0.1:${(rawServer.address() as AddressInfo).port}${PAGE_PATH}`;

line(`page-serving: ${PAGE_PATH}, 60 blocks; HTML ${kb(identity.body.length)} KB, gzip ${kb(gzipSync(identity.body).length)} KB, br ${kb(hit.body.length)} KB`);
line(`autocannon: ${settings.rounds} rounds x ${settings.seconds} s per server, c=${settings.connections}, pipelining 1, Accept-Encoding: br; logs at ${env.LOG_LEVEL}`);
line();

const load = (url: string, seconds = settings.seconds) => runLoad({ url, connections: settings.connections, durationSeconds: seconds, headers: brHeaders });
// JIT and connection warm-up, not counted.
await load(rawUrl, 1);
await load(pageUrl, 1);

if (process.env.BENCH_CPU_PROFILE) {
  // A V8 CPU profile of the app serving cache hits, for Chrome DevTools' Performance panel.
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  await load(pageUrl);
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  fs.writeFileSync(process.env.BENCH_CPU_PROFILE, JSON.stringify(profile));
  line(`CPU profile of ${settings.seconds} s of cache hits written to ${process.env.BENCH_CPU_PROFILE}`);
}

const rounds: { raw: LoadResult; app: LoadResult }[] = [];
line('round   node:http req/s (µs CPU/req)   app cached req/s (µs CPU/req)   ratio');
for (let round_ = 1; round_ <= settings.rounds; round_++) {
  // Alternate who goes first, so a slow stretch of the machine does not always hit the same side.
  let raw: LoadResult;
  let cached: LoadResult;
  if (round_ % 2 === 1) {
    raw = await load(rawUrl);
    cached = await load(pageUrl);
  } else {
    cached = await load(pageUrl);
    raw = await load(rawUrl);
  }
  rounds.push({ raw, app: cached });
  const failures = raw.failures + cached.failures > 0 ? `   (failures: raw ${raw.failures}, app ${cached.failures})` : '';
  line(
    `${String(round_).padEnd(8)}${fmtLoad(raw).padEnd(31)}${fmtLoad(cached).padEnd(32)}${(cached.requestsPerSecond / raw.requestsPerSecond).toFixed(2)}${failures}`,
  );
}
const rawMedian = median(rounds.map((r) => r.raw.requestsPerSecond));
const appMedian = median(rounds.map((r) => r.app.requestsPerSecond));
const ratio = appMedian / rawMedian;
const cpuRatio = median(rounds.map((r) => r.raw.serverCpuMicrosPerRequest)) / median(rounds.map((r) => r.app.serverCpuMicrosPerRequest));
line(`median  ${String(Math.round(rawMedian)).padEnd(31)}${String(Math.round(appMedian)).padEnd(32)}${ratio.toFixed(2)}`);
line(`        app latency p50 ${median(rounds.map((r) => r.app.latencyP50))} ms, p99 ${median(rounds.map((r) => r.app.latencyP99))} ms; CPU per request raw/app ${cpuRatio.toFixed(2)}`);
rawServer.close();
line();

// --- 2. uncached render time -------------------------------------------------------------------
// Each timed request follows POST /api/revalidate for the page, the invalidation an editor uses;
// it includes rendering, compressing (gzip + br) and storing.
const renderTimes: number[] = [];
const renderProfiler = process.env.BENCH_RENDER_PROFILE ? new (await import('node:inspector/promises')).Session() : null;
for (let i = 0; i < settings.renders + 10; i++) {
  if (i === 10 && renderProfiler) {
    renderProfiler.connect();
    await renderProfiler.post('Profiler.enable');
    await renderProfiler.post('Profiler.start');
  }
  await api('/api/revalidate', { path: PAGE_PATH }, cookie);
  const started = performance.now();
  const response = await httpGet(pageUrl, brHeaders);
  const elapsed = performance.now() - started;
  if (response.headers['x-cache'] !== 'MISS') fail(`a request after revalidation was not a cache miss (X-Cache: ${String(response.headers['x-cache'])})`);
  // The first few warm the JIT for the render path.
  if (i >= 10) renderTimes.push(elapsed);
}
if (renderProfiler) {
  const { profile } = await renderProfiler.post('Profiler.stop');
  renderProfiler.disconnect();
  fs.writeFileSync(process.env.BENCH_RENDER_PROFILE!, JSON.stringify(profile));
  line(`CPU profile of ${settings.renders} uncached renders (with their revalidations) written to ${process.env.BENCH_RENDER_PROFILE}`);
}
const renderP50 = percentile(renderTimes, 50);
const renderP95 = percentile(renderTimes, 95);
const compressStarted = performance.now();
new PageCache({ maxBytes: 1024 * 1024 * 1024 }).set('probe', { status: 200, headers: {}, body: identity.body, tags: [] });
const compressMs = performance.now() - compressStarted;
line(`uncached (N=${settings.renders}): p50 ${round(renderP50, 2)} ms, p95 ${round(renderP95, 2)} ms, over HTTP on 127.0.0.1; of which gzip + brotli ≈ ${round(compressMs, 2)} ms`);
line();

// --- 3. the JS a visitor downloads -------------------------------------------------------------
const scriptUrls = new Set<string>();
for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) scriptUrls.add(match[1]!);
for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
  const href = /\bhref="([^"]+)"/.exec(match[0]);
  if (href) scriptUrls.add(href[1]!);
}
// Inline module scripts import the entry and route modules by URL.
for (const match of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
  for (const specifier of match[1]!.matchAll(/(?:import\s*(?:[\w*{}\s,]+from\s*)?|import\()\s*["']([^"']+\.m?js)["']/g)) scriptUrls.add(specifier[1]!);
}
const scripts: { url: string; bytes: number; gzip: number }[] = [];
for (const src of scriptUrls) {
  const url = new URL(src.replaceAll('&amp;', '&'), pageUrl);
  if (url.origin !== base) continue;
  const response = await httpGet(url.href);
  if (response.status !== 200) fail(`GET ${url.pathname} answered ${response.status}`);
  scripts.push({ url: url.pathname, bytes: response.body.length, gzip: gzipSync(response.body, { level: 9 }).length });
}
scripts.sort((a, b) => b.gzip - a.gzip);
const jsGzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
line(`visitor JS: ${scripts.length} files, ${kb(scripts.reduce((sum, s) => sum + s.bytes, 0))} KB, gzip -9 ${kb(jsGzip)} KB`);
for (const script of scripts) line(`  ${kb(script.gzip).padStart(7)} KB gz  ${script.url}`);
line();

// --- summary -----------------------------------------------------------------------------------
const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
line('== page-serving summary ==');
line(`cached throughput ratio   ${ratio.toFixed(2)}  (app ${Math.round(appMedian)} / node:http ${Math.round(rawMedian)} req/s)   target >= ${TARGETS.ratio}   ${verdict(ratio >= TARGETS.ratio)}`);
line(`uncached render p50       ${round(renderP50, 2)} ms  (p95 ${round(renderP95, 2)} ms)   target <= ${TARGETS.renderP50Ms} ms   ${verdict(renderP50 <= TARGETS.renderP50Ms)}`);
line(`visitor JS, gzipped       ${kb(jsGzip)} KB in ${scripts.length} files   target <= ${TARGETS.jsKb} KB   ${verdict(jsGzip / 1024 <= TARGETS.jsKb)}`);

closeHttpAgent();
await running.shutdown('bench finished');
fs.rmSync(dataDir, { recursive: true, force: true });

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function fmtLoad(result: LoadResult): string {
  return `${Math.round(result.requestsPerSecond)} (${result.serverCpuMicrosPerRequest.toFixed(0)})`;
}
