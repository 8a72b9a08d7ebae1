import os from 'node:os';

/** The response header naming the worker that answered (set only when several workers share the port). */
export const WORKER_HEADER = 'x-worker';

export const EMBEDDED_ONE_PROCESS =
  'WORKERS asks for several processes, but the embedded database (PGlite) can be opened by one process only: ' +
  'starting one. To use every core, move to PostgreSQL ("npm run move-to-postgres -- postgres://…", see the README), ' +
  'then start with DATABASE_URL and WORKERS set.';

/** How many processes `WORKERS` asks for: a number, or `auto` for one per core. */
export function resolveWorkerCount(value: number | 'auto', cores: number = os.availableParallelism()): number {
  return value === 'auto' ? Math.max(1, cores) : value;
}

export interface WorkerPlan {
  /** Processes to run; 1 means this process serves by itself, without a primary. */
  count: number;
  /** Said once at start when the request cannot be met. */
  warning?: string;
}

/** Several processes need a database they can share: PostgreSQL. PGlite keeps one. */
export function planWorkers(requested: number, database: 'pglite' | 'postgres'): WorkerPlan {
  if (requested <= 1) return { count: 1 };
  if (database === 'pglite') return { count: 1, warning: EMBEDDED_ONE_PROCESS };
  return { count: requested };
}

/** First wait before restarting a crashed worker, doubled per crash in a row, up to the longest. */
export const RESTART_DELAY_MS = { first: 500, longest: 30_000 };
/** A worker that ran this long before it crashed starts its slot's count again. */
export const STABLE_AFTER_MS = 30_000;

/** The wait before restart number `crashesInARow` (1 for the first crash) of one worker slot. */
export function restartDelayMs(crashesInARow: number): number {
  const doubled = RESTART_DELAY_MS.first * 2 ** Math.max(0, crashesInARow - 1);
  return Math.min(RESTART_DELAY_MS.longest, doubled);
}

/** Workers that die before they listen, this many times in a row with none listening meanwhile, stop the primary. */
export const MAX_FAILED_STARTS = 3;
