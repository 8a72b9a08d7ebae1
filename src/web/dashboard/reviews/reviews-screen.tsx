import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MODERATION_PAGE_SIZE } from '#core/reviews/constants.ts';
import {
  MODERATION_APPROVE,
  MODERATION_APPROVED,
  MODERATION_DESCRIPTION,
  MODERATION_FILTER_LABEL,
  MODERATION_LOADING,
  MODERATION_PAGES_LABEL,
  MODERATION_REJECT,
  MODERATION_REJECTED,
  moderationActionLabel,
  moderationEmptyMessage,
} from '#core/reviews/messages.ts';
import { MODERATION_FILTERS, MODERATION_FILTER_LABELS, type ModerationAction, type ModerationFilter, type ModerationReview } from '#core/reviews/review.ts';
import { Button } from '#web/ui/button.tsx';
import { ListScreen, queryStatus } from '#web/ui/data-table/list-screen.tsx';
import { ListEmpty } from '#web/ui/data-table/list-states.tsx';
import { pageCount } from '#web/ui/data-table/pager.tsx';
import { notify } from '#web/ui/toast.ts';
import { ReviewCard } from './review-card.tsx';
import { fetchModeration, moderateReview, moderationKey, moderationListKey } from './reviews-requests.ts';

/**
 * A site's reviews for its owners, editors and admins (decision 024): pending, approved, rejected,
 * or every reported one, newest first; Approve publishes a review, Reject hides it. Review text is
 * shown as text, whatever markup a visitor typed. The rows are cards: a review is read, not scanned.
 */
export function ReviewsScreen({ siteId, heading }: { siteId: string; heading: string }): ReactNode {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ModerationFilter>('pending');
  const [page, setPage] = useState(0);
  const filter = { siteId, status, page };
  const query = useQuery({
    queryKey: moderationListKey(filter),
    queryFn: ({ signal }) => fetchModeration(filter, signal),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ id, action }: { id: string; action: ModerationAction }) => moderateReview(id, action),
    onSuccess: (_review, { action }) => notify.success(action === 'approve' ? MODERATION_APPROVED : MODERATION_REJECTED),
    onError: (error) => notify.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKey(siteId) }),
  });

  const result = query.data;
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

  return (
    <ListScreen
      heading={heading}
      headingId="reviews-heading"
      summary={<p className="text-sm text-fg-muted">{MODERATION_DESCRIPTION}</p>}
      toolbar={
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
      }
      status={queryStatus(query)}
      loadingLabel={MODERATION_LOADING}
      isEmpty={result?.reviews.length === 0}
      empty={<ListEmpty title={moderationEmptyMessage(MODERATION_FILTER_LABELS[status])} />}
      pager={{ page, pages: pageCount(result?.total ?? 0, MODERATION_PAGE_SIZE), onPage: setPage, label: MODERATION_PAGES_LABEL }}
    >
      <ul className="flex flex-col gap-3">
        {(result?.reviews ?? []).map((review) => (
          <li key={review._id}>
            <ReviewCard review={review} actionButton={(action) => actionButton(review, action)} />
          </li>
        ))}
      </ul>
    </ListScreen>
  );
}
