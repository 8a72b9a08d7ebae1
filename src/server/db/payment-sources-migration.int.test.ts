import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

// Migration 0021 on a running shop that upgrades (decision 058): every site that exists keeps being
// paid through the environment's keys (the platform default, allowed), and every online order
// already placed is known to have been charged through them; a site made later starts without it.

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const earlier = mkdtempSync(path.join(tmpdir(), 'sw-mig-'));
const client = new PGlite({ extensions: { pg_trgm } });
afterAll(async () => {
  await client.close();
  rmSync(earlier, { recursive: true, force: true });
});

it('allows the platform default to the sites of an upgraded installation and marks their online orders as paid through it', async () => {
  cpSync(migrations, earlier, { recursive: true });
  const journalPath = path.join(earlier, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string; when: number }[] };
  const at = journal.entries.findIndex((e) => e.tag === '0021_site_payment_sources');
  const before = journal.entries.slice(0, at);
  expect(Math.max(...before.map((e) => e.when))).toBeLessThan(journal.entries[at]!.when);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: before }));

  const db = drizzle(client);
  await migrate(db, { migrationsFolder: earlier });
  const { rows } = await client.query<{ id: string }>(`INSERT INTO site (unique_id, title) VALUES ('old', 'Old shop') RETURNING id`);
  const siteId = rows[0]!.id;
  const order = (method: string, ref: string) =>
    client.query(`INSERT INTO shop_order (reference, session_token, site_id, method, lines, subtotal_cents, total_cents, currency) VALUES ($1, $1, $2, $3, '[]', 100, 100, 'USD')`, [ref, siteId, method]);
  await order('stripe', 'SW-CARD');
  await order('paypal', 'SW-PAYPAL');
  await order('invoice', 'SW-INVOICE');

  await migrate(db, { migrationsFolder: migrations });
  await client.query(`INSERT INTO site (unique_id, title) VALUES ('new', 'New shop')`);
  expect((await client.query(`SELECT unique_id, platform_payments_allowed AS allowed FROM site ORDER BY unique_id`)).rows).toEqual([
    { unique_id: 'new', allowed: false },
    { unique_id: 'old', allowed: true },
  ]);
  expect((await client.query(`SELECT reference, payment_source AS source FROM shop_order ORDER BY reference`)).rows).toEqual([
    { reference: 'SW-CARD', source: 'platform' },
    { reference: 'SW-INVOICE', source: null },
    { reference: 'SW-PAYPAL', source: 'platform' },
  ]);
  await expect(client.query(`UPDATE shop_order SET payment_source = 'someone' WHERE reference = 'SW-CARD'`)).rejects.toThrow(/shop_order_payment_source_check/);
});
