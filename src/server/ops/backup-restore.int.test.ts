// `npm run backup`, `npm run restore` and the move to PostgreSQL, as a user runs them: the demo
// site (pages, history, media, collections) with a cart and an order, on the embedded database in
// a directory; restored into a fresh PostgreSQL database (TEST_DATABASE_URL; another embedded
// directory without it) and back again. Counts, media checksums and rendered pages must match.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '#server/bootstrap.ts';
import { openDatabase, type DatabaseTarget } from '#server/db/client.ts';
import { cart, shopOrder, site, user } from '#server/db/schema.ts';
import { parseEnv, type Env } from '#server/env.ts';
import { createLogger } from '#server/logger.ts';
import { createStorage } from '#server/providers/storage/create-storage.ts';
import { seedDemoIfEmpty } from '#server/seed/seed-demo.ts';
import { createTestPageRenderer, type TestPageRenderer } from '#server/testing/page-renderer.ts';
import { runScript } from '#server/testing/run-script.ts';
import { startTestS3 } from '#server/testing/s3-server.ts';
import { createThrowawayDatabase } from '#server/testing/throwaway-database.ts';
import { countRows, type Manifest } from './archive.ts';
import { moveToPostgres, publishedPagePaths, renderPath } from './move.ts';

const ORIGIN = 'http://localhost:3000';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-backup-int-'));
const drops: (() => Promise<void>)[] = [];
let renderer: TestPageRenderer;

/** One place the site lives: a database and the DATA_DIR its media are in. */
interface Place {
  dataDir: string;
  databaseUrl?: string;
  target: DatabaseTarget;
  /** S3_* variables when the media live in S3. */
  storageEnv?: Record<string, string>;
}

function embedded(name: string): Place {
  const dataDir = path.join(root, name);
  return { dataDir, target: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } };
}

/** A fresh PostgreSQL database with TEST_DATABASE_URL, another embedded directory without. */
async function freshPlace(name: string): Promise<Place> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return embedded(name);
  const database = await createThrowawayDatabase(base, 'sw_backup');
  drops.push(database.drop);
  return { dataDir: path.join(root, name), databaseUrl: database.url, target: { kind: 'postgres', url: database.url } };
}

const envOf = (place: Place): Env =>
  parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, DATA_DIR: place.dataDir, ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}), ...place.storageEnv });

const scriptEnv = (place: Place) => ({ NODE_ENV: 'test', LOG_LEVEL: 'warn', PUBLIC_URL: ORIGIN, DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl ?? '', ...place.storageEnv });

async function withDeps<T>(place: Place, run: (deps: Awaited<ReturnType<typeof bootstrap>>) => Promise<T>): Promise<T> {
  const env = envOf(place);
  const deps = await bootstrap(env, createLogger(env), place.target);
  try {
    return await run(deps);
  } finally {
    await deps.database.close();
  }
}

/** Row counts, media checksums and every published page's HTML: what must survive a move. */
async function snapshot(place: Place, options: { pages: boolean } = { pages: true }) {
  return withDeps(place, async (deps) => {
    const counts = await countRows(deps.database.db);
    const storage = createStorage(envOf(place));
    const keys = (await deps.database.db.query.media.findMany()).map((m) => m.storageKey).sort();
    const media: Record<string, string> = {};
    for (const key of keys) {
      const object = await storage.get(key);
      media[key] = object ? createHash('sha256').update(object.body).digest('hex') : 'missing';
    }
    const pages: Record<string, { status: number; html: string }> = {};
    for (const pagePath of options.pages ? await publishedPagePaths(deps, 50) : []) pages[pagePath] = await renderPath(deps, renderer, pagePath);
    return { counts, media, pages };
  });
}

async function backup(place: Place, out: string) {
  return runScript('scripts/backup.ts', { env: scriptEnv(place), args: ['--out', out] });
}

async function restore(place: Place, file: string, ...flags: string[]) {
  return runScript('scripts/restore.ts', { env: scriptEnv(place), args: [file, ...flags] });
}

