import { eq } from 'drizzle-orm';
import { normalizeProduct } from '#core/products/product.ts';
import { productRatingFields } from '#core/reviews/review.ts';
import type { Db } from '#server/db/client.ts';
import { mergeDocumentData } from '#server/db/merge-document-data.ts';
import { document } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { mayShopFrom } from '#server/modules/cart/read-products.public.ts';
import { isUuid } from '#server/http/ids.ts';
import { invalidateCollectionPages } from '#server/shared/page-cache/collection-cache.ts';
import { isShopOpen } from '#server/modules/shop/shop-open.public.ts';
import { approvedStats } from './review-rows.ts';

export interface ReviewedProduct {
  id: string;
  collection: string;
  siteId: string | null;
  name: string;
  isActive: boolean;
}

/**
 * The product document `productId` names, when `actor` (null: a visitor) may read its collection
 * the way shoppers do (`products`, `…-public`, or as the data API decides) and its site's shop is
 * open; null otherwise (an inactive site takes no reviews and shows none, decision 034).
 */
export async function readReviewedProduct(db: Db, actor: Actor | null, productId: unknown): Promise<ReviewedProduct | null> {
  if (typeof productId !== 'string' || !isUuid(productId)) return null;
  const [row] = await db
    .select({ id: document.id, collection: document.collection, siteId: document.siteId, data: document.data })
    .from(document)
    .where(eq(document.id, productId))
    .limit(1);
  if (!row || !(await mayShopFrom(db, actor, row.collection, row.siteId)) || !(await isShopOpen(db, row.siteId))) return null;
  const data = typeof row.data === 'object' && row.data !== null && !Array.isArray(row.data) ? row.data : {};
  const product = normalizeProduct({ ...data, id: row.id, collection: row.collection }, row.collection);
  if (!product) return null;
  return { id: row.id, collection: row.collection, siteId: row.siteId, name: product.name, isActive: product.isActive };
}

/**
 * After a review was approved or rejected: the product document's `rating` (average of its
 * approved reviews, 1 decimal; null without any) and `review_count`, which the ProductDetails and
 * ProductCard blocks show, then the cached pages that read its collection are dropped.
 */
export async function writeProductRating(deps: Pick<AppDeps, 'database' | 'invalidatePages'>, productId: string): Promise<void> {
  const { db } = deps.database;
  const stats = await approvedStats(db, productId);
  const fields = productRatingFields(stats);
  const [row] = await db
    .update(document)
    .set({ data: mergeDocumentData(fields) })
    .where(eq(document.id, productId))
    .returning({ siteId: document.siteId, collection: document.collection });
  if (row) await invalidateCollectionPages(deps, row.siteId, row.collection);
}
