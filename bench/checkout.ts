// Checkout under load (issue #11, decision 023): BENCH_ORDERS (1,000) checkout requests at
// BENCH_CONCURRENCY (20), then whether the stock still adds up. Prints figures; not a test.
// Run: npx tsx bench/checkout.ts (BENCH_SHOP_RULES=1: with shipping, tax and a discount code on every order)
//
// The real app (bootstrap + createApp, served over HTTP on 127.0.0.1 by the production listener,
// logs off) on a throwaway PostgreSQL database (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres; dropped afterwards), then on in-memory PGlite. The
// fake Stripe (src/server/testing/fake-stripe.ts) runs in a process of its own (as the real one is
// elsewhere: its work is not the app's) and STRIPE_* point at it.
// One site `bench` with 20 products: 14 plain ones, 5 with colour × size variant stock, and one
// scarce product with SCARCE_STOCK units that one order in ten asks for (so it sells out part-way
// and the rest of those orders are refused with 409). Each order: 1-3 lines of 1-3 units, its own
// buyer and client address (X-Forwarded-For through a trusted proxy: the checkout rate limit is
// per address, as it is for real shoppers). Every fifth order pays by card (POST
// /api/cart/stripe-checkout: the order, its stock held, a Checkout Session from the fake), the
// others on delivery or by invoice (POST /api/cart/offline-checkout: the order and its
// confirmation mail in the outbox). BENCH_WARMUP (20) orders go first, unmeasured (never the
// scarce product). The load generator runs in its own process (bench/lib/json-post-load.ts).
//
// Afterwards: CANCELLED_CARD_ORDERS card orders are cancelled through POST /api/checkout/cancel
// (their stock given back), then for every product and variant entry: initial stock − units of
// the orders still holding stock (shop_order.stock_held) must equal the stored stock, none
// negative, the scarce product sold exactly its stock, and every 2xx answer an order in the
// database. Prints per database and method: requests, statuses, errors (5xx, network failures, any
// status or body not expected: target 0), p50/p95/p99 ms, orders created, the stock check.
// Exits 1 when there are errors or the stock does not add up.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { createApp } from '#server/app.ts';
import { bootstrap } from '#server/bootstrap.ts';
import type { DatabaseTarget } from '#server/db/client.ts';
import { discountCode, document, shippingRate, shippingZone, shopOrder, site, taxRate } from '#server/db/schema.ts';
import { benchEnv } from './lib/bench-env.ts';
import { listen } from '#server/http/serve.ts';
import { createThrowawayDatabase } from '#server/testing/throwaway-database.ts';
import {
  BENCH_CODE,
  type BenchRules,
  CANCELLED_CARD_ORDERS,
  CARD_EVERY,
  catalogue,
  COLLECTION,
  COLORS,
  judge,
  type Method,
  PLAIN_PRODUCTS,
  planOrders,
  requestOf,
  SCARCE_EVERY,
  SCARCE_NAME,
  SCARCE_STOCK,
  settings,
  SITE,
  SIZES,
  VARIANT_PRODUCTS,
} from './lib/checkout-plan.ts';
import { runLoad, startStripeProcess } from './lib/checkout-processes.ts';
import { checkStock } from './lib/checkout-stock.ts';
import { percentile, round } from './lib/stats.ts';

const WEBHOOK_SECRET = 'whsec_bench_checkout';

interface MethodFigures {
  requests: number;
  statuses: Record<string, number>;
  ok: number;
  refused: number;
  errors: number;
  /** Latency of the answers that were not errors (created and refused alike). */
  latencies: number[];
}

interface Figures {
  byMethod: Record<Method, MethodFigures>;
  rps: number;
  ordersCreated: number;
  cancelled: number;
  scarceSold: number;
  /** Failures outside the measured requests: warm-up answers, the cancellations. */
  otherErrors: number;
  stockProblems: string[];
  failures: string[];
}

