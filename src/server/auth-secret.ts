import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { appSetting } from './db/schema.ts';

/**
 * AUTH_SECRET when set; otherwise one generated on first start and kept in the database, so the
 * app needs no set-up and every process on one PostgreSQL signs sessions alike.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSetting)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSetting).where(eq(appSetting.key, 'auth_secret'));
  if (!row) throw new Error('Could not read or create the auth secret');
  return row.value;
}
