import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { createInvalidationBus, LISTENER_APPLICATION_NAME } from './invalidation-bus.ts';
import { PageCache } from './page-cache.ts';

const page = (tags: string[]) => ({ status: 200, headers: {}, body: Buffer.from('<p>page</p>'), tags });

describe('invalidation bus on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('applies invalidations locally and is ready at once', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    const bus = createInvalidationBus({ database, cache, logger: pino({ level: 'silent' }) });
    await bus.ready;
    expect(bus.listening).toBe(true);
    cache.set('a', page(['site:1']));
    cache.set('b', page(['site:2']));
    cache.set('c', page(['site:3']));
    await bus.invalidate({ tags: ['site:1'] });
    expect(cache.stats().entries).toBe(2);
    await bus.invalidate({ keys: ['b'] });
    expect(cache.get('c')).toBeDefined();
    await bus.invalidate({ all: true });
    expect(cache.stats().entries).toBe(0);
    await bus.close();
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;
const fixture = fileURLToPath(new URL('./testing/cache-node.ts', import.meta.url));

interface Node {
  name: string;
  child: ChildProcess;
  port: number;
  output: string[];
}

/** Starts the fixture as a separate OS process and waits for its "READY <port>". */
function startNode(name: string, databaseUrl: string): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_NAME: name, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in time:\n${output.join('')}`)), 15_000);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const ready = /READY (\d+)/.exec(text);
      if (ready) {
        clearTimeout(timer);
        resolve({ name, child, port: Number(ready[1]), output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output.join('')}`));
    });
  });
}

function stopNode(node: Node | undefined): Promise<void> {
  if (!node || node.child.exitCode !== null || node.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => node.child.kill('SIGKILL'), 3_000);
    node.child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    node.child.kill('SIGTERM');
  });
}

async function probe(node: Node) {
  const response = await fetch(`http://127.0.0.1:${node.port}/probe`);
  return { text: await response.text(), cache: response.headers.get('x-cache') };
}

async function status(node: Node) {
  const response = await fetch(`http://127.0.0.1:${node.port}/status`);
  return (await response.json()) as { listening: boolean; entries: number };
}

async function post(node: Node, path: string, body: unknown) {
  const response = await fetch(`http://127.0.0.1:${node.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** Polls until the check passes; returns the milliseconds it took, or throws after the limit. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Requests until the node answers from its cache, proving the content is cached there. */
async function cachedOn(node: Node, text: string) {
  await within(2_000, async () => {
    const result = await probe(node);
    return result.cache === 'HIT' && result.text === text;
  });
}

describe.skipIf(!baseUrl)('page cache invalidation across two processes on one PostgreSQL', () => {
  const name = `sw_cache_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let databaseUrl = '';
  let a: Node | undefined;
  let b: Node | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    [a, b] = await Promise.all([startNode('A', databaseUrl), startNode('B', databaseUrl)]);
  });

  afterAll(async () => {
    await Promise.all([stopNode(a), stopNode(b)]);
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('serves a change made through one process from the other within 1 s', async () => {
    await cachedOn(a!, '<p>v1</p>');
    await cachedOn(b!, '<p>v1</p>');
    const started = performance.now();
    await post(a!, '/content', { content: 'v2' });
    // A drops its own copy before answering.
    expect(await probe(a!)).toEqual({ text: '<p>v2</p>', cache: 'MISS' });
    await within(1_000 - (performance.now() - started), async () => (await probe(b!)).text === '<p>v2</p>');
    expect(performance.now() - started).toBeLessThan(1_000);
    await cachedOn(b!, '<p>v2</p>');
  });

  it('clears the other cache when the event is too large for one NOTIFY', async () => {
    await cachedOn(b!, '<p>v2</p>');
    const tags = Array.from({ length: 400 }, (_, i) => `site:${'x'.repeat(20)}-${i}`);
    await post(a!, '/invalidate', { tags });
    await within(1_000, async () => (await status(b!)).entries === 0);
  });

  it('after its listening connection drops, reconnects and starts from an empty cache', async () => {
    await cachedOn(b!, '<p>v2</p>');
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2', [
        name,
        LISTENER_APPLICATION_NAME,
      ]);
      expect(rowCount).toBe(2);
      // Changed behind every process's back: no NOTIFY at all.
      await admin.query(`UPDATE cache_probe SET content = 'v3' WHERE id = 1`);
    } finally {
      await admin.end();
    }
    await within(3_000, async () => (await probe(b!)).text === '<p>v3</p>');
    await within(3_000, async () => (await status(a!)).listening && (await status(b!)).listening);
    await cachedOn(b!, '<p>v3</p>');
    const started = performance.now();
    await post(a!, '/content', { content: 'v4' });
    await within(1_000 - (performance.now() - started), async () => (await probe(b!)).text === '<p>v4</p>');
  });
});
