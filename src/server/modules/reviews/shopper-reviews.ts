import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ShopperReview } from '#core/reviews/review.ts';
import type { Db } from '#server/db/client.ts';
import { document, review, site } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { requireUser } from '#server/http/require-user.ts';
import { ACCOUNT_SITE_PARAM, ACCOUNT_SITE_PARAM_INVALID } from '#server/shared/listing/account-site-param.ts';

/** The signed-in shopper's own reviews in one shop, newest first (any status: they wrote them). */
export async function listShopperReviews(db: Db, userId: string, siteUniqueId: string): Promise<ShopperReview[]> {
  const rows = await db
    .select({
      id: review.id,
      productId: review.productId,
      productName: sql<string | null>`${document.data}->>'name'`,
      rating: review.rating,
      title: review.reviewTitle,
      status: review.status,
      verifiedPurchase: review.isVerifiedPurchase,
      createdAt: review.createdAt,
    })
    .from(review)
    .innerJoin(site, eq(site.id, review.siteId))
    .innerJoin(document, eq(document.id, review.productId))
    .where(and(eq(review.userId, userId), eq(site.uniqueId, siteUniqueId)))
    .orderBy(desc(review.createdAt), desc(review.id))
    .limit(200);
  return rows.map((row) => ({ ...row, productName: row.productName ?? '', createdAt: row.createdAt.toISOString() }));
}

/** GET /api/account/reviews?site={id}: the signed-in shopper's reviews in that shop. */
export const accountReviewRoutes = new Hono<AppEnv>().use(requireUser).get('/reviews', async (c) => {
  const siteParam = c.req.query('site') ?? '';
  if (!ACCOUNT_SITE_PARAM.test(siteParam)) return jsonError(c, 400, ACCOUNT_SITE_PARAM_INVALID);
  return c.json({ reviews: await listShopperReviews(c.get('deps').database.db, c.get('user')!.id, siteParam) });
});
