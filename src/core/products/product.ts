// The storefront product model (spec 3 §3): one normalised shape for every block, the cart and the
// server, whatever a stored record looks like (ids under id/_id/product_id, name or title, image or
// main_image, images_other and variant_stock as JSON text, numbers as strings).

/** Spec 3 §9: a stock of this many or fewer shows 'Only {n} left in stock.' */
export const LOW_STOCK_THRESHOLD = 5;
/** The key of a stored product's own low-stock threshold (the product editor's field). */
export const LOW_STOCK_THRESHOLD_FIELD = 'low_stock_threshold';
export const DEFAULT_PRICE_PREFIX = '$';
export const DEFAULT_PRODUCTS_COLLECTION = 'products';
/** Spec 3 §9: payment option icons shown when a product names none. */
export const DEFAULT_PAYMENT_OPTIONS = ['credit', 'paypal', 'applepay', 'googlepay'] as const;

export interface ProductColor {
  value: string;
  label: string;
  hex: string;
}

export interface ProductSize {
  value: string;
  label: string;
}

/**
 * Stock of one colour × size combination. A product with colours but no sizes has rows with
 * size_value '' (and vice versa), so a missing axis always matches ''.
 */
export interface VariantStockEntry {
  color_value: string;
  size_value: string;
  stock: number;
}

export interface Product {
  id: string;
  name: string;
  subtitle: string;
  description: string;
  /** List price. */
  price: number;
  /** Raw discount price as stored; whether it counts is `hasDiscount` (see price-display.ts). */
  discount_price: number | null;
  price_prefix: string;
  /** null when the record has no stock: unlimited. */
  stock: number | null;
  image: string | null;
  /** Further gallery images (urls), main image excluded. */
  images_other: string[];
  colors: ProductColor[];
  sizes: ProductSize[];
  variant_stock: VariantStockEntry[];
  promotion: string | null;
  shippingInfo: string | null;
  size_guide_url: string | null;
  paymentOptions: string[];
  /** Spec 3 §4: status 'inactive' makes the product unavailable. */
  isActive: boolean;
  category: string | null;
  tags: string[];
  rating: number | null;
  review_count: number;
  /** Collection the record was read from; the cart re-reads it there. */
  collection: string;
  /** Site unique id (site_id of the data API, or site of the seed). */
  site: string | null;
  /** Updated-at of the record as ISO text, when known. */
  updated_at: string | null;
}

type Raw = Record<string, unknown>;

/**
 * A stored product (a data API record, a seed document, a bound template record) as a Product;
 * null when it is not an object or has no id. Unknown or malformed fields fall back to empty
 * values rather than throwing: a product page must render whatever an editor typed.
 */
export function normalizeProduct(raw: unknown, collection?: string): Product | null {
  if (!isRecord(raw)) return null;
  const id = firstString(raw.id, raw._id, raw.product_id);
  if (!id) return null;
  const colors = toList(raw.colors).flatMap(toColor);
  const sizes = toList(raw.sizes).flatMap(toSize);
  const paymentOptions = toList(raw.paymentOptions).filter((o): o is string => typeof o === 'string' && o.length > 0);
  return {
    id,
    name: firstString(raw.name, raw.title) ?? '',
    subtitle: firstString(raw.subtitle) ?? '',
    description: firstString(raw.description) ?? '',
    price: toNumber(raw.price) ?? 0,
    discount_price: toNumber(raw.discount_price),
    price_prefix: firstString(raw.price_prefix) ?? DEFAULT_PRICE_PREFIX,
    stock: toStock(raw.stock),
    image: firstString(raw.image, raw.main_image) ?? null,
    images_other: toList(raw.images_other).flatMap(toImageUrl),
    colors,
    sizes,
    variant_stock: toList(raw.variant_stock).flatMap(toVariantStock),
    promotion: firstString(raw.promotion) ?? null,
    shippingInfo: firstString(raw.shippingInfo) ?? null,
    size_guide_url: firstString(raw.size_guide_url) ?? null,
    paymentOptions: paymentOptions.length > 0 ? paymentOptions : [...DEFAULT_PAYMENT_OPTIONS],
    isActive: String(raw.status ?? '').toLowerCase() !== 'inactive',
    category: firstString(raw.category) ?? null,
    tags: toList(raw.tags).filter((t): t is string => typeof t === 'string' && t.length > 0),
    rating: toNumber(raw.rating),
    review_count: Math.max(0, Math.floor(toNumber(raw.review_count) ?? 0)),
    collection: firstString(raw.collection) ?? collection ?? DEFAULT_PRODUCTS_COLLECTION,
    site: firstString(raw.site, raw.site_id) ?? null,
    updated_at: firstString(raw.updated_at) ?? null,
  };
}

