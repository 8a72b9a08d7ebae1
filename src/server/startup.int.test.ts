import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { DatabaseUnavailableError, openDatabase } from './db/client.ts';
import { appSetting } from './db/schema.ts';
import { parseEnv } from './env.ts';
import { listen } from './http/serve.ts';
import { createLogger } from './logger.ts';

function runScript(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('start-up failures', () => {
  it('exits 1 naming every bad variable', async () => {
    const { code, output } = await runScript('src/server/main.ts', { PORT: 'eighty', DATABASE_URL: 'mysql://nope', AUTH_RATE_LIMIT_MAX: '-3' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid environment');
    for (const name of ['PORT', 'DATABASE_URL', 'AUTH_RATE_LIMIT_MAX']) expect(output).toContain(name);
  });

  it('exits 1 with a clear message when PostgreSQL is unreachable', async () => {
    const { code, output } = await runScript('scripts/db-migrate.ts', { DATABASE_URL: 'postgres://someone:secret@127.0.0.1:1/nowhere' });
    expect(code).toBe(1);
    expect(output).toContain('Cannot connect to PostgreSQL at postgres://someone:***@127.0.0.1:1/nowhere');
    expect(output).not.toContain('secret');
  });
});

describe('embedded database', () => {
  it('keeps data across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-pglite-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
      await first.db.insert(appSetting).values({ key: 'restart-check', value: 'kept' });
      await first.close();
      const second = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
      const rows = await second.db.select().from(appSetting).where(sql`${appSetting.key} = 'restart-check'`);
      await second.close();
      expect(rows[0]?.value).toBe('kept');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a data directory that is a file, and leaves the file as it was', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-pglite-'));
    try {
      fs.writeFileSync(path.join(dir, 'pglite'), 'not a database');
      const error = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect((error as Error).message).toMatch(/^Cannot open the embedded database in .*pglite: it is a file, not a directory/);
      expect(fs.readFileSync(path.join(dir, 'pglite'), 'utf8')).toBe('not a database');
      expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses, with a clear message, a directory another live process holds', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-pglite-'));
    try {
      fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
      const error = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect((error as Error).message).toMatch(/in use by another process \(pid \d+\).*Stop it first/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then stops listening and closes the database', async () => {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sw-shutdown-')) });
    const logger = createLogger(env);
    const deps = await bootstrap(env, logger, { kind: 'pglite-memory' });
    let started!: () => void;
    const requestStarted = new Promise<void>((r) => (started = r));
    const app = createApp({
      ...deps,
      renderPage: async () => {
        started();
        await new Promise((r) => setTimeout(r, 400));
        return new Response('finished');
      },
    });
    const running = await listen(app, { port: 0, hostname: '127.0.0.1', graceMs: 5000, database: deps.database, logger });
    const slow = fetch(`http://127.0.0.1:${running.port}/slow`).then((r) => r.text());
    await requestStarted;
    const stopped = running.shutdown('test');
    expect(await slow).toBe('finished');
    await stopped;
    await expect(fetch(`http://127.0.0.1:${running.port}/api/health`)).rejects.toThrow();
    expect(await deps.database.ping()).toBe(false);
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });
});
