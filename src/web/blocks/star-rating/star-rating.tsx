import type { ReactElement } from 'react';
import { DEFAULT_STAR_COUNT, RATING_ACTIVE_COLOR, RATING_INACTIVE_COLOR, STAR_GAPS, STAR_SIZES } from '#core/options/star-rating.ts';
import { safeCssColor } from '../icon/safe-css-color.ts';
import { STAR_RATING_DEFAULT_PROPS, ratingText, type StarRatingProps } from './star-rating.types.ts';

/** Rounded to the nearest half star and kept on the scale. */
export function normalizeRating(value: unknown, count: number): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return 0;
  return Math.min(count, Math.max(0, Math.round(number * 2) / 2));
}

/** A whole number of stars, 1 to 10. */
function normalizeCount(count: unknown): number {
  const number = typeof count === 'number' ? Math.round(count) : Number.NaN;
  return Number.isFinite(number) && number >= 1 ? Math.min(10, number) : DEFAULT_STAR_COUNT;
}

const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

function Star({ size, fill, activeColor, inactiveColor }: { size: number; fill: number; activeColor: string; inactiveColor: string }): ReactElement {
  // The inactive star is drawn whole and the active one on top, clipped to the filled share.
  return (
    <span className="relative inline-block shrink-0" style={{ width: size, height: size }}>
      <svg viewBox="0 0 24 24" width={size} height={size} className="absolute inset-0" style={{ color: inactiveColor }}>
        <path d={STAR_PATH} fill="currentColor" />
      </svg>
      {fill > 0 && (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <svg viewBox="0 0 24 24" width={size} height={size} className="block max-w-none" style={{ color: activeColor }}>
            <path d={STAR_PATH} fill="currentColor" />
          </svg>
        </span>
      )}
    </span>
  );
}

/** Display-only rating: stars for the eye, 'Rated X out of N' for screen readers. */
export function StarRating({ value, count, size, gap, activeColor, inactiveColor }: StarRatingProps): ReactElement {
  const stars = normalizeCount(count);
  const rating = normalizeRating(value, stars);
  const pixels = STAR_SIZES[size] ?? STAR_SIZES[STAR_RATING_DEFAULT_PROPS.size];
  const spacing = (STAR_GAPS as readonly number[]).includes(gap) ? gap : STAR_RATING_DEFAULT_PROPS.gap;
  const active = safeCssColor(activeColor) ?? RATING_ACTIVE_COLOR;
  const inactive = safeCssColor(inactiveColor) ?? RATING_INACTIVE_COLOR;
  return (
    <span className="inline-flex items-center" data-star-rating="">
      <span className="sr-only">{ratingText(rating, stars)}</span>
      <span className="inline-flex items-center" style={{ gap: spacing }} aria-hidden="true">
        {Array.from({ length: stars }, (_, index) => (
          <Star key={index} size={pixels} fill={Math.min(1, Math.max(0, rating - index))} activeColor={active} inactiveColor={inactive} />
        ))}
      </span>
    </span>
  );
}
