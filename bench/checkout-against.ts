// bench/checkout.ts on two builds side by side, in turns: today's sources and a baseline commit
// (an issue's "figures no worse than before it, print both"). Prints figures; not a test.
// Run: npx tsx bench/checkout-against.ts <baseline commit> [rounds] [--with <commit> ...] [--today-env KEY=VALUE ...]
//
// --today-env sets a variable for today's runs only: BENCH_SHOP_RULES=1 prices today's orders with
// shipping, tax and a discount code (issue 26), against a baseline that has none to price.
// --with applies a later commit's changes (without committing) onto the baseline's worktree: a fix of
// the bench itself that came after the baseline (e.g. b5dc9b5, the offline orders' structured
// address, without which the pre-issue-25 bench's offline orders are all refused). Only commits that
// touch nothing but bench/ are taken, so the baseline's application code stays the baseline's.
//
// The baseline is checked out into a throwaway git worktree (node_modules hard-linked from this
// checkout, so its bench runs on the same packages where they did not change), then each round runs
// the baseline's bench/checkout.ts and this checkout's, alternating which goes first, each in a
// process of its own with the same BENCH_* settings. Load on the machine drifts over minutes; turns
// spread it over both builds, and the ratio of the medians over rounds is what the comparison rests
// on. Each run's own table is printed as it ends; at the end, per database and method, the p50 and
// p95 of each round and the ratio today ÷ baseline of their medians.
// Exits 1 when any run fails (errors, or stock that does not add up).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { median, round } from './lib/stats.ts';

const args = process.argv.slice(2);
const benchFixes: string[] = [];
for (let i = args.indexOf('--with'); i !== -1; i = args.indexOf('--with')) {
  const [, fix] = args.splice(i, 2);
  if (!fix) break;
  benchFixes.push(fix);
}
const todayEnv: Record<string, string> = {};
for (let i = args.indexOf('--today-env'); i !== -1; i = args.indexOf('--today-env')) {
  const [, pair] = args.splice(i, 2);
  const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(pair ?? '');
  if (!match) {
    console.error(`--today-env ${pair ?? ''}: KEY=VALUE`);
    process.exit(2);
  }
  todayEnv[match[1]!] = match[2]!;
}
const [baselineRef, roundsArg] = args;
if (!baselineRef) {
  console.error('usage: npx tsx bench/checkout-against.ts <baseline commit> [rounds] [--with <commit> ...]');
  process.exit(2);
}
const rounds = Number(roundsArg ?? 2);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 10) {
  console.error('rounds: a whole number from 1 to 10');
  process.exit(2);
}

const here = path.resolve(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: here, encoding: 'utf8' }).trim();
const baselineCommit = git('rev-parse', '--short', `${baselineRef}^{commit}`);
const todayCommit = git('rev-parse', '--short', 'HEAD');
const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
for (const fix of benchFixes) {
  const touched = git('show', '--format=', '--name-only', fix).split('\n').filter(Boolean);
  if (touched.length === 0 || touched.some((file) => !file.startsWith('bench/'))) {
    console.error(`--with ${fix}: only commits that change nothing but bench/ may be applied to the baseline (it changes ${touched.join(', ') || 'nothing'})`);
    process.exit(2);
  }
}

/** A row of bench/checkout.ts's table: database, method, then p50 / p95 / p99 at the end. */
const ROW = /^(PostgreSQL|PGlite)\s+(offline|card|all)\s.*?\s([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*$/;

interface Run {
  ok: boolean;
  /** `${database} ${method}` → [p50, p95]. */
  figures: Map<string, [number, number]>;
}

function runBench(cwd: string, label: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    console.log(`\n=== ${label} (${cwd}) ===`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/checkout.ts'], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const figures = new Map<string, [number, number]>();
      for (const line of out.split('\n')) {
        const match = ROW.exec(line);
        if (match) figures.set(`${match[1]} ${match[2]}`, [Number(match[3]), Number(match[4])]);
      }
      resolve({ ok: code === 0 && figures.size > 0, figures });
    });
  });
}

const worktree = await fs.mkdtemp(path.join(os.tmpdir(), 'sw-bench-baseline-'));
git('worktree', 'add', '--detach', worktree, baselineCommit);
try {
  for (const fix of benchFixes) execFileSync('git', ['cherry-pick', '--no-commit', fix], { cwd: worktree, stdio: 'inherit' });
  execFileSync('cp', ['-al', path.join(here, 'node_modules'), path.join(worktree, 'node_modules')]);
  const builds = [
    { label: `baseline ${baselineCommit}${benchFixes.length > 0 ? ` with ${benchFixes.join(', ')}` : ''}`, cwd: worktree, env: {}, runs: [] as Run[] },
    {
      label: `today ${todayCommit}${dirty ? ' (with uncommitted changes)' : ''}${Object.keys(todayEnv).length > 0 ? ` with ${Object.entries(todayEnv).map(([k, v]) => `${k}=${v}`).join(' ')}` : ''}`,
      cwd: here,
      env: todayEnv,
      runs: [] as Run[],
    },
  ];
  const loadAtStart = os.loadavg()[0]!;
  for (let turn = 0; turn < rounds; turn++) {
    const order = turn % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) build.runs.push(await runBench(build.cwd, `round ${turn + 1}: ${build.label}`, build.env));
  }

  console.log(`\n=== side by side: ${rounds} round(s), turns alternating; load average ${round(loadAtStart, 2)} at the start, ${round(os.loadavg()[0]!, 2)} at the end ===`);
  const keys = [...new Set(builds.flatMap((build) => build.runs.flatMap((run) => [...run.figures.keys()])))];
  console.log(`${'database method'.padEnd(20)} ${'baseline p50 / p95 per round (ms)'.padEnd(40)} ${'today p50 / p95 per round (ms)'.padEnd(40)} ratio p50  ratio p95`);
  for (const key of keys) {
    const per = builds.map((build) => build.runs.map((run) => run.figures.get(key)).filter((pair): pair is [number, number] => pair !== undefined));
    const text = per.map((pairs) => pairs.map(([p50, p95]) => `${p50}/${p95}`).join(', '));
    const medians = per.map((pairs) => [median(pairs.map((pair) => pair[0])), median(pairs.map((pair) => pair[1]))] as const);
    const ratio = (i: 0 | 1) => round(medians[1]![i] / medians[0]![i], 2);
    console.log(`${key.padEnd(20)} ${text[0]!.padEnd(40)} ${text[1]!.padEnd(40)} ${String(ratio(0)).padStart(9)}  ${String(ratio(1)).padStart(9)}`);
  }
  const failed = builds.flatMap((build) => build.runs.filter((run) => !run.ok).map(() => build.label));
  if (failed.length > 0) {
    console.log(`\nFAILED runs: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await fs.rm(path.join(worktree, 'node_modules'), { recursive: true, force: true });
  git('worktree', 'remove', '--force', worktree);
}
