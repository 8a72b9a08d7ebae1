// One app process for invalidation-bus.int.test.ts: its own page cache and invalidation bus on
// the PostgreSQL database of DATABASE_URL, serving /probe (cached) from a row that any process
// may change. Prints "READY <port>" once it listens and hears other processes; exits when its
// stdin closes, so a crashed test run leaves no process behind.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { pino } from 'pino';
import { openDatabase } from '#server/db/client.ts';
import { CACHE_KEY_HEADER, CACHE_TAGS_HEADER, pageCacheMiddleware, requestCacheKey } from '../cache-middleware.ts';
import { createInvalidationBus, type InvalidationEvent } from '../invalidation-bus.ts';
import { PageCache } from '../page-cache.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

const logger = pino({ level: 'warn', base: { node: process.env.NODE_NAME ?? process.pid } }, pino.destination(2));
const database = await openDatabase({ kind: 'postgres', url });
const pool = database.pool!;

// Both processes start at once: the lock keeps their CREATE TABLEs from colliding.
const setup = await pool.connect();
try {
  await setup.query('BEGIN');
  await setup.query('SELECT pg_advisory_xact_lock(726154099)');
  await setup.query('CREATE TABLE IF NOT EXISTS cache_probe (id int PRIMARY KEY, content text NOT NULL)');
  await setup.query(`INSERT INTO cache_probe (id, content) VALUES (1, 'v1') ON CONFLICT (id) DO NOTHING`);
  await setup.query('COMMIT');
} finally {
  setup.release();
}

const cache = new PageCache({ maxBytes: 1024 * 1024 });
const bus = createInvalidationBus({ database, cache, logger, reconnectDelayMs: { min: 50, max: 500 }, heartbeatMs: 1_000 });

const app = new Hono();
app.get('/status', (c) => c.json({ listening: bus.listening, ...cache.stats() }));
// What a publish does: change the database, then invalidate.
app.post('/content', async (c) => {
  const { content } = await c.req.json<{ content: string }>();
  await pool.query('UPDATE cache_probe SET content = $1 WHERE id = 1', [content]);
  await bus.invalidate({ tags: ['probe'] });
  return c.json({ ok: true });
});
app.post('/invalidate', async (c) => {
  await bus.invalidate(await c.req.json<InvalidationEvent>());
  return c.json({ ok: true });
});
app.use(pageCacheMiddleware(cache));
app.get('/probe', async (c) => {
  const { rows } = await pool.query<{ content: string }>('SELECT content FROM cache_probe WHERE id = 1');
  return c.html(`<p>${rows[0]?.content ?? ''}</p>`, 200, { [CACHE_TAGS_HEADER]: 'probe', [CACHE_KEY_HEADER]: requestCacheKey(c.req.raw) ?? '' });
});

await bus.ready;
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`READY ${info.port}\n`);
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close();
  void bus
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
