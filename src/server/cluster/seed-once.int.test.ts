import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site, user } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { seedDemoOnce } from './seed-once.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_ADMIN_EMAIL: 'once@example.com' });
});
afterAll(async () => {
  await t?.close();
});

describe('seedDemoOnce', () => {
  it('seeds an empty database once when two starts seed at the same time', { timeout: 120_000 }, async () => {
    const results = await Promise.all([seedDemoOnce(t.deps), seedDemoOnce(t.deps)]);
    expect(results.filter((r) => r !== null)).toEqual([{ email: 'once@example.com', password: expect.any(String) }]);
    const { db } = t.deps.database;
    expect(Number((await db.select({ n: count() }).from(site))[0]!.n)).toBe(1);
    expect(Number((await db.select({ n: count() }).from(user))[0]!.n)).toBe(1);
  });
});
