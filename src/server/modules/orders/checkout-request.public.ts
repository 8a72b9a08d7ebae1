import { MAX_LINE_QUANTITY } from '#core/cart/cart-constants.ts';
import { cartItemKey } from '#core/cart/cart-item.ts';
import { checkCustomer, isEmailAddress } from '#core/checkout/customer.ts';
import { CHECKOUT_COUNTRY_NOT_ADDRESS, CHECKOUT_ITEMS_INVALID, checkoutItemsTooMany, CUSTOMER_EMAIL_INVALID, POSTAL_CODE_INVALID } from '#core/checkout/messages.ts';
import { destinationPostcode, type QuoteDestination } from '#core/checkout/quote-api.ts';
import { COUNTRY_CODE_INVALID, countryCodeOf, REGION_CODE_INVALID, regionCodeOf } from '#core/shop-rules/countries.ts';
import { DISCOUNT_PROBLEMS } from '#core/shop-rules/discounts.ts';
import { SHIPPING_MESSAGES } from '#core/shop-rules/shipping.ts';
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

/** What a checkout body says about shop rules (decision 066): where the parcel goes, the chosen rate and the code. */
export interface CheckoutTerms {
  /** The buyer's country (and region, postcode); null when the body gives none (a shop without zones needs none). */
  destination: QuoteDestination | null;
  shippingRateId: string | null;
  /** As typed (trimmed); null without one. */
  discountCode: string | null;
  /** `customer.email` of a card, PayPal or quote body (lower-cased); null when not given. */
  email: string | null;
}

const RATE_ID_MAX = 100;
const CODE_MAX = 100;

function refuse(errors: ValidationErrors): never {
  const first = Object.values(errors)[0]?.[0] ?? CHECKOUT_ITEMS_INVALID;
  throw new HttpError(400, first, errors);
}

const optionalText = (value: unknown): string | null | undefined => (value === undefined || value === null ? null : typeof value === 'string' ? value.trim() || null : undefined);

/**
 * The buyer's place and email as a card, PayPal or quote body gives them under `customer`:
 * `{ country, region?, postalCode?, email? }`, the country ISO 3166-1 alpha-2 (countries.ts), the
 * region ISO 3166-2 of that country. Absent or null: no destination. Anything malformed is a 400 with
 * the field's error.
 */
export function readDestination(raw: unknown): { destination: QuoteDestination | null; email: string | null } {
  if (raw === undefined || raw === null) return { destination: null, email: null };
  if (typeof raw !== 'object' || Array.isArray(raw)) refuse({ country: [COUNTRY_CODE_INVALID] });
  const body = raw as Record<string, unknown>;
  const errors: ValidationErrors = {};
  const countryText = optionalText(body.country);
  const country = countryText ? countryCodeOf(countryText) : null;
  if (countryText === undefined || (countryText !== null && country === null)) errors.country = [COUNTRY_CODE_INVALID];
  const regionText = optionalText(body.region);
  const region = regionText && country ? regionCodeOf(regionText, country) : null;
  if (regionText === undefined || (regionText && country && region === null)) errors.region = [REGION_CODE_INVALID];
  const postalText = optionalText(body.postalCode);
  const postalCode = postalText ? destinationPostcode(postalText) : null;
  if (postalText === undefined || (postalText !== null && postalCode === null)) errors.postalCode = [POSTAL_CODE_INVALID];
  const emailText = optionalText(body.email);
  const email = typeof emailText === 'string' ? emailText.toLowerCase() : null;
  if (emailText === undefined || (email !== null && !isEmailAddress(email))) errors.email = [CUSTOMER_EMAIL_INVALID];
  if (Object.keys(errors).length > 0) refuse(errors);
  const destination: QuoteDestination | null = country ? { country, ...(region ? { region } : {}), ...(postalCode ? { postalCode } : {}) } : null;
  return { destination, email };
}

/** The chosen rate's id and the typed code of a checkout or quote body (a code that is not text is a 400). */
export function readRateAndCode(body: Record<string, unknown>): Pick<CheckoutTerms, 'shippingRateId' | 'discountCode'> {
  const errors: ValidationErrors = {};
  const shippingRateId = optionalText(body.shippingRateId);
  if (shippingRateId === undefined || (shippingRateId !== null && shippingRateId.length > RATE_ID_MAX)) errors.shippingRateId = [SHIPPING_MESSAGES.rateUnavailable];
  const discountCode = optionalText(body.discountCode);
  if (discountCode === undefined || (discountCode !== null && discountCode.length > CODE_MAX)) errors.discountCode = [DISCOUNT_PROBLEMS.unknown];
  if (Object.keys(errors).length > 0) refuse(errors);
  return { shippingRateId: shippingRateId ?? null, discountCode: discountCode ?? null };
}

/**
 * A checkout body's terms. Card and PayPal: `customer: { country, region?, postalCode?, email? }`.
 * Offline (`offline` is the checked customer): the address's country and postcode are the
 * destination, one source: a `customer.country` beside a structured address must be the same
 * country (400 otherwise); `customer.region` may name the region.
 */
export function readCheckoutTerms(body: Record<string, unknown>, offline: OrderCustomer | null): CheckoutTerms {
  const { shippingRateId, discountCode } = readRateAndCode(body);
  if (!offline) return { ...readDestination(body.customer), shippingRateId, discountCode };
  const raw = typeof body.customer === 'object' && body.customer !== null ? (body.customer as Record<string, unknown>) : {};
  const address = typeof offline.address === 'string' ? null : offline.address;
  if (!address) return { destination: null, email: offline.email, shippingRateId, discountCode };
  const given = optionalText(raw.country);
  if (given !== null && (given === undefined || countryCodeOf(given) !== address.country)) refuse({ country: [CHECKOUT_COUNTRY_NOT_ADDRESS] });
  const regionText = optionalText(raw.region);
  const region = regionText ? regionCodeOf(regionText, address.country) : null;
  if (regionText === undefined || (regionText && region === null)) refuse({ region: [REGION_CODE_INVALID] });
  return { destination: { country: address.country, postalCode: address.postalCode, ...(region ? { region } : {}) }, email: offline.email, shippingRateId, discountCode };
}
