import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HELPFUL_VOTE_ALREADY_COUNTED, HELPFUL_VOTE_COUNTED, ORDER_NOT_VERIFIED, REVIEW_ALREADY_REPORTED, REVIEW_REPORT_SUCCESS } from '#core/reviews/messages.ts';
import type { ModerationReview } from '#core/reviews/review.ts';
import { review, reviewVote, shopOrder } from '#server/db/schema.ts';
import { approvedReview, call, freshIp, ids, type Json, moderate, roles, setUpReviewsApi, submit, t } from './reviews-api-kit.ts';

// Verified purchases, helpful votes and reports, and who may moderate.
setUpReviewsApi();

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

  it("marks a signed-in buyer's review verified from their own paid order of the product, with nothing typed", async () => {
    const mine = { userId: roles.userIds.stranger, providerRef: null, method: 'delivery' as const };
    await order({ ...mine, reference: 'SW-MYSCARFPAY', sessionToken: crypto.randomUUID(), status: 'fulfilled' });
    await order({ ...mine, reference: 'SW-MYHATPENDN', sessionToken: crypto.randomUUID(), status: 'pending', lines: [{ productId: ids.hat, collection: 'products', name: 'Hat', image: null, color: null, size: null, colorLabel: null, sizeLabel: null, quantity: 1, unitCents: 2000, lineCents: 2000 }] });
    await order({ ...mine, reference: 'SW-MYMUGELSEW', sessionToken: crypto.randomUUID(), status: 'paid', siteId: roles.otherSiteId, lines: [{ productId: ids.mug, collection: 'products', name: 'Mug', image: null, color: null, size: null, colorLabel: null, sizeLabel: null, quantity: 1, unitCents: 1200, lineCents: 1200 }] });
    const cases = [
      { title: 'Own scarf order', product: ids.scarf, cookie: roles.cookies.stranger, verified: true },
      // Unpaid; an order of another site; someone else's order; nobody signed in.
      { title: 'Own pending hat order', product: ids.hat, cookie: roles.cookies.stranger, verified: false },
      { title: 'Mug bought elsewhere', product: ids.mug, cookie: roles.cookies.stranger, verified: false },
      { title: 'Not my scarf order', product: ids.scarf, cookie: roles.cookies.editor, verified: false },
      { title: 'Anonymous scarf review', product: ids.scarf, cookie: undefined, verified: false },
    ];
    for (const { title, product, cookie } of cases) {
      // A client's own claim changes nothing: only the order decides.
      expect((await submit({ review_title: title, product_id: product, is_verified_purchase: true }, { cookie })).status).toBe(201);
    }
    for (const { title, verified } of cases) {
      const [row] = await t.deps.database.db.select().from(review).where(eq(review.reviewTitle, title));
      expect({ title, verified: row!.isVerifiedPurchase, hasOrder: row!.orderId !== null }).toEqual({ title, verified, hasOrder: verified });
    }
  });

  it("lists a shopper's own reviews of one shop on their account page, with their status and verification", async () => {
    const titles = async (query: string, cookie?: string) => {
      const result = await call('GET', `/api/account/reviews${query}`, { cookie });
      return { status: result.status, reviews: ((result.body.reviews ?? []) as Json[]).map((r) => `${String(r.title)}:${String(r.verifiedPurchase)}:${String(r.status)}`) };
    };
    const mine = await titles('?site=shop', roles.cookies.stranger);
    expect(mine.status).toBe(200);
    expect(mine.reviews.sort()).toEqual(['Mug bought elsewhere:false:pending', 'Own pending hat order:false:pending', 'Own scarf order:true:pending']);
    // Another shopper's, another shop's: none of them.
    expect((await titles('?site=shop', roles.cookies.editor)).reviews).toEqual(['Not my scarf order:false:pending']);
    expect((await titles('?site=elsewhere', roles.cookies.stranger)).reviews).toEqual([]);
    expect((await titles('?site=shop')).status).toBe(401);
    expect((await titles('?site=../x', roles.cookies.stranger)).status).toBe(400);
    expect((await titles('', roles.cookies.stranger)).status).toBe(400);
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
