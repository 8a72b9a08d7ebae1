import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { BASE_VERSION_INVALID, BASE_VERSION_REQUIRED, versionConflictMessage } from '#core/pages/page-version.ts';
import { page, pageVersion } from '#server/db/schema.ts';
import { cookies, doc, invalidations, publish, record, setUpPagesApp, t } from './pages-kit.ts';

// Publishing from a version (decision 036): each test builds on the page the ones before it published.
setUpPagesApp();

describe('publishing from a version (baseVersion, decision 036)', () => {
  const versionsOf = async (path: string) => {
    const [row] = await t.deps.database.db.select({ id: page.id }).from(page).where(eq(page.path, path));
    return row ? t.deps.database.db.select({ version: pageVersion.version }).from(pageVersion).where(eq(pageVersion.pageId, row.id)) : [];
  };
  const stored = async (path: string) => (await t.deps.database.db.select().from(page).where(eq(page.path, path)))[0];
  const editorGet = async (path: string) => (await (await t.request(`/api/editor${path}`, { cookie: cookies.editor })).json()) as { version: number; page: { version: number } | null };

  it('GET answers the latest published version: 0 for a new page, then each publish adds one', async () => {
    const path = '/site-acme/versioned';
    expect(await editorGet(path)).toMatchObject({ version: 0, page: null });
    const first = await publish(cookies.editor, record(path, doc('One'), { baseVersion: 0 }));
    expect(first.status).toBe(200);
    expect(((await first.json()) as { page: { version: number } }).page.version).toBe(1);
    expect(await editorGet(path)).toMatchObject({ version: 1, page: { version: 1 } });
    expect((await publish(cookies.owner, record(path, doc('Two'), { baseVersion: 1 }))).status).toBe(200);
    expect(await editorGet(path)).toMatchObject({ version: 2, page: { version: 2 } });
    // A draft publishes nothing: the version stays.
    expect((await publish(cookies.editor, { ...record(path, doc('Draft'), { baseVersion: 2 }), draft: true })).status).toBe(200);
    expect(await editorGet(path)).toMatchObject({ version: 2, page: { version: 2 } });
  });

  it('refuses a publish or a draft from an older version with a 409 naming the current one, and writes nothing', async () => {
    const path = '/site-acme/versioned';
    const before = await stored(path);
    invalidations.length = 0;
    for (const [baseVersion, draft] of [[1, false], [1, true], [7, false]] as const) {
      const response = await publish(cookies.editor, { ...record(path, doc('Stale'), { baseVersion }), draft });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: versionConflictMessage(baseVersion, 2), currentVersion: 2, baseVersion });
    }
    const after = await stored(path);
    expect(after?.data).toEqual(before?.data);
    expect(after?.draft).toEqual(before?.draft);
    expect(JSON.stringify([after?.data, after?.draft])).not.toContain('Stale');
    expect(await versionsOf(path)).toHaveLength(2);
    expect(invalidations).toEqual([]);
  });

  it('refuses a new page that someone else created meanwhile (base 0, page at 1)', async () => {
    const response = await publish(cookies.owner, record('/site-acme/versioned', doc('Mine'), { baseVersion: 0 }));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ currentVersion: 2, baseVersion: 0 });
  });

  it.each([
    ['missing', undefined, BASE_VERSION_REQUIRED],
    ['null', null, BASE_VERSION_REQUIRED],
    ['a string', '2', BASE_VERSION_INVALID],
    ['negative', -1, BASE_VERSION_INVALID],
    ['a fraction', 1.5, BASE_VERSION_INVALID],
  ])('answers a baseVersion that is %s with a 400 and writes nothing', async (_, baseVersion, message) => {
    const path = '/site-acme/no-base';
    for (const draft of [false, true]) {
      const response = await publish(cookies.editor, { ...record(path, doc('x'), { baseVersion }), draft });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message, validationErrors: { baseVersion: [message] } });
    }
    expect(await stored(path)).toBeUndefined();
  });

  it('of two publishes from the same version at once, exactly one succeeds', async () => {
    const path = '/site-acme/versioned';
    const both = () => [
      publish(cookies.editor, record(path, doc('Editor wins'), { baseVersion: 2 })),
      publish(cookies.owner, record(path, doc('Owner wins'), { baseVersion: 2 })),
    ];
    let responses: Response[];
    const pool = t.deps.database.pool;
    if (pool) {
      // PostgreSQL: hold the page's row until both requests are inside their transactions, waiting
      // on it, so they truly run at the same time; then let them go.
      const blocker = await pool.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('SELECT id FROM page WHERE path = $1 FOR UPDATE', [path]);
        const pending = both();
        await vi.waitFor(
          async () => {
            // Asked on another connection: inside the blocker's transaction the statistics would stay as first read.
            const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
            expect(rows[0]?.n).toBe(2);
          },
          { timeout: 10_000, interval: 20 },
        );
        await blocker.query('COMMIT');
        responses = await Promise.all(pending);
      } finally {
        blocker.release();
      }
    } else {
      responses = await Promise.all(both());
    }
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await responses.find((r) => r.status === 409)!.json()).toMatchObject({ currentVersion: 3, baseVersion: 2 });
    expect((await versionsOf(path)).map((v) => v.version).sort()).toEqual([1, 2, 3]);
    const winner = (await responses.find((r) => r.status === 200)!.json()) as { page: { data: unknown } };
    expect((await stored(path))?.data).toEqual(winner.page.data);
  });

  it('a restore is a publish: it answers the restored page with its new version, and an editor still on the old one gets a 409', async () => {
    const path = '/site-acme/versioned';
    const restore = await t.request('/api/page-history/restore', {
      method: 'POST',
      cookie: cookies.owner,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path, version: 1 }),
    });
    expect(restore.status).toBe(200);
    const body = (await restore.json()) as { page: { version: number; data: unknown } };
    expect(body.page.version).toBe(4);
    expect(JSON.stringify(body.page.data)).toContain('One');
    expect(await editorGet(path)).toMatchObject({ version: 4 });
    expect((await publish(cookies.editor, record(path, doc('From before the restore'), { baseVersion: 3 }))).status).toBe(409);
    expect((await publish(cookies.editor, record(path, doc('From the restore'), { baseVersion: 4 }))).status).toBe(200);
  });
});
