import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { notifyOwnersOfReview } from '#server/modules/shop/owner-notifications.public.ts';
import type { Context } from 'hono';
import { TURNSTILE_TOKEN_KEY } from '#core/forms/form-input.ts';
import { BOT_MESSAGES } from '#core/forms/messages.ts';
import { REVIEW_SUBMIT_LIMIT, REVIEW_SUBMIT_WINDOW_MS } from '#core/reviews/constants.ts';
import {
  ORDER_NOT_VERIFIED,
  REVIEW_PENDING_APPROVAL,
  REVIEW_PRODUCT_NOT_FOUND,
  REVIEW_RATE_LIMITED,
  REVIEW_VALIDATION_FAILED,
} from '#core/reviews/messages.ts';
import { orderConfirmationKind, parseReviewForm, type ReviewSubmission } from '#core/reviews/review-form.ts';
import type { Db } from '#server/db/client.ts';
import { review, shopOrder } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import { readJsonObject } from '#server/http/errors.ts';
import { verifyChallengeToken } from '#server/modules/challenge/verify-request-token.public.ts';
import { readReviewedProduct } from './review-product.ts';

export const reviewSubmitRateLimitKey = (ip: string) => `sw:review-submit|${ip}`;

/** Orders that prove a purchase: paid, or fulfilled (an offline order is fulfilled once delivered). */
const PURCHASED = ['paid', 'fulfilled'] as const;

type Failure = { status: 400 | 403 | 404 | 429; error: string; validationErrors?: Record<string, string[]> };

function fail(c: Context<AppEnv>, { status, error, validationErrors }: Failure) {
  return c.json({ success: false, error, message: error, ...(validationErrors ? { validationErrors } : {}) }, status);
}

/**
 * The order of the product's site that `verification` names (our reference, or the Stripe session
 * id it was paid through), bought with that email, paid or fulfilled, with the product among its
 * lines; null when there is none.
 */
export async function findPurchase(
  db: Db,
  siteId: string | null,
  productId: string,
  verification: NonNullable<ReviewSubmission['verification']>,
): Promise<string | null> {
  const kind = orderConfirmationKind(verification.orderConfirmation);
  if (kind === null || siteId === null) return null;
  const which =
    kind === 'reference'
      ? eq(shopOrder.reference, verification.orderConfirmation)
      : and(eq(shopOrder.method, 'stripe'), eq(shopOrder.providerRef, verification.orderConfirmation));
  const rows = await db
    .select({ id: shopOrder.id, lines: shopOrder.lines })
    .from(shopOrder)
    .where(and(which, eq(shopOrder.siteId, siteId), inArray(shopOrder.status, [...PURCHASED]), sql`lower(${shopOrder.email}) = ${verification.customerEmail}`))
    .limit(1);
  const order = rows[0];
  if (!order || !Array.isArray(order.lines) || !order.lines.some((line) => line?.productId === productId)) return null;
  return order.id;
}

/**
 * The signed-in reviewer's own paid or fulfilled order of the product's site with the product
 * among its lines (the newest), or null: a buyer's review is a verified purchase without typing
 * anything (issue 24 item 5). Read from the session's user on the server, never from the form.
 */
export async function findOwnPurchase(db: Db, siteId: string | null, productId: string, userId: string): Promise<string | null> {
  if (siteId === null) return null;
  // The lines' containment is matched by the database, so a buyer's older orders count too.
  const hasLine = sql`${shopOrder.lines} @> ${JSON.stringify([{ productId }])}::jsonb`;
  const rows = await db
    .select({ id: shopOrder.id })
    .from(shopOrder)
    .where(and(eq(shopOrder.userId, userId), eq(shopOrder.siteId, siteId), inArray(shopOrder.status, [...PURCHASED]), hasLine))
    .orderBy(desc(shopOrder.createdAt))
    .limit(1);
  return rows[0]?.id ?? null;
}

/**
 * POST /api/reviews/submit: a visitor's review, stored pending until the seller approves it.
 * Order: the per-address rate limit (429), the form's rules (400 with validationErrors), the
 * product (404 unless a visitor may shop it), the bot challenge (400 without a token, 403
 * refused), the order verification when an order number came (400 on order_confirmation); a
 * signed-in reviewer's own order of the product verifies it without one.
 * The review belongs to the product's site, whatever the caller says.
 */
export async function submitReview(c: Context<AppEnv>) {
  const deps = c.get('deps');
  const { db } = deps.database;
  const body = await readJsonObject(c);
  const verdict = await consumeRateLimit(db, reviewSubmitRateLimitKey(c.get('clientIp')), { max: REVIEW_SUBMIT_LIMIT, windowMs: REVIEW_SUBMIT_WINDOW_MS });
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return fail(c, { status: 429, error: REVIEW_RATE_LIMITED });
  }
  const parsed = parseReviewForm(body);
  if (!parsed.ok) return fail(c, { status: 400, error: REVIEW_VALIDATION_FAILED, validationErrors: parsed.errors });
  const product = await readReviewedProduct(db, null, body.product_id);
  if (!product || !product.isActive) return fail(c, { status: 404, error: REVIEW_PRODUCT_NOT_FOUND, validationErrors: { product_id: [REVIEW_PRODUCT_NOT_FOUND] } });
  const challenge = await verifyChallengeToken(deps, body[TURNSTILE_TOKEN_KEY], c);
  if (!challenge.success) return fail(c, { status: challenge.error === BOT_MESSAGES.failed ? 403 : 400, error: challenge.error });

  const submission = parsed.value;
  let orderId: string | null = null;
  if (submission.verification) {
    orderId = await findPurchase(db, product.siteId, product.id, submission.verification);
    if (orderId === null) return fail(c, { status: 400, error: ORDER_NOT_VERIFIED, validationErrors: { order_confirmation: [ORDER_NOT_VERIFIED] } });
  }
  const userId = c.get('user')?.id ?? null;
  if (orderId === null && userId !== null) orderId = await findOwnPurchase(db, product.siteId, product.id, userId);
  await db.insert(review).values({
    siteId: product.siteId,
    productId: product.id,
    rating: submission.rating,
    reviewerName: submission.reviewer_name,
    reviewTitle: submission.review_title,
    reviewText: submission.review_text,
    wouldRecommend: submission.would_recommend,
    productVariant: submission.product_variant,
    status: 'pending',
    isVerifiedPurchase: orderId !== null,
    orderId,
    customerEmail: submission.verification?.customerEmail ?? null,
    userId,
  });
  await notifyOwnersOfReview(deps, product.siteId, { productName: product.name, rating: submission.rating, title: submission.review_title });
  return c.json({ success: true, message: REVIEW_PENDING_APPROVAL }, 201);
}
