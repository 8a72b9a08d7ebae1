import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOT_MESSAGES } from '#core/forms/messages.ts';
import { REVIEW_SUBMIT_LIMIT } from '#core/reviews/constants.ts';
import { minCharactersMessage, REVIEW_PENDING_APPROVAL, REVIEW_PRODUCT_NOT_FOUND, REVIEW_RATE_LIMITED } from '#core/reviews/messages.ts';
import type { ModerationReview, ReviewStats, ReviewView } from '#core/reviews/review.ts';
import { collectionCacheTag } from '#server/shared/page-cache/collection-cache.ts';
import { review } from '#server/db/schema.ts';
import { approvedReview, call, form, freshIp, ids, invalidatedTags, moderate, productData, reviewIdTitled, roles, setUpReviewsApi, submit, t } from './reviews-api-kit.ts';

// Submitting, moderating and listing reviews, and the checks on a submission.
setUpReviewsApi();

describe('submit, moderate, list', () => {
  it('stores a review as pending, lists it only once approved, and writes the rating back to the product', async () => {
    const submitted = await submit({ review_title: 'Lovely scarf indeed', rating: '4', site_id: roles.otherSiteId });
    expect(submitted).toEqual({ status: 201, body: { success: true, message: REVIEW_PENDING_APPROVAL } });
    const id = await reviewIdTitled('Lovely scarf indeed');
    const [stored] = await t.deps.database.db.select().from(review).where(eq(review.id, id));
    expect(stored).toMatchObject({ status: 'pending', siteId: roles.siteId, rating: 4, isVerifiedPurchase: false, orderId: null });
    expect(stored!.createdAt.getFullYear()).toBeGreaterThan(2000);

    const before = await call('GET', `/api/reviews/${ids.scarf}?limit=10`);
    expect(before).toEqual({ status: 200, body: { success: true, reviews: [], stats: { averageRating: 0, totalReviews: 0, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }, hasMore: false } });

    const pending = await call('GET', '/api/reviews/moderation?siteId=shop&status=pending', { cookie: roles.cookies.editor });
    expect(pending.status).toBe(200);
    expect(pending.body.total).toBe(1);
    expect((pending.body.reviews as ModerationReview[])[0]).toMatchObject({ _id: id, status: 'pending', product_name: 'Wool scarf', report_count: 0 });

    invalidatedTags.length = 0;
    const approved = await moderate(id, 'approve');
    expect(approved.status).toBe(200);
    expect((approved.body.review as ModerationReview).status).toBe('approved');
    expect(invalidatedTags).toEqual([collectionCacheTag(roles.siteId, 'products')]);
    expect(await productData(ids.scarf)).toMatchObject({ name: 'Wool scarf', price: 30, rating: 4, review_count: 1 });

    await submit({ review_title: 'Best scarf ever made', rating: 5 });
    await moderate(await reviewIdTitled('Best scarf ever made'), 'approve');
    const after = await call('GET', `/api/reviews/${ids.scarf}?limit=1&siteId=shop`);
    expect(after.status).toBe(200);
    expect(after.body.hasMore).toBe(true);
    expect(after.body.stats).toEqual({ averageRating: 4.5, totalReviews: 2, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } });
    const [newest] = after.body.reviews as ReviewView[];
    expect(newest).toMatchObject({ review_title: 'Best scarf ever made', rating: 5, reviewer_name: 'Ada', would_recommend: 'yes', helpful_votes: 0, is_verified_purchase: false, product_id: ids.scarf });
    expect(await productData(ids.scarf)).toMatchObject({ rating: 4.5, review_count: 2 });

    const rejected = await moderate(await reviewIdTitled('Best scarf ever made'), 'reject');
    expect((rejected.body.review as ModerationReview).status).toBe('rejected');
    expect(await productData(ids.scarf)).toMatchObject({ rating: 4, review_count: 1 });
    const listed = await call('GET', `/api/reviews/${ids.scarf}?limit=10`);
    expect((listed.body.reviews as ReviewView[]).map((r) => r.review_title)).toEqual(['Lovely scarf indeed']);
  });

  it('keeps markup as plain text, stored and returned as typed', async () => {
    const markup = '<img src=x onerror="alert(1)"> <script>alert(2)</script> & more';
    expect((await submit({ product_id: ids.mug, review_title: '<b>Bold</b> title', review_text: markup })).status).toBe(201);
    const id = await reviewIdTitled('<b>Bold</b> title');
    await moderate(id, 'approve');
    const listed = await call('GET', `/api/reviews/${ids.mug}`);
    expect((listed.body.reviews as ReviewView[])[0]).toMatchObject({ review_title: '<b>Bold</b> title', review_text: markup });
  });

  it('sorts by date, helpfulness or rating, ties by date then id', async () => {
    const low = await approvedReview(ids.hat, 'Low rated hat', { rating: 2, helpfulVotes: 5, createdAt: new Date('2026-01-01') });
    const high = await approvedReview(ids.hat, 'High rated hat', { rating: 5, helpfulVotes: 1, createdAt: new Date('2026-02-01') });
    const mid = await approvedReview(ids.hat, 'Mid rated hat', { rating: 5, helpfulVotes: 1, createdAt: new Date('2026-03-01') });
    const order = async (query: string, limit = 'limit=10') => ((await call('GET', `/api/reviews/${ids.hat}?${limit}&${query}`)).body.reviews as ReviewView[]).map((r) => r._id);
    expect(await order('sortBy=review_date&sortOrder=desc')).toEqual([mid, high, low]);
    expect(await order('sortBy=review_date&sortOrder=asc')).toEqual([low, high, mid]);
    expect(await order('sortBy=helpful_votes&sortOrder=desc')).toEqual([low, mid, high]);
    expect(await order('sortBy=rating&sortOrder=desc')).toEqual([mid, high, low]);
    expect(await order('sortBy=rating&sortOrder=asc')).toEqual([low, mid, high]);
    expect(await order('', 'limit=0')).toHaveLength(1);
    expect(await order('', 'limit=abc')).toHaveLength(2);
    const stats = (await call('GET', `/api/reviews/${ids.hat}`)).body.stats as ReviewStats;
    expect(stats).toEqual({ averageRating: 4, totalReviews: 3, ratingDistribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 2 } });
  });

  it('answers 400 for an unknown sort and empty results for unknown or private products', async () => {
    expect(await call('GET', `/api/reviews/${ids.hat}?sortBy=name`)).toMatchObject({ status: 400, body: { success: false } });
    expect(await call('GET', `/api/reviews/${ids.hat}?sortOrder=up`)).toMatchObject({ status: 400 });
    const empty = { success: true, reviews: [], stats: { averageRating: 0, totalReviews: 0, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }, hasMore: false };
    expect(await call('GET', `/api/reviews/${crypto.randomUUID()}`)).toEqual({ status: 200, body: empty });
    await approvedReview(ids.secret, 'Review of a private record');
    expect(await call('GET', `/api/reviews/${ids.secret}`)).toEqual({ status: 200, body: empty });
    expect((await call('GET', '/api/reviews/not-a-uuid')).status).toBe(404);
  });
});

