// The review block's stars: a picker of buttons (each opens the review form with its rating) and
// the form's rating field (native radios, so arrow keys and forms work as everywhere).
import { useState, type ReactElement } from 'react';
import { REVIEW_STAR_SCALE, ratingFeedbackLabel } from '#core/reviews/constants.ts';
import { starsLabel } from '#core/reviews/messages.ts';
import { cx } from '#web/ui/class-names.ts';
import { FieldHelp } from '#web/ui/inputs/field-help.tsx';
import { RequiredMark } from '#web/ui/inputs/required-mark.tsx';
import { FOCUS_RING } from '../shared/focus-ring.ts';

const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';
const RATINGS = Array.from({ length: REVIEW_STAR_SCALE }, (_, index) => index + 1);

export interface StarColors {
  activeColor: string;
  inactiveColor: string;
}

function StarGlyph({ filled, size, activeColor, inactiveColor }: StarColors & { filled: boolean; size: number }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" style={{ color: filled ? activeColor : inactiveColor }}>
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

/** The product's star picker (spec 3 §4): hover or focus names the rating; a click opens the form with it. */
export function StarPicker({ label, onPick, colors }: { label: string; onPick: (rating: number) => void; colors: StarColors }): ReactElement {
  const [shown, setShown] = useState(0);
  const feedback = ratingFeedbackLabel(shown);
  return (
    <div className="flex flex-wrap items-center gap-3" data-review-star-picker="">
      <div role="group" aria-label={label} className="inline-flex items-center gap-1" onMouseLeave={() => setShown(0)}>
        {RATINGS.map((rating) => (
          <button
            key={rating}
            type="button"
            aria-haspopup="dialog"
            aria-label={`${starsLabel(rating)}: ${ratingFeedbackLabel(rating)}`}
            onClick={() => onPick(rating)}
            onMouseEnter={() => setShown(rating)}
            onFocus={() => setShown(rating)}
            onBlur={() => setShown(0)}
            className={cx('cursor-pointer rounded-sm p-0.5', FOCUS_RING)}
          >
            <StarGlyph filled={rating <= shown} size={28} {...colors} />
          </button>
        ))}
      </div>
      {/* The words for sighted users; screen readers hear them in each button's name. */}
      <span className="min-w-20 text-sm font-medium" aria-hidden="true" data-review-feedback="">
        {feedback}
      </span>
    </div>
  );
}

/** Read-only stars of a rating (whole stars), with its text for screen readers. */
export function RatingStars({ rating, size = 18, colors, label }: { rating: number; size?: number; colors: StarColors; label: string }): ReactElement {
  return (
    <span className="inline-flex items-center" data-review-rating={rating}>
      <span className="sr-only">{label}</span>
      <span className="inline-flex items-center gap-0.5" aria-hidden="true">
        {RATINGS.map((star) => (
          <StarGlyph key={star} filled={star <= Math.round(rating)} size={size} {...colors} />
        ))}
      </span>
    </span>
  );
}

/** The form's rating: five radios drawn as stars; the chosen rating's word beside them. */
export function RatingField({
  name,
  legend,
  value,
  onChange,
  colors,
  error,
  errorId,
}: {
  name: string;
  legend: string;
  value: number;
  onChange: (rating: number) => void;
  colors: StarColors;
  error?: string;
  errorId: string;
}): ReactElement {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined} data-field={name}>
      <legend className="block text-sm font-medium text-fg">
        {legend}
        <RequiredMark />
      </legend>
      <div className="flex items-center gap-3">
        <div className="inline-flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
          {RATINGS.map((rating) => (
            <label key={rating} className="cursor-pointer rounded-sm p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring" onMouseEnter={() => setHovered(rating)}>
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-invalid stays on each radio until the one field shell (issue 22 item 4) puts it on the group; dom tests read it there */}
              <input type="radio" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} className="sr-only" aria-invalid={error ? true : undefined} />
              <span className="sr-only">{`${starsLabel(rating)}: ${ratingFeedbackLabel(rating)}`}</span>
              <StarGlyph filled={rating <= shown} size={28} {...colors} />
            </label>
          ))}
        </div>
        <span className="text-sm font-medium" aria-hidden="true">
          {ratingFeedbackLabel(shown)}
        </span>
      </div>
      <FieldHelp hintId={`${errorId}-hint`} errorId={errorId} error={error} />
    </fieldset>
  );
}
