import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isPublicCollection } from '#core/collections.ts';
import { PRODUCTS_COLLECTION, type ProductFilters, type ProductPageRequest } from '#core/product-list/product-list-query.ts';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like-pattern.ts';
import { document, review } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canReadDataCollection } from '#server/shared/access/can-read-data-collection.ts';
import { toDocumentItem, type DocumentItem } from '#server/modules/content/list-documents.public.ts';
import { ADMINS_ONLY, FORBIDDEN_SITE } from '#server/shared/listing/list-result.ts';
import type { ContentScope } from '#server/shared/listing/list-scope.ts';

/** One page of a product list and how many products the filters select in all. */
export interface ProductListAnswer {
  data: DocumentItem[];
  items: DocumentItem[];
  error: null;
  pagination: { total: number; page: number; limit: number };
}

// The database's own reading of a product (migration 0008): the effective price (discount_price
// when positive and below price), the stock (variant_stock's sum when it has rows, else stock; JSON
// text accepted). Expression indexes are built on exactly these calls.
const effectivePrice = sql`product_price(${document.data})`;
const inStock = sql`product_in_stock(${document.data})`;
const category = sql`lower(${document.data}->>'category')`;

const SORT_COLUMNS = {
  created_at: document.createdAt,
  updated_at: document.updatedAt,
  name: sql`lower(coalesce(${document.data}->>'name', ${document.data}->>'title'))`,
  price: effectivePrice,
  // The approved reviews' average, as the product page's header and reviews block show it
  // (review_product_idx answers it per product); unrated products sort last in either direction.
  rating: sql`(select avg(${review.rating}) from ${review} where ${review.productId} = ${document.id} and ${review.status} = 'approved')`,
} as const;

/**
 * Who may list a product collection through the storefront: anyone for a site's `products`
 * (visitors browse the shop, spec 3 §6; the same rule as GET /api/data/products/{id}, decision 022)
 * and `-public` collections; any other collection, and the platform's, as the data API decides.
 */
export async function canListProducts(db: Db, actor: Actor | null, collection: string, siteId: string | null): Promise<boolean> {
  if ((collection === PRODUCTS_COLLECTION && siteId !== null) || isPublicCollection(collection)) return true;
  return canReadDataCollection(db, actor, collection, siteId);
}

/** GET /api/products: the access check, then the query. */
export async function listProducts(db: Db, actor: Actor | null, collection: string, scope: ContentScope, filters: ProductFilters, request: ProductPageRequest): Promise<ProductListAnswer> {
  if (!(await canListProducts(db, actor, collection, scope.site?.id ?? null))) {
    if (!actor) throw new HttpError(401, 'Authentication required');
    throw new HttpError(403, scope.site ? FORBIDDEN_SITE : ADMINS_ONLY);
  }
  return queryProducts(db, collection, scope, filters, request);
}

/** The conditions of `filters`, each one an indexed expression (or the search text's trigram index). */
function productConditions(collection: string, scope: ContentScope, filters: ProductFilters): SQL | undefined {
  const siteId = scope.site?.id ?? null;
  const price = filters.price;
  return and(
    siteId ? eq(document.siteId, siteId) : isNull(document.siteId),
    eq(document.collection, collection),
    // Inactive products have a page that says so (spec 3 §4) but are not offered in the list.
    sql`coalesce(${document.data}->>'status', '') <> 'inactive'`,
    filters.search ? sql`${document.searchText} like lower(${containsPattern(filters.search)})` : undefined,
    filters.category ? sql`${category} = ${filters.category}` : undefined,
    price ? sql`${effectivePrice} >= ${price.min}` : undefined,
    price && price.max !== null ? sql`${effectivePrice} <= ${price.max}` : undefined,
    filters.stock === 'in' ? sql`${inStock} = true` : filters.stock === 'out' ? sql`${inStock} = false` : undefined,
    // Any of the tags: each a containment test the GIN index on data answers.
    filters.tags.length > 0 ? or(...filters.tags.map((tag) => sql`${document.data} @> ${JSON.stringify({ tags: [tag] })}::jsonb`)) : undefined,
  );
}

/** The products of `collection` in `scope` that `filters` select, with no access check (a page's own site). */
export async function queryProducts(db: Db, collection: string, scope: ContentScope, filters: ProductFilters, request: ProductPageRequest): Promise<ProductListAnswer> {
  const where = productConditions(collection, scope, filters);
  const direction = request.sort === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: document.id, data: document.data, createdAt: document.createdAt, updatedAt: document.updatedAt })
      .from(document)
      .where(where)
      .orderBy(sql`${direction(SORT_COLUMNS[request.sortField])} nulls last`, direction(document.id))
      .limit(request.limit)
      .offset(request.page * request.limit),
    db.select({ n: count() }).from(document).where(where),
  ]);
  const items = rows.map((row) => toDocumentItem(row, scope.site?.uniqueId ?? null));
  return { data: items, items, error: null, pagination: { total: Number(counted?.n ?? 0), page: request.page, limit: request.limit } };
}
