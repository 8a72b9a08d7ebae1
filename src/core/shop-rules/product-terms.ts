// What shop rules read of a product record (issue 26; decision 065): its parcel weight in grams (the
// product editor's `shipping_weight`, kilograms with at most 3 decimals), its tax class
// (`tax_class`: standard, reduced or zero; standard when unset) and whether it is digital
// (`is_digital`: shipped nowhere, so it needs no shipping and weighs nothing).
import { toNumberValue } from '../rules/number-value.ts';
import { TAX_CLASSES, taxClassOf, type TaxClass } from './tax.ts';

export const TAX_CLASS_FIELD = 'tax_class';
export const DIGITAL_FIELD = 'is_digital';
export const WEIGHT_FIELD = 'shipping_weight';

export interface ProductShopTerms {
  weightGrams: number;
  taxClass: TaxClass;
  digital: boolean;
}

/** A stored flag as a boolean: true, 'true', 'yes', 'on', 1; anything else is false. */
function flag(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['true', 'yes', 'on', '1'].includes(value.trim().toLowerCase()));
}

/** A record's weight in whole grams (its kilograms × 1000, read at 15 digits); 0 when it has none or a broken one. */
export function weightGramsOf(value: unknown): number {
  const kilograms = toNumberValue(value);
  if (kilograms === null || kilograms < 0) return 0;
  return Math.round(Number((kilograms * 1000).toPrecision(15)));
}

export function productShopTermsOf(data: Readonly<Record<string, unknown>>): ProductShopTerms {
  const digital = flag(data[DIGITAL_FIELD]);
  return { weightGrams: digital ? 0 : weightGramsOf(data[WEIGHT_FIELD]), taxClass: taxClassOf(data[TAX_CLASS_FIELD]), digital };
}

export const PRODUCT_TERMS_MESSAGES = {
  taxClass: 'Choose the standard, reduced or zero tax class.',
  digital: 'Digital is yes or no.',
} as const;

const isEmpty = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The product rules' check of `tax_class` (product-rules.ts runs it on every write path). */
export function taxClassFieldProblem(value: unknown): string | null {
  return isEmpty(value) || (typeof value === 'string' && (TAX_CLASSES as readonly string[]).includes(value)) ? null : PRODUCT_TERMS_MESSAGES.taxClass;
}

/** The product rules' check of `is_digital`. */
export function digitalFieldProblem(value: unknown): string | null {
  if (isEmpty(value) || typeof value === 'boolean' || value === 0 || value === 1) return null;
  return typeof value === 'string' && ['true', 'false', 'yes', 'no', 'on', 'off', '1', '0'].includes(value.trim().toLowerCase()) ? null : PRODUCT_TERMS_MESSAGES.digital;
}
