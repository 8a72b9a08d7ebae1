// The owner's Products screen (issue #24 item 1, decision 051): the list API it reads, its bounds,
// the row it shows and its strings, once for the screen and the server.
import { PRODUCT_CATEGORY_OPTIONS } from '../options/product-categories.ts';
import type { VariantStockEntry } from './product.ts';

/** GET: one page of a site's products, inactive ones included (site members and admins). */
export const PRODUCT_ADMIN_API = '/api/products/admin';
/** POST { siteId, action, ids }: activate, deactivate or delete some of a site's products. */
export const PRODUCT_ADMIN_BULK_API = `${PRODUCT_ADMIN_API}/bulk`;

export const PRODUCT_ADMIN_PAGE_SIZE = 20;
export const PRODUCT_ADMIN_MAX_LIMIT = 100;
export const PRODUCT_ADMIN_MAX_SEARCH = 100;
export const PRODUCT_ADMIN_MAX_CATEGORY = 100;
export const PRODUCT_BULK_MAX = 100;

export const PRODUCT_ADMIN_SORTS = ['name', 'price', 'stock', 'updated'] as const;
export type ProductAdminSort = (typeof PRODUCT_ADMIN_SORTS)[number];
export const PRODUCT_STATUS_FILTERS = ['active', 'inactive'] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];
export const PRODUCT_STOCK_FILTERS = ['low', 'out'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];
export const PRODUCT_BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];


export interface ProductAdminFilter {
  siteId: string;
  /** Matches the name, subtitle or slug, case-insensitively; '' for none. */
  q: string;
  status: ProductStatusFilter | '';
  /** A category value; '' for every category. */
  category: string;
  stock: ProductStockFilter | '';
  sort: ProductAdminSort;
  direction: 'asc' | 'desc';
  page: number;
}

export const DEFAULT_PRODUCT_ADMIN_FILTER: Omit<ProductAdminFilter, 'siteId'> = { q: '', status: '', category: '', stock: '', sort: 'updated', direction: 'desc', page: 0 };

/** One product as the screen lists it: what the table shows, read from the stored record. */
export interface ProductAdminRow {
  id: string;
  name: string;
  subtitle: string;
  slug: string | null;
  image: string | null;
  price: number;
  discount_price: number | null;
  price_prefix: string;
  /** The variants' sum when it has variants, else the product's stock; null: unlimited. */
  stock: number | null;
  variants: VariantStockEntry[];
  lowStockThreshold: number;
  isActive: boolean;
  category: string | null;
  updatedAt: string;
}

export interface ProductAdminPage {
  products: ProductAdminRow[];
  total: number;
  page: number;
  limit: number;
}

/** The list's URL; empty filters are left out so the server applies none. */
export function productAdminListUrl({ siteId, q, status, category, stock, sort, direction, page }: ProductAdminFilter, limit = PRODUCT_ADMIN_PAGE_SIZE): string {
  const query = new URLSearchParams({ siteId });
  const search = q.trim();
  if (search !== '') query.set('q', search);
  if (status !== '') query.set('status', status);
  if (category !== '') query.set('category', category);
  if (stock !== '') query.set('stock', stock);
  query.set('sort', sort);
  query.set('direction', direction);
  query.set('page', String(page));
  query.set('limit', String(limit));
  return `${PRODUCT_ADMIN_API}?${query}`;
}

const CATEGORY_LABELS = new Map<string, string>(PRODUCT_CATEGORY_OPTIONS.map((option) => [option.value, option.label]));
/** A stored category as the spec's list names it (case-insensitively), else as typed. */
export const categoryLabel = (category: string | null): string => (category ? (CATEGORY_LABELS.get(category.toLowerCase()) ?? category) : '');

