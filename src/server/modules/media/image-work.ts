import { imageWorkBusyMessage } from '#core/media/upload-messages.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';

/**
 * The process's decoding and encoding of images, a few jobs at a time (decision 038). One job
 * holds a decoded image of up to MAX_IMAGE_PIXELS in memory, outside the V8 heap, so how many run
 * at once, not how many requests arrive, sets what images can cost.
 */
export interface ImageWork {
  /**
   * Runs `work` once a slot is free, in arrival order. When `maxWaiting` jobs (the queue's own
   * limit unless given) already wait, refuses at once: HttpError 429 with Retry-After.
   */
  run<T>(work: () => Promise<T>, options?: { maxWaiting?: number }): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export interface ImageWorkLimits {
  /** Jobs at once. */
  concurrency: number;
  /** Jobs that may wait for a slot. */
  maxWaiting: number;
}

/** A job's duration before any was measured: a large photo on a busy core. */
const FIRST_ESTIMATE_MS = 2_000;

export function createImageWork({ concurrency, maxWaiting }: ImageWorkLimits): ImageWork {
  let running = 0;
  const waiting: (() => void)[] = [];
  let averageMs = FIRST_ESTIMATE_MS;
  // What the jobs ahead should take: a client told to come back then finds room.
  const retryAfterSeconds = () => Math.min(60, Math.max(1, Math.ceil((((waiting.length + running) / concurrency) * averageMs) / 1000)));
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run(work, options = {}) {
      if (running < concurrency) running++;
      else if (waiting.length >= (options.maxWaiting ?? maxWaiting)) {
        const seconds = retryAfterSeconds();
        throw new HttpError(429, imageWorkBusyMessage(seconds), undefined, { 'Retry-After': String(seconds) });
      } else {
        // The finishing job hands its slot over (running stays counted), so no newcomer slips in between.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      const started = performance.now();
      try {
        return await work();
      } finally {
        averageMs = averageMs * 0.7 + (performance.now() - started) * 0.3;
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

/** The app's image work: one per process, sized by IMAGE_WORK_CONCURRENCY and IMAGE_WORK_QUEUE. */
export function imageWorkOf(deps: AppDeps): ImageWork {
  deps.imageWork ??= createImageWork({ concurrency: deps.env.IMAGE_WORK_CONCURRENCY, maxWaiting: deps.env.IMAGE_WORK_QUEUE });
  return deps.imageWork;
}
