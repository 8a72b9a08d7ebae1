// How fast the storefront lists products with filters (decision 021). Prints figures; not a test.
// Run: npx tsx bench/product-list.ts
//
// 10,000 products in one site's `products` collection (categories, prices with and without
// discounts, stock and variant stock, tags), then ~300 anonymous GET /api/products calls through
// the real app, each with a random combination of the filter panel's filters (category, price
// range, in/out of stock, tags, sometimes a search), a sort and a page 0-4; p50/p95/p99 on
// PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// and on PGlite. Also prints the plan of a filtered call and whether it scans the table.
// Settings: BENCH_PRODUCTS (10000), BENCH_REQUESTS (300), BENCH_WARMUP (30).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { PRICE_FILTER_OPTIONS } from '#core/options/price-filters.ts';
import { DEFAULT_PRODUCT_FILTERS, productListSearchParams, type ProductFilterState, type ProductSortField } from '#core/product-list/product-list-query.ts';
import { createApp } from '#server/app.ts';
import { bootstrap } from '#server/bootstrap.ts';
import type { DatabaseTarget } from '#server/db/client.ts';
import { site } from '#server/db/schema.ts';
import { parseEnv } from '#server/env.ts';
import { measureOnBothDatabases } from './lib/both-databases.ts';
import { CATEGORIES, pick, productRecord, TAGS, WORDS } from './lib/bench-products.ts';
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
const PRICES = PRICE_FILTER_OPTIONS.map((option) => option.value);

function randomFilters(next: () => number): ProductFilterState {
  const stock = next();
  return {
    ...DEFAULT_PRODUCT_FILTERS,
    search: next() < 0.2 ? pick(WORDS, next) : '',
    category: next() < 0.6 ? pick(CATEGORIES, next) : 'all',
    priceRange: pick(PRICES, next),
    inStock: stock < 0.6 ? { inStock: true, outOfStock: false } : stock < 0.8 ? { inStock: false, outOfStock: true } : { inStock: true, outOfStock: true },
    tags: next() < 0.3 ? [pick(TAGS, next)] : [],
  };
}

async function measure(label: string, target: DatabaseTarget, cleanup: () => Promise<void>): Promise<ListFigures> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sw-bench-products-'));
  const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, DATA_DIR: dataDir, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
  const deps = await bootstrap(env, pino({ level: 'silent' }), target);
  try {
    const app = createApp(deps);
    const request = (url: string) => Promise.resolve(app.request(`${ORIGIN}${url}`, { headers: { origin: ORIGIN } }, { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 40000, remoteFamily: 'IPv4' } } }));
    const { db } = deps.database;
    const [created] = await db.insert(site).values({ uniqueId: 'bench', title: 'Bench shop' }).returning({ id: site.id });
    const started = performance.now();
    const next = seededRandom(42);
    await seedDocuments(db, created!.id, 'products', settings.products, (i) => productRecord(i, next));
    await db.execute(sql`vacuum analyze document`);
    console.log(`${label}: seeded ${settings.products} products in ${round((performance.now() - started) / 1000)} s`);

    const pickNext = seededRandom(7);
    const sortFields: ProductSortField[] = ['created_at', 'price', 'name'];
    return await timeListCalls({
      request,
      warmup: settings.warmup,
      requests: settings.requests,
      urlFor: () => `/api/products?${productListSearchParams(randomFilters(pickNext), { limit: 12, page: Math.floor(pickNext() * 5), sort: pickNext() < 0.5 ? 'asc' : 'desc', sortField: pick(sortFields, pickNext), siteId: 'bench' })}`,
      db,
      explained: sql`select id, data from document where site_id = ${created!.id} and collection = 'products' and coalesce(data->>'status', '') <> 'inactive' and lower(data->>'category') = 'home' and product_price(data) >= 25 and product_price(data) <= 50 and product_in_stock(data) = true order by created_at desc, id desc limit 12`,
    });
  } finally {
    await deps.database.close();
    await cleanup();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

printListFigures(
  `product list: GET /api/products on ${settings.products} products, ${settings.requests} anonymous calls (random filters, sort, pages 0-4, total counted)`,
  'category + price + in stock',
  await measureOnBothDatabases(measure),
);
