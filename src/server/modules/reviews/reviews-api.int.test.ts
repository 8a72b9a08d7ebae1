import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_MESSAGES } from '#core/forms/messages.ts';
import { REVIEW_SUBMIT_LIMIT } from '#core/reviews/constants.ts';
import {
  HELPFUL_VOTE_ALREADY_COUNTED,
  HELPFUL_VOTE_COUNTED,
  ORDER_NOT_VERIFIED,
  REVIEW_ALREADY_REPORTED,
  REVIEW_PENDING_APPROVAL,
  REVIEW_PRODUCT_NOT_FOUND,
  REVIEW_RATE_LIMITED,
  REVIEW_REPORT_SUCCESS,
  minCharactersMessage,
} from '#core/reviews/messages.ts';
import type { ModerationReview, ReviewStats, ReviewView } from '#core/reviews/review.ts';
import { collectionCacheTag } from '#server/shared/page-cache/collection-cache.ts';
import { document, review, reviewVote, shopOrder } from '#server/db/schema.ts';
import { solvedAltchaToken } from '#server/testing/altcha-solver.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * /api/reviews: visitors submit reviews (pending until the seller approves), read approved ones
 * with stats, vote helpful and report once each; a site's members moderate, which writes the
 * product's rating and review count back and drops its collection's cached pages.
 */

