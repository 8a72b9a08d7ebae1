import { Hono } from 'hono';
import { BLOCK_LIST_DEFAULT_LIMIT, BLOCK_LIST_MAX_LIMIT } from '#core/content/block-records.ts';
import { PRODUCTS_COLLECTION, PRODUCT_SORT_FIELDS, ProductQueryError, readProductFilters, type ProductPageRequest, type ProductSortField } from '#core/product-list/product-list-query.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError, jsonError } from '#server/http/errors.ts';
import { UNKNOWN_COLLECTION, isDataCollectionName } from '#server/shared/listing/data-collection-name.ts';
import { readPaging, type QueryRecord } from '#server/shared/listing/list-query.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { isShopOpen } from '#server/modules/shop/shop-open.public.ts';
import { canEditSite } from '#server/shared/access/site-access.ts';
import { listProducts } from './list-products.ts';

/**
 * The storefront's product list (spec 3 §7, decision 021), mounted at /api/products:
 * GET /?siteId&collection=products&limit&page&sort&sortField=created_at|updated_at|name|price|rating
 *      &search&category&priceRange&inStock&outOfStock&tags=a,b
 *   -> { data, items, error: null, pagination: { total, page, limit } }
 * limit is clamped to 1..50 (12 when unset), page is zero-based. Every filter is done by the
 * database on an indexed expression. Errors are { error } with 400, 401, 403 or 404.
 */
export const productsRoutes = new Hono<AppEnv>();

export function readProductPage(query: QueryRecord): ProductPageRequest {
  const { limit, page } = readPaging(query, { fallback: BLOCK_LIST_DEFAULT_LIMIT, max: BLOCK_LIST_MAX_LIMIT });
  const sort = (query.sort ?? 'desc').toLowerCase();
  if (sort !== 'asc' && sort !== 'desc') throw new HttpError(400, `Unknown sort '${String(query.sort).slice(0, 40)}'. Use asc or desc.`);
  const sortField = query.sortField?.trim() || 'created_at';
  if (!(PRODUCT_SORT_FIELDS as readonly string[]).includes(sortField)) {
    throw new HttpError(400, `Unknown sortField '${sortField.slice(0, 40)}'. Allowed: ${PRODUCT_SORT_FIELDS.join(', ')}.`);
  }
  return { limit, page, sort, sortField: sortField as ProductSortField };
}

productsRoutes.get('/', async (c) => {
  const query = c.req.query();
  const collection = query.collection?.trim() || PRODUCTS_COLLECTION;
  if (!isDataCollectionName(collection)) return jsonError(c, 404, UNKNOWN_COLLECTION);
  let filters;
  try {
    filters = readProductFilters(query);
  } catch (error) {
    if (error instanceof ProductQueryError) return jsonError(c, 400, error.message);
    throw error;
  }
  const request = readProductPage(query);
  const { db } = c.get('deps').database;
  const scope = await resolveScope(db, query.siteId?.trim() || null);
  // An inactive site lists nothing to visitors; its members still see what they are preparing.
  if (scope.site && !(await isShopOpen(db, scope.site.id)) && !(await canEditSite(db, c.get('user'), scope.site.id))) {
    return c.json({ data: [], items: [], error: null, pagination: { total: 0, page: request.page, limit: request.limit } });
  }
  return c.json(await listProducts(db, c.get('user'), collection, scope, filters, request));
});
