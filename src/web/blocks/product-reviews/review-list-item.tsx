import { useId, type ReactElement } from 'react';
import { REVIEW_STAR_SCALE } from '#core/reviews/constants.ts';
import {
  REPORT_LABEL,
  REVIEW_FIELD_LABELS,
  REVIEW_REPORTED_LABEL,
  VERIFIED_PURCHASE_LABEL,
  WOULD_RECOMMEND_LABELS,
  helpfulCountLabel,
  ratingOutOfLabel,
} from '#core/reviews/messages.ts';
import type { ReviewView } from '#core/reviews/review.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { cx } from '#web/ui/class-names.ts';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { RatingStars, type StarColors } from './review-stars.tsx';

/** The date a review was written, the same for every visitor (UTC); '' when unreadable. */
export function reviewDateText(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

const ACTION_CLASSES = cx(
  'inline-flex min-h-9 cursor-pointer items-center rounded-md border border-current/25 px-3 text-sm font-medium',
  'enabled:hover:bg-current/10 disabled:cursor-not-allowed disabled:opacity-70',
  FOCUS_RING,
);

export interface ReviewListItemProps {
  review: ReviewView;
  colors: StarColors;
  language: string;
  /** The visitor voted this review helpful (or the vote is on its way): the button is disabled. */
  voted: boolean;
  reported: boolean;
  busy: boolean;
  onHelpful: () => void;
  onReport: () => void;
}

/** One published review (spec 3 §2, §3): every text field is plain text, escaped by React. */
export function ReviewListItem({ review, colors, language, voted, reported, busy, onHelpful, onReport }: ReviewListItemProps): ReactElement {
  const { styles } = useTheme();
  const titleId = useId();
  const date = reviewDateText(review.review_date, language);
  return (
    <li className="border-b border-current/15 py-5 last:border-b-0" data-review-id={review._id}>
      <article aria-labelledby={titleId} className="flex flex-col gap-2">
        <RatingStars rating={review.rating} colors={colors} label={ratingOutOfLabel(review.rating, REVIEW_STAR_SCALE)} />
        <h3 id={titleId} className={cx('text-base', styles.title)}>
          {review.review_title}
        </h3>
        <p className={cx('whitespace-pre-line', styles.body)}>{review.review_text}</p>
        <p className={cx('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', styles.subDescription)}>
          <span className="font-medium">{review.reviewer_name}</span>
          {date !== '' && <time dateTime={review.review_date}>{date}</time>}
          {review.is_verified_purchase && <span className={cx('text-xs', styles.status)}>{VERIFIED_PURCHASE_LABEL}</span>}
          {review.product_variant && <span data-review-variant="">{review.product_variant}</span>}
        </p>
        <p className={cx('text-sm', styles.info)}>
          {REVIEW_FIELD_LABELS.would_recommend} <span className="font-medium">{WOULD_RECOMMEND_LABELS[review.would_recommend] ?? ''}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={ACTION_CLASSES} disabled={voted || busy} onClick={onHelpful} data-review-helpful="">
            {helpfulCountLabel(review.helpful_votes)}
          </button>
          <button type="button" className={ACTION_CLASSES} disabled={reported || busy} onClick={onReport} data-review-report="">
            {reported ? REVIEW_REPORTED_LABEL : REPORT_LABEL}
          </button>
        </div>
      </article>
    </li>
  );
}
