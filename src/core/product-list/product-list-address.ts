// The product list's view in the page's address (issue 23): filters, the visitor's sort and the
// page live in the query string, so a filtered list survives opening a product and coming Back,
// and the server renders the same list from the same URL. One reading for the server (first render)
// and the island (every change): unknown keys are ignored, a value that is not one of the known
// ones falls back to its default, so any URL renders a page and none is a 5xx.
import { DEFAULT_PRICE_FILTER, PRICE_FILTER_OPTIONS } from '../options/price-filters.ts';
import { DEFAULT_PRODUCT_CATEGORY, PRODUCT_CATEGORY_OPTIONS } from '../options/product-categories.ts';
import { DEFAULT_PRODUCT_FILTERS, MAX_PRODUCT_SEARCH_LENGTH, MAX_PRODUCT_TAG_LENGTH, MAX_PRODUCT_TAGS, type ProductFilterState, type ProductSortField } from './product-list-query.ts';

/** The visitor's orders: newest first, price low to high, price high to low, best rated first. */
export const VISITOR_SORTS = ['newest', 'price-asc', 'price-desc', 'rating'] as const;
export type VisitorSort = (typeof VISITOR_SORTS)[number];

export const VISITOR_SORT_LABELS: Readonly<Record<VisitorSort, string>> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
};

/** What each visitor sort asks GET /api/products for. */
export const VISITOR_SORT_ORDERS: Readonly<Record<VisitorSort, { sortField: ProductSortField; sort: 'asc' | 'desc' }>> = {
  newest: { sortField: 'created_at', sort: 'desc' },
  'price-asc': { sortField: 'price', sort: 'asc' },
  'price-desc': { sortField: 'price', sort: 'desc' },
  rating: { sortField: 'rating', sort: 'desc' },
};

/** The visitor sort the block's own order is, or null when the editor chose another (name, oldest…). */
export function visitorSortOf(order: { sortField: ProductSortField; sort: 'asc' | 'desc' }): VisitorSort | null {
  return VISITOR_SORTS.find((key) => VISITOR_SORT_ORDERS[key].sortField === order.sortField && VISITOR_SORT_ORDERS[key].sort === order.sort) ?? null;
}

/** Highest page the address may name (1-based): beyond the catalogue a page is simply empty. */
export const MAX_ADDRESS_PAGE = 10_000;

/** The list's view as the address holds it. `page` is zero-based here, 1-based in the address. */
export interface ProductListView {
  filters: ProductFilterState;
  /** null: the block's own order (set in the editor). */
  sort: VisitorSort | null;
  page: number;
}

export const DEFAULT_PRODUCT_LIST_VIEW: ProductListView = { filters: DEFAULT_PRODUCT_FILTERS, sort: null, page: 0 };

/** The address keys this list reads and writes; every other key of the address is left as it is. */
export const ADDRESS_KEYS = ['q', 'category', 'price', 'stock', 'tags', 'sort', 'page'] as const;

const STOCK_VALUES = { any: { inStock: true, outOfStock: true }, out: { inStock: false, outOfStock: true } } as const;

const oneOf = <T extends string>(value: string | null, allowed: readonly { value: T }[], fallback: T): T => allowed.find((option) => option.value === value)?.value ?? fallback;

/** The view a query string names; anything unreadable is its default. */
export function readProductListView(params: URLSearchParams): ProductListView {
  const search = (params.get('q') ?? '').trim().slice(0, MAX_PRODUCT_SEARCH_LENGTH).trim();
  const stock = params.get('stock');
  const tags = [...new Set((params.get('tags') ?? '').split(',').map((tag) => tag.trim()))].filter((tag) => tag !== '' && tag.length <= MAX_PRODUCT_TAG_LENGTH).slice(0, MAX_PRODUCT_TAGS);
  const sort = params.get('sort');
  const page = params.get('page') ?? '';
  const pageNumber = /^\d{1,5}$/.test(page) ? Number(page) : 1;
  return {
    filters: {
      search,
      category: oneOf(params.get('category'), PRODUCT_CATEGORY_OPTIONS, DEFAULT_PRODUCT_CATEGORY),
      priceRange: oneOf(params.get('price'), PRICE_FILTER_OPTIONS, DEFAULT_PRICE_FILTER),
      inStock: stock === 'any' || stock === 'out' ? { ...STOCK_VALUES[stock] } : { ...DEFAULT_PRODUCT_FILTERS.inStock },
      tags,
    },
    sort: (VISITOR_SORTS as readonly (string | null)[]).includes(sort) ? (sort as VisitorSort) : null,
    page: Math.min(Math.max(pageNumber, 1), MAX_ADDRESS_PAGE) - 1,
  };
}

/** `current` with this list's keys replaced by `view` (defaults left out, so the plain list keeps a plain address). */
export function writeProductListView(view: ProductListView, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of ADDRESS_KEYS) params.delete(key);
  const { filters } = view;
  const search = filters.search.trim();
  if (search) params.set('q', search.slice(0, MAX_PRODUCT_SEARCH_LENGTH));
  if (filters.category !== DEFAULT_PRODUCT_CATEGORY) params.set('category', filters.category);
  if (filters.priceRange !== DEFAULT_PRICE_FILTER) params.set('price', filters.priceRange);
  const { inStock, outOfStock } = filters.inStock;
  if (inStock === outOfStock) params.set('stock', 'any');
  else if (outOfStock) params.set('stock', 'out');
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (view.sort) params.set('sort', view.sort);
  if (view.page > 0) params.set('page', String(view.page + 1));
  return params;
}

/** How many filters differ from the defaults: the count the phone's Filters button shows. */
export function activeFilterCount(filters: ProductFilterState): number {
  const stockChanged = filters.inStock.inStock !== DEFAULT_PRODUCT_FILTERS.inStock.inStock || filters.inStock.outOfStock !== DEFAULT_PRODUCT_FILTERS.inStock.outOfStock;
  return [filters.search.trim() !== '', filters.category !== DEFAULT_PRODUCT_CATEGORY, filters.priceRange !== DEFAULT_PRICE_FILTER, stockChanged].filter(Boolean).length + filters.tags.length;
}
