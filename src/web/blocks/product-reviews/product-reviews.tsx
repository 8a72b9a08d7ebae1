// Spec 3 §2, §4, §8: the Product reviews block. An island: the server renders its frame (title,
// picker, empty stats); in the browser it loads the product's stats and approved reviews, sorts,
// loads more, votes, reports, and opens the Write a Review modal from the star picker.
import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { getSiteIdFromPath } from '#core/paths/site-prefix.ts';
import { DEFAULT_REVIEW_SORT, REVIEW_SORT_OPTIONS, REVIEW_STAR_SCALE, REVIEWS_INITIAL_COUNT, isReviewSort, nextReviewsLimit, type ReviewSort } from '#core/reviews/constants.ts';
import {
  LOAD_MORE_REVIEWS,
  NO_REVIEWS_YET,
  PRODUCT_ID_REQUIRED,
  RATE_THIS_PRODUCT_LABEL,
  REVIEW_DATA_LOAD_FAILED,
  REVIEW_REPORT_CONFIRM,
  REVIEW_REPORT_FAILED,
  REVIEWS_LOAD_ERROR_TITLE,
  SORT_REVIEWS_LABEL,
  WRITE_A_REVIEW,
  ratingOutOfLabel,
  reviewCountLabel,
  starsLabel,
} from '#core/reviews/messages.ts';
import { EMPTY_REVIEW_STATS, distributionPercent, formatAverageRating, type ReviewStats, type ReviewView } from '#core/reviews/review.ts';
import { usePageContext } from '#web/islands/island-context.tsx';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { cx } from '#web/ui/class-names.ts';
import { ConfirmDialogProvider, useConfirm } from '#web/ui/confirm-dialog.tsx';
import { Modal } from '#web/ui/modal.tsx';
import { safeCssColor } from '../icon/safe-css-color.ts';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { PRODUCT_REVIEWS_DEFAULT_PROPS, type ProductReviewsProps } from './product-reviews.types.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewListItem } from './review-list-item.tsx';
import { RatingStars, StarPicker, type StarColors } from './review-stars.tsx';
import { fetchReviews, reviewAction } from './reviews-request.ts';

type LoadState = 'loading' | 'error' | 'loaded';
type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The product whose reviews the block shows: the record the page shows, else the setting; '' for none. */
export function reviewsProductId(props: Pick<ProductReviewsProps, 'productId' | '_productId'>): string {
  const bound = typeof props._productId === 'string' ? props._productId.trim() : '';
  if (bound !== '') return bound;
  return typeof props.productId === 'string' ? props.productId.trim() : '';
}

const STARS_DESCENDING = Array.from({ length: REVIEW_STAR_SCALE }, (_, index) => (REVIEW_STAR_SCALE - index) as 1 | 2 | 3 | 4 | 5);

