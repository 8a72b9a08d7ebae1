import type { Db } from '#server/db/client.ts';
import { document } from '#server/db/schema.ts';

const BATCH = 1_000;

/** Inserts `count` documents in batches, one a minute apart from 2025-01-01 so date sorts have a spread. */
export async function seedDocuments(db: Db, siteId: string, collection: string, count: number, data: (i: number) => Record<string, unknown>): Promise<void> {
  const base = Date.UTC(2025, 0, 1);
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const i = start + k;
      const at = new Date(base + i * 60_000);
      return { siteId, collection, data: data(i), createdAt: at, updatedAt: at };
    });
    await db.insert(document).values(rows);
  }
}
