// The product editor's form (issue 24 item 2): a stored product as the form's text fields and back.
// Prices, stock and weight are typed as text and stored as numbers (blank: null), prices in
// currency units as the products collection stores them; a product with variants stores the sum
// of their stock as its own. The rules are product-rules.ts's, the same the server applies.
import type { ProductVariants } from '../product-variants/variant-editing.ts';
import { toNumberValue } from '../rules/number-value.ts';
import { DEFAULT_PRICE_PREFIX, normalizeProduct } from './product.ts';
import type { ProductStatus } from './product-rules.ts';
import { DIGITAL_FIELD, TAX_CLASS_FIELD, productShopTermsOf } from '../shop-rules/product-terms.ts';
import { taxClassOf, type TaxClass } from '../shop-rules/tax.ts';

export interface ProductFormState {
  name: string;
  subtitle: string;
  description: string;
  image: string;
  images_other: string[];
  price: string;
  discount_price: string;
  price_prefix: string;
  status: ProductStatus;
  category: string;
  /** Comma-separated as typed. */
  tags: string;
  variants: ProductVariants;
  stock: string;
  low_stock_threshold: string;
  size_guide_url: string;
  shipping_weight: string;
  /** The product's tax class (decision 065); standard when the record sets none. */
  tax_class: TaxClass;
  /** Digital products are shipped nowhere: no shipping rate, no weight. */
  is_digital: boolean;
  seo_title: string;
  seo_description: string;
  seo_image: string;
  slug: string;
}

/** Every record field the editor writes (and so sends as `loaded` for the three-way merge). */
export const PRODUCT_FORM_FIELDS = [
  'name',
  'subtitle',
  'description',
  'image',
  'images_other',
  'price',
  'discount_price',
  'price_prefix',
  'status',
  'category',
  'tags',
  'colors',
  'sizes',
  'variant_stock',
  'stock',
  'low_stock_threshold',
  'size_guide_url',
  'shipping_weight',
  TAX_CLASS_FIELD,
  DIGITAL_FIELD,
  'seo_title',
  'seo_description',
  'seo_image',
  'slug',
] as const;

type Raw = Readonly<Record<string, unknown>>;
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** The form's fields for a stored product, or an empty active product (no record). */
export function productFormState(record: Raw | null): ProductFormState {
  const product = normalizeProduct({ id: 'form', ...record });
  const raw = record ?? {};
  return {
    name: product?.name ?? '',
    subtitle: product?.subtitle ?? '',
    description: product?.description ?? '',
    image: product?.image ?? '',
    images_other: product?.images_other ?? [],
    price: text(raw.price),
    discount_price: text(raw.discount_price),
    price_prefix: text(raw.price_prefix) || DEFAULT_PRICE_PREFIX,
    status: product?.isActive === false ? 'inactive' : 'active',
    category: text(raw.category),
    tags: (product?.tags ?? []).join(', '),
    variants: { colors: product?.colors ?? [], sizes: product?.sizes ?? [], variant_stock: product?.variant_stock ?? [] },
    stock: text(raw.stock),
    low_stock_threshold: text(raw.low_stock_threshold),
    size_guide_url: text(raw.size_guide_url),
    shipping_weight: text(raw.shipping_weight),
    tax_class: taxClassOf(raw[TAX_CLASS_FIELD]),
    is_digital: productShopTermsOf(raw).digital,
    seo_title: text(raw.seo_title),
    seo_description: text(raw.seo_description),
    seo_image: text(raw.seo_image),
    slug: text(raw.slug),
  };
}

/** Blank is null; a number as a number; anything else as typed, for the rules to name. */
const numberOrText = (value: string): number | string | null => (value.trim() === '' ? null : (toNumberValue(value) ?? value));
const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The variants' total stock, or null without variant rows (the product's own stock counts). */
export function variantStockTotal(variants: ProductVariants): number | null {
  return variants.variant_stock.length === 0 ? null : variants.variant_stock.reduce((sum, entry) => sum + entry.stock, 0);
}

/** A slug suggested from the name: lower-case ASCII letters and digits joined by single hyphens. */
/** Image `index` of the others becomes the main image; the main one (if any) takes its place among the others. */
export function promoteImage(state: Pick<ProductFormState, 'image' | 'images_other'>, index: number): Pick<ProductFormState, 'image' | 'images_other'> {
  const chosen = state.images_other[index];
  if (chosen === undefined) return state;
  const others = state.image === '' ? state.images_other.filter((_, position) => position !== index) : state.images_other.map((url, position) => (position === index ? state.image : url));
  return { image: chosen, images_other: others };
}

export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/** What the form writes to the record. */
export function productFormValues(state: ProductFormState): Record<(typeof PRODUCT_FORM_FIELDS)[number], unknown> {
  const total = variantStockTotal(state.variants);
  return {
    name: state.name.trim(),
    subtitle: state.subtitle.trim(),
    description: state.description,
    image: orNull(state.image),
    images_other: state.images_other,
    price: numberOrText(state.price),
    discount_price: numberOrText(state.discount_price),
    price_prefix: state.price_prefix,
    status: state.status,
    category: orNull(state.category),
    tags: [...new Set(state.tags.split(',').map((tag) => tag.trim()).filter(Boolean))],
    colors: state.variants.colors,
    sizes: state.variants.sizes,
    variant_stock: state.variants.variant_stock,
    stock: total ?? numberOrText(state.stock),
    low_stock_threshold: numberOrText(state.low_stock_threshold),
    size_guide_url: orNull(state.size_guide_url),
    shipping_weight: numberOrText(state.shipping_weight),
    tax_class: state.tax_class,
    is_digital: state.is_digital,
    seo_title: orNull(state.seo_title),
    seo_description: orNull(state.seo_description),
    seo_image: orNull(state.seo_image),
    slug: orNull(state.slug) ?? (suggestSlug(state.name) || null),
  };
}

/** What the form was given of each field it writes (null when the record lacks it): the `loaded` of the three-way merge. */
export function productLoadedValues(record: Raw): Record<string, unknown> {
  return Object.fromEntries(PRODUCT_FORM_FIELDS.map((field) => [field, Object.hasOwn(record, field) ? (record[field] ?? null) : null]));
}
