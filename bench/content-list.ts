// How fast the content manager lists a large user collection. Prints figures; not a test.
// Run: npx tsx bench/content-list.ts
//
// 50,000 product records in one collection of one site, titles and descriptions drawn from an
// English shop vocabulary with a skewed (Zipf) word frequency, as real catalogues have. Then
// ~300 list calls through the real app (app.request: session cookie, routing, access checks,
// JSON), each with a search term, a sort and includeTotalCount=true, over varied pages; p50/p95/p99
// on PostgreSQL (a throwaway database on BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) and on PGlite (a temporary directory) beside it.
// It also prints the query plans of a rare and a common search, and whether any scans the table.
// Settings: BENCH_DOCUMENTS (50000), BENCH_REQUESTS (300), BENCH_WARMUP (30).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createApp } from '#server/app.ts';
import { bootstrap } from '#server/bootstrap.ts';
import type { DatabaseTarget } from '#server/db/client.ts';
import { site } from '#server/db/schema.ts';
import { parseEnv } from '#server/env.ts';
import { benchAccount, type PostJson } from './lib/bench-account.ts';
import { measureOnBothDatabases } from './lib/both-databases.ts';
import { seedDocuments } from './lib/seed-documents.ts';
import { seededRandom } from './lib/seeded-random.ts';
import { timedListCall } from './lib/timed-list-call.ts';
import { percentile, round } from './lib/stats.ts';

const TARGET_P95_MS = 30;
const settings = {
  documents: Number(process.env.BENCH_DOCUMENTS ?? 50_000),
  requests: Number(process.env.BENCH_REQUESTS ?? 300),
  warmup: Number(process.env.BENCH_WARMUP ?? 30),
};
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Bench-Pass-123!';
const COLLECTION = 'products';

const ADJECTIVES = 'classic modern vintage handmade organic recycled rustic minimal premium compact light heavy soft warm cosy bright dark natural waterproof foldable portable slim wide tall small large round square woven knitted polished brushed matte glossy durable elegant simple bold'.split(' ');
const COLOURS = 'black white grey navy blue green olive red burgundy pink yellow mustard orange brown tan beige cream ivory charcoal teal'.split(' ');
const MATERIALS = 'cotton linen wool leather suede canvas denim silk cashmere oak walnut pine bamboo ceramic glass steel brass copper stone marble'.split(' ');
const NOUNS = 'jacket coat shirt sweater scarf hat cap gloves boots sneakers sandals bag backpack tote wallet belt watch lamp chair table shelf stool mug bowl plate vase candle blanket cushion rug basket mirror clock kettle teapot notebook pen planter'.split(' ');
const FILLER = 'made for everyday use with care and attention to detail this piece is designed to last years the perfect gift for anyone who loves quality craft each one is finished by hand in our workshop easy to clean and built to be repaired rather than replaced sourced from small family suppliers'.split(' ');
const CATEGORIES = ['clothing', 'accessories', 'home', 'kitchen', 'stationery', 'garden'];
const STATUSES = ['published', 'published', 'published', 'draft'];

/** Zipf-like: the first words of a list are far more common than the last. */
function skewedPick<T>(list: readonly T[], next: () => number): T {
  return list[Math.min(list.length - 1, Math.floor(list.length * next() ** 2.2))]!;
}

function productRecord(i: number, next: () => number) {
  const title = `${skewedPick(ADJECTIVES, next)} ${skewedPick(COLOURS, next)} ${skewedPick(MATERIALS, next)} ${skewedPick(NOUNS, next)}`;
  const words = Array.from({ length: 18 + Math.floor(next() * 20) }, () => (next() < 0.3 ? skewedPick([...ADJECTIVES, ...MATERIALS, ...NOUNS], next) : FILLER[Math.floor(next() * FILLER.length)]!));
  return {
    title: title.charAt(0).toUpperCase() + title.slice(1),
    description: `${words.join(' ')}.`,
    category: CATEGORIES[Math.floor(next() * CATEGORIES.length)]!,
    status: STATUSES[Math.floor(next() * STATUSES.length)]!,
    sku: `SW-${String(100000 + i)}`,
    price: Math.round(500 + next() * 20000) / 100,
    stock: Math.floor(next() * 100),
  };
}

/** What people type: a word (any, not only common ones), a title phrase, a word's start, a SKU. */
function searchTerms(count: number, next: () => number): string[] {
  const allWords = [...ADJECTIVES, ...COLOURS, ...MATERIALS, ...NOUNS];
  return Array.from({ length: count }, () => {
    const kind = next();
    if (kind < 0.55) return allWords[Math.floor(next() * allWords.length)]!;
    if (kind < 0.75) return `${COLOURS[Math.floor(next() * COLOURS.length)]} ${MATERIALS[Math.floor(next() * MATERIALS.length)]}`;
    if (kind < 0.9) return allWords[Math.floor(next() * allWords.length)]!.slice(0, 4);
    return `SW-${100000 + Math.floor(next() * settings.documents)}`;
  });
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  meanTotal: number;
  baselineP50: number;
  baselineP95: number;
  plans: { rare: string; common: string; count: string };
}

