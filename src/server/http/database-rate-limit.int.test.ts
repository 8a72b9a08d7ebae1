import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { consumeRateLimit } from './database-rate-limit.ts';

// The upsert is a query prepared once per database (decision 069): these check it counts as the
// one-statement upsert did, per key and window, and that two databases in one process each count their own.
describe('consumeRateLimit', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('allows max requests per window, then refuses with the seconds left, and starts again when the window ends', async () => {
    const { db } = first.deps.database;
    const rule = { max: 2, windowMs: 60_000 };
    const start = 1_800_000_000_000;
    expect(await consumeRateLimit(db, 'test:a', rule, start)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect(await consumeRateLimit(db, 'test:a', rule, start + 1_000)).toEqual({ allowed: true, retryAfterSeconds: 59 });
    expect(await consumeRateLimit(db, 'test:a', rule, start + 30_500)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Another key has its own count.
    expect((await consumeRateLimit(db, 'test:b', rule, start + 30_500)).allowed).toBe(true);
    // The window is over: counted from one again.
    expect(await consumeRateLimit(db, 'test:a', rule, start + 60_000)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it('counts concurrent requests once each', async () => {
    const { db } = first.deps.database;
    const rule = { max: 10, windowMs: 60_000 };
    const verdicts = await Promise.all(Array.from({ length: 15 }, () => consumeRateLimit(db, 'test:burst', rule)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
  });

  it('counts in the database it is given, each on its own', async () => {
    const rule = { max: 1, windowMs: 60_000 };
    expect((await consumeRateLimit(first.deps.database.db, 'test:each', rule)).allowed).toBe(true);
    expect((await consumeRateLimit(second.deps.database.db, 'test:each', rule)).allowed).toBe(true);
    expect((await consumeRateLimit(first.deps.database.db, 'test:each', rule)).allowed).toBe(false);
  });
});
