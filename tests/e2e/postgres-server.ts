// The production server (the prebuilt bundle `npm start` runs) on a throwaway PostgreSQL database,
// for the specs that need several processes on one database (two-processes, workers).
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import net from 'node:net';
import { createThrowawayDatabase } from '../../src/server/testing/throwaway-database.ts';
import { SERVER_BUNDLE } from './fixtures.ts';

const POSTGRES = { host: '127.0.0.1', port: 5432 };
const SERVER_URL = `postgres://postgres@${POSTGRES.host}:${POSTGRES.port}/postgres`;

/** Whether PostgreSQL answers on 127.0.0.1:5432; the specs skip without it. */
export function postgresAnswers(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ ...POSTGRES, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** A fresh database for one spec file: its URL, and `drop` (connections and all) for afterAll. */
export const throwawayDatabase = (prefix: string) => createThrowawayDatabase(SERVER_URL, prefix);

export interface ServerOptions {
  port: number;
  databaseUrl: string;
  /** The demo admin the first process seeds; every process must share the AUTH_SECRET. */
  admin: { email: string; password: string };
  authSecret: string;
  dataDir: string;
  /** More environment (WORKERS, METRICS_TOKEN, AUTH_RATE_LIMIT_MAX, …). */
  env?: Record<string, string>;
  stdio?: StdioOptions;
}

export function spawnServer({ port, databaseUrl, admin, authSecret, dataDir, env = {}, stdio = 'ignore' }: ServerOptions): ChildProcess {
  return spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://localhost:${port}`,
      AUTH_SECRET: authSecret,
      DEMO_ADMIN_EMAIL: admin.email,
      DEMO_ADMIN_PASSWORD: admin.password,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio,
  });
}

/** SIGTERM, then SIGKILL when the process has not exited after `graceMs`. */
export async function stopServer(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