async function measure(label: string, target: DatabaseTarget, cleanup: () => Promise<void>): Promise<Figures> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sw-bench-content-'));
  const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, DATA_DIR: dataDir, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123', AUTH_RATE_LIMIT_MAX: '100000' });
  const deps = await bootstrap(env, pino({ level: 'silent' }), target);
  try {
    const app = createApp(deps);
    const request = (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('origin', ORIGIN);
      return Promise.resolve(app.request(`${ORIGIN}${url}`, { ...init, headers }, { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 40000, remoteFamily: 'IPv4' } } }));
    };
    const { db } = deps.database;
    const post: PostJson = (pathname, body) => request(pathname, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const { cookie } = await benchAccount(db, post, { email: 'admin@bench.test', password: PASSWORD, name: 'Bench', admin: true });
    const [created] = await db.insert(site).values({ uniqueId: 'bench', title: 'Bench shop' }).returning({ id: site.id });

    const started = performance.now();
    const next = seededRandom(42);
    await seedDocuments(db, created!.id, COLLECTION, settings.documents, (i) => productRecord(i, next));
    // As autovacuum leaves a table in steady state: statistics, the visibility map, and the trigram
    // index's pending list (GIN fastupdate) merged, so searches do not scan fresh inserts linearly.
    await db.execute(sql`vacuum analyze document`);
    await db.execute(sql`vacuum analyze document_search`);
    console.log(`${label}: seeded ${settings.documents} records in ${round((performance.now() - started) / 1000)} s`);

    const terms = searchTerms(settings.warmup + settings.requests, seededRandom(7));
    const pickNext = seededRandom(99);
    const sorts = [
      ['created_at', 'desc'],
      ['created_at', 'asc'],
      ['updated_at', 'desc'],
    ] as const;
    const timings: number[] = [];
    let totals = 0;
    for (const [n, term] of terms.entries()) {
      const [sortField, sort] = sorts[Math.floor(pickNext() * sorts.length)]!;
      const page = Math.floor(pickNext() * 3);
      const url = `/api/data/${COLLECTION}?siteId=bench&limit=24&page=${page}&sort=${sort}&sortField=${sortField}&searchQuery=${encodeURIComponent(term)}&includeTotalCount=true`;
      const { ms, total } = await timedListCall(request, url, { headers: { cookie } });
      if (n >= settings.warmup) {
        timings.push(ms);
        totals += total;
      }
    }

    // The same calls with no search: what routing, the session, access checks and the page cost alone.
    const baseline: number[] = [];
    for (let n = 0; n < 100; n++) {
      const t0 = performance.now();
      const response = await request(`/api/data/${COLLECTION}?siteId=bench&limit=24&page=${n % 3}&includeTotalCount=true`, { headers: { cookie } });
      await response.json();
      baseline.push(performance.now() - t0);
    }

    const explain = async (query: ReturnType<typeof sql>) => {
      const result = (await db.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    const pageQuery = (term: string) =>
      sql`select id, data from document where site_id = ${created!.id} and collection = ${COLLECTION} and search_text like lower(${`%${term}%`}) order by created_at desc, id desc limit 24`;
    const plans = {
      rare: await explain(pageQuery('sw-123456')),
      common: await explain(pageQuery('cotton')),
      count: await explain(sql`select count(*) from document_search where site_id = ${created!.id} and collection = ${COLLECTION} and search_text like lower(${'%cotton%'})`),
    };
    return {
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      p99: percentile(timings, 99),
      mean: timings.reduce((a, b) => a + b, 0) / timings.length,
      meanTotal: totals / timings.length,
      baselineP50: percentile(baseline, 50),
      baselineP95: percentile(baseline, 95),
      plans,
    };
  } finally {
    await deps.database.close();
    await cleanup();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const results = await measureOnBothDatabases(measure);

console.log(`\ncontent list: GET /api/data/${COLLECTION} on ${settings.documents} records, ${settings.requests} calls (search + sort + includeTotalCount, pages 0-2)\n`);
console.log('database     p50 ms   p95 ms   p99 ms   mean ms   mean total');
for (const [label, figures] of results) {
  if (typeof figures === 'string') {
    console.log(`${label.padEnd(12)} ${figures}`);
    continue;
  }
  console.log(
    `${label.padEnd(12)} ${String(round(figures.p50)).padStart(6)}   ${String(round(figures.p95)).padStart(6)}   ${String(round(figures.p99)).padStart(6)}   ${String(round(figures.mean)).padStart(7)}   ${String(Math.round(figures.meanTotal)).padStart(10)}`,
  );
}
for (const [label, figures] of results) {
  if (typeof figures !== 'string') console.log(`${label} with no search (100 calls): p50 ${round(figures.baselineP50)} ms, p95 ${round(figures.baselineP95)} ms`);
}
for (const [label, figures] of results) {
  if (typeof figures === 'string') continue;
  const scans = Object.entries(figures.plans).filter(([, plan]) => /Seq Scan on document(_search)?\b/.test(plan));
  console.log(`\n${label} plans${scans.length ? ` (scanning the table: ${scans.map(([name]) => name).join(', ')})` : ' (no table scan)'}:`);
  for (const [name, plan] of Object.entries(figures.plans)) console.log(`-- ${name}\n${plan}`);
}
const postgres = results.find(([label]) => label === 'PostgreSQL')?.[1];
if (postgres && typeof postgres !== 'string') console.log(`\nPostgreSQL p95 ${round(postgres.p95)} ms (target ≤ ${TARGET_P95_MS} ms): ${postgres.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`);
