// What the browser sends to start a checkout (decision 023): the cart's lines as CheckoutItems,
// and the answers' errors as the shopper reads them (the buyer's own rule is customer.ts).

import { choiceValue, type CartItem, type VariantChoice } from '../cart/cart-item.ts';
import { unitPrice } from '../cart/cart.ts';
import { SITE_PREFIX } from '../constants.ts';
import { CHECKOUT_SUCCESS } from '../paths/routes.ts';
import type { CustomerCheck } from './customer.ts';

/** One line of a checkout request. The server ignores name, price and image (it reads the catalogue). */
export interface CheckoutItem {
  productId: string;
  collection?: string;
  quantity: number;
  color?: VariantChoice | null;
  size?: VariantChoice | null;
  name?: string;
  price?: number;
  image?: string | null;
}

export function checkoutItemOf(item: CartItem): CheckoutItem {
  return {
    productId: item.product_id || item.id,
    collection: item.collection,
    quantity: item.quantity,
    color: choiceValue(item.color),
    size: choiceValue(item.size),
    name: item.name,
    price: unitPrice(item),
    image: item.image,
  };
}

/** Field errors of an offline order's buyer, as checkCustomer (customer.ts) and the server give them. */
export type CustomerErrors = CustomerCheck['errors'];

/** The `validationErrors` of a 400 answer, known fields with text messages only. */
export function customerErrorsOf(body: unknown): CustomerErrors {
  const raw = typeof body === 'object' && body !== null ? (body as { validationErrors?: unknown }).validationErrors : undefined;
  if (typeof raw !== 'object' || raw === null) return {};
  const errors: CustomerErrors = {};
  for (const field of ['name', 'email', 'line1', 'line2', 'city', 'postalCode', 'country', 'phone'] as const) {
    const list = (raw as Record<string, unknown>)[field];
    const messages = Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string' && m !== '') : typeof list === 'string' && list !== '' ? [list] : [];
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
}

/** Spec 3 §8: the server's error text when it sent one, else `fallback`. */
export function serverErrorOr(body: unknown, fallback: string): string {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error.trim() !== '' ? error : fallback;
}

/** `/site-{id}` on a page the platform serves under a site's slug, '' elsewhere (a site's own domain). */
export function siteBaseOf(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return first.length > SITE_PREFIX.length && first.startsWith(SITE_PREFIX) ? `/${first}` : '';
}

/** The success page of an order: `?order=` (card, offline) or `?paypal_session=` (PayPal). */
export function checkoutSuccessPath(siteBase: string, token: string, via: 'order' | 'paypal' = 'order'): string {
  return `${siteBase}${CHECKOUT_SUCCESS}?${via === 'paypal' ? 'paypal_session' : 'order'}=${encodeURIComponent(token)}`;
}

/** The order token a success page was given (either query form); null without one. */
export function successTokenOf(search: URLSearchParams): string | null {
  const token = search.get('order') ?? search.get('paypal_session');
  return token !== null && token.trim() !== '' ? token : null;
}
