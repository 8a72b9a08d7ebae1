// How fast the owner's Products screen lists a large catalogue (issue #24 item 1, decision 051).
// Prints figures; not a test. Run: npx tsx bench/product-admin.ts
//
// 10,000 products in one site (bench/lib/bench-products.ts, each with a subtitle and a slug), a
// signed-in owner of that site, then ~300 GET /api/products/admin calls through the real app, each
// with a search (a word of the names) and a filter (status, stock low/out or a category), a sort
// (name, price, stock, updated) either way and a page 0-4, total counted; p50/p95/p99 on
// PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// and on PGlite. Target: p95 ≤ 30 ms on PostgreSQL. Also prints the plan of a search + low-stock page
// (the API's own query; the readings it filters and sorts on are stored columns, migration 0019).
// Settings: BENCH_PRODUCTS (10000), BENCH_REQUESTS (300), BENCH_WARMUP (30).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { PRODUCT_ADMIN_SORTS, productAdminListUrl, type ProductAdminFilter, type ProductAdminPage } from '#core/products/product-admin.ts';
import { createApp } from '#server/app.ts';
import { bootstrap } from '#server/bootstrap.ts';
import type { DatabaseTarget } from '#server/db/client.ts';
import { site, siteMember } from '#server/db/schema.ts';
import { parseEnv } from '#server/env.ts';
import { adminProductQueries } from '#server/modules/products/admin-products.ts';
import { benchAccount } from './lib/bench-account.ts';
import { CATEGORIES, NOUNS, pick, productRecord, WORDS } from './lib/bench-products.ts';
import { measureOnBothDatabases } from './lib/both-databases.ts';
import { seedDocuments } from './lib/seed-documents.ts';
import { seededRandom } from './lib/seeded-random.ts';
import { printListFigures, timeListCalls, type ListFigures } from './lib/list-bench.ts';
import { round } from './lib/stats.ts';

const settings = {
  products: Number(process.env.BENCH_PRODUCTS ?? 10_000),
  requests: Number(process.env.BENCH_REQUESTS ?? 300),
  warmup: Number(process.env.BENCH_WARMUP ?? 30),
};
const ORIGIN = 'http://localhost:3000';
const SOCKET = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 40000, remoteFamily: 'IPv4' } } };

/** A search and one filter, as an owner narrows the screen. */
function randomFilter(next: () => number): ProductAdminFilter {
  const which = next();
  return {
    siteId: 'bench',
    q: next() < 0.5 ? pick(WORDS, next) : pick(NOUNS, next),
    status: which < 0.25 ? 'inactive' : which < 0.4 ? 'active' : '',
    stock: which >= 0.4 && which < 0.6 ? 'low' : which >= 0.6 && which < 0.8 ? 'out' : '',
    category: which >= 0.8 ? pick(CATEGORIES, next) : '',
    sort: pick(PRODUCT_ADMIN_SORTS, next),
    direction: next() < 0.5 ? 'asc' : 'desc',
    page: Math.floor(next() * 5),
  };
}

async function measure(label: string, target: DatabaseTarget, cleanup: () => Promise<void>): Promise<ListFigures> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sw-bench-product-admin-'));
  const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, DATA_DIR: dataDir, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
  const deps = await bootstrap(env, pino({ level: 'silent' }), target);
  try {
    const app = createApp(deps);
    const request = (url: string, init: RequestInit = {}) => Promise.resolve(app.request(`${ORIGIN}${url}`, { ...init, headers: { origin: ORIGIN, ...init.headers } }, SOCKET));
    const post = (url: string, body: unknown) => request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const { db } = deps.database;
    const owner = await benchAccount(db, post, { email: 'owner@bench.test', password: 'Bench-Owner-Pass-1!', name: 'Bench owner' });
    const [created] = await db.insert(site).values({ uniqueId: 'bench', title: 'Bench shop', ownerId: owner.userId }).returning({ id: site.id });
    await db.insert(siteMember).values({ siteId: created!.id, userId: owner.userId, role: 'owner' });
    const started = performance.now();
    const next = seededRandom(42);
    await seedDocuments(db, created!.id, 'products', settings.products, (i) => {
      const record = productRecord(i, next);
      return { ...record, subtitle: `${pick(WORDS, next)} edition`, slug: record.name.replaceAll(' ', '-') };
    });
    await db.execute(sql`vacuum analyze document`);
    console.log(`${label}: seeded ${settings.products} products in ${round((performance.now() - started) / 1000)} s`);

    const pickNext = seededRandom(7);
    return await timeListCalls({
      request,
      init: { headers: { cookie: owner.cookie } },
      warmup: settings.warmup,
      requests: settings.requests,
      urlFor: () => productAdminListUrl(randomFilter(pickNext)),
      readTotal: (body) => (body as ProductAdminPage).total,
      db,
      // The API's own page query (a search and the low-stock filter, by name), not a copy of it.
      explained: adminProductQueries(db, created!.id, { q: 'linen', status: '', stock: 'low', category: '', sort: 'name', direction: 'asc', page: 0 }, 20).page.getSQL(),
    });
  } finally {
    await deps.database.close();
    await cleanup();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

printListFigures(
  `product admin: GET /api/products/admin on ${settings.products} products, ${settings.requests} calls by the site's owner (a search and a filter, sort, pages 0-4, total counted)`,
  'a search + low stock page',
  await measureOnBothDatabases(measure),
);
