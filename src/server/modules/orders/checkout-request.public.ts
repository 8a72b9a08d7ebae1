import { MAX_LINE_QUANTITY } from '#core/cart/cart-constants.ts';
import { cartItemKey } from '#core/cart/cart-item.ts';
import { checkCustomer } from '#core/checkout/customer.ts';
import { CHECKOUT_ITEMS_INVALID, checkoutItemsTooMany } from '#core/checkout/messages.ts';
import type { OrderCustomer } from '#core/checkout/order.ts';
import { DEFAULT_PRODUCTS_COLLECTION } from '#core/products/product.ts';
import { HttpError, type ValidationErrors } from '#server/http/errors.ts';
import { choiceOf } from '#server/modules/cart/read-products.public.ts';

/** Most lines one checkout may hold (a cart holds at most 200 items; an order of more is not a shopper's). */
export const MAX_CHECKOUT_LINES = 100;

/** What the server reads of a checkout line (spec 3 §3 checkout payload): name, price and image are the catalogue's. */
export interface CheckoutLineRequest {
  id: string;
  collection: string;
  color: string | null;
  size: string | null;
  quantity: number;
}

/**
 * The `items` of a checkout body as line requests; lines of one product, colour and size are
 * added up. Anything malformed is a 400 naming the rule, never a silently smaller order.
 */
export function readCheckoutItems(items: unknown): CheckoutLineRequest[] {
  if (!Array.isArray(items) || items.length === 0) throw new HttpError(400, CHECKOUT_ITEMS_INVALID);
  const byKey = new Map<string, CheckoutLineRequest>();
  for (const raw of items) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new HttpError(400, CHECKOUT_ITEMS_INVALID);
    const item = raw as Record<string, unknown>;
    const id = [item.productId, item.product_id, item.id].find((v): v is string => typeof v === 'string' && v !== '');
    if (!id || id.length > 100) throw new HttpError(400, CHECKOUT_ITEMS_INVALID);
    const quantity = item.quantity;
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) throw new HttpError(400, CHECKOUT_ITEMS_INVALID);
    const color = choiceOf(item.color);
    const size = choiceOf(item.size);
    if (color === undefined || size === undefined) throw new HttpError(400, CHECKOUT_ITEMS_INVALID);
    const collection = typeof item.collection === 'string' && item.collection !== '' ? item.collection : DEFAULT_PRODUCTS_COLLECTION;
    if (collection.length > 100) throw new HttpError(400, CHECKOUT_ITEMS_INVALID);
    const key = `${collection}|${cartItemKey({ id, color, size })}`;
    const existing = byKey.get(key);
    if (existing) existing.quantity = Math.min(existing.quantity + quantity, MAX_LINE_QUANTITY);
    else byKey.set(key, { id, collection, color, size, quantity });
  }
  if (byKey.size > MAX_CHECKOUT_LINES) throw new HttpError(400, checkoutItemsTooMany(MAX_CHECKOUT_LINES));
  return [...byKey.values()];
}

/** The buyer of an offline order, checked by the drawer form's rule; field errors otherwise (400). */
export function readCustomer(raw: unknown): OrderCustomer {
  const { customer, errors } = checkCustomer(raw);
  if (customer) return customer;
  const first = Object.values(errors)[0]?.[0] ?? CHECKOUT_ITEMS_INVALID;
  throw new HttpError(400, first, errors as ValidationErrors);
}