const readManifest = async (file: string) => {
  const dir = await fsp.mkdtemp(path.join(root, 'look-'));
  await tar.extract({ file, cwd: dir });
  return { dir, manifest: JSON.parse(await fsp.readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest };
};

const source = embedded('source');
let original: Awaited<ReturnType<typeof snapshot>>;
const archive = path.join(root, 'site.tar.gz');
let backedUp: { code: number | null; output: string };

beforeAll(async () => {
  renderer = await createTestPageRenderer(ORIGIN);
  await withDeps(source, async (deps) => {
    await seedDemoIfEmpty(deps);
    const { db } = deps.database;
    const [admin] = await db.select({ id: user.id }).from(user);
    const [demo] = await db.select({ id: site.id }).from(site).where(eq(site.uniqueId, 'demo'));
    await db.insert(cart).values({ userId: admin!.id, scope: demo!.id, siteId: demo!.id, items: [{ id: 'x', quantity: 2 }] as never });
    await db.insert(shopOrder).values({
      reference: 'SW-BACKUP0001',
      sessionToken: 'backup-session-token',
      siteId: demo!.id,
      userId: admin!.id,
      email: 'buyer@example.com',
      customer: { name: 'Buyer', note: 'émoji ✓ "quoted"' } as never,
      method: 'offline' as never,
      lines: [{ name: 'Café', quantity: 1, unitCents: 1234 }] as never,
      subtotalCents: 1234,
      totalCents: 1234,
      currency: 'EUR',
      stockHeld: false,
      expiresAt: new Date('2030-01-02T03:04:05.678Z'),
    });
  });
  original = await snapshot(source);
  backedUp = await backup(source, archive);
}, 180_000);

afterAll(async () => {
  await renderer?.close();
  for (const drop of drops) await drop();
  await fsp.rm(root, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('writes one archive with every table in foreign-key order, every media file and their checksums', async () => {
    expect(backedUp.output).toContain('Backup written to');
    expect(backedUp.code).toBe(0);
    const { manifest } = await readManifest(archive);
    expect(manifest.format).toBe('sitewright-backup');
    expect(manifest.migrations.count).toBeGreaterThan(0);
    const names = manifest.tables.map((t) => t.name);
    expect(names.indexOf('user')).toBeLessThan(names.indexOf('site'));
    expect(names.indexOf('site')).toBeLessThan(names.indexOf('page'));
    expect(names.indexOf('page')).toBeLessThan(names.indexOf('page_version'));
    expect(names.indexOf('shop_order')).toBeLessThan(names.indexOf('shop_order_event'));
    for (const table of manifest.tables) expect(table.rows, table.name).toBe(original.counts[table.name]);
    expect(original.counts.page_version).toBeGreaterThan(0);
    expect(original.counts.shop_order).toBe(1);
    expect(original.counts.cart).toBe(1);
    expect(manifest.files.map((f) => f.key).sort()).toEqual(Object.keys(original.media));
    for (const file of manifest.files) expect(file.sha256).toBe(original.media[file.key]);
  });

  it('restores into a fresh database of the other engine and back: rows, types, media and rendered pages equal', async () => {
    const target = await freshPlace('target');
    const restored = await restore(target, archive);
    expect(restored.output).toContain('Restored');
    expect(restored.code).toBe(0);
    const moved = await snapshot(target);
    expect(moved.counts).toEqual(original.counts);
    expect(moved.media).toEqual(original.media);
    expect(Object.keys(moved.pages).length).toBeGreaterThan(1);
    expect(moved.pages).toEqual(original.pages);
    expect(original.pages['/site-demo/about']).toMatchObject({ status: 200, html: expect.stringContaining('<title>About us</title>') });
    expect(original.pages['/site-demo/homepage']!.html).toContain('/media/demo/');
    // Types survive: timestamps to the millisecond and beyond, jsonb, booleans, integers.
    await withDeps(target, async (deps) => {
      const [order] = await deps.database.db.select().from(shopOrder);
      expect(order).toMatchObject({ stockHeld: false, totalCents: 1234, customer: { note: 'émoji ✓ "quoted"' } });
      expect(order!.expiresAt!.toISOString()).toBe('2030-01-02T03:04:05.678Z');
    });

    // The reverse direction: a backup of the restored site into a fresh embedded database.
    const second = path.join(root, 'second.tar.gz');
    expect((await backup(target, second)).code).toBe(0);
    const back = embedded('back');
    expect((await restore(back, second)).code).toBe(0);
    const returned = await snapshot(back);
    expect(returned.counts).toEqual(original.counts);
    expect(returned.media).toEqual(original.media);
    expect(returned.pages).toEqual(original.pages);
  }, 180_000);

  it('refuses a non-empty target without --force, and replaces everything in it with --force', async () => {
    const target = embedded('non-empty');
    expect((await restore(target, archive)).code).toBe(0);
    await withDeps(target, async (deps) => {
      await deps.database.db.update(site).set({ title: 'Changed after the restore' });
    });
    const refused = await restore(target, archive);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('The target database is not empty');
    expect(refused.output).toContain('--force');
    const forced = await restore(target, archive, '--force');
    expect(forced.code).toBe(0);
    await withDeps(target, async (deps) => {
      expect(await countRows(deps.database.db)).toEqual(original.counts);
      const sites = await deps.database.db.select({ title: site.title }).from(site);
      expect(sites.map((s) => s.title)).not.toContain('Changed after the restore');
    });
  }, 120_000);

  it('refuses a truncated, a flipped or a tampered archive before writing anything', async () => {
    const bytes = await fsp.readFile(archive);
    const truncated = path.join(root, 'truncated.tar.gz');
    await fsp.writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = path.join(root, 'flipped.tar.gz');
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 3)]! ^= 0x01;
    await fsp.writeFile(flipped, copy);
    // Tampered inside a well-formed archive: one order total changed, the manifest left alone.
    const { dir, manifest } = await readManifest(archive);
    const orders = path.join(dir, manifest.tables.find((t) => t.name === 'shop_order')!.file);
    await fsp.writeFile(orders, (await fsp.readFile(orders, 'utf8')).replace('"total_cents":1234', '"total_cents":1'));
    const tampered = path.join(root, 'tampered.tar.gz');
    await tar.create({ file: tampered, cwd: dir, gzip: true }, ['manifest.json', 'tables', 'media']);

    for (const [file, message] of [
      [truncated, 'truncated or damaged'],
      [flipped, 'truncated or damaged'],
      [tampered, 'table shop_order does not match its checksum'],
    ] as const) {
      const target = embedded(`refused-${path.basename(file)}`);
      const result = await restore(target, file);
      expect(result.output).toContain(message);
      expect(result.code).toBe(1);
      // Nothing written: no database directory, no media.
      expect(fs.existsSync(target.dataDir)).toBe(false);
    }
  }, 120_000);

  it('restores media into S3 storage and backs them up from there', async () => {
    const s3 = await startTestS3();
    try {
      const inS3: Place = { ...embedded('s3'), storageEnv: s3.env };
      expect((await restore(inS3, archive)).code).toBe(0);
      expect(fs.existsSync(path.join(inS3.dataDir, 'media'))).toBe(false);
      expect((await snapshot(inS3, { pages: false })).media).toEqual(original.media);
      const fromS3 = path.join(root, 'from-s3.tar.gz');
      expect((await backup(inS3, fromS3)).code).toBe(0);
      const { manifest } = await readManifest(fromS3);
      expect(Object.fromEntries(manifest.files.map((f) => [f.key, f.sha256]))).toEqual(original.media);
    } finally {
      await s3.close();
    }
  }, 120_000);

  it('says clearly when the embedded database is held by a running server', async () => {
    const held = await openDatabase(source.target);
    try {
      const result = await backup(source, path.join(root, 'held.tar.gz'));
      expect(result.code).toBe(1);
      expect(result.output).toContain('is in use by another process');
      expect(fs.existsSync(path.join(root, 'held.tar.gz'))).toBe(false);
    } finally {
      await held.close();
    }
  });

  it('names a wrong DATABASE_URL', async () => {
    const result = await restore({ dataDir: path.join(root, 'wrong'), databaseUrl: 'postgres://nobody:secret@127.0.0.1:1/none', target: { kind: 'pglite-memory' } }, archive);
    expect(result.code).toBe(1);
    expect(result.output).toContain('Cannot connect to PostgreSQL at postgres://nobody:***@127.0.0.1:1/none');
    expect(result.output).not.toContain('secret');
  });
});

