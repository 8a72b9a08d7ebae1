import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { MAX_FAILED_STARTS, STABLE_AFTER_MS, restartDelayMs as defaultRestartDelay } from './workers.ts';

export interface PrimaryOptions {
  /** Workers to keep running. */
  count: number;
  /** The worker's entry file (it serves on the shared port when `cluster.isWorker`). */
  exec: string;
  logger: Logger;
  /** How long workers get to finish on stop before they are killed, in milliseconds. */
  graceMs: number;
  /** Tests shorten the waits. */
  restartDelayMs?: (crashesInARow: number) => number;
  stableAfterMs?: number;
}

export interface Primary {
  /** Tells every worker to finish (SIGTERM), waits for them (killing any left after the grace period); resolves the exit code. */
  stop(reason: string): Promise<number>;
  /** Resolves the primary's exit code once every worker has stopped for good. */
  readonly done: Promise<number>;
  /** The workers running now. */
  workers(): Worker[];
}

interface Slot {
  worker: Worker | null;
  crashesInARow: number;
  restart: NodeJS.Timeout | null;
}

/**
 * Keeps `count` workers serving one port: forks them, restarts one that dies (waiting longer for
 * each crash in a row, so a worker that cannot start does not spin), and stops them all on stop().
 * Workers that keep dying before they listen (a port in use, a bad database) stop the primary.
 */
export function startPrimary(options: PrimaryOptions): Primary {
  const { logger, count } = options;
  const restartDelay = options.restartDelayMs ?? defaultRestartDelay;
  const stableAfter = options.stableAfterMs ?? STABLE_AFTER_MS;
  cluster.setupPrimary({ exec: options.exec });

  const slots: Slot[] = Array.from({ length: count }, () => ({ worker: null, crashesInARow: 0, restart: null }));
  let failedStarts = 0;
  let stopping: Promise<number> | null = null;
  let isStopping = false;
  let exitCode = 0;
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => (finish = resolve));
  const live = () => slots.flatMap((slot) => (slot.worker ? [slot.worker] : []));
  const allExited = () => {
    if (isStopping && live().length === 0) finish(exitCode);
  };

  const fork = (index: number) => {
    const slot = slots[index]!;
    slot.restart = null;
    const startedAt = Date.now();
    let listening = false;
    const worker = cluster.fork();
    slot.worker = worker;
    worker.on('listening', () => {
      listening = true;
      failedStarts = 0;
    });
    worker.on('exit', (code, signal) => {
      slot.worker = null;
      if (isStopping) return allExited();
      if (!listening && ++failedStarts >= MAX_FAILED_STARTS) {
        logger.fatal(`workers exited ${failedStarts} times in a row before serving (see their errors above): stopping`);
        exitCode = 1;
        void stop('workers cannot start');
        return;
      }
      slot.crashesInARow = Date.now() - startedAt >= stableAfter ? 1 : slot.crashesInARow + 1;
      const delay = restartDelay(slot.crashesInARow);
      logger.error({ worker: worker.id, workerPid: worker.process.pid, code, signal, restartInMs: delay }, 'worker exited unexpectedly: restarting it');
      slot.restart = setTimeout(() => fork(index), delay);
    });
  };

  const stop = (reason: string): Promise<number> => {
    isStopping = true;
    stopping ??= new Promise<number>((resolve) => {
      logger.info(`${reason}: stopping ${live().length} workers`);
      for (const slot of slots) if (slot.restart) clearTimeout(slot.restart);
      const kill = setTimeout(() => {
        for (const worker of live()) {
          logger.warn({ worker: worker.id, workerPid: worker.process.pid }, 'worker still running after the grace period: killing it');
          worker.process.kill('SIGKILL');
        }
      }, options.graceMs + 5_000);
      kill.unref();
      for (const worker of live()) worker.process.kill('SIGTERM');
      void done.then((code) => {
        clearTimeout(kill);
        resolve(code);
      });
      allExited();
    });
    return stopping;
  };

  for (let index = 0; index < count; index++) fork(index);
  return { stop, done, workers: live };
}
