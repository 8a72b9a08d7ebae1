import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Present on PostgreSQL only: a raw pool for LISTEN/NOTIFY and advisory locks. */
  pool?: pg.Pool;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

/** Connections one process's pool may hold (plus one for the page-cache listener). */
export const POOL_MAX = 10;

/**
 * PostgreSQL's page cache inside the embedded database (decision 028). PGlite 0.3 fixed it at
 * 128MB in its build, and its WASM heap holds all of it; the data directory's own setting is
 * initdb's 400kB. Eight megabytes keep a small shop's hot pages in
 * PostgreSQL while the operating system caches the rest of the files.
 */
const PGLITE_SHARED_BUFFERS = '8MB';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Serialises migrations when several app processes start against one PostgreSQL.
const MIGRATION_LOCK_ID = 726_154_001;

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  return openPglite(target.kind === 'pglite' ? target.dataDir : undefined);
}

// Each engine's driver is loaded only when it is used (decision 028: a process on the embedded
// database never loads pg, one on PostgreSQL never loads PGlite's WASM).
async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX, connectionTimeoutMillis: 5_000 });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `Cannot connect to PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}`,
    );
  }
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let releaseLock = () => {};
  if (dataDir && fs.existsSync(dataDir) && !fs.statSync(dataDir).isDirectory()) {
    throw new DatabaseUnavailableError(`Cannot open the embedded database in ${path.resolve(dataDir)}: it is a file, not a directory. Move it away, or set DATA_DIR to another directory.`);
  }
  if (dataDir) {
    fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    releaseLock = takeDirectoryLock(dataDir);
  }
  let client: PGlite;
  try {
    if (dataDir && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initialiseInChild(dataDir, pgliteStartParams(PGlite));
    client = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      extensions: { pg_trgm },
      startParams: pgliteStartParams(PGlite),
    });
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw new DatabaseUnavailableError(
      `Cannot open the embedded database in ${dataDir ?? 'memory'}: ${(error as Error).message}`,
    );
  }
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * A new data directory is initialised by a short-lived Node process (decision 028): PGlite runs
 * initdb beside a second, in-memory Postgres (≈ 800 MB at its peak), and memory a process has
 * once held is not all handed back. In the child, the server itself never carries that peak.
 */
async function initialiseInChild(dataDir: string, startParams: string[]): Promise<void> {
  const script = [
    'const [moduleUrl, dataDir, ...startParams] = process.argv.slice(1);',
    'try {',
    '  const { PGlite } = await import(moduleUrl);',
    '  const client = await PGlite.create({ dataDir, startParams });',
    '  await client.close();',
    '} catch (error) {',
    // Emscripten's file-system errors are plain objects: { name: "ErrnoError", errno }.
    '  process.stderr.write(error?.message || [error?.name, error?.errno].filter(Boolean).join(" ") || String(error));',
    '  process.exit(1);',
    '}',
  ].join('\n');
  const args = [import.meta.resolve('@electric-sql/pglite'), path.resolve(dataDir), ...startParams];
  const existed = fs.existsSync(dataDir);
  // Not the server's own flags (--max-old-space-size, loaders): a plain Node runs the script.
  const child = spawn(process.execPath, ['--input-type=module', '--eval', script, '--', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4_000)));
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  if (code === 0) return;
  // A half-written directory would be taken for a database on the next start.
  if (!existed) fs.rmSync(dataDir, { recursive: true, force: true });
  throw new Error(`initialising a new database failed: ${stderr.trim() || (signal ? `stopped by ${signal}` : `exit code ${code}`)}`);
}

function pgliteStartParams(pglite: typeof PGlite): string[] {
  return [...pglite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite is one connection in one process: a second process opening the same directory would
 * corrupt it. A pid file turns that into a clear message instead.
 */
function takeDirectoryLock(dataDir: string): () => void {
  // Beside the directory, not in it: PGlite initialises only an empty directory.
  const lockFile = `${path.resolve(dataDir)}.lock`;
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseUnavailableError(
        `The embedded database in ${path.resolve(dataDir)} is in use by another process (pid ${pid}), ` +
          'usually the running server. Stop it first, or run this against PostgreSQL with DATABASE_URL.',
      );
    }
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    // No lock file, or an unreadable one: nobody holds the directory.
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):([^@]+)@/, '//$1:***@');
}

export function databaseTargetFromEnv(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') };
}
