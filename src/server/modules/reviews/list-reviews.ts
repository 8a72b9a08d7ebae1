import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { clampReviewsLimit, isReviewSortBy, isReviewSortOrder, type ReviewSortBy, type ReviewSortOrder } from '#core/reviews/constants.ts';
import { EMPTY_REVIEW_STATS, type ReviewStats, type ReviewView } from '#core/reviews/review.ts';
import type { Db } from '#server/db/client.ts';
import { review } from '#server/db/schema.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { approvedStats, toReviewView } from './review-rows.ts';
import { readReviewedProduct } from './review-product.ts';

export interface ReviewsQuery {
  limit: number;
  sortBy: ReviewSortBy;
  sortOrder: ReviewSortOrder;
}

/** The query of GET /api/reviews/:productId; null when sortBy or sortOrder is not one the API knows. */
export function readReviewsQuery(query: { limit?: string; sortBy?: string; sortOrder?: string }): ReviewsQuery | null {
  const sortBy = query.sortBy ?? 'review_date';
  const sortOrder = query.sortOrder ?? 'desc';
  if (!isReviewSortBy(sortBy) || !isReviewSortOrder(sortOrder)) return null;
  return { limit: clampReviewsLimit(query.limit), sortBy, sortOrder };
}

function orderOf({ sortBy, sortOrder }: ReviewsQuery): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  // Ties: the newest first, then the id, so pages never repeat or skip a review.
  const tail = [desc(review.createdAt), desc(review.id)];
  if (sortBy === 'review_date') return [direction(review.createdAt), direction(review.id)];
  return [direction(sortBy === 'rating' ? review.rating : review.helpfulVotes), ...tail];
}

/**
 * The approved reviews of a product, in the asked order, and the stats over all of them. A product
 * that does not exist, or that the caller may not read, has none.
 */
export async function listReviews(
  db: Db,
  actor: Actor | null,
  productId: string,
  query: ReviewsQuery,
): Promise<{ reviews: ReviewView[]; stats: ReviewStats; hasMore: boolean }> {
  const product = await readReviewedProduct(db, actor, productId);
  if (!product) return { reviews: [], stats: { ...EMPTY_REVIEW_STATS, ratingDistribution: { ...EMPTY_REVIEW_STATS.ratingDistribution } }, hasMore: false };
  const rows = await db
    .select()
    .from(review)
    .where(and(eq(review.productId, product.id), eq(review.status, 'approved')))
    .orderBy(...orderOf(query))
    .limit(query.limit + 1);
  const stats = await approvedStats(db, product.id);
  return { reviews: rows.slice(0, query.limit).map(toReviewView), stats, hasMore: rows.length > query.limit };
}
