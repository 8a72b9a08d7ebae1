import { and, count, eq } from 'drizzle-orm';
import { WOULD_RECOMMEND_VALUES, statsFromCounts, type ModerationReview, type ReviewStats, type ReviewView, type WouldRecommend } from '#core/reviews/review.ts';
import type { Db } from '#server/db/client.ts';
import { review } from '#server/db/schema.ts';

export type ReviewRow = typeof review.$inferSelect;

function wouldRecommendOf(value: string): WouldRecommend {
  return (WOULD_RECOMMEND_VALUES as readonly string[]).includes(value) ? (value as WouldRecommend) : 'maybe';
}

/** A stored review as visitors read it (spec 3 §3): plain text fields, dated by the server. */
export function toReviewView(row: ReviewRow): ReviewView {
  return {
    _id: row.id,
    rating: row.rating,
    reviewer_name: row.reviewerName,
    review_title: row.reviewTitle,
    review_text: row.reviewText,
    review_date: row.createdAt.toISOString(),
    is_verified_purchase: row.isVerifiedPurchase,
    product_variant: row.productVariant,
    would_recommend: wouldRecommendOf(row.wouldRecommend),
    helpful_votes: row.helpfulVotes,
    product_id: row.productId,
  };
}

/** A stored review as the seller's moderation list shows it. */
export function toModerationReview(row: ReviewRow, productName: string | null): ModerationReview {
  return {
    ...toReviewView(row),
    status: row.status,
    report_count: row.reportCount,
    customer_email: row.customerEmail,
    product_name: productName,
    created_at: row.createdAt.toISOString(),
  };
}

/** Stats over every approved review of a product. */
export async function approvedStats(db: Db, productId: string): Promise<ReviewStats> {
  const rows = await db
    .select({ rating: review.rating, count: count() })
    .from(review)
    .where(and(eq(review.productId, productId), eq(review.status, 'approved')))
    .groupBy(review.rating);
  return statsFromCounts(rows.map((r) => ({ rating: r.rating, count: Number(r.count) })));
}
