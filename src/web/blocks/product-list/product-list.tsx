import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { getSiteIdFromPath } from '#core/paths/site-prefix.ts';
import { PRICE_FILTER_OPTIONS } from '#core/options/price-filters.ts';
import { PRODUCT_CATEGORY_OPTIONS } from '#core/options/product-categories.ts';
import {
  AVAILABILITY_LABEL,
  CATEGORY_LABEL,
  FILTERS_HEADING,
  IN_STOCK_LABEL,
  LOADING_PRODUCTS,
  NEXT_PAGE,
  OUT_OF_STOCK_FILTER_LABEL,
  PREVIOUS_PAGE,
  PRICE_LABEL,
  PRODUCT_LIST_NO_SOURCE,
  PRODUCTS_LABEL,
  RESET_FILTERS,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  TAGS_LABEL,
  pageText,
  productCountText,
} from '#core/product-list/messages.ts';
import { DEFAULT_PRODUCT_FILTERS, PRODUCT_LIST_API, clampProductLimit, productListSearchParams, type ProductFilterState } from '#core/product-list/product-list-query.ts';
import { productTeasersOf, type ProductTeaser } from '#core/product-list/product-teaser.ts';
import { api } from '#web/api/client.ts';
import { cx } from '#web/ui/class-names.ts';
import { FieldShell } from '#web/ui/inputs/field-shell.tsx';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { ProductGrid, ProductGridPlaceholder, ProductListEmpty, ProductListError } from './product-list-states.tsx';
import { PRODUCT_LIST_DEFAULT_PROPS, type ProductListColumns, type ProductListProps } from './product-list.types.ts';
import { FilterSelect } from './filter-select.tsx';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

const columnsOf = (value: unknown): ProductListColumns => (value === 2 || value === 4 ? value : 3);

interface ListState {
  status: 'ready' | 'loading' | 'error';
  items: ProductTeaser[];
  total: number;
}

/** The filter panel and the list it drives: each change asks GET /api/products for a new first page. */
function ProductListBrowser(props: ProductListProps & { columns: ProductListColumns; limit: number }): ReactElement {
  const { styles } = useTheme();
  const id = useId();
  const siteSlug = siteSlugOf(props);
  const siteId = props._siteId ?? (siteSlug ? getSiteIdFromPath(`/${siteSlug}`) : null);
  const prepared = props._items !== undefined || props._failed === true;
  const [filters, setFilters] = useState<ProductFilterState>(DEFAULT_PRODUCT_FILTERS);
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const [list, setList] = useState<ListState>(
    props._failed ? { status: 'error', items: [], total: 0 } : prepared ? { status: 'ready', items: props._items ?? [], total: props._total ?? props._items?.length ?? 0 } : { status: 'loading', items: [], total: 0 },
  );
  // The server rendered the first page with the default filters: no call until something changes.
  const skipFirst = useRef(prepared);

  useEffect(() => {
    if (searchText.trim() === filters.search) return;
    const timer = setTimeout(() => {
      setFilters((current) => ({ ...current, search: searchText.trim() }));
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search]);

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const controller = new AbortController();
    setList((current) => ({ ...current, status: 'loading' }));
    const params = productListSearchParams(filters, { limit: props.limit, page, sort: props.sort, sortField: props.sortField, siteId, collection: props.collection });
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
  }, [filters, page, props.limit, props.sort, props.sortField, props.collection, siteId]);

  const change = (next: Partial<ProductFilterState>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
  };
  const reset = () => {
    setSearchText('');
    setFilters(DEFAULT_PRODUCT_FILTERS);
    setPage(0);
  };
  const pages = Math.max(1, Math.ceil(list.total / props.limit));
  const tags = [...new Set((Array.isArray(props.filterTags) ? props.filterTags : []).map((item) => (typeof item?.tag === 'string' ? item.tag.trim() : '')).filter((tag) => tag !== ''))];
  const control = cx('w-full px-3 py-2 text-sm', styles.input);
  const headingLevel = props.heading?.trim() ? 3 : 2;

  return (
    <div className="grid gap-6 @3xl:grid-cols-[15rem_1fr]">
      <form role="search" aria-label={FILTERS_HEADING} className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
        <FieldShell label={SEARCH_LABEL} id={`${id}-search`} labelClassName={styles.label} tight>
          {(wiring) => <input {...wiring} type="search" value={searchText} placeholder={SEARCH_PLACEHOLDER} onChange={(event) => setSearchText(event.target.value)} className={control} />}
        </FieldShell>
        <FilterSelect label={CATEGORY_LABEL} id={`${id}-category`} labelClassName={styles.label} className={control} options={PRODUCT_CATEGORY_OPTIONS} value={filters.category} onChange={(category) => change({ category })} />
        <FilterSelect label={PRICE_LABEL} id={`${id}-price`} labelClassName={styles.label} className={control} options={PRICE_FILTER_OPTIONS} value={filters.priceRange} onChange={(priceRange) => change({ priceRange })} />
        <fieldset className="flex flex-col gap-1">
          <legend className={cx('mb-1', styles.label)}>{AVAILABILITY_LABEL}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={filters.inStock.inStock} onChange={(event) => change({ inStock: { ...filters.inStock, inStock: event.target.checked } })} />
            {IN_STOCK_LABEL}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={filters.inStock.outOfStock} onChange={(event) => change({ inStock: { ...filters.inStock, outOfStock: event.target.checked } })} />
            {OUT_OF_STOCK_FILTER_LABEL}
          </label>
        </fieldset>
        {tags.length > 0 && (
          <fieldset className="flex flex-col gap-1">
            <legend className={cx('mb-1', styles.label)}>{TAGS_LABEL}</legend>
            {tags.map((tag) => (
              <label key={tag} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={filters.tags.includes(tag)}
                  onChange={(event) => change({ tags: event.target.checked ? [...filters.tags, tag] : filters.tags.filter((t) => t !== tag) })}
                />
                {tag}
              </label>
            ))}
          </fieldset>
        )}
        <button type="button" onClick={reset} className={cx('self-start text-sm', styles.link)}>
          {RESET_FILTERS}
        </button>
      </form>
      <div className="flex min-w-0 flex-col gap-4" aria-busy={list.status === 'loading'}>
        <p role="status" className={cx('text-sm', styles.info)}>
          {list.status === 'loading' ? LOADING_PRODUCTS : list.status === 'ready' ? productCountText(list.total) : ''}
        </p>
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
            <button type="button" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))} className={cx('px-3 py-1.5 disabled:opacity-50', styles.callToAction)}>
              {PREVIOUS_PAGE}
            </button>
            <span>{pageText(page + 1, pages)}</span>
            <button type="button" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)} className={cx('px-3 py-1.5 disabled:opacity-50', styles.callToAction)}>
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
