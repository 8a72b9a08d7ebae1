import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_FAILED_STARTS } from './workers.ts';
import { startPrimary, type Primary } from './primary.ts';

// Real forks of a small stand-in worker (fixtures/worker.mjs): the primary's restarts and stops.
const exec = fileURLToPath(new URL('./fixtures/worker.mjs', import.meta.url));
const logger = pino({ level: 'silent' });
let primary: Primary | null = null;
let dir = '';

const run = (mode: string, count: number, restartDelayMs: (n: number) => number = () => 20) => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-primary-'));
  process.env.FIXTURE_MODE = mode;
  process.env.FIXTURE_DIR = dir;
  primary = startPrimary({ count, exec, logger, graceMs: 1000, restartDelayMs });
  return primary;
};
const notes = (name: string) => fs.readdirSync(dir).filter((file) => file.startsWith(`${name}-`)).length;
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(async () => {
  await primary?.stop('test over');
  primary = null;
  cluster.removeAllListeners();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('startPrimary', () => {
  it('keeps the number of workers: a crashed one is started again', async () => {
    const delays: number[] = [];
    const running = run('crash-once', 2, (n) => (delays.push(n), 20));
    await expect.poll(() => notes('started'), { timeout: 10_000 }).toBe(3);
    await expect.poll(() => running.workers().length, { timeout: 10_000 }).toBe(2);
    expect(delays).toEqual([1]);
  });

  it('passes a stop on to every worker and resolves once all have finished', async () => {
    let listening = 0;
    cluster.on('listening', () => listening++);
    const running = run('serve', 2);
    await expect.poll(() => listening, { timeout: 10_000 }).toBe(2);
    const pids = running.workers().map((w) => w.process.pid!);
    expect(await running.stop('SIGTERM received')).toBe(0);
    expect(notes('sigterm')).toBe(2);
    expect(pids.filter(isAlive)).toEqual([]);
    expect(notes('started')).toBe(2);
  });

  it('waits longer after each crash in a row', async () => {
    const delays: number[] = [];
    run('crash-always', 1, (n) => (delays.push(n), 20));
    await expect.poll(() => delays.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(delays.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('gives up with exit code 1 when workers die before they serve', async () => {
    const running = run('fail-to-start', 2);
    expect(await running.done).toBe(1);
    // The third failure stops it; the other slot's next try may have begun meanwhile.
    expect(notes('started')).toBeGreaterThanOrEqual(MAX_FAILED_STARTS);
    expect(notes('started')).toBeLessThanOrEqual(MAX_FAILED_STARTS + 1);
    expect(running.workers()).toEqual([]);
  });
});
