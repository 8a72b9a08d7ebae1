import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { getSiteIdFromPath } from '#core/paths/site-prefix.ts';
import { LOADING_PRODUCTS, NEXT_PAGE, PREVIOUS_PAGE, PRODUCT_LIST_NO_SOURCE, PRODUCTS_LABEL, SHOP_ORDER_LABEL, SORT_LABEL, filtersButtonText, pageText, productCountText } from '#core/product-list/messages.ts';
import { activeFilterCount, DEFAULT_PRODUCT_LIST_VIEW, VISITOR_SORT_LABELS, VISITOR_SORT_ORDERS, VISITOR_SORTS, visitorSortOf, writeProductListView, type ProductListView, type VisitorSort } from '#core/product-list/product-list-address.ts';
import { DEFAULT_PRODUCT_FILTERS, PRODUCT_LIST_API, clampProductLimit, productListSearchParams, type ProductFilterState } from '#core/product-list/product-list-query.ts';
import { productTeasersOf, type ProductTeaser } from '#core/product-list/product-teaser.ts';
import { api } from '#web/api/client.ts';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { ProductGrid, ProductGridPlaceholder, ProductListEmpty, ProductListError } from './product-list-states.tsx';
import { PRODUCT_LIST_DEFAULT_PROPS, type ProductListColumns, type ProductListProps } from './product-list.types.ts';
import { FilterSelect } from './filter-select.tsx';
import { ProductFiltersPanel } from './product-filters-panel.tsx';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

const columnsOf = (value: unknown): ProductListColumns => (value === 2 || value === 4 ? value : 3);

interface ListState {
  status: 'ready' | 'loading' | 'error';
  items: ProductTeaser[];
  total: number;
}

/** The view into the address, this list's keys only: Back from a product comes to the same list (issue 23). */
function writeAddress(view: ProductListView): void {
  const params = writeProductListView(view, new URLSearchParams(window.location.search)).toString();
  const next = `${window.location.pathname}${params ? `?${params}` : ''}${window.location.hash}`;
  if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', next);
}

/**
 * The filter panel, the visitor's sort and the list they drive: each change asks GET /api/products
 * for the page and writes the view into the address, which the server renders from on a reload or Back.
 */
