// Checkout under load (issue #11, decision 023): BENCH_ORDERS (1,000) checkout requests at
// BENCH_CONCURRENCY (20), then whether the stock still adds up. Prints figures; not a test.
// Run: npx tsx bench/checkout.ts
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
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { checkoutNotEnoughStock } from '#core/checkout/messages.ts';
import type { OrderLine } from '#core/checkout/order.ts';
import { createApp } from '#server/app.ts';
import { bootstrap } from '#server/bootstrap.ts';
import type { Database, DatabaseTarget } from '#server/db/client.ts';
import { document, shopOrder, site } from '#server/db/schema.ts';
import { parseEnv } from '#server/env.ts';
import { listen } from '#server/http/serve.ts';
import { createThrowawayDatabase } from '#server/testing/throwaway-database.ts';
import type { JsonPostLoadResult, JsonPostLoadSettings, JsonPostOutcome, JsonPostRequest } from './lib/json-post-load.ts';
import { percentile, round } from './lib/stats.ts';

const settings = {
  orders: Number(process.env.BENCH_ORDERS ?? 1_000),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 20),
  warmup: Number(process.env.BENCH_WARMUP ?? 20),
};
const root = fileURLToPath(new URL('..', import.meta.url));
const SITE = 'bench';
const COLLECTION = 'products';
const PLAIN_PRODUCTS = 14;
const VARIANT_PRODUCTS = 5;
const PLAIN_STOCK = 400;
const COLORS = [
  { value: 'black', label: 'Black', hex: '#111111' },
  { value: 'white', label: 'White', hex: '#F5F5F5' },
];
const SIZES = [
  { value: 's', label: 'S' },
  { value: 'm', label: 'M' },
  { value: 'l', label: 'L' },
];
const VARIANT_ENTRY_STOCK = 150;
const SCARCE_NAME = 'Last-chance lamp';
const SCARCE_STOCK = 40;
/** One measured order in this many asks for one unit of the scarce product. */
const SCARCE_EVERY = 10;
/** One order in this many pays by card. */
const CARD_EVERY = 5;
const CANCELLED_CARD_ORDERS = 10;
const WEBHOOK_SECRET = 'whsec_bench_checkout';

/** A small deterministic generator: the same catalogue and orders on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
const pickIndex = (length: number, next: () => number) => Math.floor(next() * length);

type Method = 'card' | 'offline';

interface SeedProduct {
  key: string;
  data: Record<string, unknown>;
  variants: boolean;
}

interface PlannedLine {
  product: number;
  color: string | null;
  size: string | null;
  quantity: number;
}

interface PlannedOrder {
  method: Method;
  lines: PlannedLine[];
  /** Holds the scarce product: a 409 is an expected answer. */
  mayRunOut: boolean;
  measured: boolean;
}

function catalogue(): SeedProduct[] {
  const next = random(11);
  const products: SeedProduct[] = [];
  for (let i = 0; i < PLAIN_PRODUCTS; i++) {
    products.push({ key: `plain-${i}`, variants: false, data: { name: `Plain product ${i}`, price: Math.round(300 + next() * 9000) / 100, stock: PLAIN_STOCK, status: 'active' } });
  }
  for (let i = 0; i < VARIANT_PRODUCTS; i++) {
    const variantStock = COLORS.flatMap((color) => SIZES.map((size) => ({ color_value: color.value, size_value: size.value, stock: VARIANT_ENTRY_STOCK })));
    products.push({
      key: `variant-${i}`,
      variants: true,
      data: { name: `Variant tee ${i}`, price: 24, discount_price: i % 2 === 0 ? 19.5 : null, colors: COLORS, sizes: SIZES, variant_stock: variantStock, stock: variantStock.length * VARIANT_ENTRY_STOCK, status: 'active' },
    });
  }
  products.push({ key: 'scarce', variants: false, data: { name: SCARCE_NAME, price: 49, stock: SCARCE_STOCK, status: 'active' } });
  return products;
}

