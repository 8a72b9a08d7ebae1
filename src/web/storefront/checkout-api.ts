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
import { parseQuoteAnswer, type QuoteApiAnswer, type QuoteApiRequest } from '#core/checkout/quote-api.ts';
import { api, ApiError } from '#web/api/client.ts';

export type Failure = { ok: false; error: string };
export type Result<T> = ({ ok: true } & T) | Failure;

/** An order as the success page reads it. */
export type CheckoutOrder = OrderSummary & { siteId: string | null; homeUrl: string };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A refused call's words (the server's `{ error }`, else `fallback`); an unreachable server is `unreachable`. */
function failureOf(error: unknown, fallback: string, unreachable: string = CHECKOUT_ERROR): Failure {
  if (error instanceof ApiError && error.status > 0) return { ok: false, error: serverErrorOr(error.body, fallback) };
  return { ok: false, error: unreachable };
}

/** The methods this shop takes (its own switches for the offline ones); on a site's own domain the Host names the shop. */
export async function fetchPaymentMethods(siteId: string | null, signal?: AbortSignal): Promise<Result<{ methods: PaymentMethodOption[]; testMode: boolean }>> {
  try {
    const body = await api.get('/api/checkout/methods', { query: { siteId }, signal });
    const methods = parsePaymentMethods(body);
    // testMode: an offered online method uses test keys or PayPal's sandbox (decision 058).
    return methods ? { ok: true, methods, testMode: (body as { testMode?: unknown }).testMode === true } : { ok: false, error: serverErrorOr(body, CHECKOUT_ERROR) };
  } catch (error) {
    return failureOf(error, CHECKOUT_ERROR);
  }
}

/** The server's prices for this cart, destination, rate and code (decision 065): the drawer shows them, never computes them. */
export async function fetchQuote(request: QuoteApiRequest, signal?: AbortSignal): Promise<Result<{ quote: QuoteApiAnswer }>> {
  try {
    const body = await api.post('/api/checkout/quote', request, { signal });
    const quote = parseQuoteAnswer(body);
    return quote ? { ok: true, quote } : { ok: false, error: CHECKOUT_ERROR };
  } catch (error) {
    return failureOf(error, CHECKOUT_ERROR);
  }
}

/** What the buyer chose in the drawer's checkout, sent with every method's body (issue 26). */
export interface CheckoutChoices {
  /** ISO 3166-1 alpha-2; null where the shop asks for no country. */
  country: string | null;
  /** ISO 3166-2, where the shop's zones or tax rates for the country name regions; null: none of them. */
  region?: string | null;
  /** Where a zone of the country narrows to postcodes (card and PayPal; an offline order's is its address's). */
  postalCode?: string | null;
  shippingRateId: string | null;
  discountCode: string | null;
  /** A signed-out buyer's email for a code's per-buyer limits (card and PayPal; offline orders have theirs in the form). */
  email?: string | null;
}

export const NO_CHOICES: CheckoutChoices = { country: null, shippingRateId: null, discountCode: null };

/** The choices as body fields: `customer.country` (and the email) beside the rate and the code, each only when made. */
function choiceFields(choices: CheckoutChoices): { customer?: { country?: string; region?: string; postalCode?: string; email?: string }; shippingRateId?: string; discountCode?: string } {
  const customer = {
    ...(choices.country ? { country: choices.country } : {}),
    ...(choices.country && choices.region ? { region: choices.region } : {}),
    ...(choices.country && choices.postalCode ? { postalCode: choices.postalCode } : {}),
    ...(choices.email ? { email: choices.email } : {}),
  };
  return {
    ...(Object.keys(customer).length > 0 ? { customer } : {}),
    ...(choices.shippingRateId ? { shippingRateId: choices.shippingRateId } : {}),
    ...(choices.discountCode ? { discountCode: choices.discountCode } : {}),
  };
}

/** Card (spec 3 §8): the server's error text, else failed session / no session id / Stripe error / generic. */
export async function startCardCheckout(items: CheckoutItem[], siteId: string | null, choices: CheckoutChoices = NO_CHOICES): Promise<Result<{ url: string }>> {
  try {
    const body = await api.post<{ sessionId?: unknown; url?: unknown } | null>('/api/cart/stripe-checkout', { items, saveActivity: true, siteId, ...choiceFields(choices) });
    if (!text(body?.sessionId)) return { ok: false, error: NO_SESSION_ID };
    const url = text(body?.url);
    return url ? { ok: true, url } : { ok: false, error: STRIPE_CHECKOUT_ERROR };
  } catch (error) {
    return failureOf(error, CHECKOUT_SESSION_FAILED);
  }
}