export const PRODUCT_ADMIN_ERRORS = {
  forbidden: 'You do not have permission to manage this site’s products',
  siteRequired: 'siteId is required',
  searchTooLong: `q must be at most ${PRODUCT_ADMIN_MAX_SEARCH} characters`,
  categoryTooLong: `category must be at most ${PRODUCT_ADMIN_MAX_CATEGORY} characters`,
  status: `status must be one of ${PRODUCT_STATUS_FILTERS.join(', ')}`,
  stock: `stock must be one of ${PRODUCT_STOCK_FILTERS.join(', ')}`,
  sort: `sort must be one of ${PRODUCT_ADMIN_SORTS.join(', ')}`,
  direction: 'direction must be asc or desc',
  limit: `limit must be a whole number from 1 to ${PRODUCT_ADMIN_MAX_LIMIT}`,
  page: 'page must be a whole number from 0',
  action: `action must be one of ${PRODUCT_BULK_ACTIONS.join(', ')}`,
  ids: `ids must be a list of 1 to ${PRODUCT_BULK_MAX} product ids`,
  notThisSite: 'Some of these products are not products of this site',
} as const;

export const PRODUCTS_SCREEN_MESSAGES = {
  title: 'Products',
  heading: (site: string) => `Products of ${site}`,
  newProduct: 'New product',
  importProducts: 'Import',
  importProductsLabel: 'Import products from a CSV or JSON file',
  exportCsv: 'Export CSV',
  exportCsvLabel: 'Export the products as CSV',
  imported: (n: number) => (n === 1 ? 'Imported 1 product' : `Imported ${n} products`),
  count: (n: number) => (n === 1 ? '1 product' : `${n} products`),
  loading: 'Loading products…',
  loadFailed: 'The products could not be loaded.',
  empty: 'No products yet',
  emptyHint: 'Create a product to offer it in the shop.',
  noMatch: 'No products match',
  noMatchHint: 'Try another search or clear the filters.',
  clearFilters: 'Clear filters',
  searchLabel: 'Search products',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  categoryFilter: 'Category',
  allCategories: 'All categories',
  stockFilter: 'Stock',
  allStock: 'Any stock',
  sortLabel: 'Sort by',
  pagesLabel: 'Product pages',
  statusLabels: { active: 'Active', inactive: 'Inactive' } satisfies Record<ProductStatusFilter, string>,
  stockLabels: { low: 'Low stock', out: 'Out of stock' } satisfies Record<ProductStockFilter, string>,
  sortLabels: { name: 'Name', price: 'Price', stock: 'Stock', updated: 'Last updated' } satisfies Record<ProductAdminSort, string>,
  directionLabel: 'Order',
  directionLabels: { asc: 'Ascending', desc: 'Descending' },
  columns: { select: 'Select', image: 'Image', name: 'Name', price: 'Price', stock: 'Stock', status: 'Status', category: 'Category' },
  selectAll: 'Select all products on this page',
  selectRow: (name: string) => `Select ${name}`,
  unlimited: 'Unlimited',
  showVariants: (name: string) => `Show the stock of each variant of ${name}`,
  variantsOf: (name: string) => `Stock of each variant of ${name}`,
  variantColumns: { color: 'Colour', size: 'Size', stock: 'Stock' },
  noImage: 'No image',
  selected: (n: number) => `${n} selected`,
  bulkLabel: 'Actions on the selected products',
  bulkLabels: { activate: 'Activate', deactivate: 'Deactivate', delete: 'Delete' } satisfies Record<ProductBulkAction, string>,
  bulkDone: { activate: (n: number) => `${n} activated.`, deactivate: (n: number) => `${n} deactivated.`, delete: (n: number) => `${n} deleted.` } satisfies Record<ProductBulkAction, (n: number) => string>,
  bulkFailed: 'The change could not be saved.',
  deleteTitle: (n: number) => (n === 1 ? 'Delete 1 product?' : `Delete ${n} products?`),
  deleteText: 'They leave the shop and cannot be restored. Orders that contain them keep their lines.',
  deleteConfirm: 'Delete',
  percentOff: (n: number) => `${n}% off`,
} as const;
