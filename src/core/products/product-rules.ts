// The money and limit rules of a stored product (issue 21 item 9), once for every write path: the
// data API, the records dialog and the CSV import check a products record with productFieldErrors,
// and checkout refuses a product whose stored price breaks priceProblem (data written before the rule).
import { MAX_LINE_QUANTITY } from '../cart/cart-constants.ts';
import { CURRENCY_OPTIONS } from '../options/currencies.ts';
import { PRODUCT_CATEGORY_OPTIONS } from '../options/product-categories.ts';
import { MAX_PRODUCT_COLORS, variantProblems } from '../product-variants/variant-editing.ts';
import { toNumberValue } from '../rules/number-value.ts';
import { DIGITAL_FIELD, digitalFieldProblem, TAX_CLASS_FIELD, taxClassFieldProblem } from '../shop-rules/product-terms.ts';
import { DEFAULT_PRODUCTS_COLLECTION, normalizeProduct } from './product.ts';

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
  // Read at 15 significant digits, as toMinorUnits does, so 0.1 + 0.2's binary noise is not a third decimal.
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

/** Fields the server derives (from approved reviews, src/server/modules/reviews): never taken from a write. */
export const DERIVED_PRODUCT_FIELDS = ['rating', 'review_count'] as const;

/** A products record's written values without the fields the server derives; other collections' values as they are. */
export function withoutDerivedFields<T extends Record<string, unknown>>(collection: string, values: T): T {
  if (!isProductsCollection(collection)) return values;
  const out = { ...values };
  for (const field of DERIVED_PRODUCT_FIELDS) delete out[field];
  return out;
}

/** The categories a product may have (spec 1 §4's list; 'all' is the list filter's, not a category). */
export const PRODUCT_CATEGORIES = PRODUCT_CATEGORY_OPTIONS.filter((option) => option.value !== 'all');
export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_LIMITS = {
  name: 200,
  subtitle: 200,
  description: 20_000,
  tags: 20,
  tag: 40,
  seoTitle: 70,
  seoDescription: 160,
  slug: 100,
  url: 2_000,
  stock: 1_000_000,
  /** Kilograms. */
  shippingWeight: 1_000,
} as const;

export const PRODUCT_RULE_MESSAGES = {
  nameRequired: 'Enter the product’s name.',
  priceRequired: 'Enter the product’s price.',
  tooLong: (max: number) => `At most ${max.toLocaleString('en-US')} characters.`,
  discountNotLower: 'The discount price must be lower than the price (leave it empty for no discount).',
  status: 'The status is active or inactive.',
  category: 'Choose a category from the list.',
  currency: 'Choose a currency from the list.',
  tags: (most: number, longest: number) => `At most ${most} tags of up to ${longest} characters each.`,
  wholeNumber: (max: number) => `Enter a whole number from 0 to ${max.toLocaleString('en-US')}.`,
  weight: (max: number) => `Enter a weight in kilograms from 0 to ${max.toLocaleString('en-US')}, with at most 3 decimals.`,
  link: 'Enter a web address (https://…) or a path on this site (/…).',
  slug: 'Use lower-case letters, digits and single hyphens, such as blue-linen-shirt.',
  variants: 'Fix the colours and sizes first: ',
  colorLimit: (max: number) => `At most ${max} colours.`,
} as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LINK_PATTERN = /^(?:https?:\/\/[^\s/]+[^\s]*|\/[^\s/][^\s]*|\/)$/i;

const textProblem = (value: unknown, max: number): string | null =>
  value === null || value === undefined ? null : typeof value !== 'string' && typeof value !== 'number' ? PRODUCT_RULE_MESSAGES.tooLong(max) : String(value).length > max ? PRODUCT_RULE_MESSAGES.tooLong(max) : null;

function wholeNumberProblem(value: unknown, max: number): string | null {
  if (isEmpty(value)) return null;
  const n = toNumberValue(value);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= max ? null : PRODUCT_RULE_MESSAGES.wholeNumber(max);
}

function weightProblem(value: unknown): string | null {
  if (isEmpty(value)) return null;
  const n = toNumberValue(value);
  const max = PRODUCT_LIMITS.shippingWeight;
  return n !== null && n >= 0 && n <= max && Number.isInteger(Number((n * 1000).toPrecision(15))) ? null : PRODUCT_RULE_MESSAGES.weight(max);
}

function linkProblem(value: unknown): string | null {
  if (isEmpty(value)) return null;
  return typeof value === 'string' && value.length <= PRODUCT_LIMITS.url && LINK_PATTERN.test(value.trim()) ? null : PRODUCT_RULE_MESSAGES.link;
}