function planOrders(products: readonly SeedProduct[]): PlannedOrder[] {
  const next = random(23);
  const scarce = products.length - 1;
  const orders: PlannedOrder[] = [];
  for (let n = 0; n < settings.warmup + settings.orders; n++) {
    const measured = n >= settings.warmup;
    const lines: PlannedLine[] = [];
    const count = 1 + pickIndex(3, next);
    for (let k = 0; k < count; k++) {
      const product = pickIndex(scarce, next);
      const variants = products[product]!.variants;
      lines.push({
        product,
        color: variants ? COLORS[pickIndex(COLORS.length, next)]!.value : null,
        size: variants ? SIZES[pickIndex(SIZES.length, next)]!.value : null,
        quantity: 1 + pickIndex(3, next),
      });
    }
    const mayRunOut = measured && (n - settings.warmup) % SCARCE_EVERY === 3;
    if (mayRunOut) lines.push({ product: scarce, color: null, size: null, quantity: 1 });
    orders.push({ method: n % CARD_EVERY === 0 ? 'card' : 'offline', lines, mayRunOut, measured });
  }
  // Only the scarce product may run out: anything else refused for stock is a fault, not the plan.
  const demand = new Map<string, number>();
  for (const order of orders) for (const line of order.lines) demand.set(stockKey(line.product, line.color, line.size), (demand.get(stockKey(line.product, line.color, line.size)) ?? 0) + line.quantity);
  for (const [key, units] of demand) {
    const product = Number(key.split('|')[0]);
    if (product === scarce) continue;
    const stock = products[product]!.variants ? VARIANT_ENTRY_STOCK : PLAIN_STOCK;
    if (units > stock) throw new Error(`the plan asks ${units} units of ${key}, more than its ${stock}: raise the seeded stock`);
  }
  return orders;
}

const stockKey = (product: number, color: string | null, size: string | null) => `${product}|${color ?? ''}|${size ?? ''}`;

/** 10.x.y.z from the order's number: each buyer its own address. */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function requestOf(order: PlannedOrder, n: number, ids: readonly string[]): JsonPostRequest {
  const items = order.lines.map((line) => ({ productId: ids[line.product]!, collection: COLLECTION, quantity: line.quantity, color: line.color, size: line.size }));
  const headers = { 'x-forwarded-for': clientAddress(n) };
  if (order.method === 'card') return { path: '/api/cart/stripe-checkout', headers, body: JSON.stringify({ items, saveActivity: true, siteId: SITE }) };
  return {
    path: '/api/cart/offline-checkout',
    headers,
    body: JSON.stringify({ items, siteId: SITE, method: n % 2 === 0 ? 'delivery' : 'invoice', customer: { name: `Buyer ${n}`, email: `buyer${n}@example.org`, address: `${n} Bench Street, Testville`, phone: null } }),
  };
}

type Verdict = 'ok' | 'refused' | 'error';

/** What the answer means for this order: the contract's success body, the stock refusal the plan allows, or an error. */
function judge(order: PlannedOrder, outcome: JsonPostOutcome): { verdict: Verdict; why?: string } {
  const body = (typeof outcome.body === 'object' && outcome.body !== null ? outcome.body : {}) as Record<string, unknown>;
  const describe = () => `${outcome.status} ${typeof outcome.body === 'string' ? outcome.body.slice(0, 200) : JSON.stringify(outcome.body).slice(0, 200)}`;
  if (order.method === 'card' && outcome.status === 200) {
    const ok = typeof body.sessionId === 'string' && body.sessionId.startsWith('cs_') && typeof body.url === 'string' && typeof body.orderReference === 'string';
    return ok ? { verdict: 'ok' } : { verdict: 'error', why: `card 200 without the contract's body: ${describe()}` };
  }
  if (order.method === 'offline' && outcome.status === 201) {
    const ok = typeof body.orderReference === 'string' && typeof body.sessionToken === 'string' && typeof body.successUrl === 'string';
    return ok ? { verdict: 'ok' } : { verdict: 'error', why: `offline 201 without the contract's body: ${describe()}` };
  }
  if (outcome.status === 409 && order.mayRunOut && body.error === checkoutNotEnoughStock(SCARCE_NAME, 0)) return { verdict: 'refused' };
  return { verdict: 'error', why: describe() };
}

