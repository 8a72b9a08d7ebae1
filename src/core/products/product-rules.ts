// The money and limit rules of a stored product (issue 21 item 9), once for every write path: the
// data API, the records dialog and the CSV import check a products record with productFieldErrors,
// and checkout refuses a product whose stored price breaks priceProblem (data written before the rule).
import { MAX_LINE_QUANTITY } from '../cart/cart-constants.ts';
import { toNumberValue } from '../rules/number-value.ts';
import { DEFAULT_PRODUCTS_COLLECTION } from './product.ts';

/** The highest price a product may have, in currency units. */
export const MAX_PRICE = 1_000_000;
/** Fields that hold a price in currency units. */
export const PRICE_FIELDS = ['price', 'discount_price'] as const;
/** A product's own most units per order (issue 21 item 7); absent or empty: only the shop's cap applies. */
export const MAX_PER_ORDER_FIELD = 'max_per_order';
export const MAX_PER_ORDER_LABEL = 'Most per order';
export const MAX_PER_ORDER_HINT = 'The most units of this product one order may take. Leave empty for the shop’s own limit.';

export const PRICE_NOT_A_NUMBER = 'A price must be a number, such as 12 or 12.50.';
export const priceOutOfRange = (max: number): string => `A price must be between 0 and ${max.toLocaleString('en-US')}.`;
export const PRICE_TOO_PRECISE = 'A price has at most 2 decimals.';
export const maxPerOrderInvalid = (max: number): string => `Most per order must be a whole number from 1 to ${max}.`;

const isEmpty = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Why a stored price is not one: not a number, below 0 or above MAX_PRICE, or with more than 2
 * decimals (money is whole cents). Empty is no price (a discount price left blank). Null: fine.
 */
export function priceProblem(value: unknown): string | null {
  if (isEmpty(value)) return null;
  const n = toNumberValue(value);
  if (n === null) return PRICE_NOT_A_NUMBER;
  if (n < 0 || n > MAX_PRICE) return priceOutOfRange(MAX_PRICE);
  // Read at 15 significant digits, as toCents does, so 0.1 + 0.2's binary noise is not a third decimal.
  const cents = Number((n * 100).toPrecision(15));
  if (!Number.isInteger(cents)) return PRICE_TOO_PRECISE;
  return null;
}

/** A product's own most-per-order: a whole number from 1 to the line maximum, or empty. */
export function maxPerOrderProblem(value: unknown): string | null {
  if (isEmpty(value)) return null;
  const n = toNumberValue(value);
  return n !== null && Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY ? null : maxPerOrderInvalid(MAX_LINE_QUANTITY);
}

/** The product's own most-per-order as a number; null when it sets none (or a broken one, which writes refuse). */
export function maxPerOrderOf(data: Readonly<Record<string, unknown>>): number | null {
  const value = data[MAX_PER_ORDER_FIELD];
  if (isEmpty(value) || maxPerOrderProblem(value) !== null) return null;
  return toNumberValue(value);
}

/** Whether records of this collection are products whose prices and limits these rules guard. */
export function isProductsCollection(collection: string): boolean {
  return collection === DEFAULT_PRODUCTS_COLLECTION;
}

/**
 * The field errors of a products record's values (only the fields present are checked, so a
 * partial update is judged on what it changes); null when the collection is not products or all is well.
 */
export function productFieldErrors(collection: string, values: Readonly<Record<string, unknown>>): Record<string, string[]> | null {
  if (!isProductsCollection(collection)) return null;
  const errors: Record<string, string[]> = {};
  for (const field of PRICE_FIELDS) {
    if (!(field in values)) continue;
    const problem = priceProblem(values[field]);
    if (problem) errors[field] = [problem];
  }
  if (MAX_PER_ORDER_FIELD in values) {
    const problem = maxPerOrderProblem(values[MAX_PER_ORDER_FIELD]);
    if (problem) errors[MAX_PER_ORDER_FIELD] = [problem];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
