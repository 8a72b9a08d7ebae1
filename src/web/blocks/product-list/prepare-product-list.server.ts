import { DEFAULT_PRODUCT_FILTERS, PRODUCTS_COLLECTION, PRODUCT_SORT_FIELDS, clampProductLimit, productFiltersOf, type ListProducts, type ProductSortField } from '#core/product-list/product-list-query.ts';
import { productTeasersOf } from '#core/product-list/product-teaser.ts';

interface ProductListContext {
  listProducts?: ListProducts;
  logError?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * The first page of a ProductList with the default filters (spec 3 §9), read on the server for the
 * page's own site: `_items` (teasers: only what a card shows), `_total`, `_siteId`; `_failed` when
 * the read failed (spec 3 §8: 'Unable to Load Products').
 */
export async function prepareProductList(props: Record<string, unknown>, context: ProductListContext): Promise<Record<string, unknown>> {
  const collection = props.collection === undefined ? PRODUCTS_COLLECTION : typeof props.collection === 'string' ? props.collection.trim() : '';
  if (collection === '' || !context.listProducts) return {};
  const sortField = (PRODUCT_SORT_FIELDS as readonly unknown[]).includes(props.sortField) ? (props.sortField as ProductSortField) : 'created_at';
  try {
    const answer = await context.listProducts(collection, productFiltersOf(DEFAULT_PRODUCT_FILTERS), { limit: clampProductLimit(props.limit), page: 0, sort: props.sort === 'asc' ? 'asc' : 'desc', sortField });
    return { _items: productTeasersOf(answer.records, collection), _total: answer.total, _siteId: answer.siteId };
  } catch (error) {
    context.logError?.('product list: the products could not be loaded', { err: error, collection });
    return { _items: [], _total: 0, _failed: true };
  }
}
