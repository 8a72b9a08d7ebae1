import { describe, expect, it } from 'vitest';
import { imageWorkBusyMessage } from '#core/media/upload-messages.ts';
import { HttpError } from '#server/http/errors.ts';
import { createImageWork } from './image-work.ts';

/** A job that runs until its `finish` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, job: () => done };
}

describe('createImageWork', () => {
  it('runs at most `concurrency` jobs at once, the others in arrival order', async () => {
    const work = createImageWork({ concurrency: 2, maxWaiting: 10 });
    const order: number[] = [];
    let now = 0;
    let most = 0;
    const jobs = Array.from({ length: 6 }, (_, n) =>
      work.run(async () => {
        now++;
        most = Math.max(most, now);
        order.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
        now--;
        return n;
      }),
    );
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect([work.running, work.waiting]).toEqual([0, 0]);
  });

  it('refuses a job at once with 429, a Retry-After in seconds and its message when the queue is full', async () => {
    const work = createImageWork({ concurrency: 1, maxWaiting: 1 });
    const first = held();
    const running = work.run(first.job);
    const waiting = work.run(async () => 'second');
    expect([work.running, work.waiting]).toEqual([1, 1]);
    const refusal = await work.run(async () => 'third').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    const { status, message, headers } = refusal as HttpError;
    const seconds = Number(headers?.['Retry-After']);
    expect(status).toBe(429);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(message).toBe(imageWorkBusyMessage(seconds));
    // A caller may let more wait than the queue's own limit.
    const patient = work.run(async () => 'patient', { maxWaiting: 5 });
    first.finish();
    await running;
    expect(await waiting).toBe('second');
    expect(await patient).toBe('patient');
  });

  it('frees its slot when a job fails', async () => {
    const work = createImageWork({ concurrency: 1, maxWaiting: 0 });
    await expect(work.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await work.run(async () => 'ok')).toBe('ok');
  });
});
