import type { AppDeps } from '#server/http/app-env.ts';
import { seedDemoIfEmpty } from '#server/seed/seed-demo.ts';

// Beside the migrations' lock (726_154_001 in db/client.ts).
const SEED_LOCK_ID = 726_154_002;
let inProcess: Promise<unknown> = Promise.resolve();

/**
 * seedDemoIfEmpty, one at a time: the emptiness check and the seed run under a PostgreSQL advisory
 * lock, so app processes started together (separately, not as one primary's workers) seed once;
 * the others find the data there. Calls in one process also queue (PGlite has no advisory locks
 * across processes, and one process is all it allows).
 */
export function seedDemoOnce(deps: AppDeps): ReturnType<typeof seedDemoIfEmpty> {
  const run = inProcess.then(() => withSeedLock(deps, () => seedDemoIfEmpty(deps)));
  inProcess = run.catch(() => {});
  return run;
}

async function withSeedLock<T>(deps: AppDeps, seed: () => Promise<T>): Promise<T> {
  const pool = deps.database.pool;
  if (!pool) return seed();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_ID]);
    return await seed();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_ID]).catch(() => {});
    client.release();
  }
}
