import {
  DEFAULT_STAR_COUNT,
  DEFAULT_STAR_SIZE,
  RATING_ACTIVE_COLOR,
  RATING_INACTIVE_COLOR,
  type StarGap,
  type StarSize,
} from '#core/options/star-rating.ts';

export interface StarRatingProps {
  /** 0 to `count`, in half stars (3.5). */
  value: number;
  /** How many stars the scale has (spec 2 §2: 5 by default). */
  count: number;
  size: StarSize;
  /** Space between stars in px. */
  gap: StarGap;
  activeColor: string;
  inactiveColor: string;
}

export const STAR_RATING_DEFAULT_PROPS: StarRatingProps = {
  value: 4.5,
  count: DEFAULT_STAR_COUNT,
  size: DEFAULT_STAR_SIZE,
  gap: 4,
  activeColor: RATING_ACTIVE_COLOR,
  inactiveColor: RATING_INACTIVE_COLOR,
};

/** The accessible text: 'Rated 4.5 out of 5'. */
export function ratingText(value: number, count: number): string {
  return `Rated ${value} out of ${count}`;
}
