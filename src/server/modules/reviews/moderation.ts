import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { MODERATION_PAGE_SIZE, MODERATION_PAGE_SIZE_MAX } from '#core/reviews/constants.ts';
import { INVALID_MODERATION_ACTION, REVIEW_NOT_FOUND } from '#core/reviews/messages.ts';
import { isModerationAction, isModerationFilter, statusAfter, type ModerationFilter } from '#core/reviews/review.ts';
import { document, review } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError, readJsonObject } from '#server/http/errors.ts';
import { isAdmin } from '#server/shared/access/actor.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { isUuid } from '#server/http/ids.ts';
import { canEditSite } from '#server/shared/access/site-access.ts';
import { toModerationReview } from './review-rows.ts';
import { writeProductRating } from './review-product.ts';

export const SITE_ID_REQUIRED = 'siteId is required';
export const INVALID_MODERATION_FILTER = 'status must be pending, approved, rejected or reported';
export const MAY_NOT_MODERATE = 'You do not have permission to moderate this site’s reviews';

/** The product's name as the moderation list shows it (the document's name, else its title). */
const productName = sql<string | null>`coalesce(${document.data}->>'name', ${document.data}->>'title')`;

function pageNumber(raw: string | undefined, fallback: number, max: number): number {
  const n = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  return Number.isFinite(n) ? Math.min(max, Math.max(0, Math.floor(n))) : fallback;
}

function filterOf(filter: ModerationFilter): SQL {
  return filter === 'reported' ? gt(review.reportCount, 0) : eq(review.status, filter);
}

/**
 * GET /api/reviews/moderation?siteId&status&page&limit → { reviews, total }: a site's reviews for
 * its owners, editors and admins, newest first. 401 anonymous, 403 for anyone else.
 */
export async function listModeration(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) return jsonError(c, 401, 'Authentication required');
  const siteParam = c.req.query('siteId')?.trim();
  if (!siteParam) return jsonError(c, 400, SITE_ID_REQUIRED);
  const status = c.req.query('status') ?? 'pending';
  if (!isModerationFilter(status)) return jsonError(c, 400, INVALID_MODERATION_FILTER);
  const { db } = c.get('deps').database;
  const scope = await resolveScope(db, siteParam);
  const siteId = scope.site!.id;
  if (!(await canEditSite(db, user, siteId))) return jsonError(c, 403, MAY_NOT_MODERATE);
  const limit = Math.max(1, pageNumber(c.req.query('limit'), MODERATION_PAGE_SIZE, MODERATION_PAGE_SIZE_MAX));
  const page = pageNumber(c.req.query('page'), 0, 10_000);
  const where = and(eq(review.siteId, siteId), filterOf(status));
  const rows = await db
    .select({ review, productName })
    .from(review)
    .leftJoin(document, eq(document.id, review.productId))
    .where(where)
    .orderBy(desc(review.createdAt), desc(review.id))
    .limit(limit)
    .offset(page * limit);
  const [total] = await db.select({ n: count() }).from(review).where(where);
  return c.json({ reviews: rows.map((r) => toModerationReview(r.review, r.productName)), total: Number(total?.n ?? 0) });
}

/**
 * POST /api/reviews/moderation/:id { action: 'approve'|'reject' } → { review }. Then the product's
 * rating and review count are written back and its collection's cached pages dropped.
 */
export async function moderateReview(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) return jsonError(c, 401, 'Authentication required');
  const id = c.req.param('id') ?? '';
  const deps = c.get('deps');
  const { db } = deps.database;
  const [found] = isUuid(id) ? await db.select({ siteId: review.siteId }).from(review).where(eq(review.id, id)).limit(1) : [];
  if (!found) return jsonError(c, 404, REVIEW_NOT_FOUND);
  const allowed = found.siteId === null ? isAdmin(user) : await canEditSite(db, user, found.siteId);
  if (!allowed) return jsonError(c, 403, MAY_NOT_MODERATE);
  const { action } = await readJsonObject(c);
  if (!isModerationAction(action)) return jsonError(c, 400, INVALID_MODERATION_ACTION);
  const [updated] = await db
    .update(review)
    .set({ status: statusAfter(action), moderatedBy: user.id, moderatedAt: new Date() })
    .where(eq(review.id, id))
    .returning();
  if (!updated) return jsonError(c, 404, REVIEW_NOT_FOUND);
  await writeProductRating(deps, updated.productId);
  const [named] = await db.select({ productName }).from(document).where(eq(document.id, updated.productId)).limit(1);
  return c.json({ review: toModerationReview(updated, named?.productName ?? null) });
}
