// How fast the data API takes form submissions. Prints figures; not a test.
// Run: npx tsx bench/data-post.ts
//
// The real app (bootstrap + createApp, served over HTTP on 127.0.0.1 by the production listener)
// on a throwaway PostgreSQL database (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres), then on PGlite in a temporary directory. Through
// the API: a member signs up; the site `bench` with the member as editor and a collection
// `enquiries` whose definition has 5 fields (required text with min/max, email, number with
// min/max, select, textarea with max) are made in the database. Then BENCH_REQUESTS (1,000)
// `POST /api/data/enquiries` at BENCH_CONCURRENCY (20), each a valid multipart body (data, rules,
// siteId) with its own values, after BENCH_WARMUP (50) unmeasured ones; the load generator runs
// in its own process (bench/lib/multipart-post-load.ts). Each request is the whole path: session,
// body limit and multipart guard, parse and bounds, member check, definition read, the rule
// engine, the insert (with the search-text trigger). Prints p50/p95/p99, requests/s, errors and
// non-2xx answers (both must be 0), and checks the records are there.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { FormInput } from '#core/forms/form-input.ts';
import { createApp } from '#server/app.ts';
import { bootstrap } from '#server/bootstrap.ts';
import type { DatabaseTarget } from '#server/db/client.ts';
import { collection, document, site, siteMember } from '#server/db/schema.ts';
import { benchEnv } from './lib/bench-env.ts';
import { listen } from '#server/http/serve.ts';
import { benchAccount, type PostJson } from './lib/bench-account.ts';
import type { MultipartLoadResult, MultipartLoadSettings } from './lib/multipart-post-load.ts';
import { measureOnBothDatabases } from './lib/both-databases.ts';
import { percentile, round } from './lib/stats.ts';

const settings = {
  requests: Number(process.env.BENCH_REQUESTS ?? 1_000),
  warmup: Number(process.env.BENCH_WARMUP ?? 50),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 20),
};
const PASSWORD = 'Bench-Pass-123!';
const COLLECTION = 'enquiries';
const root = fileURLToPath(new URL('..', import.meta.url));

const FIELDS: FormInput[] = [
  {
    name: 'name',
    type: 'text',
    validationObject: { required: true, min: 2, max: 80 },
  },
  { name: 'email', type: 'email', validationObject: { required: true } },
  { name: 'guests', type: 'number', validationObject: { min: 1, max: 12 } },
  {
    name: 'topic',
    type: 'select',
    options: [
      { name: 'Booking', value: 'booking' },
      { name: 'Question', value: 'question' },
    ],
  },
  { name: 'message', type: 'textarea', validationObject: { max: 2000 } },
];

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
  stored: number;
  firstFailure: string | null;
}

function runLoad(options: MultipartLoadSettings): Promise<MultipartLoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/multipart-post-load.ts'), JSON.stringify(options)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(stdout) as MultipartLoadResult) : reject(new Error(`load generator exited with ${code}`))));
  });
}

async function measure(label: string, target: DatabaseTarget, cleanup: () => Promise<void>): Promise<Figures> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sw-bench-data-post-'));
  // PUBLIC_URL must be the origin the requests come from (cross-site writes are refused); the port is known after listen.
  const port = 40_000 + (process.pid % 20_000);
  const origin = `http://127.0.0.1:${port}`;
  const env = benchEnv(origin, dataDir, {
    AUTH_RATE_LIMIT_MAX: '100000',
  });
  const logger = pino({ level: 'silent' });
  const deps = await bootstrap(env, logger, target);
  const running = await listen(createApp(deps), {
    port,
    hostname: '127.0.0.1',
    graceMs: 1_000,
    database: deps.database,
    logger,
  });
  try {
    const { db } = deps.database;
    const post: PostJson = (pathname, body) => fetch(`${origin}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
    const { userId, cookie } = await benchAccount(db, post, { email: 'member@bench.test', password: PASSWORD, name: 'Member' });
    const user = { id: userId };
    const [created] = await db.insert(site).values({ uniqueId: 'bench', title: 'Bench', ownerId: user.id }).returning({ id: site.id });
    await db.insert(siteMember).values({ siteId: created!.id, userId: user.id, role: 'editor' });
    await db.insert(collection).values({ siteId: created!.id, name: COLLECTION, fields: FIELDS });

    const data = {
      name: 'Guest {n}',
      email: 'guest{n}@example.org',
      guests: 4,
      topic: 'booking',
      message: 'We would like a table for four on Friday evening, request {n}.',
    };
    const load = await runLoad({
      url: `${origin}/api/data/${COLLECTION}`,
      requests: settings.requests,
      warmup: settings.warmup,
      connections: settings.concurrency,
      headers: { cookie, origin },
      fields: {
        data: JSON.stringify(data),
        rules: JSON.stringify({ name: 'required|string' }),
        siteId: 'bench',
      },
    });
    const [stored] = await db
      .select({ n: count() })
      .from(document)
      .where(and(eq(document.siteId, created!.id), eq(document.collection, COLLECTION)));
    const non2xx = Object.entries(load.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .reduce((sum, [, n]) => sum + n, 0);
    console.log(`${label}: ${load.latencies.length} measured, statuses ${JSON.stringify(load.statuses)}`);
    return {
      p50: percentile(load.latencies, 50),
      p95: percentile(load.latencies, 95),
      p99: percentile(load.latencies, 99),
      rps: load.latencies.length / load.seconds,
      errors: load.errors,
      non2xx,
      stored: Number(stored?.n ?? 0),
      firstFailure: load.firstFailure,
    };
  } finally {
    await running.shutdown('bench done');
    await cleanup();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const results = await measureOnBothDatabases(measure);

console.log(
  `\ndata post: POST /api/data/${COLLECTION} (5-field definition, multipart, a signed-in member), ${settings.requests} requests at concurrency ${settings.concurrency} after ${settings.warmup} warm-up\n`,
);
console.log('database     p50 ms   p95 ms   p99 ms   req/s   errors   non-2xx   records');
for (const [label, figures] of results) {
  if (typeof figures === 'string') {
    console.log(`${label.padEnd(12)} ${figures}`);
    continue;
  }
  console.log(
    `${label.padEnd(12)} ${String(round(figures.p50)).padStart(6)}   ${String(round(figures.p95)).padStart(6)}   ${String(round(figures.p99)).padStart(6)}   ${String(Math.round(figures.rps)).padStart(5)}   ${String(figures.errors).padStart(6)}   ${String(figures.non2xx).padStart(7)}   ${String(figures.stored).padStart(7)}`,
  );
  if (figures.firstFailure) console.log(`  first failure: ${figures.firstFailure}`);
}
const failed = results.some(([, figures]) => typeof figures !== 'string' && (figures.errors > 0 || figures.non2xx > 0 || figures.stored !== settings.requests + settings.warmup));
console.log(failed ? '\nFAILED: some requests failed or records are missing' : '\nevery request answered 201 and every record is stored');
if (failed) process.exitCode = 1;
