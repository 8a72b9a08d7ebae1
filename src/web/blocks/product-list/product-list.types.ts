import { PRODUCT_LIST_DEFAULTS } from '#core/blocks/shop-defaults.ts';
import type { ProductListView } from '#core/product-list/product-list-address.ts';
import { type ProductSortField } from '#core/product-list/product-list-query.ts';
import type { ProductTeaser } from '#core/product-list/product-teaser.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

export type ProductListColumns = 2 | 3 | 4;

export interface ProductListProps extends SiteSlugProps {
  heading: string;
  /** The collection holding the products ('products' by default). */
  collection: string;
  /** Products per page, clamped to 1..50 (spec 3 §9: 12). */
  limit: number;
  sort: 'asc' | 'desc';
  sortField: ProductSortField;
  columns: ProductListColumns;
  /** The filter panel (an island that refetches through GET /api/products); without it the first page is static HTML. */
  showFilters: boolean;
  /** Tags offered as filters (the editor's array field); none: no tag filter. */
  filterTags: { tag: string }[];
  /** Server-computed (prepare-render-data): the first page with the default filters. */
  _items?: ProductTeaser[];
  /** Server-computed: how many products the default filters select. */
  _total?: number;
  /** Server-computed: the site's public id, for the filter panel's calls. */
  _siteId?: string | null;
  /** Server-computed: the filters, sort and page the address names (issue 23); the panel starts from them. */
  _view?: ProductListView;
  /** Server-computed: the first page could not be loaded (spec 3 §8: 'Unable to Load Products'). */
  _failed?: boolean;
}

export const PRODUCT_LIST_DEFAULT_PROPS: ProductListProps = PRODUCT_LIST_DEFAULTS;
