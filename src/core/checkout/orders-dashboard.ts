// The owner's orders screen in the dashboard (issue #11 part 3): its strings, the API it reads and
// the small rules it shows (labels of actions and history). Statuses, methods and money come from order.ts.
import { ORDER_STATUS_LABELS, variantLabel, type OrderCustomer, type OrderDetail, type OrderHistoryEntry, type OrderLine, type OrderStatus } from './order.ts';

/** The owners' orders API (decision 023): the list, one order, and a status change. */
export const ORDERS_API = '/api/orders';
export const orderApi = (id: string): string => `${ORDERS_API}/${encodeURIComponent(id)}`;
export const orderStatusApi = (id: string): string => `${orderApi(id)}/status`;

export const ORDERS_PAGE_SIZE = 20;

export interface OrdersFilter {
  siteId: string;
  /** '' for every status; 'to_fulfil' for the orders still to ship (shop/overview.ts awaitsFulfilment). */
  status: OrderStatus | '' | 'to_fulfil';
  /** Matches the reference or the buyer's email; '' for none. */
  q: string;
  page: number;
}

/** The list's URL; empty filters are left out so the server applies no filter. */
export function ordersListUrl({ siteId, status, q, page }: OrdersFilter, limit = ORDERS_PAGE_SIZE): string {
  const query = new URLSearchParams({ siteId });
  if (status !== '') query.set('status', status);
  const search = q.trim();
  if (search !== '') query.set('q', search);
  query.set('page', String(page));
  query.set('limit', String(limit));
  return `${ORDERS_API}?${query}`;
}

