// The browser's calls to the checkout API (decision 023, spec 3 §7), each answering what the
// shopper should read when it fails (spec 3 §8). No provider script is loaded: the browser goes to
// the provider's hosted page the server names.

import {
  CHECKOUT_ERROR,
  CHECKOUT_SESSION_FAILED,
  NO_SESSION_ID,
  ORDER_NOT_FOUND,
  PAYMENT_PROCESSING_ERROR,
  PAYPAL_CAPTURE_FAILED,
  PAYPAL_CHECKOUT_ERROR,
  PAYPAL_ORDER_FAILED,
  STRIPE_CHECKOUT_ERROR,
} from '#core/checkout/messages.ts';
import { customerErrorsOf, serverErrorOr, type CheckoutItem, type CustomerErrors } from '#core/checkout/checkout-request.ts';
import type { OrderCustomer, OrderSummary } from '#core/checkout/order.ts';
import { parsePaymentMethods, type PaymentMethodOption } from '#core/checkout/payment-methods.ts';

export type Failure = { ok: false; error: string };
export type Result<T> = ({ ok: true } & T) | Failure;

/** An order as the success page reads it. */
export type CheckoutOrder = OrderSummary & { siteId: string | null; homeUrl: string };

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', credentials: 'same-origin', headers: JSON_HEADERS, body: JSON.stringify(body) });
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The methods this shop takes (its own switches for the offline ones); on a site's own domain the Host names the shop. */
export async function fetchPaymentMethods(siteId: string | null): Promise<Result<{ methods: PaymentMethodOption[] }>> {
  try {
    const url = siteId ? `/api/checkout/methods?${new URLSearchParams({ siteId })}` : '/api/checkout/methods';
    const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    const body = await bodyOf(response);
    const methods = response.ok ? parsePaymentMethods(body) : null;
    return methods ? { ok: true, methods } : { ok: false, error: serverErrorOr(body, CHECKOUT_ERROR) };
  } catch {
    return { ok: false, error: CHECKOUT_ERROR };
  }
}

/** Card (spec 3 §8): the server's error text, else failed session / no session id / Stripe error / generic. */
export async function startCardCheckout(items: CheckoutItem[], siteId: string | null): Promise<Result<{ url: string }>> {
  try {
    const response = await post('/api/cart/stripe-checkout', { items, saveActivity: true, siteId });
    const body = (await bodyOf(response)) as { sessionId?: unknown; url?: unknown } | null;
    if (!response.ok) return { ok: false, error: serverErrorOr(body, CHECKOUT_SESSION_FAILED) };
    if (!text(body?.sessionId)) return { ok: false, error: NO_SESSION_ID };
    const url = text(body?.url);
    return url ? { ok: true, url } : { ok: false, error: STRIPE_CHECKOUT_ERROR };
  } catch {
    return { ok: false, error: CHECKOUT_ERROR };
  }
}

/** PayPal (spec 3 §8): the order is created by the server and approved on PayPal's page. */
export async function startPayPalCheckout(items: CheckoutItem[], total: number, siteId: string | null): Promise<Result<{ approveUrl: string }>> {
  try {
    const response = await post('/api/cart/paypal-checkout', { items, total, saveActivity: true, siteId });
    const body = (await bodyOf(response)) as { orderID?: unknown; approveUrl?: unknown } | null;
    if (!response.ok) return { ok: false, error: serverErrorOr(body, PAYPAL_ORDER_FAILED) };
    const approveUrl = text(body?.approveUrl);
    return approveUrl && text(body?.orderID) ? { ok: true, approveUrl } : { ok: false, error: PAYPAL_ORDER_FAILED };
  } catch {
    return { ok: false, error: PAYPAL_CHECKOUT_ERROR };
  }
}

export async function capturePayPal(orderID: string, sessionToken: string): Promise<Result<{ sessionToken: string }>> {
  try {
    const response = await post('/api/cart/paypal-capture', { orderID, sessionToken });
    const body = (await bodyOf(response)) as { sessionToken?: unknown } | null;
    if (!response.ok) return { ok: false, error: serverErrorOr(body, PAYPAL_CAPTURE_FAILED) };
    return { ok: true, sessionToken: text(body?.sessionToken) ?? sessionToken };
  } catch {
    return { ok: false, error: PAYMENT_PROCESSING_ERROR };
  }
}

export type OfflineResult = Result<{ successUrl: string }> | { ok: false; error: string; fieldErrors: CustomerErrors };

export async function placeOfflineOrder(
  items: CheckoutItem[],
  siteId: string | null,
  method: 'delivery' | 'invoice',
  customer: OrderCustomer,
): Promise<OfflineResult> {
  try {
    const response = await post('/api/cart/offline-checkout', { items, siteId, method, customer });
    const body = (await bodyOf(response)) as { successUrl?: unknown } | null;
    if (!response.ok) return { ok: false, error: serverErrorOr(body, CHECKOUT_ERROR), fieldErrors: customerErrorsOf(body) };
    const successUrl = text(body?.successUrl);
    return successUrl ? { ok: true, successUrl } : { ok: false, error: CHECKOUT_ERROR };
  } catch {
    return { ok: false, error: CHECKOUT_ERROR };
  }
}

/** The order a success page names; `notFound` when the token names none. */
export async function fetchCheckoutOrder(token: string): Promise<Result<{ order: CheckoutOrder }> | { ok: false; notFound: true; error: string }> {
  try {
    const response = await fetch(`/api/checkout/order?token=${encodeURIComponent(token)}`, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } });
    const body = (await bodyOf(response)) as { order?: CheckoutOrder } | null;
    if (response.status === 404) return { ok: false, notFound: true, error: serverErrorOr(body, ORDER_NOT_FOUND) };
    if (!response.ok || !body?.order) return { ok: false, error: serverErrorOr(body, CHECKOUT_ERROR) };
    return { ok: true, order: body.order };
  } catch {
    return { ok: false, error: CHECKOUT_ERROR };
  }
}

export async function cancelCheckout(token: string): Promise<Result<{ order: CheckoutOrder | null }>> {
  try {
    const response = await post('/api/checkout/cancel', { token });
    const body = (await bodyOf(response)) as { order?: CheckoutOrder } | null;
    if (!response.ok) return { ok: false, error: serverErrorOr(body, CHECKOUT_ERROR) };
    return { ok: true, order: body?.order ?? null };
  } catch {
    return { ok: false, error: CHECKOUT_ERROR };
  }
}
