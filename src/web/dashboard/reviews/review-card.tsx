import type { ReactNode } from 'react';
import { REVIEW_STAR_SCALE } from '#core/reviews/constants.ts';
import {
  MODERATION_EMAIL_LABEL,
  MODERATION_PRODUCT_LABEL,
  MODERATION_RECOMMEND_LABEL,
  MODERATION_SUBMITTED_LABEL,
  MODERATION_UNKNOWN_PRODUCT,
  VERIFIED_PURCHASE_LABEL,
  WOULD_RECOMMEND_LABELS,
  byReviewer,
  ratingOutOfLabel,
  reportCountLabel,
} from '#core/reviews/messages.ts';
import { MODERATION_FILTER_LABELS, type ModerationAction, type ModerationReview, type ReviewStatus } from '#core/reviews/review.ts';

const STATUS_CLASSES: Record<ReviewStatus, string> = {
  pending: 'bg-primary/10 text-primary',
  // Solid: tints at this text size fall short of 4.5:1 (as the orders badges).
  approved: 'bg-success text-white',
  rejected: 'bg-surface-muted text-fg',
};

const formatDate = (iso: string) => new Date(iso).toLocaleString();

/** The rating as stars for the eye and as words for assistive technology. */
function Stars({ rating }: { rating: number }): ReactNode {
  return (
    <span role="img" aria-label={ratingOutOfLabel(rating, REVIEW_STAR_SCALE)} className="tracking-tight text-fg">
      {'★'.repeat(rating)}
      <span className="text-fg-muted">{'☆'.repeat(Math.max(0, REVIEW_STAR_SCALE - rating))}</span>
    </span>
  );
}

/** One review to moderate: its rating, badges, text as text, reviewer, product and date, and the decisions it can still take. */
export function ReviewCard({ review, actionButton }: { review: ModerationReview; actionButton(action: ModerationAction): ReactNode }): ReactNode {
  return (
    <article aria-labelledby={`review-${review._id}`} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Stars rating={review.rating} />
          <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASSES[review.status]}`}>{MODERATION_FILTER_LABELS[review.status]}</span>
          {review.is_verified_purchase ? <span className="inline-block rounded-full bg-success px-2 py-0.5 text-xs font-medium text-white">{VERIFIED_PURCHASE_LABEL}</span> : null}
          {review.report_count > 0 ? <span className="inline-block rounded-full bg-danger px-2 py-0.5 text-xs font-medium text-white">{reportCountLabel(review.report_count)}</span> : null}
        </div>
        <h2 id={`review-${review._id}`} className="font-semibold break-words">
          {review.review_title}
        </h2>
        <p className="text-sm break-words whitespace-pre-wrap">{review.review_text}</p>
        <p className="text-sm text-fg-muted">{byReviewer(review.reviewer_name)}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-fg-muted">
          <dt>{MODERATION_PRODUCT_LABEL}</dt>
          <dd className="break-words">{review.product_name ?? MODERATION_UNKNOWN_PRODUCT}{review.product_variant ? ` (${review.product_variant})` : ''}</dd>
          <dt>{MODERATION_RECOMMEND_LABEL}</dt>
          <dd>{WOULD_RECOMMEND_LABELS[review.would_recommend]}</dd>
          {review.customer_email ? (
            <>
              <dt>{MODERATION_EMAIL_LABEL}</dt>
              <dd className="break-all">{review.customer_email}</dd>
            </>
          ) : null}
          <dt>{MODERATION_SUBMITTED_LABEL}</dt>
          <dd>
            <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
          </dd>
        </dl>
      </div>
      <div className="flex shrink-0 items-start gap-2">
        {review.status !== 'approved' ? actionButton('approve') : null}
        {review.status !== 'rejected' ? actionButton('reject') : null}
      </div>
    </article>
  );
}