/**
 * The owner's own low-stock threshold of a stored product (`low_stock_threshold`, set in the product
 * editor) for the admin screens, else the spec's 5. The storefront's 'Only {n} left' keeps the spec's 5.
 */
export function lowStockThresholdOf(raw: Readonly<Record<string, unknown>>): number {
  const n = toNumber(raw[LOW_STOCK_THRESHOLD_FIELD]);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : LOW_STOCK_THRESHOLD;
}

/** Every image of the gallery: the main one first, then the others, without repeats. */
export function productImages(product: Pick<Product, 'image' | 'images_other'>): string[] {
  const all = product.image ? [product.image, ...product.images_other] : product.images_other;
  return [...new Set(all)];
}

/**
 * Stock of the colour × size entry; a missing axis matches ''. null when the product has no
 * variant stock at all, 0 when it has some but none for this combination (spec 1 §4: no matching
 * entry means unavailable).
 */
export function findVariantStock(entries: readonly VariantStockEntry[], colorValue: string | null | undefined, sizeValue: string | null | undefined): number | null {
  if (entries.length === 0) return null;
  const color = colorValue ?? '';
  const size = sizeValue ?? '';
  const entry = entries.find((e) => e.color_value === color && e.size_value === size);
  return entry ? entry.stock : 0;
}

/**
 * What a shopper may buy of this product in this colour and size: the variant stock first, then
 * the product stock (spec 1 §5); null means unlimited (no stock recorded anywhere).
 */
export function availableStock(product: Pick<Product, 'stock' | 'variant_stock'>, colorValue?: string | null, sizeValue?: string | null): number | null {
  const variant = findVariantStock(product.variant_stock, colorValue, sizeValue);
  return variant ?? product.stock;
}

export type StockLevel = 'out' | 'low' | 'in';

/** Spec 3 §4: out at 0, low at 5 or fewer, otherwise in stock (unlimited counts as in stock). */
export function stockLevel(stock: number | null): StockLevel {
  if (stock === null) return 'in';
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstString(...values: unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function toStock(value: unknown): number | null {
  const n = toNumber(value);
  return n === null ? null : Math.max(0, Math.floor(n));
}

/** A list, or JSON text of a list (spec 3 §3: images_other and variant_stock may arrive as text). */
function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [];
}

function toImageUrl(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (isRecord(value)) {
    const url = firstString(value.image, value.url);
    return url ? [url] : [];
  }
  return [];
}

function toColor(value: unknown): ProductColor[] {
  if (typeof value === 'string') return value.trim() ? [{ value, label: value, hex: '' }] : [];
  if (!isRecord(value)) return [];
  const v = firstString(value.value, value.label);
  if (!v) return [];
  return [{ value: v, label: firstString(value.label, value.name) ?? v, hex: firstString(value.hex) ?? '' }];
}

function toSize(value: unknown): ProductSize[] {
  if (typeof value === 'string') return value.trim() ? [{ value, label: value }] : [];
  if (!isRecord(value)) return [];
  const v = firstString(value.value, value.label);
  if (!v) return [];
  return [{ value: v, label: firstString(value.label) ?? v }];
}

function toVariantStock(value: unknown): VariantStockEntry[] {
  if (!isRecord(value)) return [];
  return [{ color_value: firstString(value.color_value) ?? '', size_value: firstString(value.size_value) ?? '', stock: toStock(value.stock) ?? 0 }];
}
