import { STAR_RATING_DEFAULTS } from '#core/blocks/media-defaults.ts';
import { type StarGap, type StarSize } from '#core/options/star-rating.ts';

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

export const STAR_RATING_DEFAULT_PROPS: StarRatingProps = STAR_RATING_DEFAULTS;

/** The accessible text: 'Rated 4.5 out of 5'. */
export function ratingText(value: number, count: number): string {
  return `Rated ${value} out of ${count}`;
}