/** PayPal (spec 3 §8): the order is created by the server and approved on PayPal's page. */
export async function startPayPalCheckout(items: CheckoutItem[], total: number, siteId: string | null, choices: CheckoutChoices = NO_CHOICES): Promise<Result<{ approveUrl: string }>> {
  try {
    const body = await api.post<{ orderID?: unknown; approveUrl?: unknown } | null>('/api/cart/paypal-checkout', { items, total, saveActivity: true, siteId, ...choiceFields(choices) });
    const approveUrl = text(body?.approveUrl);
    return approveUrl && text(body?.orderID) ? { ok: true, approveUrl } : { ok: false, error: PAYPAL_ORDER_FAILED };
  } catch (error) {
    return failureOf(error, PAYPAL_ORDER_FAILED, PAYPAL_CHECKOUT_ERROR);
  }
}

export async function capturePayPal(orderID: string, sessionToken: string): Promise<Result<{ sessionToken: string }>> {
  try {
    const body = await api.post<{ sessionToken?: unknown } | null>('/api/cart/paypal-capture', { orderID, sessionToken });
    return { ok: true, sessionToken: text(body?.sessionToken) ?? sessionToken };
  } catch (error) {
    return failureOf(error, PAYPAL_CAPTURE_FAILED, PAYMENT_PROCESSING_ERROR);
  }
}

export type OfflineResult = Result<{ successUrl: string }> | { ok: false; error: string; fieldErrors: CustomerErrors };

export async function placeOfflineOrder(
  items: CheckoutItem[],
  siteId: string | null,
  method: 'delivery' | 'invoice',
  customer: OrderCustomer,
  /** Keep the address in the signed-in buyer's saved addresses of this shop (decision 056). */
  saveAddress = false,
  choices: CheckoutChoices = NO_CHOICES,
): Promise<OfflineResult> {
  try {
    // The buyer's country is their address's: `customer.country` says it as every method's body does.
    const country = typeof customer.address === 'string' ? choices.country : customer.address.country;
    const { shippingRateId, discountCode } = choiceFields(choices);
    const body = await api.post<{ successUrl?: unknown } | null>('/api/cart/offline-checkout', {
      items,
      siteId,
      method,
      // The address is the destination (its postcode included); the region, where asked, rides beside its country.
      customer: { ...customer, ...(country ? { country } : {}), ...(country && choices.region ? { region: choices.region } : {}) },
      ...(shippingRateId ? { shippingRateId } : {}),
      ...(discountCode ? { discountCode } : {}),
      ...(saveAddress ? { saveAddress } : {}),
    });
    const successUrl = text(body?.successUrl);
    return successUrl ? { ok: true, successUrl } : { ok: false, error: CHECKOUT_ERROR };
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) return { ...failureOf(error, CHECKOUT_ERROR), fieldErrors: customerErrorsOf(error.body) };
    return failureOf(error, CHECKOUT_ERROR);
  }
}

/** The order a success page names; `notFound` when the token names none. */
export async function fetchCheckoutOrder(token: string): Promise<Result<{ order: CheckoutOrder }> | { ok: false; notFound: true; error: string }> {
  try {
    const body = await api.get<{ order?: CheckoutOrder } | null>('/api/checkout/order', { query: { token }, cache: 'no-store' });
    return body?.order ? { ok: true, order: body.order } : { ok: false, error: serverErrorOr(body, CHECKOUT_ERROR) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { ok: false, notFound: true, error: serverErrorOr(error.body, ORDER_NOT_FOUND) };
    return failureOf(error, CHECKOUT_ERROR);
  }
}

export async function cancelCheckout(token: string): Promise<Result<{ order: CheckoutOrder | null }>> {
  try {
    const body = await api.post<{ order?: CheckoutOrder } | null>('/api/checkout/cancel', { token });
    return { ok: true, order: body?.order ?? null };
  } catch (error) {
    return failureOf(error, CHECKOUT_ERROR);
  }
}
