import { describe, expect, it } from 'vitest';
import { EMBEDDED_ONE_PROCESS, RESTART_DELAY_MS, planWorkers, resolveWorkerCount, restartDelayMs } from './workers.ts';
import { parseEnv } from '../env.ts';

describe('WORKERS', () => {
  it('defaults to one process and reads a number or auto', () => {
    expect(parseEnv({}).WORKERS).toBe(1);
    expect(parseEnv({ WORKERS: '4' }).WORKERS).toBe(4);
    expect(parseEnv({ WORKERS: 'auto' }).WORKERS).toBe('auto');
    for (const bad of ['0', '-2', 'many', '1.5']) expect(() => parseEnv({ WORKERS: bad })).toThrow(/WORKERS/);
  });

  it('auto means one per core', () => {
    expect(resolveWorkerCount('auto', 8)).toBe(8);
    expect(resolveWorkerCount('auto', 0)).toBe(1);
    expect(resolveWorkerCount(3, 8)).toBe(3);
    expect(resolveWorkerCount('auto')).toBeGreaterThanOrEqual(1);
  });

  it('runs several processes on PostgreSQL only, and says why not on the embedded database', () => {
    expect(planWorkers(4, 'postgres')).toEqual({ count: 4 });
    expect(planWorkers(1, 'postgres')).toEqual({ count: 1 });
    expect(planWorkers(1, 'pglite')).toEqual({ count: 1 });
    expect(planWorkers(4, 'pglite')).toEqual({ count: 1, warning: EMBEDDED_ONE_PROCESS });
    expect(EMBEDDED_ONE_PROCESS).toMatch(/PostgreSQL/);
    expect(EMBEDDED_ONE_PROCESS).toMatch(/DATABASE_URL/);
  });

  it('waits longer for each crash in a row, up to a limit', () => {
    const waits = [1, 2, 3, 4, 20].map(restartDelayMs);
    expect(waits.slice(0, 4)).toEqual([500, 1000, 2000, 4000]);
    expect(waits[4]).toBe(RESTART_DELAY_MS.longest);
  });
});
