import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));

export interface UpgradedDatabase {
  client: PGlite;
  /** Applies the rest: the migration under test and every later one, as a start after the upgrade does. */
  upgrade(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A running shop's database just before migration `tag`: every earlier migration applied (from a
 * copy of the journal cut before it), for a test to fill with what an installation holds and then
 * upgrade. The migrator applies only migrations newer than the last one a database holds, so the
 * tag's journal time must come after every earlier one's (checked here).
 */
export async function databaseBefore(tag: string): Promise<UpgradedDatabase> {
  const earlier = mkdtempSync(path.join(tmpdir(), 'sw-mig-'));
  cpSync(MIGRATIONS, earlier, { recursive: true });
  const journalPath = path.join(earlier, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string; when: number }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `migration ${tag} in the journal`).toBeGreaterThan(0);
  const before = journal.entries.slice(0, at);
  expect(Math.max(...before.map((e) => e.when))).toBeLessThan(journal.entries[at]!.when);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: before }));
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: earlier });
  return {
    client,
    upgrade: () => migrate(db, { migrationsFolder: MIGRATIONS }),
    async close() {
      await client.close();
      rmSync(earlier, { recursive: true, force: true });
    },
  };
}
