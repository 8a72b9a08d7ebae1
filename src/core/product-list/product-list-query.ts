// The product list's filters and its call (spec 3 §3 filter state, §7, §9): what the filter panel
// holds, how it becomes GET /api/products, and how the server reads it back. Browser and server
// both read this file, so the panel, the API and the first server-rendered page cannot drift apart.
import { BLOCK_LIST_DEFAULT_LIMIT, BLOCK_LIST_MAX_LIMIT, BLOCK_LIST_MIN_LIMIT } from '../content/block-records.ts';
import { DEFAULT_PRICE_FILTER, PRICE_FILTER_OPTIONS, parsePriceFilter, type PriceRange } from '../options/price-filters.ts';
import { DEFAULT_PRODUCT_CATEGORY } from '../options/product-categories.ts';
import { DEFAULT_PRODUCTS_COLLECTION } from '../products/product.ts';

/** The storefront's product collection: the seed's, and the product blocks' default source. */
export const PRODUCTS_COLLECTION = DEFAULT_PRODUCTS_COLLECTION;

/** The storefront list's own API (decision 021): public for the product collection. */
export const PRODUCT_LIST_API = '/api/products';

/** `rating`: the average of the product's approved reviews (none: last), the figure its page shows. */
export const PRODUCT_SORT_FIELDS = ['created_at', 'updated_at', 'name', 'price', 'rating'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** Spec 3 §3: search, category, priceRange, inStock {inStock, outOfStock}, tags. */
export interface ProductFilterState {
  search: string;
  /** A category value; 'all' is no filter. */
  category: string;
  /** A price filter value ('0-25', '200+', …); 'all' is no filter. */
  priceRange: string;
  inStock: { inStock: boolean; outOfStock: boolean };
  tags: string[];
}

/** Spec 3 §9: every filter 'all', in-stock on. */
export const DEFAULT_PRODUCT_FILTERS: ProductFilterState = {
  search: '',
  category: DEFAULT_PRODUCT_CATEGORY,
  priceRange: DEFAULT_PRICE_FILTER,
  inStock: { inStock: true, outOfStock: false },
  tags: [],
};

export const MAX_PRODUCT_SEARCH_LENGTH = 100;
export const MAX_PRODUCT_TAGS = 10;
export const MAX_PRODUCT_TAG_LENGTH = 50;
const MAX_CATEGORY_LENGTH = 100;

/** Which stock states a list shows: null is both (both boxes ticked, or neither). */
export type StockFilter = 'in' | 'out' | null;

export function stockFilterOf(state: ProductFilterState['inStock']): StockFilter {
  if (state.inStock === state.outOfStock) return null;
  return state.inStock ? 'in' : 'out';
}

/** One page of the list: `page` zero-based (spec 3 §7). */
export interface ProductPageRequest {
  limit: number;
  page: number;
  sort: 'asc' | 'desc';
  sortField: ProductSortField;
}

export const DEFAULT_PRODUCT_PAGE: ProductPageRequest = { limit: BLOCK_LIST_DEFAULT_LIMIT, page: 0, sort: 'desc', sortField: 'created_at' };

export function clampProductLimit(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return BLOCK_LIST_DEFAULT_LIMIT;
  return Math.min(BLOCK_LIST_MAX_LIMIT, Math.max(BLOCK_LIST_MIN_LIMIT, Math.floor(number)));
}

/** The query string of GET /api/products for `filters` and a page (only what differs from "no filter"). */
export function productListSearchParams(filters: ProductFilterState, request: ProductPageRequest & { siteId?: string | null; collection?: string }): URLSearchParams {
  const params = new URLSearchParams();
  if (request.siteId) params.set('siteId', request.siteId);
  if (request.collection && request.collection !== PRODUCTS_COLLECTION) params.set('collection', request.collection);
  params.set('limit', String(clampProductLimit(request.limit)));
  params.set('page', String(Math.max(0, Math.floor(request.page))));
  params.set('sort', request.sort);
  params.set('sortField', request.sortField);
  const search = filters.search.trim();
  if (search) params.set('search', search.slice(0, MAX_PRODUCT_SEARCH_LENGTH));
  if (filters.category && filters.category !== DEFAULT_PRODUCT_CATEGORY) params.set('category', filters.category);
  if (filters.priceRange && filters.priceRange !== DEFAULT_PRICE_FILTER) params.set('priceRange', filters.priceRange);
  const stock = stockFilterOf(filters.inStock);
  if (stock === 'in') params.set('inStock', 'true');
  if (stock === 'out') params.set('outOfStock', 'true');
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  return params;
}

/** The product filters of a list call as the server applies them. */
export interface ProductFilters {
  search: string;
  category: string | null;
  price: PriceRange | null;
  stock: StockFilter;
  tags: string[];
}

/** A bad filter value: the server answers 400 with this message. */
export class ProductQueryError extends Error {}

function readBoolean(name: string, value: string | undefined): boolean | null {
  if (value === undefined || value === '') return null;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new ProductQueryError(`${name} must be true or false.`);
}

/**
 * Reads the filter keys of a list call: category ('all' or absent: none), priceRange (one of the
 * price filters), inStock / outOfStock ('true' or 'false'), tags (comma-separated), search.
 * Throws ProductQueryError for a value it cannot read: the caller answers 400.
 */
export function readProductFilters(query: Record<string, string | undefined>): ProductFilters {
  const search = (query.search ?? query.searchQuery ?? '').trim().slice(0, MAX_PRODUCT_SEARCH_LENGTH).trim();
  const categoryValue = query.category?.trim() ?? '';
  if (categoryValue.length > MAX_CATEGORY_LENGTH) throw new ProductQueryError(`category is longer than ${MAX_CATEGORY_LENGTH} characters.`);
  const category = categoryValue === '' || categoryValue === DEFAULT_PRODUCT_CATEGORY ? null : categoryValue.toLowerCase();
  const priceValue = query.priceRange?.trim() ?? '';
  let price: PriceRange | null = null;
  if (priceValue !== '' && priceValue !== DEFAULT_PRICE_FILTER) {
    price = parsePriceFilter(priceValue);
    if (price === null) throw new ProductQueryError(`Unknown priceRange '${priceValue.slice(0, 40)}'. Use ${PRICE_FILTER_OPTIONS.map((option) => option.value).join(', ')}.`);
  }
  const inStock = readBoolean('inStock', query.inStock);
  const outOfStock = readBoolean('outOfStock', query.outOfStock);
  const stock = stockFilterOf({ inStock: inStock ?? false, outOfStock: outOfStock ?? false });
  const tags = [...new Set((query.tags ?? '').split(',').map((tag) => tag.trim()).filter((tag) => tag !== ''))];
  if (tags.length > MAX_PRODUCT_TAGS) throw new ProductQueryError(`At most ${MAX_PRODUCT_TAGS} tags are allowed.`);
  const long = tags.find((tag) => tag.length > MAX_PRODUCT_TAG_LENGTH);
  if (long) throw new ProductQueryError(`A tag is longer than ${MAX_PRODUCT_TAG_LENGTH} characters.`);
  return { search, category, price, stock, tags };
}

/** The filters of `state` as the server reads them (for the first page rendered on the server). */
export function productFiltersOf(state: ProductFilterState): ProductFilters {
  return readProductFilters(Object.fromEntries(productListSearchParams(state, DEFAULT_PRODUCT_PAGE)));
}

/** One page of products as the server lists them for a page's own site (the preparer's source). */
export interface ListedProducts {
  records: Record<string, unknown>[];
  total: number;
  /** The site's public id, for the browser's later calls; null for the platform. */
  siteId: string | null;
}

export type ListProducts = (collection: string, filters: ProductFilters, request: ProductPageRequest) => Promise<ListedProducts>;
