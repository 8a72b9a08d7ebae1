import { Hono } from 'hono';
import { INVALID_REVIEW_SORT } from '#core/reviews/messages.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { isUuid } from '#server/http/ids.ts';
import { listReviews, readReviewsQuery } from './list-reviews.ts';
import { listModeration, moderateReview } from './moderation.ts';
import { reviewAction } from './review-actions.ts';
import { submitReview } from './submit-review.ts';

/**
 * /api/reviews (spec 3 §7, decision 024): visitors read approved reviews, submit reviews (pending
 * until approved), vote and report; a site's owners, editors and admins moderate. The fixed paths
 * come before /:productId, which takes uuids only.
 */
export const reviewsRoutes = new Hono<AppEnv>()
  .get('/moderation', listModeration)
  .post('/moderation/:id', moderateReview)
  .post('/submit', submitReview)
  .post('/actions', reviewAction)
  .get('/:productId', async (c) => {
    const productId = c.req.param('productId');
    if (!isUuid(productId)) return jsonError(c, 404, 'Product not found', { success: false });
    const query = readReviewsQuery(c.req.query());
    if (!query) return jsonError(c, 400, INVALID_REVIEW_SORT, { success: false });
    const result = await listReviews(c.get('deps').database.db, c.get('user'), productId, query);
    return c.json({ success: true, ...result });
  });
