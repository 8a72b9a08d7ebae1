import { readProductListView, VISITOR_SORT_ORDERS, type ProductListView } from '#core/product-list/product-list-address.ts';
import { PRODUCTS_COLLECTION, PRODUCT_SORT_FIELDS, clampProductLimit, productFiltersOf, type ListProducts, type ProductSortField } from '#core/product-list/product-list-query.ts';
import { productTeasersOf } from '#core/product-list/product-teaser.ts';

interface ProductListContext {
  listProducts?: ListProducts;
  logError?: (message: string, details: Record<string, unknown>) => void;
  /** The page's query string: a list with its filter panel shows the view it names (issue 23). */
  query?: URLSearchParams;
}

/** The tags a block offers as filters (its editor list); the address may name only these. */
function offeredTags(props: Record<string, unknown>): Set<string> {
  const list = Array.isArray(props.filterTags) ? (props.filterTags as { tag?: unknown }[]) : [];
  return new Set(list.map((item) => (typeof item?.tag === 'string' ? item.tag.trim() : '')).filter((tag) => tag !== ''));
}

/** The view the address names for this block: none but the defaults without the filter panel. */
function viewOf(props: Record<string, unknown>, query: URLSearchParams | undefined): ProductListView {
  const view = readProductListView(props.showFilters === false || !query ? new URLSearchParams() : query);
  const tags = offeredTags(props);
  return { ...view, filters: { ...view.filters, tags: view.filters.tags.filter((tag) => tags.has(tag)) } };
}

/**
 * The page of a ProductList the address names (filters, sort, page; spec 3 §9 defaults without
 * any), read on the server for the page's own site: `_items` (teasers: only what a card shows),
 * `_total`, `_siteId`, `_view` (what the filter panel starts from); `_failed` when the read failed
 * (spec 3 §8: 'Unable to Load Products').
 */
export async function prepareProductList(props: Record<string, unknown>, context: ProductListContext): Promise<Record<string, unknown>> {
  const collection = props.collection === undefined ? PRODUCTS_COLLECTION : typeof props.collection === 'string' ? props.collection.trim() : '';
  if (collection === '' || !context.listProducts) return {};
  const sortField = (PRODUCT_SORT_FIELDS as readonly unknown[]).includes(props.sortField) ? (props.sortField as ProductSortField) : 'created_at';
  const view = viewOf(props, context.query);
  const order = view.sort ? VISITOR_SORT_ORDERS[view.sort] : { sort: props.sort === 'asc' ? ('asc' as const) : ('desc' as const), sortField };
  try {
    const answer = await context.listProducts(collection, productFiltersOf(view.filters), { limit: clampProductLimit(props.limit), page: view.page, ...order });
    return { _items: productTeasersOf(answer.records, collection), _total: answer.total, _siteId: answer.siteId, _view: view };
  } catch (error) {
    context.logError?.('product list: the products could not be loaded', { err: error, collection });
    return { _items: [], _total: 0, _failed: true, _view: view };
  }
}
