import type { Option } from './option.ts';

/** Star sizes in px (spec 2 §2). */
export const STAR_SIZES = { small: 20, medium: 24, large: 32, xlarge: 40 } as const;
export type StarSize = keyof typeof STAR_SIZES;
export const STAR_SIZE_OPTIONS: readonly Option<StarSize>[] = [
  { label: 'Small (20px)', value: 'small' },
  { label: 'Medium (24px)', value: 'medium' },
  { label: 'Large (32px)', value: 'large' },
  { label: 'Extra large (40px)', value: 'xlarge' },
];
export const DEFAULT_STAR_SIZE: StarSize = 'medium';

/** Gaps between stars in px. */
export const STAR_GAPS = [0, 2, 4, 8] as const;
export type StarGap = (typeof STAR_GAPS)[number];
export const STAR_GAP_OPTIONS: readonly Option<StarGap>[] = STAR_GAPS.map((gap) => ({ label: `${gap}px`, value: gap }));

export const DEFAULT_STAR_COUNT = 5;

/** Spec 3 §9: rating input colours. */
export const RATING_ACTIVE_COLOR = '#ffb400';
export const RATING_INACTIVE_COLOR = '#cccccc';
/** Spec 3 §9: review list star colours. */
export const REVIEW_STAR_ACTIVE_COLOR = '#ffc107';
export const REVIEW_STAR_INACTIVE_COLOR = '#e4e5e9';