let t: TestApp;
let roles: SiteRoles;
const ids = {} as Record<'scarf' | 'mug' | 'hat' | 'retired' | 'secret', string>;
const invalidatedTags: string[] = [];
let ipCounter = 0;
/** A client address of its own, so the per-address rate limit never decides a test it is not about. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type Json = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedSiteRoles(t, { tag: 'reviews-api', site: { uniqueId: 'shop', title: 'Shop' }, otherSite: { uniqueId: 'elsewhere', title: 'Elsewhere' } });
  const { db } = t.deps.database;
  const insert = async (siteId: string, collection: string, data: Json) =>
    (await db.insert(document).values({ siteId, collection, data }).returning({ id: document.id }))[0]!.id;
  ids.scarf = await insert(roles.siteId, 'products', { name: 'Wool scarf', price: 30, stock: 5 });
  ids.mug = await insert(roles.siteId, 'products', { name: 'Mug', price: 12, stock: 5 });
  ids.hat = await insert(roles.siteId, 'products', { name: 'Hat', price: 20, stock: 5 });
  ids.retired = await insert(roles.siteId, 'products', { name: 'Retired', price: 5, status: 'inactive' });
  ids.secret = await insert(roles.siteId, 'orders', { name: 'Private record', price: 5 });
  const forward = t.deps.invalidatePages;
  t.deps.invalidatePages = async (event) => {
    invalidatedTags.push(...(event.tags ?? []));
    await forward?.(event);
  };
});

afterAll(async () => {
  await t?.close();
});

async function call(method: string, path: string, options: { body?: unknown; cookie?: string; ip?: string } = {}): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, {
    method,
    cookie: options.cookie,
    ip: options.ip ?? freshIp(),
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

const form = (overrides: Json = {}): Json => ({
  rating: 5,
  reviewer_name: 'Ada',
  review_title: 'Warm and soft',
  review_text: 'I wear it every day and it still looks new.',
  would_recommend: 'yes',
  product_id: ids.scarf,
  submission_date: '1999-01-01T00:00:00.000Z',
  ...overrides,
});

async function submit(overrides: Json = {}, options: { ip?: string; token?: boolean; cookie?: string } = {}) {
  const token = options.token === false ? {} : { turnstileToken: await solvedAltchaToken(t) };
  return call('POST', '/api/reviews/submit', { body: { ...form(overrides), ...token }, ip: options.ip, cookie: options.cookie });
}

async function reviewIdTitled(title: string): Promise<string> {
  const [row] = await t.deps.database.db.select({ id: review.id }).from(review).where(eq(review.reviewTitle, title));
  return row!.id;
}

const moderate = (id: string, action: string, cookie: string | undefined = roles.cookies.owner) =>
  call('POST', `/api/reviews/moderation/${id}`, { body: { action }, cookie });

async function productData(id: string): Promise<Json> {
  const [row] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, id));
  return row!.data as Json;
}

async function approvedReview(productId: string, title: string, extra: Partial<typeof review.$inferInsert> = {}): Promise<string> {
  const [row] = await t.deps.database.db
    .insert(review)
    .values({ siteId: roles.siteId, productId, rating: 4, reviewerName: 'Bo', reviewTitle: title, reviewText: 'A review long enough to be valid.', wouldRecommend: 'yes', status: 'approved', ...extra })
    .returning({ id: review.id });
  return row!.id;
}

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

describe('verified purchase', () => {
  async function order(values: Partial<typeof shopOrder.$inferInsert>) {
    const line = { productId: ids.scarf, collection: 'products', name: 'Wool scarf', image: null, color: null, size: null, colorLabel: null, sizeLabel: null, quantity: 1, unitCents: 3000, lineCents: 3000 };
    await t.deps.database.db.insert(shopOrder).values({
      reference: 'SW-ABCDEFGHJK',
      sessionToken: crypto.randomUUID(),
      siteId: roles.siteId,
      email: 'buyer@example.com',
      method: 'stripe',
      status: 'paid',
      lines: [line],
      subtotalCents: 3000,
      totalCents: 3000,
      currency: 'usd',
      providerRef: 'cs_test_a1B2c3D4e5F6',
      ...values,
    });
  }
  const verified = (confirmation: string, email = 'Buyer@Example.com', product = ids.scarf) => ({
    product_id: product,
    order_confirmation: confirmation,
    customer_email: email,
    privacy_consent: 'consent_given',
  });

  beforeAll(async () => {
    await order({});
    await order({ reference: 'SW-PENDNGPEND', sessionToken: crypto.randomUUID(), status: 'pending', providerRef: null });
    await order({ reference: 'SW-DELVEREDXX', sessionToken: crypto.randomUUID(), method: 'delivery', status: 'fulfilled', providerRef: null });
  });

  it('marks a review verified with our reference or the checkout session id, email in any case', async () => {
    expect((await submit({ review_title: 'Verified by reference', ...verified('sw-abcdefghjk') })).status).toBe(201);
    expect((await submit({ review_title: 'Verified by session', ...verified('cs_test_a1B2c3D4e5F6') })).status).toBe(201);
    expect((await submit({ review_title: 'Verified offline order', ...verified('SW-DELVEREDXX') })).status).toBe(201);
    for (const title of ['Verified by reference', 'Verified by session', 'Verified offline order']) {
      const [row] = await t.deps.database.db.select().from(review).where(eq(review.reviewTitle, title));
      expect(row).toMatchObject({ isVerifiedPurchase: true, customerEmail: 'buyer@example.com' });
      expect(row!.orderId).not.toBeNull();
    }
  });

  it('refuses an order that is unknown, unpaid, of another email or without the product', async () => {
    for (const attempt of [verified('SW-ZZZZZZZZZZ'), verified('SW-PENDNGPEND'), verified('SW-ABCDEFGHJK', 'other@example.com'), verified('SW-ABCDEFGHJK', 'buyer@example.com', ids.mug)]) {
      const result = await submit(attempt);
      expect(result).toMatchObject({ status: 400, body: { success: false, validationErrors: { order_confirmation: [ORDER_NOT_VERIFIED] } } });
    }
  });

  it('requires the email and the consent with an order number', async () => {
    const result = await submit({ order_confirmation: 'SW-ABCDEFGHJK' }, { token: false });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.validationErrors as Json).sort()).toEqual(['customer_email', 'privacy_consent']);
  });
});

describe('helpful votes and reports', () => {
  it('counts one helpful vote per visitor address and per signed-in user', async () => {
    const id = await approvedReview(ids.mug, 'Votable review');
    const ip = freshIp();
    expect(await call('POST', '/api/reviews/actions', { body: { reviewId: id, action: 'helpful' }, ip })).toEqual({
      status: 200,
      body: { success: true, message: HELPFUL_VOTE_COUNTED, helpful_votes: 1 },
    });
    expect(await call('POST', '/api/reviews/actions', { body: { reviewId: id, action: 'helpful' }, ip })).toEqual({
      status: 200,
      body: { success: true, message: HELPFUL_VOTE_ALREADY_COUNTED, helpful_votes: 1 },
    });
    const signedIn = await call('POST', '/api/reviews/actions', { body: { reviewId: id, action: 'helpful' }, ip, cookie: roles.cookies.stranger });
    expect(signedIn.body.helpful_votes).toBe(2);
    const again = await call('POST', '/api/reviews/actions', { body: { reviewId: id, action: 'helpful' }, cookie: roles.cookies.stranger });
    expect(again.body).toMatchObject({ success: true, helpful_votes: 2 });
    const votes = await t.deps.database.db.select({ voter: reviewVote.voter }).from(reviewVote).where(eq(reviewVote.reviewId, id));
    expect(votes.map((v) => v.voter.split(':')[0]).sort()).toEqual(['ip', 'user']);
    expect(votes.some((v) => v.voter.includes(ip))).toBe(false);
  });

  it('counts one report per voter, with its reason, and reports do not change helpful votes', async () => {
    const id = await approvedReview(ids.mug, 'Reportable review');
    const ip = freshIp();
    const first = await call('POST', '/api/reviews/actions', { body: { reviewId: id, action: 'report', reason: 'Spam' }, ip });
    expect(first).toEqual({ status: 200, body: { success: true, message: REVIEW_REPORT_SUCCESS, helpful_votes: 0 } });
    const second = await call('POST', '/api/reviews/actions', { body: { reviewId: id, action: 'report' }, ip });
    expect(second.body).toEqual({ success: true, message: REVIEW_ALREADY_REPORTED, helpful_votes: 0 });
    const [row] = await t.deps.database.db.select({ reportCount: review.reportCount }).from(review).where(eq(review.id, id));
    expect(row!.reportCount).toBe(1);
    const reported = await call('GET', '/api/reviews/moderation?siteId=shop&status=reported', { cookie: roles.cookies.owner });
    expect((reported.body.reviews as ModerationReview[]).map((r) => [r._id, r.report_count])).toContainEqual([id, 1]);
  });

  it('acts on approved reviews only, and answers 400 for an unknown action', async () => {
    const [pendingRow] = await t.deps.database.db
      .insert(review)
      .values({ siteId: roles.siteId, productId: ids.mug, rating: 3, reviewerName: 'Cy', reviewTitle: 'Pending one', reviewText: 'Pending review text here.', wouldRecommend: 'no' })
      .returning({ id: review.id });
    expect(await call('POST', '/api/reviews/actions', { body: { reviewId: pendingRow!.id, action: 'helpful' } })).toMatchObject({ status: 404, body: { success: false } });
    expect((await call('POST', '/api/reviews/actions', { body: { reviewId: 'x', action: 'helpful' } })).status).toBe(404);
    expect((await call('POST', '/api/reviews/actions', { body: { reviewId: pendingRow!.id, action: 'like' } })).status).toBe(400);
  });
});

describe('moderation access', () => {
  it('lets only the site members and admins moderate', async () => {
    const id = await approvedReview(ids.mug, 'Moderated by whom');
    expect((await call('GET', '/api/reviews/moderation?siteId=shop')).status).toBe(401);
    expect((await call('GET', '/api/reviews/moderation?siteId=shop', { cookie: roles.cookies.stranger })).status).toBe(403);
    expect((await call('GET', '/api/reviews/moderation?siteId=shop', { cookie: roles.cookies.otherEditor })).status).toBe(403);
    expect((await call('GET', '/api/reviews/moderation?siteId=shop&status=approved', { cookie: roles.cookies.admin })).status).toBe(200);
    expect((await moderate(id, 'reject', '')).status).toBe(401);
    expect((await moderate(id, 'reject', roles.cookies.stranger)).status).toBe(403);
    expect((await moderate(id, 'reject', roles.cookies.otherEditor)).status).toBe(403);
    const [row] = await t.deps.database.db.select({ status: review.status }).from(review).where(eq(review.id, id));
    expect(row!.status).toBe('approved');
  });

  it('answers 400 and 404 for what it cannot read', async () => {
    const id = await approvedReview(ids.mug, 'Bad moderation input');
    expect((await call('GET', '/api/reviews/moderation', { cookie: roles.cookies.owner })).status).toBe(400);
    expect((await call('GET', '/api/reviews/moderation?siteId=shop&status=deleted', { cookie: roles.cookies.owner })).status).toBe(400);
    expect((await call('GET', '/api/reviews/moderation?siteId=nowhere', { cookie: roles.cookies.owner })).status).toBe(404);
    expect((await moderate(id, 'delete')).status).toBe(400);
    expect((await moderate(crypto.randomUUID(), 'approve')).status).toBe(404);
    expect((await moderate('nope', 'approve')).status).toBe(404);
  });

  it('pages the list', async () => {
    const all = await call('GET', '/api/reviews/moderation?siteId=shop&status=approved&limit=100', { cookie: roles.cookies.owner });
    const total = all.body.total as number;
    expect(total).toBeGreaterThan(2);
    const second = await call('GET', '/api/reviews/moderation?siteId=shop&status=approved&limit=2&page=1', { cookie: roles.cookies.owner });
    expect(second.body.total).toBe(total);
    expect((second.body.reviews as ModerationReview[]).map((r) => r._id)).toEqual((all.body.reviews as ModerationReview[]).slice(2, 4).map((r) => r._id));
  });
});