describe('move to PostgreSQL', () => {
  it('needs a postgres:// URL, and refuses when the site already runs on PostgreSQL', async () => {
    const usage = await runScript('scripts/move-to-postgres.ts', { env: scriptEnv(source), args: ['mysql://elsewhere/db'] });
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage: npm run move-to-postgres -- postgres://');
    const already = await runScript('scripts/move-to-postgres.ts', {
      env: { ...scriptEnv(source), DATABASE_URL: 'postgres://someone:hidden@db.example:5432/live' },
      args: ['postgres://postgres@127.0.0.1:5432/new'],
    });
    expect(already.code).toBe(1);
    expect(already.output).toContain('DATABASE_URL is set (postgres://someone:***@db.example:5432/live): this site already runs on PostgreSQL');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('copies the embedded site, checks every count and a rendered page, and gives the DATABASE_URL line', async () => {
    const target = await freshPlace('move');
    const env = envOf(source);
    const result = await moveToPostgres({ env, logger: createLogger(env), source: source.target, targetUrl: target.databaseUrl!, rendering: renderer, pagesToCompare: 2 });
    expect(result.counts).toEqual(original.counts);
    expect(result.pagesCompared).toHaveLength(2);
    expect(result.pagesCompared[0]).toMatch(/homepage$/);
    expect(result.databaseUrlLine).toBe(`DATABASE_URL=${target.databaseUrl}`);
    // A second move into the now-filled database is refused.
    await expect(moveToPostgres({ env, logger: createLogger(env), source: source.target, targetUrl: target.databaseUrl!, rendering: renderer })).rejects.toThrow(/not empty/);
  }, 120_000);
});
