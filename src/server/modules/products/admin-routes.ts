import { Hono, type Context } from 'hono';
import {
  DEFAULT_PRODUCT_ADMIN_FILTER,
  PRODUCT_ADMIN_ERRORS as E,
  PRODUCT_ADMIN_MAX_CATEGORY,
  PRODUCT_ADMIN_MAX_LIMIT,
  PRODUCT_ADMIN_MAX_SEARCH,
  PRODUCT_ADMIN_PAGE_SIZE,
  PRODUCT_ADMIN_SORTS,
  PRODUCT_BULK_ACTIONS,
  PRODUCT_BULK_MAX,
  PRODUCT_STATUS_FILTERS,
  PRODUCT_STOCK_FILTERS,
  type ProductAdminFilter,
} from '#core/products/product-admin.ts';
import { PRODUCTS_COLLECTION } from '#core/product-list/product-list-query.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError, jsonError, readJsonObject } from '#server/http/errors.ts';
import { isUuid } from '#server/http/ids.ts';
import { requireUser } from '#server/http/require-user.ts';
import { canEditSite } from '#server/shared/access/site-access.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { invalidateCollectionPages } from '#server/shared/page-cache/collection-cache.ts';
import { bulkChangeProducts, listAdminProducts } from './admin-products.ts';

const MAX_PAGE = 100_000;

/** The site of `siteId` (unique id or id) when the caller is, right now, one of its members or an admin. */
async function managedSite(c: Context<AppEnv>, siteId: unknown): Promise<string> {
  if (typeof siteId !== 'string' || siteId.trim() === '') throw new HttpError(400, E.siteRequired);
  const { db } = c.get('deps').database;
  const { site } = await resolveScope(db, siteId.trim());
  if (!site || !(await canEditSite(db, c.get('user'), site.id))) throw new HttpError(403, E.forbidden);
  return site.id;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T | '', error: string): T | '' {
  if (value === undefined || value.trim() === '') return fallback;
  if (!(allowed as readonly string[]).includes(value.trim())) throw new HttpError(400, error);
  return value.trim() as T;
}

function wholeNumber(value: string | undefined, fallback: number, min: number, max: number, error: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new HttpError(400, error);
  return n;
}

/** The list's query, every bad value a 400 with the reason. */
function readFilter(query: Record<string, string | undefined>): { filter: Omit<ProductAdminFilter, 'siteId'>; limit: number } {
  const q = (query.q ?? '').trim();
  if (q.length > PRODUCT_ADMIN_MAX_SEARCH) throw new HttpError(400, E.searchTooLong);
  const category = (query.category ?? '').trim();
  if (category.length > PRODUCT_ADMIN_MAX_CATEGORY) throw new HttpError(400, E.categoryTooLong);
  const sort = oneOf(query.sort, PRODUCT_ADMIN_SORTS, DEFAULT_PRODUCT_ADMIN_FILTER.sort, E.sort) || DEFAULT_PRODUCT_ADMIN_FILTER.sort;
  const direction = oneOf(query.direction, ['asc', 'desc'] as const, DEFAULT_PRODUCT_ADMIN_FILTER.direction, E.direction) || DEFAULT_PRODUCT_ADMIN_FILTER.direction;
  return {
    filter: {
      q,
      category,
      status: oneOf(query.status, PRODUCT_STATUS_FILTERS, '', E.status),
      stock: oneOf(query.stock, PRODUCT_STOCK_FILTERS, '', E.stock),
      sort,
      direction,
      page: wholeNumber(query.page, 0, 0, MAX_PAGE, E.page),
    },
    limit: wholeNumber(query.limit, PRODUCT_ADMIN_PAGE_SIZE, 1, PRODUCT_ADMIN_MAX_LIMIT, E.limit),
  };
}

/** 1 to PRODUCT_BULK_MAX distinct product ids. */
function readIds(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > PRODUCT_BULK_MAX || !value.every((id) => typeof id === 'string' && isUuid(id))) throw new HttpError(400, E.ids);
  return [...new Set(value.map((id: string) => id.toLowerCase()))];
}

/**
 * The owner's Products screen (issue #24 item 1, decision 051), mounted at /api/products/admin, for
 * a site's current members and admins:
 * GET /?siteId&q&status=active|inactive&category&stock=low|out&sort=name|price|stock|updated&direction&page&limit
 *   -> { products, total, page, limit }
 * POST /bulk { siteId, action: activate|deactivate|delete, ids } -> { changed }
 */
export const productAdminRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const query = c.req.query();
    const siteId = await managedSite(c, query.siteId);
    const { filter, limit } = readFilter(query);
    return c.json(await listAdminProducts(c.get('deps').database.db, siteId, filter, limit));
  })
  .post('/bulk', async (c) => {
    const body = await readJsonObject(c);
    const siteId = await managedSite(c, body.siteId);
    const action = typeof body.action === 'string' ? oneOf(body.action, PRODUCT_BULK_ACTIONS, '', E.action) : '';
    if (action === '') return jsonError(c, 400, E.action);
    const ids = readIds(body.ids);
    const deps = c.get('deps');
    const changed = await bulkChangeProducts(deps.database.db, siteId, action, ids);
    if (changed === null) return jsonError(c, 404, E.notThisSite);
    await invalidateCollectionPages(deps, siteId, PRODUCTS_COLLECTION);
    return c.json({ changed });
  });
