import type { Option } from './option.ts';

export const REVIEW_SORT_OPTIONS = [
  { label: 'Most recent', value: 'recent' },
  { label: 'Most helpful', value: 'helpful' },
  { label: 'Highest rating', value: 'rating_high' },
  { label: 'Lowest rating', value: 'rating_low' },
] as const satisfies readonly Option[];
export type ReviewSort = (typeof REVIEW_SORT_OPTIONS)[number]['value'];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'recent';

