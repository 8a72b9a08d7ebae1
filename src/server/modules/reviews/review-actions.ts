import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { REVIEW_ACTION_LIMIT, REVIEW_ACTION_WINDOW_MS } from '#core/reviews/constants.ts';
import {
  HELPFUL_VOTE_ALREADY_COUNTED,
  HELPFUL_VOTE_COUNTED,
  INVALID_REVIEW_ACTION,
  REVIEW_ACTION_RATE_LIMITED,
  REVIEW_ALREADY_REPORTED,
  REVIEW_NOT_FOUND,
  REVIEW_REPORT_SUCCESS,
} from '#core/reviews/messages.ts';
import { isReviewAction } from '#core/reviews/review.ts';
import { review, reviewVote } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import { readJsonObject } from '#server/http/errors.ts';
import { isUuid } from '#server/http/ids.ts';
import { voterOf } from './voter.ts';

export const reviewActionRateLimitKey = (ip: string) => `sw:review-action|${ip}`;
const MAX_REASON_LENGTH = 500;

/**
 * POST /api/reviews/actions { reviewId, action: 'helpful'|'report', reason? } → { success, message,
 * helpful_votes }. Approved reviews only (404 otherwise). One vote and one report per voter and
 * review: the row and the counter change together, and a repeat changes neither (success, with a
 * message that it was already counted).
 */
export async function reviewAction(c: Context<AppEnv>) {
  const deps = c.get('deps');
  const body = await readJsonObject(c);
  const { reviewId, action } = body;
  if (!isReviewAction(action)) return c.json({ success: false, error: INVALID_REVIEW_ACTION, message: INVALID_REVIEW_ACTION }, 400);
  if (typeof reviewId !== 'string' || !isUuid(reviewId)) return c.json({ success: false, error: REVIEW_NOT_FOUND, message: REVIEW_NOT_FOUND }, 404);
  const reason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim().slice(0, MAX_REASON_LENGTH) : null;

  const { db } = deps.database;
  const verdict = await consumeRateLimit(db, reviewActionRateLimitKey(c.get('clientIp')), { max: REVIEW_ACTION_LIMIT, windowMs: REVIEW_ACTION_WINDOW_MS });
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return c.json({ success: false, error: REVIEW_ACTION_RATE_LIMITED, message: REVIEW_ACTION_RATE_LIMITED }, 429);
  }
  const voter = voterOf(deps, c.get('user'), c.get('clientIp'));
  const result = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: review.id, helpfulVotes: review.helpfulVotes })
      .from(review)
      .where(and(eq(review.id, reviewId), eq(review.status, 'approved')))
      .limit(1);
    if (!target) return null;
    const inserted = await tx
      .insert(reviewVote)
      .values({ reviewId, voter, kind: action, reason: action === 'report' ? reason : null })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVote.reviewId });
    if (inserted.length === 0) return { counted: false, helpfulVotes: target.helpfulVotes };
    const counter = action === 'helpful' ? { helpfulVotes: sql`${review.helpfulVotes} + 1` } : { reportCount: sql`${review.reportCount} + 1` };
    const [updated] = await tx.update(review).set(counter).where(eq(review.id, reviewId)).returning({ helpfulVotes: review.helpfulVotes });
    return { counted: true, helpfulVotes: updated!.helpfulVotes };
  });
  if (!result) return c.json({ success: false, error: REVIEW_NOT_FOUND, message: REVIEW_NOT_FOUND }, 404);
  const message =
    action === 'helpful'
      ? result.counted
        ? HELPFUL_VOTE_COUNTED
        : HELPFUL_VOTE_ALREADY_COUNTED
      : result.counted
        ? REVIEW_REPORT_SUCCESS
        : REVIEW_ALREADY_REPORTED;
  return c.json({ success: true, message, helpful_votes: result.helpfulVotes });
}