function StatsSummary({ stats, colors, loading }: { stats: ReviewStats; colors: StarColors; loading: boolean }): ReactElement {
  const { styles } = useTheme();
  const average = formatAverageRating(stats.averageRating);
  return (
    <div className="flex flex-col gap-3" aria-busy={loading || undefined} data-review-stats="">
      <div className="flex items-center gap-3">
        <span className={cx('text-4xl font-bold', styles.title)} data-review-average="">
          {average}
        </span>
        <div className="flex flex-col gap-0.5">
          <RatingStars rating={stats.averageRating} colors={colors} label={ratingOutOfLabel(Number(average), REVIEW_STAR_SCALE)} />
          <span className={cx('text-sm', styles.info)} data-review-total="">
            {reviewCountLabel(stats.totalReviews)}
          </span>
        </div>
      </div>
      <ul className="flex flex-col gap-1.5">
        {STARS_DESCENDING.map((star) => (
          <li key={star} className="grid grid-cols-[4rem_1fr_2.5rem] items-center gap-2 text-sm" data-review-distribution={star}>
            <span>{starsLabel(star)}</span>
            <span className="h-2 overflow-hidden rounded-full bg-current/15" aria-hidden="true">
              <span className="block h-full rounded-full" style={{ width: `${distributionPercent(stats, star)}%`, backgroundColor: colors.activeColor }} />
            </span>
            <span className="text-right tabular-nums">{stats.ratingDistribution[star]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReviewsBlock(props: ProductReviewsProps & { productId: string }): ReactElement {
  const { styles } = useTheme();
  const page = usePageContext();
  const confirm = useConfirm();
  const d = PRODUCT_REVIEWS_DEFAULT_PROPS;
  const { productId } = props;
  const siteSlug = siteSlugOf(props) ?? page.siteSlug;
  const siteId = siteSlug ? getSiteIdFromPath(`/${siteSlug}`) : null;
  const colors: StarColors = {
    activeColor: safeCssColor(props.activeColor) ?? d.activeColor,
    inactiveColor: safeCssColor(props.inactiveColor) ?? d.inactiveColor,
  };
  const title = (props.title ?? d.title).trim();

  const [state, setState] = useState<LoadState>('loading');
  // The server's figures for the page's own product (the header's too) until the block's first load.
  const [stats, setStats] = useState<ReviewStats>(props._stats && props._productId === productId ? props._stats : EMPTY_REVIEW_STATS);
  const [reviews, setReviews] = useState<ReviewView[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const [limit, setLimit] = useState(REVIEWS_INITIAL_COUNT);
  const [listBusy, setListBusy] = useState(false);
  const [voted, setVoted] = useState<ReadonlySet<string>>(new Set());
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice>(null);
  const [modal, setModal] = useState<{ open: boolean; rating: number }>({ open: false, rating: 0 });
  const loadedRef = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const controller = new AbortController();
    setListBusy(true);
    fetchReviews({ productId, limit, sort, siteId }, controller.signal)
      .then((page) => {
        setReviews(page.reviews);
        setStats(page.stats);
        setHasMore(page.hasMore);
        loadedRef.current = true;
        setState('loaded');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec 3 §8: the first load failing is the stats load failing (stats reset to zero);
        // a later list load failing is only logged, and the list stays.
        if (loadedRef.current) {
          console.error('Reviews could not be loaded', error);
          return;
        }
        console.error(REVIEW_DATA_LOAD_FAILED, error);
        setStats(EMPTY_REVIEW_STATS);
        setState('error');
      })
      .finally(() => {
        if (!controller.signal.aborted) setListBusy(false);
      });
    return () => controller.abort();
  }, [productId, siteId, sort, limit]);

  const mark = (set: (update: (current: ReadonlySet<string>) => ReadonlySet<string>) => void, id: string, on: boolean): void =>
    set((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const voteHelpful = async (review: ReviewView): Promise<void> => {
    if (voted.has(review._id) || pending.has(review._id)) return;
    mark(setPending, review._id, true);
    try {
      const result = await reviewAction(review._id, 'helpful');
      mark(setVoted, review._id, true);
      if (result.helpfulVotes !== null) {
        const votes = result.helpfulVotes;
        setReviews((current) => current.map((item) => (item._id === review._id ? { ...item, helpful_votes: votes } : item)));
      }
    } catch (error) {
      // Spec 3 §8: a failed helpful vote is only logged.
      console.error('Helpful vote failed', error);
    } finally {
      mark(setPending, review._id, false);
    }
  };

  const report = async (review: ReviewView): Promise<void> => {
    if (reported.has(review._id) || pending.has(review._id)) return;
    if (!(await confirm({ message: REVIEW_REPORT_CONFIRM, tone: 'danger' }))) return;
    mark(setPending, review._id, true);
    try {
      const result = await reviewAction(review._id, 'report');
      mark(setReported, review._id, true);
      setNotice({ tone: 'success', text: result.message });
    } catch (error) {
      console.error('Report failed', error);
      setNotice({ tone: 'error', text: REVIEW_REPORT_FAILED });
    } finally {
      mark(setPending, review._id, false);
    }
  };

  const closeModal = useCallback(() => setModal({ open: false, rating: 0 }), []);

  return (
    <section className="@container flex flex-col gap-6" aria-labelledby={title ? titleId : undefined} data-product-reviews="">
      {title ? (
        <h2 id={titleId} className={cx('text-2xl', styles.heading)}>
          {title}
        </h2>
      ) : null}
      {state === 'error' && props.showErrors ? (
        <div role="alert" className={cx('flex flex-col gap-1 p-4', styles.block)} data-review-load-error="">
          <p className="font-semibold">{REVIEWS_LOAD_ERROR_TITLE}</p>
          <p className={styles.description}>{REVIEW_DATA_LOAD_FAILED}</p>
        </div>
      ) : null}
      <div className="grid gap-8 @3xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <StatsSummary stats={stats} colors={colors} loading={state === 'loading'} />
          <div className="flex flex-col gap-2">
            <h3 className={cx('text-base', styles.title)}>{WRITE_A_REVIEW}</h3>
            <StarPicker label={RATE_THIS_PRODUCT_LABEL} colors={colors} onPick={(rating) => setModal({ open: true, rating })} />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <label className={cx('flex items-center gap-2 self-end text-sm', styles.label)}>
            {SORT_REVIEWS_LABEL}
            <select
              value={sort}
              onChange={(event) => {
                if (!isReviewSort(event.target.value)) return;
                setSort(event.target.value);
                setLimit(REVIEWS_INITIAL_COUNT);
              }}
              className={cx('rounded-md border border-current/30 bg-transparent px-2 py-1.5 text-sm', styles.input, FOCUS_RING)}
              data-review-sort=""
            >
              {REVIEW_SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          {/* Visitor pages have no toaster: the report's outcome is announced from live regions kept in the page. */}
          <p role="status" className={notice?.tone === 'success' ? 'rounded-md border border-success p-3 text-sm font-medium' : 'sr-only'} data-review-notice={notice?.tone === 'success' ? '' : undefined}>
            {notice?.tone === 'success' ? notice.text : ''}
          </p>
          <p role="alert" className={notice?.tone === 'error' ? 'rounded-md border border-danger p-3 text-sm font-medium text-danger' : 'sr-only'} data-review-notice={notice?.tone === 'error' ? '' : undefined}>
            {notice?.tone === 'error' ? notice.text : ''}
          </p>
          {state === 'loaded' && reviews.length === 0 ? <p className={styles.info}>{NO_REVIEWS_YET}</p> : null}
          <ul aria-busy={listBusy || undefined} data-review-list="">
            {reviews.map((review) => (
              <ReviewListItem
                key={review._id}
                review={review}
                colors={colors}
                language={page.language}
                voted={voted.has(review._id)}
                reported={reported.has(review._id)}
                busy={pending.has(review._id)}
                onHelpful={() => void voteHelpful(review)}
                onReport={() => void report(review)}
              />
            ))}
          </ul>
          {hasMore ? (
            <button
              type="button"
              onClick={() => setLimit(nextReviewsLimit(reviews.length))}
              disabled={listBusy}
              className={cx('self-center px-5 py-2', styles.callToAction, FOCUS_RING)}
              data-review-load-more=""
            >
              {LOAD_MORE_REVIEWS}
            </button>
          ) : null}
        </div>
      </div>
      <Modal open={modal.open} onClose={closeModal} title={WRITE_A_REVIEW} size="md">
        <ReviewForm
          productId={productId}
          initialRating={modal.rating}
          requireOrderVerification={props.requireOrderVerification === true}
          challenge={props._challenge ?? null}
          colors={colors}
          onDone={closeModal}
        />
      </Modal>
    </section>
  );
}

/** Spec 3 §2: without a product id (none bound, none set) the block says so and loads nothing. */
export function ProductReviews(props: ProductReviewsProps): ReactElement {
  const { styles } = useTheme();
  const productId = reviewsProductId(props);
  if (productId === '') {
    return (
      <section data-product-reviews="">
        <p role="note" className={cx('rounded-md border border-dashed border-current/30 p-4 text-sm', styles.info)}>
          {PRODUCT_ID_REQUIRED}
        </p>
      </section>
    );
  }
  return (
    <ConfirmDialogProvider>
      <ReviewsBlock {...props} productId={productId} />
    </ConfirmDialogProvider>
  );
}
