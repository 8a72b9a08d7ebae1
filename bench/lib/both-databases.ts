// The database benches measure the same thing on PostgreSQL and on PGlite, one after the other.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '#server/db/client.ts';
import { createThrowawayDatabase } from '#server/testing/throwaway-database.ts';

export type Measure<Figures> = (label: string, target: DatabaseTarget, cleanup: () => Promise<void>) => Promise<Figures>;

/**
 * Runs `measure` on a throwaway database of the PostgreSQL server at BENCH_DATABASE_URL (else
 * TEST_DATABASE_URL, else the local default), then on PGlite in a temporary directory. A
 * PostgreSQL that cannot be reached is reported ('not measured: …'), not fatal.
 */
export async function measureOnBothDatabases<Figures>(measure: Measure<Figures>): Promise<[string, Figures | string][]> {
  const results: [string, Figures | string][] = [];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const throwaway = await createThrowawayDatabase(serverUrl, 'sw_bench');
    results.push(['PostgreSQL', await measure('PostgreSQL', { kind: 'postgres', url: throwaway.url }, throwaway.drop)]);
  } catch (error) {
    results.push(['PostgreSQL', `not measured: ${(error as Error).message}`]);
  }
  const pgliteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sw-bench-pglite-'));
  results.push(['PGlite', await measure('PGlite', { kind: 'pglite', dataDir: path.join(pgliteDir, 'db') }, () => fs.rm(pgliteDir, { recursive: true, force: true }))]);
  return results;
}
