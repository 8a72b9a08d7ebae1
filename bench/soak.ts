// A mixed soak of the production server on the embedded database (issue #12, footprint).
// Run: npx tsx bench/soak.ts            (SOAK_MINUTES=10 by default; SOAK_MINUTES=2 for a short run)
//
// The server is `npm start` in its own process (bench/lib/start-app.ts: builds when stale) on its
// own data directory with the demo seed, so the resident memory printed is the server's alone.
// A first start initialises the data directory and seeds the demo (its peak RSS is printed on its
// own line and counts in the verdict); the soak runs against the server restarted on that data.
// /tmp/sitewright-e2e.lock is held while it builds and starts, as e2e runs do.
// Load, from SOAK_CLIENTS concurrent loops, in turn:
//   cached page hits      GET /site-demo, /site-demo/about, /site-demo/products (br)
//   uncached renders      POST /api/revalidate of a page, then GET it (a MISS: rendered again)
//   API reads             GET /api/products?siteId=demo, GET /api/reviews/<product id>
//   API writes            POST /api/cart?siteId=demo (the signed-in admin's cart)
// Every SOAK_REPORT_SECONDS (30) it prints requests, errors (network or unexpected status), 5xx and
// the server's RSS (/proc/<pid>/status) with the V8 heap, external and array buffers the server
// itself reports (bench/lib/memory-probe.mjs). Verdict: no error, no 5xx, max RSS of the soak and the
// first start's peak ≤ SOAK_MAX_RSS_MB (500).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { restartOnSeededData } from './lib/restart-on-seeded-data.ts';
import { closeHttpAgent, httpGet } from './lib/http-get.ts';
import { signInCookie } from './lib/sign-in-cookie.ts';
import { npmStartArgs } from './lib/start-app.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const settings = {
  minutes: Number(process.env.SOAK_MINUTES ?? 10),
  reportSeconds: Number(process.env.SOAK_REPORT_SECONDS ?? 30),
  clients: Number(process.env.SOAK_CLIENTS ?? 8),
  port: Number(process.env.BENCH_PORT ?? 3473),
  maxRssMb: Number(process.env.SOAK_MAX_RSS_MB ?? 500),
};
const ADMIN = { email: 'soak-admin@example.org', password: 'Soak-admin-password-1' };
const PAGES = ['/site-demo', '/site-demo/about', '/site-demo/products'];
const memoryLog = path.join(root, '.tmp', `soak-memory-${process.pid}.jsonl`);
// The Node flags `npm start` gives the server (start-app passes them itself), for the report.
const startFlags = npmStartArgs().filter((word) => word.startsWith('--'));

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** The highest resident memory the process has had (VmHWM). */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

function lastProbe(pid: number): Record<string, number> | null {
  if (!fs.existsSync(memoryLog)) return null;
  const lines = fs.readFileSync(memoryLog, 'utf8').trim().split('\n').reverse();
  for (const line of lines) {
    const entry = JSON.parse(line) as Record<string, number>;
    if (entry.pid === pid) return entry;
  }
  return null;
}

