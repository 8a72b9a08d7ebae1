import type { PostalAddress } from './postal-address.ts';
// An order as buyers, owners and the server see it (decision 023). Money is integer cents; the
// lines are the server's reading of the catalogue at checkout.

/** How an order is paid: a hosted card checkout (Stripe), PayPal, or offline (on delivery, by invoice). */
export const PAYMENT_METHOD_VALUES = ['stripe', 'paypal', 'delivery', 'invoice'] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHOD_VALUES)[number];
export const OFFLINE_METHODS: readonly PaymentMethodValue[] = ['delivery', 'invoice'];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethodValue, string>> = {
  stripe: 'Credit Card',
  paypal: 'PayPal',
  delivery: 'Pay on delivery',
  invoice: 'Pay by invoice',
};

export function isPaymentMethod(value: unknown): value is PaymentMethodValue {
  return typeof value === 'string' && (PAYMENT_METHOD_VALUES as readonly string[]).includes(value);
}

export function isOfflineMethod(method: PaymentMethodValue): boolean {
  return OFFLINE_METHODS.includes(method);
}

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'partially_refunded', 'refunded', 'cancelled', 'fulfilled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  fulfilled: 'Fulfilled',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Where an order may go from each status. Pending offline orders may be fulfilled before they
 * are paid (pay on delivery); `canTransition` adds that rule. A partially refunded order may be
 * refunded further (the provider reports the growing total), in full, or still be fulfilled.
 */
const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'failed', 'cancelled'],
  paid: ['fulfilled', 'partially_refunded', 'refunded', 'cancelled'],
  partially_refunded: ['partially_refunded', 'refunded', 'fulfilled'],
  fulfilled: ['partially_refunded', 'refunded'],
  failed: [],
  refunded: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus, method: PaymentMethodValue): boolean {
  if (from === 'pending' && to === 'fulfilled') return isOfflineMethod(method);
  return TRANSITIONS[from].includes(to);
}

/** The statuses an owner may move an order to from the dashboard (the provider's own, failed, is not one). */
export function ownerTransitions(from: OrderStatus, method: PaymentMethodValue): OrderStatus[] {
  // Refunds are not a status an owner sets: they are made (an amount, through the provider) by the refund action.
  return (['paid', 'fulfilled', 'cancelled'] as const).filter((to) => canTransition(from, to, method));
}

/**
 * Whether moving to `to` gives the order's units back to stock by itself: a failed or cancelled
 * order always does. A refund never does: money back says nothing about the goods (a partial
 * refund for a scratch, goods never returned); the owner chooses to restock (mayRestock).
 */
export function releasesStock(_from: OrderStatus, to: OrderStatus): boolean {
  return to === 'failed' || to === 'cancelled';
}

/** Statuses whose units the owner may put back in stock by choice (once: the order must still hold them). */
export function mayRestock(status: OrderStatus): boolean {
  return status === 'refunded' || status === 'partially_refunded';
}

/** One line of an order: what the catalogue said when the buyer checked out. */
export interface OrderLine {
  productId: string;
  collection: string;
  name: string;
  image: string | null;
  color: string | null;
  size: string | null;
  /** Labels of the chosen colour and size, for receipts. */
  colorLabel: string | null;
  sizeLabel: string | null;
  quantity: number;
  unitCents: number;
  lineCents: number;
  /** This line's share of the order's discount (core computeTotals), when it has one; orders placed before issue 26 have none. */
  discountCents?: number;
}

/** A line's colour and size as a buyer reads them ('Red / M'); '' when it has neither. */
export function variantLabel(line: Pick<OrderLine, 'color' | 'colorLabel' | 'size' | 'sizeLabel'>): string {
  return [line.colorLabel ?? line.color, line.sizeLabel ?? line.size].filter((part) => part !== null && part !== '').join(' / ');
}