/** Units in an order (two of one shirt and a cap are three items). */
export function orderItemCount(lines: readonly Pick<OrderLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export const OWNER_ACTION_LABELS: Readonly<Record<OrderStatus, string>> = {
  paid: 'Mark as paid',
  fulfilled: 'Mark as fulfilled',
  partially_refunded: 'Mark as partially refunded',
  refunded: 'Mark as refunded',
  cancelled: 'Cancel order',
  pending: 'Mark as pending',
  failed: 'Mark as failed',
};

/** Moves an owner is asked to confirm: they cannot be undone. (Refunds have a dialog of their own.) */
export function needsConfirmation(to: OrderStatus): boolean {
  return to === 'cancelled';
}

/** The question asked before a cancel, which always gives the units back. */
export const confirmCancelMessage = (reference: string): string => `Cancel order ${reference}? Its items go back into stock. This cannot be undone.`;

/** The refund dialog's choice, and the action on a refunded order whose units are still out. */
export const RESTOCK_LABEL = 'Put the items back in stock';
export const RESTOCK_HINT = 'Tick this when the goods came back and can be sold again.';
export const restockConfirmMessage = (reference: string): string => `Put the items of order ${reference} back in stock? This cannot be undone.`;
export const orderNoteApi = (id: string): string => `${orderApi(id)}/note`;
export const FULFILMENT_FIELDS_INVALID = 'The carrier and tracking number are optional text of up to 100 characters, given only when the order is fulfilled.';
export const PRIVATE_NOTE_INVALID = 'The note must be text of up to 2000 characters.';
export const FULFILMENT_LABELS = {
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  trackingUrl: 'Tracking link',
  trackingUrlHint: 'Optional: the carrier’s page for the parcel (https://…); the shipped mail links to it.',
  trackingLink: 'Track the parcel',
  heading: 'Shipping',
  privateNote: 'Private note',
  privateNoteHint: 'Only the site’s members see this note; the buyer never does.',
  saveNote: 'Save note',
  noteSaved: 'Note saved.',
  packingSlip: 'Packing slip',
  tracking: 'Tracking',
  history: 'Status history',
} as const;
export const orderRestockApi = (id: string): string => `${orderApi(id)}/restock`;

export const PACKING_SLIP_LABELS = {
  title: (reference: string) => `Packing slip ${reference}`,
  orderDate: 'Order date',
  shipTo: 'Ship to',
  items: 'Items',
  item: 'Item',
  quantity: 'Quantity',
  print: 'Print',
  back: 'Back to orders',
  opensInNewTab: '(opens in a new tab)',
  noAddress: 'No delivery address on this order (paid online: see the payment provider’s record).',
} as const;

/** What goes in the parcel: the order's lines with their quantities, never prices (a slip may travel with a gift). */
export interface PackingSlip {
  shopName: string;
  reference: string;
  createdAt: string;
  shipTo: { name: string; address: OrderCustomer['address']; phone: string | null } | null;
  email: string | null;
  lines: { name: string; variant: string; quantity: number }[];
  itemCount: number;
  carrier: string | null;
  trackingNumber: string | null;
}

export function packingSlipOf(order: Pick<OrderDetail, 'reference' | 'createdAt' | 'customer' | 'email' | 'lines' | 'carrier' | 'trackingNumber'>, shopName: string): PackingSlip {
  const lines = order.lines.map((line) => ({ name: line.name, variant: variantLabel(line), quantity: line.quantity }));
  return {
    shopName,
    reference: order.reference,
    createdAt: order.createdAt,
    shipTo: order.customer ? { name: order.customer.name, address: order.customer.address, phone: order.customer.phone ?? null } : null,
    email: order.customer?.email ?? order.email,
    lines,
    itemCount: orderItemCount(lines),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
  };
}

export const HISTORY_SOURCE_LABELS: Readonly<Record<OrderHistoryEntry['source'], string>> = {
  checkout: 'Checkout',
  provider: 'Payment provider',
  owner: 'Dashboard',
  expiry: 'Expired unpaid',
};

/** Where a change came from and who made it: 'Dashboard, by Ada', 'Payment provider'. */
export function historySourceLabel(entry: Pick<OrderHistoryEntry, 'source' | 'actorName'>): string {
  const where = HISTORY_SOURCE_LABELS[entry.source];
  return entry.actorName ? `${where}, by ${entry.actorName}` : where;
}

/** 'Pending → Fulfilled', or just 'Pending' for the order's first entry. */
export function historyChangeLabel(entry: Pick<OrderHistoryEntry, 'fromStatus' | 'toStatus'>): string {
  const to = ORDER_STATUS_LABELS[entry.toStatus];
  return entry.fromStatus === null ? to : `${ORDER_STATUS_LABELS[entry.fromStatus]} → ${to}`;
}

export const ORDERS_SCREEN_MESSAGES = {
  title: 'Orders',
  heading: (siteTitle: string) => `${siteTitle}: orders`,
  loading: 'Loading orders…',
  loadingOrder: 'Loading the order…',
  empty: 'No orders yet',
  emptyHint: 'Orders placed in this site’s shop appear here, newest first.',
  noMatch: 'No orders match these filters',
  noMatchHint: 'Try another status or search.',
  clearFilters: 'Clear filters',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  searchLabel: 'Search orders by reference or email',
  columns: {
    reference: 'Reference',
    date: 'Date',
    customer: 'Customer',
    items: 'Items',
    total: 'Total',
    method: 'Payment',
    status: 'Status',
  },
  pagesLabel: 'Order pages',
  orderTitle: (reference: string) => `Order ${reference}`,
  linesHeading: 'Items',
  product: 'Product',
  quantity: 'Qty',
  subtotal: 'Subtotal',
  total: 'Total',
  customerHeading: 'Customer',
  noCustomer: 'No customer details (paid through the provider’s page).',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  paymentHeading: 'Payment',
  method: 'Method',
  providerRef: 'Provider reference',
  providerPaymentRef: 'Payment reference',
  historyHeading: 'Status history',
  actionsHeading: 'Change status',
  noteLabel: 'Note (optional)',
  noteHint: 'Kept in the order’s history.',
  noActions: 'No further status changes are possible for this order.',
  statusChanged: (reference: string, status: string) => `Order ${reference}: ${status}`,
  statusChangeFailed: 'The order’s status could not be changed',
  restocked: (reference: string) => `Order ${reference}: its items are back in stock`,
  restockFailed: 'The items could not be put back in stock',
  refunded: 'Refunded',
  loadFailed: 'The orders could not be loaded',
  orderLoadFailed: 'The order could not be loaded',
  keepOrder: 'Keep order',
  close: 'Close',
} as const;
