// The Product reviews block's calls to the reviews API (spec 3 §7), apart from the component so
// its flows read as steps. Browser only: called from effects and event handlers.
import { reviewSortQuery, type ReviewSort } from '#core/reviews/constants.ts';
import type { ReviewAction, ReviewStats, ReviewView } from '#core/reviews/review.ts';
import { api, ApiError } from '#web/api/client.ts';

export interface ReviewsPage {
  reviews: ReviewView[];
  stats: ReviewStats;
  hasMore: boolean;
}

export interface ReviewsQuery {
  productId: string;
  limit: number;
  sort: ReviewSort;
  /** The site's unique id (the slug without its `site-` prefix). */
  siteId: string | null;
}

export function reviewsUrl({ productId, limit, sort, siteId }: ReviewsQuery): string {
  const { sortBy, sortOrder } = reviewSortQuery(sort);
  const query = new URLSearchParams({ limit: String(limit), sortBy, sortOrder });
  if (siteId) query.set('siteId', siteId);
  return `/api/reviews/${encodeURIComponent(productId)}?${query.toString()}`;
}

function recordOf(body: unknown): Record<string, unknown> | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** A page of approved reviews and the product's stats; throws when the call fails in any way. */
export async function fetchReviews(query: ReviewsQuery, signal?: AbortSignal): Promise<ReviewsPage> {
  const body = recordOf(await api.get(reviewsUrl(query), { signal }));
  if (!body || body.success !== true || !Array.isArray(body.reviews) || typeof body.stats !== 'object' || body.stats === null) {
    throw new Error('Reviews request failed: the answer is not a page of reviews');
  }
  return { reviews: body.reviews as ReviewView[], stats: body.stats as ReviewStats, hasMore: body.hasMore === true };
}

export type SubmitResult =
  | { kind: 'sent'; message: string }
  | { kind: 'refused'; message: string; validationErrors: Record<string, string[]> }
  | { kind: 'network' };

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Spec 3 §7: the form's fields, product_id and submission_date, with the challenge's token. */
export async function submitReview(body: Record<string, unknown>): Promise<SubmitResult> {
  let answer: Record<string, unknown> | null;
  try {
    answer = recordOf(await api.post('/api/reviews/submit', body));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) return { kind: 'network' };
    answer = error.body;
  }
  if (answer?.success === true) return { kind: 'sent', message: textOf(answer.message) };
  const errors = answer?.validationErrors;
  return {
    kind: 'refused',
    message: textOf(answer?.message) || textOf(answer?.error),
    validationErrors: typeof errors === 'object' && errors !== null && !Array.isArray(errors) ? (errors as Record<string, string[]>) : {},
  };
}

export interface ActionResult {
  message: string;
  helpfulVotes: number | null;
}

/** Spec 3 §7: a helpful vote or a report; throws when refused or unreachable. */
export async function reviewAction(reviewId: string, action: ReviewAction): Promise<ActionResult> {
  let answer: Record<string, unknown> | null;
  try {
    answer = recordOf(await api.post('/api/reviews/actions', { reviewId, action }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new Error(textOf(error.body.message) || textOf(error.body.error) || `Review ${action} failed (${error.status})`);
  }
  if (answer?.success !== true) throw new Error(textOf(answer?.message) || textOf(answer?.error) || `Review ${action} failed`);
  return { message: textOf(answer.message), helpfulVotes: typeof answer.helpful_votes === 'number' ? answer.helpful_votes : null };
}
