import type { OrderDetail, OrderStatus, OrderSummary } from '#core/checkout/order.ts';
import { ORDERS_SCREEN_MESSAGES, orderApi, orderRestockApi, orderStatusApi, ordersListUrl, type OrdersFilter } from '#core/checkout/orders-dashboard.ts';

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

export type OwnerOrderRow = OrderSummary & { customerName: string | null };
export interface OrdersPage {
  orders: OwnerOrderRow[];
  total: number;
  page: number;
  limit: number;
}

/** Every query of a site's orders (the lists and the open order), to refetch after a change. */
export const ordersKey = (siteId: string) => ['site-orders', siteId] as const;
export const ordersListKey = (filter: OrdersFilter) => [...ordersKey(filter.siteId), 'list', filter.status, filter.q.trim(), filter.page] as const;
export const orderKey = (siteId: string, id: string) => [...ordersKey(siteId), 'order', id] as const;

const JSON_HEADERS = { accept: 'application/json' };

/** The server's own error text when it sent one, else `fallback`. */
async function failure(response: Response, fallback: string): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return new Error(typeof body?.error === 'string' && body.error !== '' ? body.error : `${fallback} (HTTP ${response.status})`);
}

export async function fetchOrders(fetcher: Fetcher, filter: OrdersFilter, signal?: AbortSignal): Promise<OrdersPage> {
  const response = await fetcher(ordersListUrl(filter), { signal, headers: JSON_HEADERS, credentials: 'same-origin' });
  if (!response.ok) throw await failure(response, ORDERS_SCREEN_MESSAGES.loadFailed);
  return (await response.json()) as OrdersPage;
}

export async function fetchOrder(fetcher: Fetcher, id: string, signal?: AbortSignal): Promise<OrderDetail> {
  const response = await fetcher(orderApi(id), { signal, headers: JSON_HEADERS, credentials: 'same-origin' });
  if (!response.ok) throw await failure(response, ORDERS_SCREEN_MESSAGES.orderLoadFailed);
  return ((await response.json()) as { order: OrderDetail }).order;
}

/** A status change; `restock` puts a refunded order's items back in stock with it (the owner's choice). */
export async function changeOrderStatus(fetcher: Fetcher, id: string, status: OrderStatus, note: string, restock = false): Promise<OrderDetail> {
  const trimmed = note.trim();
  const response = await fetcher(orderStatusApi(id), {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ status, ...(trimmed === '' ? {} : { note: trimmed }), ...(restock ? { restock: true } : {}) }),
  });
  if (!response.ok) throw await failure(response, ORDERS_SCREEN_MESSAGES.statusChangeFailed);
  return ((await response.json()) as { order: OrderDetail }).order;
}

/** Puts the items of an order refunded earlier back in stock. */
export async function restockOrder(fetcher: Fetcher, id: string, note: string): Promise<OrderDetail> {
  const trimmed = note.trim();
  const response = await fetcher(orderRestockApi(id), {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(trimmed === '' ? {} : { note: trimmed }),
  });
  if (!response.ok) throw await failure(response, ORDERS_SCREEN_MESSAGES.restockFailed);
  return ((await response.json()) as { order: OrderDetail }).order;
}
