import type { OrderDetail, OrderStatus, OrderSummary } from '#core/checkout/order.ts';
import { ORDERS_SCREEN_MESSAGES, orderApi, orderNoteApi, orderRestockApi, orderStatusApi, ordersListUrl, type OrdersFilter } from '#core/checkout/orders-dashboard.ts';
import { orderRefundApi, REFUND_LABELS } from '#core/checkout/refunds.ts';
import { api } from '#web/api/client.ts';

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

export function fetchOrders(filter: OrdersFilter, signal?: AbortSignal): Promise<OrdersPage> {
  return api.get<OrdersPage>(ordersListUrl(filter), { signal, fallback: ORDERS_SCREEN_MESSAGES.loadFailed });
}

export async function fetchOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return (await api.get<{ order: OrderDetail }>(orderApi(id), { signal, fallback: ORDERS_SCREEN_MESSAGES.orderLoadFailed })).order;
}

const withNote = (note: string) => (note.trim() === '' ? {} : { note: note.trim() });

/** The carrier, tracking number and tracking link typed, the blank ones left out. */
const shippingFields = (shipping?: { carrier: string; trackingNumber: string; trackingUrl?: string }) =>
  Object.fromEntries(Object.entries(shipping ?? {}).map(([key, value]) => [key, value.trim()]).filter(([, value]) => value !== ''));

/** A status change (fulfilled: with the carrier, tracking number and tracking link typed). */
export async function changeOrderStatus(id: string, status: OrderStatus, note: string, shipping?: { carrier: string; trackingNumber: string; trackingUrl?: string }): Promise<OrderDetail> {
  const body = { status, ...withNote(note), ...(status === 'fulfilled' ? shippingFields(shipping) : {}) };
  return (await api.post<{ order: OrderDetail }>(orderStatusApi(id), body, { fallback: ORDERS_SCREEN_MESSAGES.statusChangeFailed })).order;
}

/** Puts the items of an order refunded earlier back in stock. */
export async function restockOrder(id: string, note: string): Promise<OrderDetail> {
  return (await api.post<{ order: OrderDetail }>(orderRestockApi(id), withNote(note), { fallback: ORDERS_SCREEN_MESSAGES.restockFailed })).order;
}

/** A refund of (part of) an order through its provider, or recorded for an offline order (the site's owners). */
export async function refundOrder(id: string, refund: { amountCents: number; restock: boolean; note: string }): Promise<OrderDetail> {
  const body = { amountCents: refund.amountCents, ...(refund.restock ? { restock: true } : {}), ...withNote(refund.note) };
  return (await api.post<{ order: OrderDetail }>(orderRefundApi(orderApi(id)), body, { fallback: REFUND_LABELS.failed })).order;
}

/** The owners' private note on an order ('' clears it). */
export async function savePrivateNote(id: string, note: string): Promise<OrderDetail> {
  return (await api.post<{ order: OrderDetail }>(orderNoteApi(id), { note }, { fallback: ORDERS_SCREEN_MESSAGES.statusChangeFailed })).order;
}
