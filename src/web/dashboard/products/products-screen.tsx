import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '#core/content/content-sources.ts';
import { PRODUCT_CATEGORY_OPTIONS } from '#core/options/product-categories.ts';
import { siteProductNew } from '#core/paths/routes.ts';
import {
  DEFAULT_PRODUCT_ADMIN_FILTER,
  PRODUCT_ADMIN_PAGE_SIZE,
  PRODUCT_ADMIN_SORTS,
  PRODUCT_BULK_ACTIONS,
  PRODUCT_STATUS_FILTERS,
  PRODUCT_STOCK_FILTERS,
  PRODUCTS_SCREEN_MESSAGES as M,
  type ProductAdminFilter,
  type ProductAdminRow,
  type ProductAdminSort,
  type ProductBulkAction,
} from '#core/products/product-admin.ts';
import { errorText } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { DataTable } from '#web/ui/data-table/data-table.tsx';
import { ListScreen, queryStatus } from '#web/ui/data-table/list-screen.tsx';
import { FilteredListEmpty } from '#web/ui/data-table/list-states.tsx';
import { pageCount } from '#web/ui/data-table/pager.tsx';
import { SearchBox } from '#web/ui/data-table/search-box.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { notify } from '#web/ui/toast.ts';
import { useDebouncedValue } from '#web/ui/use-debounced-value.ts';
import { exportUrl } from '#web/dashboard/collections/collection-requests.ts';
import { ImportDialog } from '#web/dashboard/collections/import-dialog.tsx';
import { productColumns } from './products-columns.tsx';
import { bulkChangeProducts, fetchProducts, productsKey, productsListKey } from './products-requests.ts';

type Filters = Omit<ProductAdminFilter, 'siteId' | 'q' | 'page'>;

const STATUS_OPTIONS = [{ value: '', label: M.allStatuses }, ...PRODUCT_STATUS_FILTERS.map((value) => ({ value, label: M.statusLabels[value] }))];
const CATEGORY_OPTIONS = [{ value: '', label: M.allCategories }, ...PRODUCT_CATEGORY_OPTIONS.filter((option) => option.value !== 'all')];
const STOCK_OPTIONS = [{ value: '', label: M.allStock }, ...PRODUCT_STOCK_FILTERS.map((value) => ({ value, label: M.stockLabels[value] }))];
const SORT_OPTIONS = PRODUCT_ADMIN_SORTS.map((value) => ({ value, label: M.sortLabels[value] }));
const DIRECTION_OPTIONS = (['asc', 'desc'] as const).map((value) => ({ value, label: M.directionLabels[value] }));
const SORTABLE_COLUMNS: ReadonlySet<string> = new Set(['name', 'price', 'stock']);

const { q: _q, page: _page, ...DEFAULT_FILTERS } = DEFAULT_PRODUCT_ADMIN_FILTER;
const PRODUCTS = 'products';

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | '' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

/** The filters a link asks for (the shop overview's `?stock=low|out`, a bookmarked view); anything unknown is ignored. */
function filtersFromAddress(params: URLSearchParams): Filters {
  return {
    ...DEFAULT_FILTERS,
    status: oneOf(PRODUCT_STATUS_FILTERS, params.get('status')),
    stock: oneOf(PRODUCT_STOCK_FILTERS, params.get('stock')),
    category: oneOf(CATEGORY_OPTIONS.map((option) => option.value), params.get('category')),
  };
}

/**
 * A site's products for its owners, editors and admins (issue #24 item 1, decision 051): every
 * product, inactive ones too, searched, filtered, sorted and paged by the server; rows selected for
 * Activate, Deactivate or Delete; a name opens the product's editor.
 */