/** The fake Stripe in its own process (bench/lib/fake-stripe-process.ts): its URL, and how to stop it. */
function startStripeProcess(): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/fake-stripe-process.ts'), WEBHOOK_SECRET], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    let stdout = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the fake Stripe exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!stdout.includes('\n')) return;
      const { url } = JSON.parse(stdout) as { url: string };
      resolve({
        url,
        close: () => {
          child.stdin.end();
          return exited;
        },
      });
    });
  });
}

function runLoad(options: JsonPostLoadSettings): Promise<JsonPostLoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/json-post-load.ts')], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(stdout) as JsonPostLoadResult) : reject(new Error(`load generator exited with ${code}`))));
    child.stdin.end(JSON.stringify(options));
  });
}

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

async function checkStock(database: Database, products: readonly SeedProduct[], ids: readonly string[]): Promise<string[]> {
  const { db } = database;
  const held = await db.select({ lines: shopOrder.lines }).from(shopOrder).where(eq(shopOrder.stockHeld, true));
  const taken = new Map<string, number>();
  const byId = new Map(ids.map((id, i) => [id, i]));
  const problems: string[] = [];
  for (const order of held) {
    for (const line of order.lines as OrderLine[]) {
      const product = byId.get(line.productId);
      if (product === undefined) {
        problems.push(`an order holds stock of an unknown product ${line.productId}`);
        continue;
      }
      const add = (key: string) => taken.set(key, (taken.get(key) ?? 0) + line.quantity);
      add(stockKey(product, null, null));
      if (products[product]!.variants) add(stockKey(product, line.color, line.size));
    }
  }
  const rows = await db.select({ id: document.id, data: document.data }).from(document).where(inArray(document.id, [...ids]));
  const stored = new Map(rows.map((row) => [row.id, row.data as Record<string, unknown>]));
  products.forEach((product, i) => {
    const data = stored.get(ids[i]!);
    if (!data) return problems.push(`${product.key}: gone`);
    const compare = (what: string, initial: number, now: unknown, key: string) => {
      const expected = initial - (taken.get(key) ?? 0);
      if (typeof now !== 'number' || now !== expected) problems.push(`${product.key} ${what}: ${String(now)} stored, ${expected} expected (${initial} − ${taken.get(key) ?? 0} held)`);
      if (typeof now === 'number' && now < 0) problems.push(`${product.key} ${what}: negative (${now})`);
    };
    compare('stock', product.data.stock as number, data.stock, stockKey(i, null, null));
    if (!product.variants) return;
    const entries = data.variant_stock as { color_value: string; size_value: string; stock: unknown }[];
    for (const initial of product.data.variant_stock as { color_value: string; size_value: string; stock: number }[]) {
      const entry = entries.find((e) => e.color_value === initial.color_value && e.size_value === initial.size_value);
      compare(`${initial.color_value}/${initial.size_value}`, initial.stock, entry?.stock, stockKey(i, initial.color_value, initial.size_value));
    }
  });
  return problems;
}

async function measure(label: string, target: DatabaseTarget): Promise<Figures> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sw-bench-checkout-'));
  const stripe = await startStripeProcess();
  // PUBLIC_URL must be the origin the requests come from (cross-site writes are refused).
  const port = 40_000 + (process.pid % 20_000);
  const origin = `http://127.0.0.1:${port}`;
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
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
    const [shop] = await db.insert(site).values({ uniqueId: SITE, title: 'Bench shop' }).returning({ id: site.id });
    const products = catalogue();
    const inserted = await db
      .insert(document)
      .values(products.map((product) => ({ siteId: shop!.id, collection: COLLECTION, data: product.data })))
      .returning({ id: document.id });
    const ids = inserted.map((row) => row.id);
    const totalStock = products.reduce((sum, product) => sum + (product.data.stock as number), 0);
    console.log(`${label}: seeded ${products.length} products (${PLAIN_PRODUCTS} plain, ${VARIANT_PRODUCTS} with ${COLORS.length} × ${SIZES.length} variant stock, 1 scarce with ${SCARCE_STOCK}), ${totalStock} units in stock`);

    const plan = planOrders(products);
    const requests = plan.map((order, n) => requestOf(order, n, ids));
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