fs.mkdirSync(path.dirname(memoryLog), { recursive: true });
const appSettings = {
  port: settings.port,
  name: 'soak',
  env: {
    DEMO_ADMIN_EMAIL: ADMIN.email,
    DEMO_ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT_MAX: '1000',
    SOAK_MEMORY_LOG: memoryLog,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(path.join(root, 'bench/lib/memory-probe.mjs')).href}`.trim(),
  },
};
let firstStartPeak = 0;
// The first start on an empty data directory builds when stale, has PGlite's initdb run in a
// short-lived child process (db/client.ts) and seeds the demo: its peak is reported on its own.
// The soak measures a server restarted on that data, as it runs.
const app = await restartOnSeededData(appSettings, (first) => {
  firstStartPeak = peakRssMb(first.pid);
});
const { base, pid } = app;
const origin = base;

const cookie = await signInCookie(base, ADMIN);
const productsResponse = await fetch(`${base}/api/products?siteId=demo&limit=50`);
const { data: products } = (await productsResponse.json()) as { data: { id: string; colors?: unknown[]; sizes?: unknown[] }[] };
if (products.length === 0) throw new Error('the demo seed has no products');

const counts = { requests: 0, errors: 0, serverErrors: 0 };
const firstErrors: string[] = [];
function record(what: string, status: number, expected: number[]) {
  counts.requests++;
  if (status >= 500) counts.serverErrors++;
  if (!expected.includes(status)) {
    counts.errors++;
    if (firstErrors.length < 5) firstErrors.push(`${what}: ${status}`);
  }
}
async function request(what: string, expected: number[], run: () => Promise<number>) {
  try {
    record(what, await run(), expected);
  } catch (error) {
    record(`${what} (${(error as Error).message})`, 0, expected);
  }
}

const json = { 'content-type': 'application/json', origin, cookie };
const steps: ((n: number) => Promise<void>)[] = [
  // Cached hits weigh most, as on a live site.
  (n) => request('cached page', [200], async () => (await httpGet(`${base}${PAGES[n % PAGES.length]}`, { 'accept-encoding': 'br' })).status),
  (n) => request('cached page', [200], async () => (await httpGet(`${base}${PAGES[(n + 1) % PAGES.length]}`, { 'accept-encoding': 'gzip' })).status),
  async (n) => {
    const page = PAGES[n % PAGES.length]!;
    await request('revalidate', [200], async () => {
      const response = await fetch(`${base}/api/revalidate`, { method: 'POST', headers: json, body: JSON.stringify({ path: page }) });
      await response.arrayBuffer();
      return response.status;
    });
    await request('uncached render', [200], async () => (await httpGet(`${base}${page}`, { 'accept-encoding': 'br' })).status);
  },
  (n) =>
    request('products list', [200], async () => {
      const response = await fetch(`${base}/api/products?siteId=demo&limit=${6 + (n % 20)}&offset=${n % 3}`);
      await response.arrayBuffer();
      return response.status;
    }),
  (n) =>
    request('reviews', [200], async () => {
      const response = await fetch(`${base}/api/reviews/${products[n % products.length]!.id}`);
      await response.arrayBuffer();
      return response.status;
    }),
  (n) =>
    request('cart write', [200], async () => {
      const items = [{ id: products[n % products.length]!.id, quantity: 1 + (n % 3), color: null, size: null }];
      const response = await fetch(`${base}/api/cart?siteId=demo`, { method: 'POST', headers: json, body: JSON.stringify({ items }) });
      await response.arrayBuffer();
      return response.status;
    }),
];

const endAt = Date.now() + settings.minutes * 60_000;
const started = Date.now();
let maxRss = 0;
const samples: number[] = [];
function report() {
  const rss = rssMb(pid);
  maxRss = Math.max(maxRss, rss);
  samples.push(rss);
  const probe = lastProbe(pid);
  const mb = (bytes: number | undefined) => (bytes === undefined ? '?' : (bytes / 1024 / 1024).toFixed(0));
  const elapsed = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(
    `${elapsed} s  requests ${String(counts.requests).padStart(7)}  errors ${counts.errors}  5xx ${counts.serverErrors}  RSS ${rss.toFixed(0)} MB` +
      `  (heapUsed ${mb(probe?.heapUsed)}, heapTotal ${mb(probe?.heapTotal)}, external ${mb(probe?.external)}, arrayBuffers ${mb(probe?.arrayBuffers)} MB)`,
  );
}

console.log(`first start (initdb in its own process, demo seed): the server's peak RSS ${firstStartPeak.toFixed(0)} MB`);
console.log(`soak: ${settings.minutes} min, ${settings.clients} clients, server pid ${pid} on ${base} (embedded database, demo seed, restarted; node ${startFlags.join(' ')})`);
report();
const timer = setInterval(report, settings.reportSeconds * 1000);
let turn = 0;
await Promise.all(
  Array.from({ length: settings.clients }, async () => {
    while (Date.now() < endAt) {
      const n = turn++;
      await steps[n % steps.length]!(n);
    }
  }),
);
clearInterval(timer);
report();
closeHttpAgent();
await app.stop();
fs.rmSync(memoryLog, { force: true });

const half = samples.slice(Math.floor(samples.length / 2));
console.log(
  `\nrequests ${counts.requests}, errors ${counts.errors}, 5xx ${counts.serverErrors}; RSS max ${maxRss.toFixed(0)} MB, ` +
    `second half ${Math.min(...half).toFixed(0)}–${Math.max(...half).toFixed(0)} MB`,
);
if (firstErrors.length > 0) console.log(`first errors: ${firstErrors.join('; ')}`);
const ok = counts.errors === 0 && counts.serverErrors === 0 && Math.max(maxRss, firstStartPeak) <= settings.maxRssMb;
console.log(`verdict: ${ok ? 'OK' : 'FAIL'} (target: 0 errors, 0 5xx, max RSS of the soak and of the first start ≤ ${settings.maxRssMb} MB)`);
process.exitCode = ok ? 0 : 1;
