import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '#server/db/schema.ts';

/**
 * Every table of the Drizzle schema (Better Auth's included), parents before children: the order
 * a backup writes them in and a restore inserts them in. Ties keep the name order, so the order is
 * the same on every run.
 */
export function tablesInForeignKeyOrder(): string[] {
  const parents = new Map<string, Set<string>>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const refs = new Set<string>();
    for (const fk of config.foreignKeys) {
      const parent = getTableConfig(fk.reference().foreignTable).name;
      if (parent !== config.name) refs.add(parent);
    }
    parents.set(config.name, refs);
  }
  const ordered: string[] = [];
  const done = new Set<string>();
  while (ordered.length < parents.size) {
    const ready = [...parents.keys()].filter((name) => !done.has(name) && [...parents.get(name)!].every((p) => done.has(p))).sort();
    if (ready.length === 0) throw new Error('The schema has a foreign-key cycle; the backup order cannot be decided.');
    for (const name of ready) {
      ordered.push(name);
      done.add(name);
    }
  }
  return ordered;
}
