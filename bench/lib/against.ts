// One bench script on two builds side by side, in turns: today's sources and a baseline commit (an
// issue's "figures no worse than before it, print both"). Used by bench/checkout-against.ts and
// bench/page-serving-against.ts; prints figures, not a test.
//
// Arguments: <baseline commit> [rounds] [--with <commit> ...] [--today-env KEY=VALUE ...]
// --today-env sets a variable for today's runs only (e.g. a bench mode the baseline has nothing for).
// --with applies a later commit's changes (without committing) onto the baseline's worktree: a fix of
// the bench itself that came after the baseline. Only commits that touch nothing but bench/ are
// taken, so the baseline's application code stays the baseline's.
//
// The baseline is checked out into a throwaway git worktree (node_modules hard-linked from this
// checkout, so its bench runs on the same packages where they did not change), built first when the
// script reads the production build, then each round runs the baseline's script and this checkout's,
// alternating which goes first, each in a process of its own. Load on the machine drifts over
// minutes; turns spread it over both builds, and the ratio of the medians over rounds is what the
// comparison rests on. Each run's output is printed as it ends; at the end, per figure, its value in
// each round and the ratio today ÷ baseline of their medians. Exits 1 when any run fails.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { median, round } from './stats.ts';

export interface AgainstOptions {
  /** The bench script, relative to the repository (bench/checkout.ts). */
  script: string;
  /** Its figures in one run's output: name → the values compared (e.g. [p50, p95]). */
  figuresOf: (output: string) => Map<string, number[]>;
  /** The names of the compared values, in order ('p50', 'p95'). */
  valueNames: readonly string[];
  /** `npm run build` in the baseline's worktree before the rounds (scripts that serve the production build); today's must be built already. */
  buildBaseline?: boolean;
}

interface Run {
  ok: boolean;
  figures: Map<string, number[]>;
}

function usage(script: string): never {
  console.error(`usage: npx tsx ${script} <baseline commit> [rounds] [--with <commit> ...] [--today-env KEY=VALUE ...]`);
  process.exit(2);
}

export async function benchAgainst(self: string, options: AgainstOptions): Promise<void> {
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
    if (!match) usage(self);
    todayEnv[match[1]!] = match[2]!;
  }
  const [baselineRef, roundsArg] = args;
  if (!baselineRef) usage(self);
  const rounds = Number(roundsArg ?? 2);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 10) {
    console.error('rounds: a whole number from 1 to 10');
    process.exit(2);
  }

  const here = path.resolve(import.meta.dirname, '..', '..');
  const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, { cwd: here, encoding: 'utf8' }).trim();
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

  const runBench = (cwd: string, label: string, env: Record<string, string>): Promise<Run> =>
    new Promise((resolve, reject) => {
      console.log(`\n=== ${label} (${cwd}) ===`);
      const child = spawn(process.execPath, ['--import', 'tsx', options.script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        out += chunk;
        process.stdout.write(chunk);
      });
      child.on('error', reject);
      child.on('close', (code) => {
        const figures = options.figuresOf(out);
        resolve({ ok: code === 0 && figures.size > 0, figures });
      });
    });

  const worktree = await fs.mkdtemp(path.join(os.tmpdir(), 'sw-bench-baseline-'));
  git('worktree', 'add', '--detach', worktree, baselineCommit);
  try {
    for (const fix of benchFixes) execFileSync('git', ['cherry-pick', '--no-commit', fix], { cwd: worktree, stdio: 'inherit' });
    execFileSync('cp', ['-al', path.join(here, 'node_modules'), path.join(worktree, 'node_modules')]);
    if (options.buildBaseline) {
      console.log(`\n=== building the baseline ${baselineCommit} ===`);
      execFileSync('npm', ['run', '--silent', 'build'], { cwd: worktree, stdio: 'inherit' });
    }
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

    const names = options.valueNames.join(' / ');
    console.log(`\n=== side by side: ${rounds} round(s), turns alternating; load average ${round(loadAtStart, 2)} at the start, ${round(os.loadavg()[0]!, 2)} at the end ===`);
    console.log(`${'figure'.padEnd(24)} ${`baseline ${names} per round`.padEnd(40)} ${`today ${names} per round`.padEnd(40)} ${options.valueNames.map((name) => `ratio ${name}`.padStart(11)).join(' ')}`);
    const keys = [...new Set(builds.flatMap((build) => build.runs.flatMap((run) => [...run.figures.keys()])))];
    for (const key of keys) {
      const per = builds.map((build) => build.runs.map((run) => run.figures.get(key)).filter((values): values is number[] => values !== undefined));
      const text = per.map((runs) => runs.map((values) => values.join('/')).join(', '));
      const medians = per.map((runs) => options.valueNames.map((_, i) => median(runs.map((values) => values[i]!))));
      const ratios = options.valueNames.map((_, i) => String(round(medians[1]![i]! / medians[0]![i]!, 2)).padStart(11));
      console.log(`${key.padEnd(24)} ${text[0]!.padEnd(40)} ${text[1]!.padEnd(40)} ${ratios.join(' ')}`);
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
}