export interface OrderCustomer {
  name: string;
  email: string;
  /**
   * Delivery address (pay on delivery) or billing address (invoice): structured since issue 23; a
   * string on orders placed before, as typed in the one free-text box (addressLines reads both).
   */
  address: PostalAddress | string;
  phone?: string | null;
}

/** An order as the buyer sees it (success page, /account) and the owner's list shows it. */
export interface OrderSummary {
  id: string;
  reference: string;
  status: OrderStatus;
  method: PaymentMethodValue;
  lines: OrderLine[];
  subtotalCents: number;
  /** Off the goods by the order's discount code (issue 26; decision 065); 0 without one. */
  discountCents: number;
  /** The chosen shipping rate's price; 0 for pickup, free shipping, digital orders and older orders. */
  shippingCents: number;
  /** The order's tax: added to the total, or (taxIncluded) the part of it that is tax. */
  taxCents: number;
  /** The shop's prices included tax when the order was placed ("incl. VAT"). */
  taxIncluded: boolean;
  /** The code as applied, null without one. */
  discountCode: string | null;
  /** The rate's name as it was when the order was placed ('Standard', 'Pickup'); null when nothing was shipped. */
  shippingName: string | null;
  /** subtotal − discount + shipping (+ tax when not included): what the buyer pays. */
  totalCents: number;
  /** Refunded so far (a partial refund is less than the total). */
  refundedCents: number;
  currency: string;
  email: string | null;
  /** An offline order's delivery or invoice address (structured, or an older order's text); null for card and PayPal orders. */
  address: PostalAddress | string | null;
  createdAt: string;
  /** Set when the owner fulfilled the order with them (the buyer sees both). */
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's page for the parcel, an https link the owner gave (decision 064). */
  trackingUrl: string | null;
  /** Its invoice's number once paid (decision 062); null before, and for orders paid before invoices were numbered. */
  invoiceNumber: number | null;
}

/** A status the order went through and when, as its buyer sees the history (no notes, no names). */
export interface BuyerStatusEntry {
  status: OrderStatus;
  at: string;
}

/** Longest carrier name and tracking number an owner may store. */
export const FULFILMENT_FIELD_MAX = 100;
/** Longest private note on an order. */
export const PRIVATE_NOTE_MAX = 2000;

export interface OrderHistoryEntry {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  source: 'checkout' | 'provider' | 'owner' | 'expiry';
  note: string | null;
  actorName: string | null;
  createdAt: string;
}

/** The owner's view of one order: the summary plus the customer, provider references and history. */
export interface OrderDetail extends OrderSummary {
  customer: OrderCustomer | null;
  providerRef: string | null;
  providerPaymentRef: string | null;
  history: OrderHistoryEntry[];
  ownerTransitions: OrderStatus[];
  /** The order still holds its units and is refunded: the owner may put them back in stock. */
  canRestock: boolean;
  /** The owners' own note: never sent to the buyer. */
  privateNote: string | null;
  /** Refunds made so far (by the owner here, or reported by the provider), oldest first. */
  refunds: OrderRefundEntry[];
  /** What is left to refund now, in minor units (refunds being made held back). */
  refundableCents: number;
  /** Whether the viewer may refund it (the site's owners; admins for orders outside any site). */
  mayRefund: boolean;
}

export interface OrderRefundEntry {
  id: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
  source: 'owner' | 'provider';
  provider: 'stripe' | 'paypal' | null;
  note: string | null;
  failure: string | null;
  createdAt: string;
  /** Its credit note's number once it succeeded (decision 062). */
  creditNoteNumber: number | null;
}

/** `SW-` and 10 characters of an alphabet without look-alikes; 15 characters, within spec 3 §5's 10–100. */
export const ORDER_REFERENCE_PATTERN = /^SW-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$/;
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new order reference from random bytes (at least 10). */
export function orderReferenceFrom(bytes: Uint8Array): string {
  let out = 'SW-';
  for (let i = 0; i < 10; i++) out += REFERENCE_ALPHABET[bytes[i]! % REFERENCE_ALPHABET.length];
  return out;
}
