// A review as the visitor block and the dashboard read it (spec 3 §3 Review, Review stats), and
// the stats both compute from approved ratings.
import { REVIEW_STAR_SCALE } from './constants.ts';

export const WOULD_RECOMMEND_VALUES = ['yes', 'maybe', 'no'] as const;
export type WouldRecommend = (typeof WOULD_RECOMMEND_VALUES)[number];

/** pending until the seller approves or rejects it; only approved reviews are listed. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The dashboard's filters: a status, or every review somebody reported (whatever its status). */
export const MODERATION_FILTERS = ['pending', 'approved', 'rejected', 'reported'] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];
export const MODERATION_FILTER_LABELS: Readonly<Record<ModerationFilter, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  reported: 'Reported',
};
export const MODERATION_ACTIONS = ['approve', 'reject'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const REVIEW_ACTIONS = ['helpful', 'report'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export function isModerationFilter(value: unknown): value is ModerationFilter {
  return typeof value === 'string' && (MODERATION_FILTERS as readonly string[]).includes(value);
}
export function isModerationAction(value: unknown): value is ModerationAction {
  return typeof value === 'string' && (MODERATION_ACTIONS as readonly string[]).includes(value);
}
export function isReviewAction(value: unknown): value is ReviewAction {
  return typeof value === 'string' && (REVIEW_ACTIONS as readonly string[]).includes(value);
}

/** The status a moderation action leaves a review in. */
export function statusAfter(action: ModerationAction): ReviewStatus {
  return action === 'approve' ? 'approved' : 'rejected';
}

/** One published review (spec 3 §3). Text fields are plain text, shown as text, never as markup. */
export interface ReviewView {
  _id: string;
  rating: number;
  reviewer_name: string;
  review_title: string;
  review_text: string;
  /** ISO 8601: when the server received it. */
  review_date: string;
  is_verified_purchase: boolean;
  product_variant: string | null;
  would_recommend: WouldRecommend;
  helpful_votes: number;
  product_id: string;
}

/** What the seller sees in the moderation list. */
export interface ModerationReview extends ReviewView {
  status: ReviewStatus;
  report_count: number;
  customer_email: string | null;
  product_name: string | null;
  created_at: string;
}

export type RatingDistribution = Record<1 | 2 | 3 | 4 | 5, number>;

/** Spec 3 §3 Review stats: the average with 1 decimal, how many, and how many per star (keys 1..5). */
export interface ReviewStats {
  averageRating: number;
  totalReviews: number;
  ratingDistribution: RatingDistribution;
}

export function emptyDistribution(): RatingDistribution {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

export const EMPTY_REVIEW_STATS: Readonly<ReviewStats> = Object.freeze({
  averageRating: 0,
  totalReviews: 0,
  ratingDistribution: Object.freeze(emptyDistribution()),
});

/** A rating rounded to 1 decimal (4.25 → 4.3). */
export function roundRating(value: number): number {
  return Math.round(value * 10 + Number.EPSILON) / 10;
}

/**
 * Stats from counts per star (what a GROUP BY gives). Stars outside 1..5 and counts that are not
 * positive whole numbers are ignored.
 */
export function statsFromCounts(counts: Iterable<{ rating: number; count: number }>): ReviewStats {
  const distribution = emptyDistribution();
  let total = 0;
  let sum = 0;
  for (const { rating, count } of counts) {
    if (!Number.isInteger(rating) || rating < 1 || rating > REVIEW_STAR_SCALE) continue;
    if (!Number.isInteger(count) || count <= 0) continue;
    distribution[rating as keyof RatingDistribution] += count;
    total += count;
    sum += rating * count;
  }
  return { averageRating: total === 0 ? 0 : roundRating(sum / total), totalReviews: total, ratingDistribution: distribution };
}

/** Stats from a list of ratings (numbers or numeric text, as reviews may carry them). */
export function computeReviewStats(ratings: Iterable<number | string>): ReviewStats {
  const counts: { rating: number; count: number }[] = [];
  for (const r of ratings) counts.push({ rating: typeof r === 'string' ? Number(r) : r, count: 1 });
  return statsFromCounts(counts);
}

/** The average as shown: always 1 decimal ('4.0'). */
export function formatAverageRating(value: number): string {
  return (Number.isFinite(value) ? roundRating(value) : 0).toFixed(1);
}

/** The share of one star's count in the total, 0..100, for the distribution bars. */
export function distributionPercent(stats: ReviewStats, star: keyof RatingDistribution): number {
  if (stats.totalReviews === 0) return 0;
  return Math.round((stats.ratingDistribution[star] / stats.totalReviews) * 100);
}

/**
 * What a product document carries for the ProductDetails and ProductCard blocks: the average of
 * its approved reviews (1 decimal; null while it has none) and their count.
 */
export function productRatingFields(stats: ReviewStats): { rating: number | null; review_count: number } {
  return { rating: stats.totalReviews === 0 ? null : stats.averageRating, review_count: stats.totalReviews };
}

/** One of a shopper's own reviews, as their account page in a shop lists it (issue 24 item 5). */
export interface ShopperReview {
  id: string;
  productId: string;
  productName: string;
  rating: number;
  title: string;
  status: ReviewStatus;
  verifiedPurchase: boolean;
  createdAt: string;
}
