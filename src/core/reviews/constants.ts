// Reviews: the business constants of spec 3 §9 and the sort options of §4, once, for the
// visitor block, the dashboard and the API.

/** Reviews shown at first, and how many more each Load More asks for (spec 3 §9). */
export const REVIEWS_INITIAL_COUNT = 2;
export const REVIEWS_LOAD_MORE_COUNT = 2;
/** The API's page size bounds (spec 3 §7: the reviews limit is the page size, 2 by default). */
export const REVIEWS_LIMIT_MIN = 1;
export const REVIEWS_LIMIT_MAX = 50;
export const REVIEWS_DEFAULT_LIMIT = REVIEWS_INITIAL_COUNT;

/** Stars on the picker and in every rating row. */
export const REVIEW_STAR_SCALE = 5;
export const REVIEW_STAR_ACTIVE_COLOR = '#ffc107';
export const REVIEW_STAR_INACTIVE_COLOR = '#e4e5e9';
/** The modal closes this long after a successful submit (spec 3 §4: 1.5 s). */
export const REVIEW_SUCCESS_CLOSE_DELAY_MS = 1500;

/** The picker's feedback under the stars, per rating. */
export const RATING_FEEDBACK_LABELS: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
};

/** The feedback label of a rating, or '' for anything outside 1..5. */
export function ratingFeedbackLabel(rating: number): string {
  return Number.isInteger(rating) && rating >= 1 && rating <= REVIEW_STAR_SCALE ? RATING_FEEDBACK_LABELS[rating as 1 | 2 | 3 | 4 | 5] : '';
}

/** The list's sort keys as the API takes them. */
export const REVIEW_SORT_BY_VALUES = ['review_date', 'helpful_votes', 'rating'] as const;
export type ReviewSortBy = (typeof REVIEW_SORT_BY_VALUES)[number];
export const REVIEW_SORT_ORDERS = ['desc', 'asc'] as const;
export type ReviewSortOrder = (typeof REVIEW_SORT_ORDERS)[number];

export const REVIEW_SORT_VALUES = ['recent', 'helpful', 'rating_high', 'rating_low'] as const;
export type ReviewSort = (typeof REVIEW_SORT_VALUES)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'recent';

export interface ReviewSortOption {
  value: ReviewSort;
  label: string;
  sortBy: ReviewSortBy;
  sortOrder: ReviewSortOrder;
}

/** The sort select's options, in the spec's order, with the query each one sends. */
export const REVIEW_SORT_OPTIONS: readonly ReviewSortOption[] = [
  { value: 'recent', label: 'Most Recent', sortBy: 'review_date', sortOrder: 'desc' },
  { value: 'helpful', label: 'Most Helpful', sortBy: 'helpful_votes', sortOrder: 'desc' },
  { value: 'rating_high', label: 'Highest Rated', sortBy: 'rating', sortOrder: 'desc' },
  { value: 'rating_low', label: 'Lowest Rated', sortBy: 'rating', sortOrder: 'asc' },
];

export function isReviewSort(value: unknown): value is ReviewSort {
  return typeof value === 'string' && (REVIEW_SORT_VALUES as readonly string[]).includes(value);
}

/** sortBy and sortOrder of a sort option; an unknown one falls back to the default (recent). */
export function reviewSortQuery(sort: unknown): { sortBy: ReviewSortBy; sortOrder: ReviewSortOrder } {
  const option = REVIEW_SORT_OPTIONS.find((o) => o.value === sort) ?? REVIEW_SORT_OPTIONS[0]!;
  return { sortBy: option.sortBy, sortOrder: option.sortOrder };
}

export function isReviewSortBy(value: unknown): value is ReviewSortBy {
  return typeof value === 'string' && (REVIEW_SORT_BY_VALUES as readonly string[]).includes(value);
}

export function isReviewSortOrder(value: unknown): value is ReviewSortOrder {
  return typeof value === 'string' && (REVIEW_SORT_ORDERS as readonly string[]).includes(value);
}

/** A requested page size as the API uses it: whole, within 1..50; missing or unreadable → 2. */
export function clampReviewsLimit(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n)) return REVIEWS_DEFAULT_LIMIT;
  return Math.min(REVIEWS_LIMIT_MAX, Math.max(REVIEWS_LIMIT_MIN, Math.floor(n)));
}

/** The limit the block asks for when Load More is pressed with `shown` reviews on screen. */
export function nextReviewsLimit(shown: number): number {
  return Math.min(REVIEWS_LIMIT_MAX, Math.max(0, shown) + REVIEWS_LOAD_MORE_COUNT);
}

/** Submissions one client address may make in the window (server rate limit). */
export const REVIEW_SUBMIT_LIMIT = 5;
export const REVIEW_SUBMIT_WINDOW_MS = 10 * 60 * 1000;
/** Votes and reports one client address may send in the window. */
export const REVIEW_ACTION_LIMIT = 60;
export const REVIEW_ACTION_WINDOW_MS = 10 * 60 * 1000;

/** The dashboard's moderation list: page size and its bounds. */
export const MODERATION_PAGE_SIZE = 20;
export const MODERATION_PAGE_SIZE_MAX = 100;