describe('submit checks', () => {
  it('answers every field error of the form', async () => {
    const result = await submit({ rating: 7, reviewer_name: 'A', review_title: '', review_text: 'too short', would_recommend: 'sure' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      success: false,
      validationErrors: {
        rating: ['Please select a rating'],
        reviewer_name: [minCharactersMessage(2)],
        review_title: ['This field is required'],
        review_text: ['Minimum 20 characters required'],
        would_recommend: ['Please choose yes, maybe or no'],
      },
    });
    expect(typeof result.body.message).toBe('string');
  });

  it('refuses unknown, inactive and private products, and other sites cannot be claimed', async () => {
    for (const productId of [crypto.randomUUID(), 'nope', ids.retired, ids.secret]) {
      const result = await submit({ product_id: productId }, { token: false });
      expect(result).toMatchObject({ status: 404, body: { success: false, error: REVIEW_PRODUCT_NOT_FOUND } });
    }
  });

  it('needs a solved challenge', async () => {
    expect(await submit({ review_title: 'Without a token' }, { token: false })).toMatchObject({ status: 400, body: { success: false, error: BOT_MESSAGES.missingToken } });
    expect(await call('POST', '/api/reviews/submit', { body: { ...form({ review_title: 'Forged token' }), turnstileToken: 'forged' } })).toMatchObject({ status: 403 });
    const stored = await t.deps.database.db.select({ id: review.id }).from(review).where(eq(review.reviewTitle, 'Without a token'));
    expect(stored).toEqual([]);
  });

  it('answers 400 JSON for a malformed body', async () => {
    const result = await call('POST', '/api/reviews/submit', { body: '{"rating":' });
    expect(result.status).toBe(400);
    expect(typeof result.body.error).toBe('string');
    expect((await call('POST', '/api/reviews/actions', { body: '[1]' })).status).toBe(400);
  });

  it('limits submissions per client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < REVIEW_SUBMIT_LIMIT; i++) expect((await submit({ rating: 0 }, { ip, token: false })).status).toBe(400);
    const limited = await submit({}, { ip, token: false });
    expect(limited).toMatchObject({ status: 429, body: { success: false, error: REVIEW_RATE_LIMITED } });
  });
});