export function ProductsScreen({ siteId, heading, currency }: { siteId: string; heading: string; currency: string }): ReactNode {
  const [address] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => filtersFromAddress(address));
  const [importing, setImporting] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filter: ProductAdminFilter = { siteId, q, page, ...filters };
  const query = useQuery({ queryKey: productsListKey(filter), queryFn: ({ signal }) => fetchProducts(filter, signal), placeholderData: keepPreviousData });
  const rows = useMemo(() => query.data?.products ?? [], [query.data]);
  const queryClient = useQueryClient();
  const confirm = useConfirm();

  // The selection is of the rows shown: a new page or filter starts none.
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
    setSelected(new Set());
  };
  const chosen = rows.filter((row) => selected.has(row.id));
  const selection = {
    selected,
    all: rows.length > 0 && chosen.length === rows.length,
    toggle: (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () => setSelected(chosen.length === rows.length ? new Set() : new Set(rows.map((row) => row.id))),
  };
  const columns = productColumns(siteId, selection, currency);

  const bulk = useMutation({
    mutationFn: ({ action, ids }: { action: ProductBulkAction; ids: string[] }) => bulkChangeProducts(siteId, action, ids),
    onSuccess: (changed, { action }) => {
      setSelected(new Set());
      notify.success(M.bulkDone[action](changed));
    },
    onError: (error) => notify.error(errorText(error, M.bulkFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsKey(siteId) }),
  });
  const runBulk = async (action: ProductBulkAction) => {
    const ids = chosen.map((row) => row.id);
    if (ids.length === 0) return;
    if (action === 'delete' && !(await confirm({ title: M.deleteTitle(ids.length), message: M.deleteText, okLabel: M.deleteConfirm, tone: 'danger' }))) return;
    bulk.mutate({ action, ids });
  };

  const onSort = (columnId: string) => {
    if (!SORTABLE_COLUMNS.has(columnId)) return;
    const sort = columnId as ProductAdminSort;
    change(filters.sort === sort ? { direction: filters.direction === 'asc' ? 'desc' : 'asc' } : { sort, direction: 'asc' });
  };

  const result = query.data;
  const filtered = q !== '' || filters.status !== '' || filters.category !== '' || filters.stock !== '';
  const searching = search.trim() !== q || (query.isFetching && query.isPlaceholderData);
  const clearFilters = () => {
    setSearch('');
    change({ status: '', category: '', stock: '' });
  };

  return (
    <ListScreen
      heading={heading}
      headingId="products-heading"
      summary={result ? <p className="text-sm text-fg-muted">{M.count(result.total)}</p> : null}
      actions={
        <>
          <a href={exportUrl(siteId, PRODUCTS, 'csv')} download aria-label={M.exportCsvLabel} className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {M.exportCsv}
          </a>
          <Button variant="secondary" aria-label={M.importProductsLabel} onClick={() => setImporting(true)}>
            {M.importProducts}
          </Button>
        <Link to={siteProductNew(siteId)} className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-fg hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          {M.newProduct}
        </Link>
        </>
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(0);
              setSelected(new Set());
            }}
            searching={searching}
            label={M.searchLabel}
          />
          <SelectInput label={M.statusFilter} name="status" options={STATUS_OPTIONS} value={filters.status} onChange={(event) => change({ status: event.target.value as Filters['status'] })} containerClassName="w-40" />
          <SelectInput label={M.categoryFilter} name="category" options={CATEGORY_OPTIONS} value={filters.category} onChange={(event) => change({ category: event.target.value })} containerClassName="w-40" />
          <SelectInput label={M.stockFilter} name="stock" options={STOCK_OPTIONS} value={filters.stock} onChange={(event) => change({ stock: event.target.value as Filters['stock'] })} containerClassName="w-40" />
          <SelectInput label={M.sortLabel} name="sort" options={SORT_OPTIONS} value={filters.sort} onChange={(event) => change({ sort: event.target.value as ProductAdminSort })} containerClassName="w-40" />
          <SelectInput label={M.directionLabel} name="direction" options={DIRECTION_OPTIONS} value={filters.direction} onChange={(event) => change({ direction: event.target.value as 'asc' | 'desc' })} containerClassName="w-36" />
        </>
      }
      filters={
        chosen.length > 0 ? (
          <div role="group" aria-label={M.bulkLabel} className="flex flex-wrap items-center gap-2 rounded-xl border border-border bg-surface-muted px-4 py-2">
            <span className="mr-2 text-sm font-medium">{M.selected(chosen.length)}</span>
            {PRODUCT_BULK_ACTIONS.map((action) => (
              <Button key={action} variant={action === 'delete' ? 'danger' : 'secondary'} disabled={bulk.isPending} onClick={() => void runBulk(action)}>
                {M.bulkLabels[action]}
              </Button>
            ))}
          </div>
        ) : null
      }
      status={queryStatus(query)}
      busy={searching}
      loadingLabel={M.loading}
      isEmpty={rows.length === 0}
      empty={
        <FilteredListEmpty filtered={filtered} messages={M} onClearFilters={clearFilters} />
      }
      pager={{
        page,
        pages: pageCount(result?.total ?? 0, result?.limit ?? PRODUCT_ADMIN_PAGE_SIZE),
        onPage: (next) => {
          setPage(next);
          setSelected(new Set());
        },
        label: M.pagesLabel,
      }}
      dialogs={
        importing ? (
          <ImportDialog
            siteUniqueId={siteId}
            collection={PRODUCTS}
            fields={[]}
            onClose={() => setImporting(false)}
            onImported={async (count) => {
              notify.success(M.imported(count));
              setImporting(false);
              await queryClient.invalidateQueries({ queryKey: productsKey(siteId) });
            }}
          />
        ) : null
      }
    >
      <DataTable<ProductAdminRow>
        caption={heading}
        columns={columns}
        rows={rows}
        rowId={(product) => product.id}
        sort={SORTABLE_COLUMNS.has(filters.sort) ? { columnId: filters.sort, direction: filters.direction } : undefined}
        onSort={onSort}
        busy={bulk.isPending}
      />
    </ListScreen>
  );
}
