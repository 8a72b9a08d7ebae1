// Start-up time with existing data (issue #12, footprint): `npm start` with a current build until
// the first request is answered. Run: npx tsx bench/startup.ts
//
// A first `npm start` on a fresh data directory (.tmp/bench-startup-<pid>) builds when stale and
// seeds the demo; it is stopped, then STARTUP_RUNS (5) restarts on that data are timed from
// spawning `npm start` to the first 200 of GET /site-demo, with the server's own log times
// (pino, LOG_LEVEL=info) splitting it: process start -> "database ready" (PGlite opened,
// migrations checked, services built) -> "listening" (seed check, React Router build imported,
// app created) -> first answer. /tmp/sitewright-e2e.lock is held throughout (builds and starts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const settings = {
  runs: Number(process.env.STARTUP_RUNS ?? 5),
  port: Number(process.env.BENCH_PORT ?? 3474),
  targetMs: 2000,
};
const base = `http://localhost:${settings.port}`;
const dataDir = path.join(root, '.tmp', `bench-startup-${process.pid}`);

async function takeLock(): Promise<() => void> {
  const holder = spawn('flock', ['/tmp/sitewright-e2e.lock', 'sh', '-c', 'echo locked; cat > /dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once('data', () => resolve());
    holder.once('exit', (code) => reject(new Error(`flock exited with ${code}`)));
  });
  return () => holder.stdin.end();
}

interface Run {
  child: ChildProcess;
  spawnedAt: number;
  log: { msg: string; time: number }[];
  exited: Promise<void>;
}

function start(): Run {
  // Its own process group: npm -> tsx -> node; stop() signals them all.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(settings.port), DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'info', DEMO_ADMIN_PASSWORD: 'Startup-bench-1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const run: Run = { child, spawnedAt: Date.now(), log: [], exited: new Promise((resolve) => child.once('exit', () => resolve())) };
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { msg?: string; time?: number };
        if (entry.msg && entry.time) run.log.push({ msg: entry.msg, time: entry.time });
      } catch {
        // Build output, the demo admin's banner.
      }
    }
  });
  return run;
}

async function firstAnswer(run: Run): Promise<number> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      const response = await fetch(`${base}/site-demo`);
      await response.arrayBuffer();
      if (response.status === 200) return Date.now();
    } catch {
      // Not listening yet.
    }
    if (run.child.exitCode !== null) throw new Error(`npm start exited with ${run.child.exitCode}`);
    if (Date.now() > deadline) throw new Error('no answer within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function stop(run: Run) {
  if (run.child.exitCode === null) process.kill(-run.child.pid!, 'SIGTERM');
  await run.exited;
  // npm returns before its grandchild (the server) has let go of the port and the database.
  for (let i = 0; i < 100 && fs.existsSync(path.join(dataDir, 'pglite.lock')); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

const release = await takeLock();
const rows: { total: number; database: number; listening: number }[] = [];
try {
  console.log('first start: builds when stale, seeds the demo…');
  const first = start();
  await firstAnswer(first);
  await stop(first);
  for (let i = 0; i < settings.runs; i++) {
    const run = start();
    const answeredAt = await firstAnswer(run);
    const at = (msg: string) => run.log.find((entry) => entry.msg.startsWith(msg))?.time ?? Number.NaN;
    const row = { total: answeredAt - run.spawnedAt, database: at('database ready') - run.spawnedAt, listening: at('Sitewright is listening') - run.spawnedAt };
    rows.push(row);
    console.log(`run ${i + 1}: first answer ${row.total} ms  (database ready at ${row.database} ms, listening at ${row.listening} ms)`);
    await stop(run);
  }
} finally {
  release();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const sorted = rows.map((r) => r.total).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
console.log(`\nmedian ${median} ms, min ${sorted[0]} ms, max ${sorted.at(-1)} ms; target ≤ ${settings.targetMs} ms: ${median <= settings.targetMs ? 'OK' : 'FAIL'}`);
process.exitCode = median <= settings.targetMs ? 0 : 1;
