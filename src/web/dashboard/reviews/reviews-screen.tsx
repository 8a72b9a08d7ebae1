import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MODERATION_PAGE_SIZE, REVIEW_STAR_SCALE } from '#core/reviews/constants.ts';
import {
  MODERATION_APPROVE,
  MODERATION_APPROVED,
  MODERATION_DESCRIPTION,
  MODERATION_EMAIL_LABEL,
  MODERATION_FILTER_LABEL,
  MODERATION_LOADING,
  MODERATION_PAGES_LABEL,
  MODERATION_PRODUCT_LABEL,
  MODERATION_RECOMMEND_LABEL,
  MODERATION_REJECT,
  MODERATION_REJECTED,
  MODERATION_SUBMITTED_LABEL,
  MODERATION_UNKNOWN_PRODUCT,
  VERIFIED_PURCHASE_LABEL,
  WOULD_RECOMMEND_LABELS,
  byReviewer,
  moderationActionLabel,
  moderationEmptyMessage,
  ratingOutOfLabel,
  reportCountLabel,
} from '#core/reviews/messages.ts';
import { MODERATION_FILTERS, MODERATION_FILTER_LABELS, type ModerationAction, type ModerationFilter, type ModerationReview, type ReviewStatus } from '#core/reviews/review.ts';
import { ContentError } from '#web/dashboard/content/content-error.tsx';
import { Button } from '#web/ui/button.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { notify } from '#web/ui/toast.ts';
import { fetchModeration, moderateReview, moderationKey, moderationListKey, type Fetcher } from './reviews-requests.ts';
import { Pager } from '#web/ui/pager.tsx';

const browserFetch: Fetcher = (input, init) => fetch(input, init);

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

/**
 * A site's reviews for its owners, editors and admins (decision 024): pending, approved, rejected,
 * or every reported one, newest first; Approve publishes a review, Reject hides it. Review text is
 * shown as text, whatever markup a visitor typed.
 */
export function ReviewsScreen({ siteId, heading, fetcher = browserFetch }: { siteId: string; heading: string; fetcher?: Fetcher }): ReactNode {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ModerationFilter>('pending');
  const [page, setPage] = useState(0);
  const filter = { siteId, status, page };
  const query = useQuery({
    queryKey: moderationListKey(filter),
    queryFn: ({ signal }) => fetchModeration(fetcher, filter, signal),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ id, action }: { id: string; action: ModerationAction }) => moderateReview(fetcher, id, action),
    onSuccess: (_review, { action }) => notify.success(action === 'approve' ? MODERATION_APPROVED : MODERATION_REJECTED),
    onError: (error) => notify.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKey(siteId) }),
  });

  const result = query.data;
  const pages = Math.max(1, Math.ceil((result?.total ?? 0) / MODERATION_PAGE_SIZE));
  const busy = (id: string, action: ModerationAction) => decide.isPending && decide.variables?.id === id && decide.variables.action === action;

  const actionButton = (review: ModerationReview, action: ModerationAction) => {
    const label = action === 'approve' ? MODERATION_APPROVE : MODERATION_REJECT;
    return (
      <Button
        size="sm"
        variant={action === 'approve' ? 'primary' : 'secondary'}
        loading={busy(review._id, action)}
        disabled={decide.isPending && decide.variables?.id === review._id}
        onClick={() => decide.mutate({ id: review._id, action })}
        aria-label={moderationActionLabel(label, review.review_title)}
      >
        {label}
      </Button>
    );
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className="flex items-center gap-2 p-8 text-fg-muted">
        <Spinner /> {MODERATION_LOADING}
      </div>
    );
  } else if (query.isError) {
    body = <ContentError message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (result!.reviews.length === 0) {
    body = (
      <div className="rounded-xl border border-border bg-surface p-8 text-center">
        <p className="font-medium">{moderationEmptyMessage(MODERATION_FILTER_LABELS[status])}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-3" aria-busy={query.isFetching || undefined}>
          {result!.reviews.map((review) => (
            <li key={review._id}>
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
                  {review.status !== 'approved' ? actionButton(review, 'approve') : null}
                  {review.status !== 'rejected' ? actionButton(review, 'reject') : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} onPage={setPage} label={MODERATION_PAGES_LABEL} />
      </>
    );
  }

  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <h1 id="reviews-heading" className="text-2xl font-bold">
        {heading}
      </h1>
      <p className="text-sm text-fg-muted">{MODERATION_DESCRIPTION}</p>
      <div role="group" aria-label={MODERATION_FILTER_LABEL} className="flex flex-wrap gap-2">
        {MODERATION_FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === status ? 'primary' : 'secondary'}
            aria-pressed={value === status}
            onClick={() => {
              setStatus(value);
              setPage(0);
            }}
          >
            {MODERATION_FILTER_LABELS[value]}
          </Button>
        ))}
      </div>
      {body}
    </section>
  );
}
