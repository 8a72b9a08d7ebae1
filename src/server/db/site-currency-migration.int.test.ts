import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

// Migration 0022 on a running shop's database (every earlier migration applied, shop settings
// saved): the shop keeps selling in US dollars, what it sold in before; only the seven are stored.

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const earlier = mkdtempSync(path.join(tmpdir(), 'sw-mig-'));
const client = new PGlite({ extensions: { pg_trgm } });
afterAll(async () => {
  await client.close();
  rmSync(earlier, { recursive: true, force: true });
});

it('gives every saved shop US dollars and stores only the seven currencies', async () => {
  cpSync(migrations, earlier, { recursive: true });
  const journalPath = path.join(earlier, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string; when: number }[] };
  const at = journal.entries.findIndex((e) => e.tag === '0022_site_currency');
  const before = journal.entries.slice(0, at);
  expect(before.length).toBeGreaterThan(0);
  expect(Math.max(...before.map((e) => e.when))).toBeLessThan(journal.entries[at]!.when);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: before }));

  const db = drizzle(client);
  await migrate(db, { migrationsFolder: earlier });
  const owner = (await client.query<{ id: string }>(`INSERT INTO "user" (id, name, email) VALUES ('u1', 'Owner', 'owner@example.com') RETURNING id`)).rows[0]!.id;
  const siteId = (await client.query<{ id: string }>(`INSERT INTO site (unique_id, title, owner_id) VALUES ('shop', 'Shop', $1) RETURNING id`, [owner])).rows[0]!.id;
  await client.query(`INSERT INTO shop_settings (site_id, max_units_per_checkout) VALUES ($1, 7)`, [siteId]);

  await migrate(db, { migrationsFolder: migrations });
  expect((await client.query(`SELECT currency, max_units_per_checkout FROM shop_settings WHERE site_id = $1`, [siteId])).rows).toEqual([{ currency: 'USD', max_units_per_checkout: 7 }]);
  await client.query(`UPDATE shop_settings SET currency = 'JPY' WHERE site_id = $1`, [siteId]);
  await expect(client.query(`UPDATE shop_settings SET currency = 'XBT' WHERE site_id = $1`, [siteId])).rejects.toThrow(/shop_settings_currency_check/);
});
