// The shop overview on a site's dashboard page (issue #24 item 3; decision 053): which orders count
// as sales, which wait to be fulfilled, and the figures' words (stock levels: the Products screen's
// filter, server/modules/products/admin-products.ts).
import { isOfflineMethod, type OrderStatus, type PaymentMethodValue } from '#core/checkout/order.ts';
import { PRODUCTS, siteDashboard, siteOrders, siteReviews } from '#core/paths/routes.ts';

/** The overview's API: GET with ?siteId (a site's members and admins). */
export const SHOP_OVERVIEW_API = '/api/shop/overview';
export const shopOverviewUrl = (siteId: string): string => `${SHOP_OVERVIEW_API}?siteId=${encodeURIComponent(siteId)}`;
export const OVERVIEW_DAYS = 30;

/**
 * Orders that are sales: paid, fulfilled (a pay-on-delivery order is fulfilled before its money
 * comes) and partially refunded, at their total less what was refunded. Pending (not paid yet),
 * failed, cancelled and fully refunded orders are not.
 */
export const SALES_STATUSES: readonly OrderStatus[] = ['paid', 'partially_refunded', 'fulfilled'];

export function isSale(status: OrderStatus): boolean {
  return SALES_STATUSES.includes(status);
}

/** What an order adds to the sales figure, in minor units: its total less refunds; 0 when it is not a sale. */
export function saleCents(order: { status: OrderStatus; totalCents: number; refundedCents: number }): number {
  return isSale(order.status) ? Math.max(0, order.totalCents - order.refundedCents) : 0;
}

/**
 * Orders the owner still has to ship: paid ones, and offline ones not yet confirmed (pay on
 * delivery is fulfilled before it is paid; an invoice order waits for the owner either way).
 * The orders list's 'to_fulfil' filter is the same rule in SQL (read-orders.public.ts).
 */
export function awaitsFulfilment(status: OrderStatus, method: PaymentMethodValue): boolean {
  return status === 'paid' || (status === 'pending' && isOfflineMethod(method));
}
export const TO_FULFIL_FILTER = 'to_fulfil';
export const TO_FULFIL_LABEL = 'To fulfil';

/** A date's day in the server's time zone as YYYY-MM-DD (the overview's days). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The `days` days ending with `now`'s, oldest first, as local YYYY-MM-DD; and the first one's start. */
export function overviewDays(now: Date, days = OVERVIEW_DAYS): { days: string[]; since: Date } {
  const since = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  const out: string[] = [];
  for (let i = 0; i < days; i++) out.push(localDay(new Date(since.getFullYear(), since.getMonth(), since.getDate() + i)));
  return { days: out, since };
}

export interface OverviewDay {
  day: string;
  salesCents: number;
  orders: number;
}

export interface ShopOverview {
  /** False for a site with neither products nor orders: the page shows no overview. */
  hasShop: boolean;
  currency: string;
  today: { salesCents: number; orders: number };
  last30: { salesCents: number; orders: number };
  days: OverviewDay[];
  toFulfil: number;
  lowStock: number;
  outOfStock: number;
  reviewsPending: number;
}

/** Sums sale orders into the days (oldest first); orders outside them are left out. */
export function bucketSales(days: readonly string[], orders: readonly { createdAt: Date; status: OrderStatus; totalCents: number; refundedCents: number }[]): OverviewDay[] {
  const byDay = new Map(days.map((day) => [day, { day, salesCents: 0, orders: 0 }]));
  for (const order of orders) {
    if (!isSale(order.status)) continue;
    const bucket = byDay.get(localDay(order.createdAt));
    if (!bucket) continue;
    bucket.salesCents += saleCents(order);
    bucket.orders += 1;
  }
  return [...byDay.values()];
}

export const OVERVIEW_MESSAGES = {
  heading: 'Shop overview',
  salesToday: 'Sales today',
  sales30: 'Sales, last 30 days',
  ordersCount: (n: number) => (n === 1 ? '1 order' : `${n} orders`),
  toFulfil: 'Orders to fulfil',
  lowStock: 'Low-stock products',
  outOfStock: 'Out-of-stock products',
  reviewsPending: 'Reviews waiting',
  chartTitle: 'Sales per day, last 30 days',
  chartDay: 'Day',
  chartSales: 'Sales',
  chartOrders: 'Orders',
  showTable: 'Show the figures as a table',
  loading: 'Loading the shop overview…',
  loadFailed: 'The shop overview could not be loaded.',
  forbidden: 'You do not have permission to see this site’s shop overview',
} as const;

/** Where each figure leads: the orders still to ship, the reviews waiting, the products list filtered by stock. */
export const overviewLinks = (siteId: string) => ({
  toFulfil: `${siteOrders(siteId)}?status=${TO_FULFIL_FILTER}`,
  reviews: siteReviews(siteId),
  lowStock: `${siteDashboard(siteId)}${PRODUCTS}?stock=low`,
  outOfStock: `${siteDashboard(siteId)}${PRODUCTS}?stock=out`,
});
