import { describe, expect, it } from 'vitest';
import {
  REVIEW_SORT_OPTIONS,
  clampReviewsLimit,
  isReviewSort,
  isReviewSortBy,
  isReviewSortOrder,
  nextReviewsLimit,
  ratingFeedbackLabel,
  reviewSortQuery,
} from './constants.ts';
import { siteDashboard, siteReviews } from '../paths/routes.ts';
import { reviewModerationApi, reviewsModerationListApi } from './api.ts';
import {
  byReviewer,
  helpfulCountLabel,
  moderationActionLabel,
  moderationEmptyMessage,
  moderationHeading,
  ratingOutOfLabel,
  reportCountLabel,
  reviewCountLabel,
  starsLabel,
} from './messages.ts';
import {
  EMPTY_REVIEW_STATS,
  computeReviewStats,
  distributionPercent,
  formatAverageRating,
  isModerationAction,
  isModerationFilter,
  isReviewAction,
  productRatingFields,
  statsFromCounts,
  statusAfter,
} from './review.ts';

describe('sort options', () => {
  it('map each option to the query the API takes', () => {
    expect(REVIEW_SORT_OPTIONS.map((o) => o.value)).toEqual(['recent', 'helpful', 'rating_high', 'rating_low']);
    expect(reviewSortQuery('recent')).toEqual({ sortBy: 'review_date', sortOrder: 'desc' });
    expect(reviewSortQuery('helpful')).toEqual({ sortBy: 'helpful_votes', sortOrder: 'desc' });
    expect(reviewSortQuery('rating_high')).toEqual({ sortBy: 'rating', sortOrder: 'desc' });
    expect(reviewSortQuery('rating_low')).toEqual({ sortBy: 'rating', sortOrder: 'asc' });
  });
  it('fall back to recent for an unknown option', () => {
    expect(reviewSortQuery('newest')).toEqual({ sortBy: 'review_date', sortOrder: 'desc' });
  });
  it('recognise their values', () => {
    expect(isReviewSort('helpful')).toBe(true);
    expect(isReviewSort('x')).toBe(false);
    expect(isReviewSortBy('helpful_votes')).toBe(true);
    expect(isReviewSortBy('created_at')).toBe(false);
    expect(isReviewSortOrder('asc')).toBe(true);
    expect(isReviewSortOrder('up')).toBe(false);
  });
});

describe('limits', () => {
  it('clamp the page size to 1..50 with 2 by default', () => {
    expect(clampReviewsLimit(undefined)).toBe(2);
    expect(clampReviewsLimit('')).toBe(2);
    expect(clampReviewsLimit('abc')).toBe(2);
    expect(clampReviewsLimit('0')).toBe(1);
    expect(clampReviewsLimit(-3)).toBe(1);
    expect(clampReviewsLimit('7')).toBe(7);
    expect(clampReviewsLimit(7.9)).toBe(7);
    expect(clampReviewsLimit('500')).toBe(50);
  });
  it('load more asks for what is shown plus 2, at most 50', () => {
    expect(nextReviewsLimit(2)).toBe(4);
    expect(nextReviewsLimit(-1)).toBe(2);
    expect(nextReviewsLimit(49)).toBe(50);
  });
});

describe('feedback labels', () => {
  it('name each star count', () => {
    expect([1, 2, 3, 4, 5].map(ratingFeedbackLabel)).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
    expect(ratingFeedbackLabel(0)).toBe('');
    expect(ratingFeedbackLabel(2.5)).toBe('');
  });
});

describe('stats', () => {
  it('average with 1 decimal and count per star', () => {
    expect(computeReviewStats([5, 4, 4, '3'])).toEqual({
      averageRating: 4,
      totalReviews: 4,
      ratingDistribution: { 1: 0, 2: 0, 3: 1, 4: 2, 5: 1 },
    });
    expect(computeReviewStats([5, 4, 4]).averageRating).toBe(4.3);
    expect(computeReviewStats([5, 4]).averageRating).toBe(4.5);
  });
  it('are zero without reviews', () => {
    expect(computeReviewStats([])).toEqual(EMPTY_REVIEW_STATS);
  });
  it('ignore ratings outside 1..5 and counts that are not positive whole numbers', () => {
    expect(
      statsFromCounts([
        { rating: 6, count: 3 },
        { rating: 2.5, count: 1 },
        { rating: 2, count: 0 },
        { rating: 1, count: 1.5 },
        { rating: 3, count: 2 },
      ]),
    ).toEqual({ averageRating: 3, totalReviews: 2, ratingDistribution: { 1: 0, 2: 0, 3: 2, 4: 0, 5: 0 } });
  });
  it('format the average with one decimal and give bar shares', () => {
    expect(formatAverageRating(4)).toBe('4.0');
    expect(formatAverageRating(4.26)).toBe('4.3');
    expect(formatAverageRating(Number.NaN)).toBe('0.0');
    const stats = computeReviewStats([5, 5, 4]);
    expect(distributionPercent(stats, 5)).toBe(67);
    expect(distributionPercent(EMPTY_REVIEW_STATS, 5)).toBe(0);
  });
  it('write a product rating only when it has reviews', () => {
    expect(productRatingFields(EMPTY_REVIEW_STATS)).toEqual({ rating: null, review_count: 0 });
    expect(productRatingFields(computeReviewStats([5, 4, 4]))).toEqual({ rating: 4.3, review_count: 3 });
  });
});

describe('statuses and actions', () => {
  it('recognise filters and actions', () => {
    expect(isModerationFilter('reported')).toBe(true);
    expect(isModerationFilter('deleted')).toBe(false);
    expect(isModerationAction('approve')).toBe(true);
    expect(isModerationAction('delete')).toBe(false);
    expect(isReviewAction('report')).toBe(true);
    expect(isReviewAction('like')).toBe(false);
  });
  it('approve publishes and reject hides', () => {
    expect(statusAfter('approve')).toBe('approved');
    expect(statusAfter('reject')).toBe('rejected');
  });
});

describe('labels', () => {
  it('count in words', () => {
    expect(reviewCountLabel(1)).toBe('Based on 1 review');
    expect(reviewCountLabel(3)).toBe('Based on 3 reviews');
    expect(starsLabel(1)).toBe('1 star');
    expect(starsLabel(4)).toBe('4 stars');
    expect(ratingOutOfLabel(4, 5)).toBe('Rated 4 out of 5');
    expect(helpfulCountLabel(2)).toBe('Helpful (2)');
    expect(reportCountLabel(1)).toBe('Reported once');
    expect(reportCountLabel(3)).toBe('Reported 3 times');
    expect(moderationEmptyMessage('Pending')).toBe('No pending reviews.');
  });
});

describe('api paths', () => {
  it('build the moderation calls', () => {
    expect(reviewsModerationListApi({ siteId: 'acme', status: 'reported', page: 1, limit: 20 })).toBe('/api/reviews/moderation?siteId=acme&status=reported&page=1&limit=20');
    expect(reviewModerationApi('a/b')).toBe('/api/reviews/moderation/a%2Fb');
    expect(siteReviews('acme')).toBe(`${siteDashboard('acme')}/reviews`);
  });
  it('word the moderation screen', () => {
    expect(moderationHeading('Acme')).toBe('Acme: reviews');
    expect(moderationActionLabel('Approve', 'Nice')).toBe('Approve: Nice');
    expect(byReviewer('Ada')).toBe('by Ada');
  });
});
