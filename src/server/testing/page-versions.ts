import { eq } from 'drizzle-orm';
import { page } from '#server/db/schema.ts';
import { currentVersionOf } from '#server/modules/pages/page-version-conflict.ts';
import type { TestApp } from './test-app.ts';

/**
 * The baseVersion a test sends to POST /api/editor to publish over whatever is at `path` (0 when
 * nothing is), as an editor that has just opened the page would.
 */
export async function latestVersionAt(t: TestApp, path: string): Promise<number> {
  const { db } = t.deps.database;
  const [row] = await db.select({ id: page.id }).from(page).where(eq(page.path, path));
  return row ? currentVersionOf(db, row.id) : 0;
}
