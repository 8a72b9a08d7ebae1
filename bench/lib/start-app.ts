// The production app as `npm start` runs it (scripts/start.ts: builds first when the build is
// missing or older than the sources), in its own process, on its own port and data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface StartedApp {
  /** http://localhost:<port>, also the app's PUBLIC_URL. */
  base: string;
  /** The server's process id (scripts/start.js imports the server into this process). */
  pid: number;
  /** Stops the server and removes its data directory, unless `keepData` (a later start with the same name reuses it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface StartAppOptions {
  port: number;
  /** Names the data directory: .tmp/bench-<name>-<pid>, removed by stop(). */
  name: string;
  /** More environment for the app (DEMO_ADMIN_PASSWORD, AUTH_RATE_LIMIT_MAX, …). */
  env?: Record<string, string>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What `npm start` runs (package.json: `[NAME=value …] node --max-old-space-size=… scripts/start.js`):
 * the environment its script sets (MALLOC_ARENA_MAX, decision 038) and the arguments it gives node,
 * so benches run what ships.
 */
export function npmStartCommand(): { env: Record<string, string>; args: string[] } {
  const script = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const [command, ...args] = words;
  if (command !== 'node') throw new Error(`package.json's start script no longer runs node directly: ${script}`);
  return { env, args };
}

/** The arguments `npm start` gives node. */
export function npmStartArgs(): string[] {
  return npmStartCommand().args;
}

async function answersHealth(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

export async function startApp({ port, name, env = {} }: StartAppOptions): Promise<StartedApp> {
  const base = `http://localhost:${port}`;
  // Another app on this port would be measured instead, silently.
  if (await answersHealth(base)) throw new Error(`something already answers on port ${port}; choose another with BENCH_PORT`);
  const dataDir = path.join(root, '.tmp', `bench-${name}-${process.pid}`);
  const start = npmStartCommand();
  const server = spawn(process.execPath, start.args, {
    cwd: root,
    env: { ...process.env, ...start.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    server.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async ({ keepData = false } = {}) => {
    if (!exited) {
      server.kill('SIGTERM');
      await exit;
    }
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  // A build takes a minute or two on a busy machine.
  const deadline = Date.now() + 240_000;
  while (!(await answersHealth(base))) {
    if (exited) {
      await stop();
      throw new Error(`the app exited before answering /api/health (exit code ${server.exitCode}; a broken build?)`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the app did not start within 4 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { base, pid: server.pid!, stop };
}
