import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

// Migration 0020 on a database that already holds every earlier migration (a running shop that
// upgrades): the migrator applies only migrations newer than the last one applied, so 0020 must
// come after all of them in the journal's order and time.

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const earlier = mkdtempSync(path.join(tmpdir(), 'sw-mig-'));
const client = new PGlite({ extensions: { pg_trgm } });
afterAll(async () => {
  await client.close();
  rmSync(earlier, { recursive: true, force: true });
});

it('adds site_payment_settings to a database that applied every migration before it', async () => {
  cpSync(migrations, earlier, { recursive: true });
  const journalPath = path.join(earlier, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string; when: number }[] };
  const at = journal.entries.findIndex((e) => e.tag === '0020_site_payment_settings');
  const before = journal.entries.slice(0, at);
  expect(before.length).toBeGreaterThan(0);
  expect(Math.max(...before.map((e) => e.when))).toBeLessThan(journal.entries[at]!.when);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: before }));

  const db = drizzle(client);
  await migrate(db, { migrationsFolder: earlier });
  const exists = async () => (await client.query<{ t: string | null }>(`SELECT to_regclass('public.site_payment_settings')::text AS t`)).rows[0]!.t;
  expect(await exists()).toBeNull();
  await migrate(db, { migrationsFolder: migrations });
  expect(await exists()).toBe('site_payment_settings');
  await expect(client.query(`INSERT INTO site_payment_settings (site_id, paypal_mode) VALUES (gen_random_uuid(), 'production')`)).rejects.toThrow(/site_payment_settings_paypal_mode_check/);
});
