// Start-up time with existing data (issue #12, footprint): `npm start` with a current build until
// the first request is answered. Run: npx tsx bench/startup.ts
//
// A first `npm start` on a fresh data directory (.tmp/bench-startup-<pid>) builds when stale and
// seeds the demo; it is stopped, then STARTUP_RUNS (5) restarts on that data are timed from
// spawning `npm start` to the first 200 of GET /site-demo, with the server's own log times
// (pino, LOG_LEVEL=info) splitting it: process start -> "database ready" (PGlite opened,
// migrations checked, services built) -> "listening" (seed check, React Router build imported,
// app created) -> first answer. /tmp/sitewright-e2e.lock is held throughout (builds and starts).
//
// Each restart is paired with a floor measured right before it the same way: `npm start` in a
// scratch package whose start script is `node server.mjs`, a bare node:http server answering
// 200. The floor is what npm and Node cost on this machine at that moment, so the difference is
// Sitewright's own share, comparable between a quiet and a busy machine (the 2 s target itself
// is read off the app's median).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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
const floorDir = path.join(root, '.tmp', `bench-startup-floor-${process.pid}`);

/** The scratch package of the floor: npm start -> node -> a bare HTTP server on the same port. */
function writeFloorPackage() {
  fs.mkdirSync(floorDir, { recursive: true });
  fs.writeFileSync(path.join(floorDir, 'package.json'), JSON.stringify({ name: 'startup-floor', private: true, type: 'module', scripts: { start: 'node server.mjs' } }));
  fs.writeFileSync(
    path.join(floorDir, 'server.mjs'),
    "import http from 'node:http';\nhttp.createServer((request, response) => response.end('ok')).listen(Number(process.env.PORT));\n",
  );
}

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

function start(cwd = root): Run {
  // Its own process group: npm -> node; stop() signals them all.
  const child = spawn('npm', ['start', '--silent'], {
    cwd,
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

async function firstAnswer(run: Run, urlPath: string): Promise<number> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      const response = await fetch(`${base}${urlPath}`);
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
  // …and of the port: the next start must not meet the last one's listener.
  for (let i = 0; i < 100 && (await fetch(base).then(() => true, () => false)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Time from spawning `npm start` in `cwd` to the first 200 of `path`; the run is stopped after. */
async function timeStart(cwd: string, urlPath: string): Promise<Run & { total: number }> {
  const run = start(cwd);
  const answeredAt = await firstAnswer(run, urlPath);
  await stop(run);
  return { ...run, total: answeredAt - run.spawnedAt };
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

const release = await takeLock();
const rows: { total: number; database: number; listening: number; floor: number }[] = [];
const [load1] = os.loadavg();
try {
  writeFloorPackage();
  console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${load1!.toFixed(2)}`);
  console.log('first start: builds when stale, seeds the demo…');
  const first = start();
  await firstAnswer(first, '/site-demo');
  await stop(first);
  for (let i = 0; i < settings.runs; i++) {
    const floor = await timeStart(floorDir, '/');
    const run = await timeStart(root, '/site-demo');
    const at = (msg: string) => run.log.find((entry) => entry.msg.startsWith(msg))?.time ?? Number.NaN;
    const row = { total: run.total, database: at('database ready') - run.spawnedAt, listening: at('Sitewright is listening') - run.spawnedAt, floor: floor.total };
    rows.push(row);
    console.log(
      `run ${i + 1}: first answer ${row.total} ms  (database ready at ${row.database} ms, listening at ${row.listening} ms; ` +
        `floor, npm start of a bare node:http server: ${row.floor} ms)`,
    );
  }
} finally {
  release();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(floorDir, { recursive: true, force: true });
}
const totals = rows.map((r) => r.total);
const app = median(totals);
const floor = median(rows.map((r) => r.floor));
console.log(
  `\nmedian ${app} ms, min ${Math.min(...totals)} ms, max ${Math.max(...totals)} ms; floor median ${floor} ms, ` +
    `Sitewright's own share ${app - floor} ms; load average ${os.loadavg()[0]!.toFixed(2)} at the end; ` +
    `target ≤ ${settings.targetMs} ms: ${app <= settings.targetMs ? 'OK' : 'FAIL'}`,
);
process.exitCode = app <= settings.targetMs ? 0 : 1;
