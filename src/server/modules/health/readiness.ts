import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '#server/http/app-env.ts';

const JOURNAL = new URL('../../db/migrations/meta/_journal.json', import.meta.url);
let newestMigration: number | undefined;

/** When the newest migration this code ships was generated (drizzle's journal `when`, ms). */
function newestMigrationTime(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as { entries: { when: number }[] };
    newestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/**
 * Why this process should not get traffic, or null when it may: the database answers, holds every
 * migration this code ships (drizzle's own record of applied ones), and, on PostgreSQL, the page
 * cache hears other processes' invalidations.
 */
export async function readinessProblem(deps: Pick<AppDeps, 'database' | 'cacheInvalidation'>): Promise<string | null> {
  const { database } = deps;
  if (!(await database.ping())) return `The ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database does not answer`;
  let applied: number;
  try {
    // Both drivers answer with { rows }.
    const result = (await database.db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)) as unknown as { rows: { last: string | number | null }[] };
    applied = Number(result.rows[0]?.last ?? 0);
  } catch {
    return 'The database has no migrations applied';
  }
  if (applied < newestMigrationTime()) return 'The database is missing migrations this version needs';
  if (database.kind === 'postgres' && deps.cacheInvalidation && !deps.cacheInvalidation.listening) {
    return 'Not listening for page cache invalidations from other processes (PostgreSQL LISTEN connection down)';
  }
  return null;
}