function ProductListBrowser(props: ProductListProps & { columns: ProductListColumns; limit: number }): ReactElement {
  const { styles } = useTheme();
  const id = useId();
  const siteSlug = siteSlugOf(props);
  const siteId = props._siteId ?? (siteSlug ? getSiteIdFromPath(`/${siteSlug}`) : null);
  const prepared = props._items !== undefined || props._failed === true;
  const [view, setView] = useState<ProductListView>(props._view ?? DEFAULT_PRODUCT_LIST_VIEW);
  const [searchText, setSearchText] = useState(view.filters.search);
  const [panelOpen, setPanelOpen] = useState(false);
  const [list, setList] = useState<ListState>(
    props._failed ? { status: 'error', items: [], total: 0 } : prepared ? { status: 'ready', items: props._items ?? [], total: props._total ?? props._items?.length ?? 0 } : { status: 'loading', items: [], total: 0 },
  );
  // The server rendered the view the address names: no call until something changes.
  const skipFirst = useRef(prepared);
  const { filters, page } = view;
  const blockSort = visitorSortOf({ sortField: props.sortField, sort: props.sort });

  useEffect(() => {
    if (searchText.trim() === filters.search) return;
    const timer = setTimeout(() => setView((current) => ({ ...current, filters: { ...current.filters, search: searchText.trim() }, page: 0 })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search]);

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    writeAddress(view);
    const controller = new AbortController();
    setList((current) => ({ ...current, status: 'loading' }));
    const order = view.sort ? VISITOR_SORT_ORDERS[view.sort] : { sort: props.sort, sortField: props.sortField };
    const params = productListSearchParams(view.filters, { limit: props.limit, page: view.page, ...order, siteId, collection: props.collection });
    api
      .get<{ data?: unknown[]; pagination?: { total?: number } } | null>(`${PRODUCT_LIST_API}?${params}`, { signal: controller.signal })
      .then((body) => {
        const items = productTeasersOf(Array.isArray(body?.data) ? body.data : [], props.collection);
        setList({ status: 'ready', items, total: body?.pagination?.total ?? items.length });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('product list: the products could not be loaded', error);
        setList({ status: 'error', items: [], total: 0 });
      });
    return () => controller.abort();
  }, [view, props.limit, props.sort, props.sortField, props.collection, siteId]);

  const change = (next: Partial<ProductFilterState>) => setView((current) => ({ ...current, filters: { ...current.filters, ...next }, page: 0 }));
  const reset = () => {
    setSearchText('');
    setView((current) => ({ ...current, filters: DEFAULT_PRODUCT_FILTERS, page: 0 }));
  };
  const setPage = (next: number) => setView((current) => ({ ...current, page: Math.max(0, next) }));
  const pages = Math.max(1, Math.ceil(list.total / props.limit));
  const tags = [...new Set((Array.isArray(props.filterTags) ? props.filterTags : []).map((item) => (typeof item?.tag === 'string' ? item.tag.trim() : '')).filter((tag) => tag !== ''))];
  const control = cx('w-full px-3 py-2 text-sm', styles.input);
  const headingLevel = props.heading?.trim() ? 3 : 2;
  const sortOptions = [...(blockSort ? [] : [{ value: '', label: SHOP_ORDER_LABEL }]), ...VISITOR_SORTS.map((key) => ({ value: key, label: VISITOR_SORT_LABELS[key] }))];
  const panelId = `${id}-filters`;

  return (
    <div className="grid gap-6 @3xl:grid-cols-[15rem_1fr]">
      <div className="flex flex-col gap-3">
        <button
          type="button"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
          className={cx('self-start px-4 py-2 text-sm sm:hidden', styles.callToAction)}
          data-filters-toggle=""
        >
          {filtersButtonText(activeFilterCount(filters))}
        </button>
        <ProductFiltersPanel
          id={panelId}
          open={panelOpen}
          filters={filters}
          searchText={searchText}
          tags={tags}
          onSearchText={setSearchText}
          onChange={change}
          onReset={reset}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-4" aria-busy={list.status === 'loading'}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p role="status" className={cx('text-sm', styles.info)}>
            {list.status === 'loading' ? LOADING_PRODUCTS : list.status === 'ready' ? productCountText(list.total) : ''}
          </p>
          <div className="w-full sm:w-56">
            <FilterSelect
              label={SORT_LABEL}
              id={`${id}-sort`}
              labelClassName={styles.label}
              className={control}
              options={sortOptions}
              value={view.sort ?? blockSort ?? ''}
              onChange={(value) => setView((current) => ({ ...current, sort: value === '' || value === blockSort ? null : (value as VisitorSort), page: 0 }))}
            />
          </div>
        </div>
        {list.status === 'loading' ? (
          <ProductGridPlaceholder count={Math.min(props.limit, 6)} columns={props.columns} />
        ) : list.status === 'error' ? (
          <ProductListError />
        ) : list.items.length === 0 ? (
          <ProductListEmpty siteSlug={siteSlug} />
        ) : (
          <ProductGrid items={list.items} columns={props.columns} siteSlug={siteSlug} headingLevel={headingLevel} />
        )}
        {list.status === 'ready' && pages > 1 && (
          <nav aria-label={pageText(page + 1, pages)} className="flex items-center justify-between gap-3 text-sm">
            <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)} className={cx('px-3 py-1.5 disabled:opacity-50', styles.callToAction)}>
              {PREVIOUS_PAGE}
            </button>
            <span>{pageText(page + 1, pages)}</span>
            <button type="button" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)} className={cx('px-3 py-1.5 disabled:opacity-50', styles.callToAction)}>
              {NEXT_PAGE}
            </button>
          </nav>
        )}
      </div>
    </div>
  );
}

/**
 * Spec 3 §2: the product list. Its first page is read on the server with the default filters
 * (`_items`); with the filter panel the block is an island that refetches through GET
 * /api/products, without it the grid is static HTML.
 */
export function ProductList(props: ProductListProps): ReactElement {
  const { styles } = useTheme();
  const collection = typeof props.collection === 'string' ? props.collection.trim() : '';
  if (collection === '') {
    return (
      <p role="note" className="rounded-md border border-dashed border-current/40 p-6 text-center text-sm">
        {PRODUCT_LIST_NO_SOURCE}
      </p>
    );
  }
  const heading = props.heading?.trim() ?? '';
  const columns = columnsOf(props.columns);
  const limit = clampProductLimit(props.limit);
  const siteSlug = siteSlugOf(props);
  const sort = props.sort === 'asc' ? 'asc' : 'desc';
  const sortField = props.sortField ?? PRODUCT_LIST_DEFAULT_PROPS.sortField;
  let body: ReactElement;
  if (props.showFilters !== false) {
    body = <ProductListBrowser {...props} collection={collection} columns={columns} limit={limit} sort={sort} sortField={sortField} siteSlug={siteSlug} />;
  } else if (props._failed) {
    body = <ProductListError />;
  } else if (props._items === undefined) {
    body = <ProductGridPlaceholder count={Math.min(limit, 6)} columns={columns} />;
  } else if (props._items.length === 0) {
    body = <ProductListEmpty siteSlug={siteSlug} />;
  } else {
    body = <ProductGrid items={props._items} columns={columns} siteSlug={siteSlug} headingLevel={heading ? 3 : 2} />;
  }
  return (
    <section className="@container flex flex-col gap-4" aria-label={heading ? undefined : PRODUCTS_LABEL} data-product-list="">
      {heading !== '' && <h2 className={cx('text-2xl', styles.heading)}>{heading}</h2>}
      {body}
    </section>
  );
}
