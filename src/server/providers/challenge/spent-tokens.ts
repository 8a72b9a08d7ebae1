import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { challengeUse } from '#server/db/schema.ts';

/** About one verify in this many also deletes the rows whose challenge has expired anyway. */
const PRUNE_ONE_IN = 50;

/**
 * Records a challenge solution as used, once (decision 019). Answers false when it was already
 * recorded: a replay. The row lives until `expiresAt`, after which the provider refuses the token
 * by itself; expired rows are pruned now and then, so the table stays as small as the traffic of
 * one challenge lifetime.
 */
export async function spendChallengeToken(db: Db, key: string, expiresAt: Date, random: () => number = Math.random): Promise<boolean> {
  const tokenHash = createHash('sha256').update(key).digest('hex');
  const inserted = await db.insert(challengeUse).values({ tokenHash, expiresAt }).onConflictDoNothing().returning({ tokenHash: challengeUse.tokenHash });
  // Pruning is housekeeping: its failure must not fail the visitor's verify (the next one retries).
  if (random() < 1 / PRUNE_ONE_IN) await pruneSpentTokens(db).catch(() => 0);
  return inserted.length === 1;
}

/** Deletes the records of challenges that have expired (their tokens fail on their own). */
export async function pruneSpentTokens(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(challengeUse).where(lt(challengeUse.expiresAt, now)).returning({ tokenHash: challengeUse.tokenHash });
  return deleted.length;
}