function tagsProblem(value: unknown): string | null {
  if (isEmpty(value)) return null;
  const tags = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
  const ok = tags !== null && tags.length <= PRODUCT_LIMITS.tags && tags.every((tag) => typeof tag === 'string' && tag.trim().length <= PRODUCT_LIMITS.tag);
  return ok ? null : PRODUCT_RULE_MESSAGES.tags(PRODUCT_LIMITS.tags, PRODUCT_LIMITS.tag);
}

const oneOf = (value: unknown, allowed: readonly string[], message: string): string | null => (isEmpty(value) || (typeof value === 'string' && allowed.includes(value)) ? null : message);

/** Each field's own rule; a field absent from the values is not judged (a partial update). */
const FIELD_RULES: Record<string, (value: unknown) => string | null> = {
  price: priceProblem,
  discount_price: priceProblem,
  [MAX_PER_ORDER_FIELD]: maxPerOrderProblem,
  name: (value) => (isEmpty(value) ? PRODUCT_RULE_MESSAGES.nameRequired : textProblem(value, PRODUCT_LIMITS.name)),
  subtitle: (value) => textProblem(value, PRODUCT_LIMITS.subtitle),
  description: (value) => textProblem(value, PRODUCT_LIMITS.description),
  status: (value) => oneOf(value, PRODUCT_STATUSES, PRODUCT_RULE_MESSAGES.status),
  category: (value) => oneOf(value, PRODUCT_CATEGORIES.map((option) => option.value), PRODUCT_RULE_MESSAGES.category),
  price_prefix: (value) => oneOf(value, CURRENCY_OPTIONS.map((option) => option.value), PRODUCT_RULE_MESSAGES.currency),
  tags: tagsProblem,
  stock: (value) => wholeNumberProblem(value, PRODUCT_LIMITS.stock),
  low_stock_threshold: (value) => wholeNumberProblem(value, PRODUCT_LIMITS.stock),
  shipping_weight: weightProblem,
  // Shop rules (issue 26, decision 065): the product's tax class and whether it is shipped at all.
  [TAX_CLASS_FIELD]: taxClassFieldProblem,
  [DIGITAL_FIELD]: digitalFieldProblem,
  size_guide_url: linkProblem,
  seo_image: linkProblem,
  seo_title: (value) => textProblem(value, PRODUCT_LIMITS.seoTitle),
  seo_description: (value) => textProblem(value, PRODUCT_LIMITS.seoDescription),
  slug: (value) => (isEmpty(value) ? null : typeof value === 'string' && value.length <= PRODUCT_LIMITS.slug && SLUG_PATTERN.test(value) ? null : PRODUCT_RULE_MESSAGES.slug),
};

/**
 * The field errors of a products record's values: the product editor checks them before it sends,
 * the data API (create and update), the records dialog and the CSV import again. Only the fields
 * present are checked, so a partial update is judged on what it changes; `complete` (the editor, a
 * new product) also asks for a name and a price. Null when the collection is not products or all is well.
 */
export function productFieldErrors(collection: string, values: Readonly<Record<string, unknown>>, { complete = false }: { complete?: boolean } = {}): Record<string, string[]> | null {
  if (!isProductsCollection(collection)) return null;
  const errors: Record<string, string[]> = {};
  for (const [field, rule] of Object.entries(FIELD_RULES)) {
    if (!(field in values)) continue;
    const problem = rule(values[field]);
    if (problem) errors[field] = [problem];
  }
  if (complete) {
    if (isEmpty(values.name)) errors.name = [PRODUCT_RULE_MESSAGES.nameRequired];
    if (isEmpty(values.price)) errors.price = [PRODUCT_RULE_MESSAGES.priceRequired];
  }
  // Both prices sent: a discount is lower than the price (spec 3 §5 shows no other as a discount).
  if (!errors.price && !errors.discount_price && 'price' in values && 'discount_price' in values) {
    const price = toNumberValue(values.price);
    const discount = toNumberValue(values.discount_price);
    if (price !== null && discount !== null && discount > 0 && discount >= price) errors.discount_price = [PRODUCT_RULE_MESSAGES.discountNotLower];
  }
  // The variant editor's own banners (duplicate ids, too many colours), read as the storefront reads them.
  if ('colors' in values || 'sizes' in values) {
    const product = normalizeProduct({ id: 'check', colors: values.colors, sizes: values.sizes, variant_stock: values.variant_stock });
    const problems = product ? variantProblems({ colors: product.colors, sizes: product.sizes, variant_stock: product.variant_stock }) : [];
    if (product && product.colors.length > MAX_PRODUCT_COLORS) problems.push(PRODUCT_RULE_MESSAGES.colorLimit(MAX_PRODUCT_COLORS));
    if (problems.length > 0) errors.variant_stock = [PRODUCT_RULE_MESSAGES.variants + problems.join(' ')];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
