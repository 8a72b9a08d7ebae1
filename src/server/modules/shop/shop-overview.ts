import { and, count, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { PRODUCTS_COLLECTION } from '#core/product-list/product-list-query.ts';
import { bucketSales, OVERVIEW_MESSAGES, overviewDays, SALES_STATUSES, type ShopOverview } from '#core/shop/overview.ts';
import type { Db } from '#server/db/client.ts';
import { document, review, shopOrder } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { requireUser } from '#server/http/require-user.ts';
import { awaitsFulfilmentSql } from '#server/modules/orders/read-orders.public.ts';
import { stockLevelSql } from '#server/modules/products/stock-level.public.ts';
import { siteCurrencyOf } from './shop-settings.public.ts';
import { canEditSite } from '#server/shared/access/site-access.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';

/** A site's shop figures (decision 053): sales by day in the server's time zone, orders to fulfil, stock, reviews waiting. */
export async function readShopOverview(db: Db, siteId: string, now = new Date()): Promise<ShopOverview> {
  const { days, since } = overviewDays(now);
  const [sales, [toFulfil], [orderCount], products, [pending], currency] = await Promise.all([
    db
      .select({ createdAt: shopOrder.createdAt, status: shopOrder.status, totalCents: shopOrder.totalCents, refundedCents: shopOrder.refundedCents })
      .from(shopOrder)
      .where(and(eq(shopOrder.siteId, siteId), inArray(shopOrder.status, [...SALES_STATUSES]), gte(shopOrder.createdAt, since))),
    db.select({ n: count() }).from(shopOrder).where(and(eq(shopOrder.siteId, siteId), awaitsFulfilmentSql())),
    db.select({ n: count() }).from(shopOrder).where(eq(shopOrder.siteId, siteId)),
    // Counted as the Products screen filters them (its `?stock=low|out` is where these figures lead).
    db
      .select({
        all: count(),
        low: sql<number>`count(*) filter (where ${stockLevelSql('low')})`.mapWith(Number),
        out: sql<number>`count(*) filter (where ${stockLevelSql('out')})`.mapWith(Number),
      })
      .from(document)
      .where(and(eq(document.siteId, siteId), eq(document.collection, PRODUCTS_COLLECTION), isNotNull(document.data))),
    db.select({ n: count() }).from(review).where(and(eq(review.siteId, siteId), eq(review.status, 'pending'))),
    siteCurrencyOf(db, siteId),
  ]);
  const perDay = bucketSales(days, sales);
  const sum = (list: typeof perDay) => ({ salesCents: list.reduce((t, d) => t + d.salesCents, 0), orders: list.reduce((t, d) => t + d.orders, 0) });
  const stock = products[0];
  return {
    hasShop: Number(stock?.all ?? 0) > 0 || Number(orderCount?.n ?? 0) > 0,
    currency,
    today: sum(perDay.slice(-1)),
    last30: sum(perDay),
    days: perDay,
    toFulfil: Number(toFulfil?.n ?? 0),
    lowStock: stock?.low ?? 0,
    outOfStock: stock?.out ?? 0,
    reviewsPending: Number(pending?.n ?? 0),
  };
}

/** GET /api/shop/overview?siteId: the site's members (owners, editors) and admins; membership read on every request. */
export const shopOverviewRoutes = new Hono<AppEnv>().use(requireUser).get('/overview', async (c) => {
  const { db } = c.get('deps').database;
  const siteParam = c.req.query('siteId')?.trim();
  if (!siteParam) return jsonError(c, 400, 'siteId is required');
  const site = (await resolveScope(db, siteParam)).site;
  if (!site || !(await canEditSite(db, c.get('user')!, site.id))) return jsonError(c, 403, OVERVIEW_MESSAGES.forbidden);
  return c.json({ overview: await readShopOverview(db, site.id) });
});