async function measure(label: string, target: DatabaseTarget): Promise<Figures> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sw-bench-checkout-'));
  const stripe = await startStripeProcess(WEBHOOK_SECRET);
  // PUBLIC_URL must be the origin the requests come from (cross-site writes are refused).
  const port = 40_000 + (process.pid % 20_000);
  const origin = `http://127.0.0.1:${port}`;
  const env = benchEnv(origin, dataDir, {
    // The load generator stands behind this "proxy" and names each buyer's address.
    TRUSTED_PROXIES: '127.0.0.1',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  const logger = pino({ level: 'silent' });
  const deps = await bootstrap(env, logger, target);
  const running = await listen(createApp(deps), { port, hostname: '127.0.0.1', graceMs: 1_000, database: deps.database, logger });
  try {
    const { db } = deps.database;
    // The bench's shop is paid through the environment's keys: the platform default, allowed for it (decision 058).
    const [shop] = await db.insert(site).values({ uniqueId: SITE, title: 'Bench shop', platformPaymentsAllowed: true }).returning({ id: site.id });
    const products = catalogue();
    const inserted = await db
      .insert(document)
      .values(products.map((product) => ({ siteId: shop!.id, collection: COLLECTION, data: product.data })))
      .returning({ id: document.id });
    const ids = inserted.map((row) => row.id);
    const totalStock = products.reduce((sum, product) => sum + (product.data.stock as number), 0);
    console.log(`${label}: seeded ${products.length} products (${PLAIN_PRODUCTS} plain, ${VARIANT_PRODUCTS} with ${COLORS.length} × ${SIZES.length} variant stock, 1 scarce with ${SCARCE_STOCK}), ${totalStock} units in stock`);

    let rules: BenchRules | null = null;
    if (settings.shopRules) {
      // A zone with a flat rate, a tax rate and a code every order uses (decision 066): the rules' whole hot path.
      const [zone] = await db.insert(shippingZone).values({ siteId: shop!.id, name: 'United States', countries: ['US'] }).returning({ id: shippingZone.id });
      const [rate] = await db.insert(shippingRate).values({ zoneId: zone!.id, name: 'Standard', kind: 'flat', amountCents: 499 }).returning({ id: shippingRate.id });
      await db.insert(taxRate).values({ siteId: shop!.id, country: 'US', region: null, taxClass: 'standard', ratePpm: 88_750 });
      await db.insert(discountCode).values({ siteId: shop!.id, code: BENCH_CODE, kind: 'percent', value: 1000 });
      rules = { rateId: rate!.id, code: BENCH_CODE };
      console.log(`${label}: shop rules on: a zone with a flat rate, a tax rate and the code ${BENCH_CODE} on every order`);
    }
    const plan = planOrders(products);
    const requests = plan.map((order, n) => requestOf(order, n, ids, rules));
    const loadSettings = { origin, concurrency: settings.concurrency, headers: { 'content-type': 'application/json', origin } };
    // The warm-up first, on its own: the measured run starts with no request of it in flight.
    const warm = await runLoad({ ...loadSettings, requests: requests.slice(0, settings.warmup) });
    const load = await runLoad({ ...loadSettings, requests: requests.slice(settings.warmup) });
    const outcomes = [...warm.outcomes, ...load.outcomes];

    const empty = (): MethodFigures => ({ requests: 0, statuses: {}, ok: 0, refused: 0, errors: 0, latencies: [] });
    const byMethod: Record<Method, MethodFigures> = { card: empty(), offline: empty() };
    const failures: string[] = [];
    let warmupOk = 0;
    let otherErrors = 0;
    let scarceSold = 0;
    const cardReferences: string[] = [];
    outcomes.forEach((outcome, n) => {
      const order = plan[n]!;
      const { verdict, why } = judge(order, outcome);
      if (verdict === 'ok' && order.method === 'card') cardReferences.push((outcome.body as { orderReference: string }).orderReference);
      if (!order.measured) {
        if (verdict === 'ok') warmupOk++;
        else {
          otherErrors++;
          failures.push(`warm-up ${order.method}: ${why}`);
        }
        return;
      }
      const figures = byMethod[order.method];
      figures.requests++;
      figures.statuses[outcome.status] = (figures.statuses[outcome.status] ?? 0) + 1;
      if (verdict === 'ok') {
        figures.ok++;
        if (order.mayRunOut) scarceSold++;
      } else if (verdict === 'refused') figures.refused++;
      else {
        figures.errors++;
        if (failures.length < 5) failures.push(`${order.method}: ${why}`);
      }
      if (verdict !== 'error') figures.latencies.push(outcome.ms);
    });

    // Cancelled card orders give their stock back: the check below then covers that path too.
    const toCancel = cardReferences.slice(0, CANCELLED_CARD_ORDERS);
    const tokens = toCancel.length ? await db.select({ token: shopOrder.sessionToken }).from(shopOrder).where(inArray(shopOrder.reference, toCancel)) : [];
    let cancelled = 0;
    if (tokens.length !== toCancel.length) {
      otherErrors++;
      failures.push(`cancel: ${toCancel.length - tokens.length} answered card references have no order`);
    }
    for (const { token } of tokens) {
      const response = await fetch(`${origin}/api/checkout/cancel`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ token }) });
      const body = (await response.json()) as { order?: { status?: string } };
      if (response.status === 200 && body.order?.status === 'cancelled') cancelled++;
      else {
        otherErrors++;
        failures.push(`cancel: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }

    const orders = await db.select({ id: shopOrder.id }).from(shopOrder);
    const okAnswers = warmupOk + byMethod.card.ok + byMethod.offline.ok;
    const stockProblems = await checkStock(deps.database, products, ids);
    if (orders.length !== okAnswers) stockProblems.push(`${orders.length} orders stored, ${okAnswers} successful answers`);
    const scarceDemand = plan.filter((order) => order.mayRunOut).length;
    const scarceExpected = Math.min(SCARCE_STOCK, scarceDemand);
    // Every unit, and no more: the row lock lets exactly the stock through however the requests interleave.
    if (scarceSold !== scarceExpected) stockProblems.push(`${SCARCE_NAME}: ${scarceSold} orders accepted, ${scarceExpected} expected`);
    return {
      byMethod,
      rps: settings.orders / load.seconds,
      ordersCreated: orders.length,
      cancelled,
      scarceSold,
      otherErrors,
      stockProblems,
      failures,
    };
  } finally {
    await running.shutdown('bench done');
    await stripe.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const loadAtStart = os.loadavg()[0]!;
const results: [string, Figures | string][] = [];
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
try {
  const throwaway = await createThrowawayDatabase(serverUrl, 'sw_bench');
  try {
    results.push(['PostgreSQL', await measure('PostgreSQL', { kind: 'postgres', url: throwaway.url })]);
  } finally {
    await throwaway.drop();
  }
} catch (error) {
  results.push(['PostgreSQL', `not measured: ${(error as Error).message}`]);
}
results.push(['PGlite', await measure('PGlite (in memory)', { kind: 'pglite-memory' })]);

console.log(`\nmachine: ${os.availableParallelism()} cores, load average ${round(loadAtStart, 2)} at the start, ${round(os.loadavg()[0]!, 2)} at the end`);
console.log(
  `checkout: ${settings.orders} orders at concurrency ${settings.concurrency} after ${settings.warmup} warm-up; 1 in ${CARD_EVERY} by card (fake Stripe), the rest on delivery or by invoice; 1 in ${SCARCE_EVERY} asks for the scarce product (${SCARCE_STOCK} in stock)\n`,
);
const cell = (value: number | string, width: number) => String(value).padStart(width);
console.log('database     method    requests  statuses                 created  409 stock  errors   p50 ms   p95 ms   p99 ms');
for (const [label, figures] of results) {
  if (typeof figures === 'string') {
    console.log(`${label.padEnd(12)} ${figures}`);
    continue;
  }
  const all: MethodFigures = {
    requests: figures.byMethod.card.requests + figures.byMethod.offline.requests,
    statuses: {},
    ok: figures.byMethod.card.ok + figures.byMethod.offline.ok,
    refused: figures.byMethod.card.refused + figures.byMethod.offline.refused,
    errors: figures.byMethod.card.errors + figures.byMethod.offline.errors,
    latencies: [...figures.byMethod.card.latencies, ...figures.byMethod.offline.latencies],
  };
  for (const m of [figures.byMethod.card, figures.byMethod.offline]) for (const [s, n] of Object.entries(m.statuses)) all.statuses[s] = (all.statuses[s] ?? 0) + n;
  for (const [method, m] of [
    ['offline', figures.byMethod.offline],
    ['card', figures.byMethod.card],
    ['all', all],
  ] as const) {
    const statuses = Object.entries(m.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `${label.padEnd(12)} ${method.padEnd(8)} ${cell(m.requests, 9)}  ${statuses.padEnd(23)} ${cell(m.ok, 7)}  ${cell(m.refused, 9)}  ${cell(m.errors, 6)}   ${cell(round(percentile(m.latencies, 50)), 6)}   ${cell(round(percentile(m.latencies, 95)), 6)}   ${cell(round(percentile(m.latencies, 99)), 6)}`,
    );
  }
}
let failed = false;
for (const [label, figures] of results) {
  if (typeof figures === 'string') continue;
  const errors = figures.byMethod.card.errors + figures.byMethod.offline.errors + figures.otherErrors;
  console.log(
    `\n${label}: ${Math.round(figures.rps)} checkouts/s; ${figures.ordersCreated} orders created (warm-up included), ${figures.cancelled} card orders cancelled afterwards; ${SCARCE_NAME} sold ${figures.scarceSold} of ${SCARCE_STOCK}; errors ${errors}; stock ${figures.stockProblems.length === 0 ? 'OK' : 'MISMATCH'}`,
  );
  for (const problem of figures.stockProblems.slice(0, 10)) console.log(`  stock: ${problem}`);
  for (const failure of figures.failures) console.log(`  failure: ${failure}`);
  if (errors > 0 || figures.stockProblems.length > 0) failed = true;
}
console.log(failed ? '\nFAILED: errors, or the stock does not add up' : '\n0 errors; every product and variant entry: initial − held = stored, none negative');
if (failed) process.exitCode = 1;
