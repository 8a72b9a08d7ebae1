import type { Option } from './option.ts';

export const PRODUCT_CATEGORY_OPTIONS = [
  { label: 'All categories', value: 'all' },
  { label: 'Clothing', value: 'clothing' },
  { label: 'Electronics', value: 'electronics' },
  { label: 'Home', value: 'home' },
  { label: 'Beauty', value: 'beauty' },
  { label: 'Sports', value: 'sports' },
  { label: 'Toys', value: 'toys' },
  { label: 'Books', value: 'books' },
  { label: 'Food', value: 'food' },
  { label: 'Other', value: 'other' },
] as const satisfies readonly Option[];
export type ProductCategory = (typeof PRODUCT_CATEGORY_OPTIONS)[number]['value'];
export const DEFAULT_PRODUCT_CATEGORY: ProductCategory = 'all';
