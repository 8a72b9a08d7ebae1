import type { Db } from './client.ts';

/**
 * A query built once per database instead of on every call (decision 069): drizzle's prepared
 * query keeps its SQL text, and on PostgreSQL it runs as a named statement that each pooled
 * connection parses and plans once. For the hot paths only (checkout, mail, list scopes), and only
 * on the database itself: a query prepared here never runs inside a transaction (it would take
 * another pooled connection, or wait forever on PGlite's one). Each name must be unique in the app.
 */
export function preparedPerDatabase<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = prepare(db)));
    return query;
  };
}
