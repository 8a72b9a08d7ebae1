// Live and ready as a load balancer or orchestrator asks them: live while the process answers,
// ready only while it can serve, else 503 naming why.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => {});
  t = undefined;
});

describe('GET /api/health/live and /ready', () => {
  it('both answer 200 on a working server; /api/health keeps its shape', async () => {
    t = await createTestApp();
    const live = await t.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', database: t.deps.database.kind });
    const health = await t.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: t.deps.database.kind, status: 'up' } });
  });

  it('ready is 503 when the database holds fewer migrations than this version ships', async () => {
    t = await createTestApp();
    await t.deps.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', error: 'The database is missing migrations this version needs' });
    expect((await t.request('/api/health/live')).status).toBe(200);
  });

  it('ready is 503 when the database is down; live stays 200', async () => {
    t = await createTestApp();
    await t.deps.database.close();
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { error: string };
    expect(body.error).toMatch(/database does not answer/);
    expect((await t.request('/api/health')).status).toBe(503);
    expect((await t.request('/api/health/live')).status).toBe(200);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, ready is 503 while the page cache hears no invalidations', async () => {
    t = await createTestApp();
    expect(t.deps.database.kind).toBe('postgres');
    expect((await t.request('/api/health/ready')).status).toBe(200);
    // The bus's own close() stops its LISTEN connection, as a lost one would.
    await (t.deps.cacheInvalidation as unknown as { close(): Promise<void> }).close();
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { error: string }).error).toMatch(/page cache invalidations/);
  });
});
