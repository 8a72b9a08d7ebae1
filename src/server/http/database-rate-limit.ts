import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { rateLimit } from '#server/db/schema.ts';

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * The upsert, built once per database (drizzle's prepared query: on PostgreSQL a named statement,
 * parsed and planned once per connection). Every checkout counts two or three limits, so building
 * this statement per call was a measurable part of its work (bench/README.md, checkout).
 */
const consumeQuery = preparedPerDatabase((db) => {
  const expired = sql`${rateLimit.lastRequest} <= ${sql.placeholder('windowOpenedBefore')}`;
  return db
    .insert(rateLimit)
    .values({ id: sql.placeholder('id'), key: sql.placeholder('key'), count: 1, lastRequest: sql.placeholder('now') })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${sql.placeholder('now')} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest })
    .prepare('consume_rate_limit');
});

/**
 * Counts one request under `key` in a fixed window and says whether it is within the rule.
 * It shares Better Auth's rate_limit table, so that every app process counts the same requests;
 * our keys carry a prefix of their own (never Better Auth's "ip|path" form), and on our rows
 * last_request holds the window's start. One upsert, so concurrent requests cannot both read a
 * stale count.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitVerdict> {
  const [row] = await consumeQuery(db).execute({ id: crypto.randomUUID(), key, now, windowOpenedBefore: now - rule.windowMs });
  const retryAfterSeconds = Math.max(1, Math.ceil((row!.windowStart + rule.windowMs - now) / 1000));
  return { allowed: row!.count <= rule.max, retryAfterSeconds };
}
