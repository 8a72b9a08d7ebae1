import type { Option } from './option.ts';

export const REVIEW_SORT_OPTIONS = [
  { label: 'Most recent', value: 'recent' },
  { label: 'Most helpful', value: 'helpful' },
  { label: 'Highest rating', value: 'rating_high' },
  { label: 'Lowest rating', value: 'rating_low' },
] as const satisfies readonly Option[];
export type ReviewSort = (typeof REVIEW_SORT_OPTIONS)[number]['value'];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'recent';

/** The sortBy/sortOrder query the reviews list sends for each choice (spec 3 §7). */
export const REVIEW_SORT_QUERY: Readonly<
  Record<ReviewSort, { sortBy: 'review_date' | 'helpful_votes' | 'rating'; sortOrder: 'asc' | 'desc' }>
> = {
  recent: { sortBy: 'review_date', sortOrder: 'desc' },
  helpful: { sortBy: 'helpful_votes', sortOrder: 'desc' },
  rating_high: { sortBy: 'rating', sortOrder: 'desc' },
  rating_low: { sortBy: 'rating', sortOrder: 'asc' },
};
