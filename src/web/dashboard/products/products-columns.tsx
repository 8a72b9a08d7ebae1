import { Link } from 'react-router';
import { siteProductEdit } from '#core/paths/routes.ts';
import { DASHBOARD_LOCALE } from '#core/money/currency.ts';
import { PRODUCTS_SCREEN_MESSAGES as M, categoryLabel, type ProductAdminRow } from '#core/products/product-admin.ts';
import { priceDisplay } from '#core/products/price-display.ts';
import { columnsFor } from '#web/ui/data-table/data-table.tsx';

const column = columnsFor<ProductAdminRow>();
const NOWRAP = 'whitespace-nowrap';
const RIGHT = 'text-right';
const CHECKBOX = 'size-4 rounded border-border accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const BADGE = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

export interface ProductSelection {
  selected: ReadonlySet<string>;
  /** Every row of the page is selected. */
  all: boolean;
  toggle(id: string): void;
  toggleAll(): void;
}

/** Out at 0, low at or under the product's own threshold, else nothing to flag. */
function stockFlag(product: ProductAdminRow): 'out' | 'low' | null {
  if (product.stock === null) return null;
  if (product.stock <= 0) return 'out';
  return product.stock <= product.lowStockThreshold ? 'low' : null;
}

function StockCell({ product }: { product: ProductAdminRow }) {
  const flag = stockFlag(product);
  const amount = (
    <>
      <span className="tabular-nums">{product.stock === null ? M.unlimited : product.stock}</span>
      {flag ? <span className={`${BADGE} ml-2 ${flag === 'out' ? 'bg-red-100 text-red-950' : 'bg-amber-100 text-amber-950'}`}>{M.stockLabels[flag]}</span> : null}
    </>
  );
  if (product.variants.length === 0) return amount;
  // A row's variants open under its stock: the native disclosure is a keyboard's too.
  return (
    <details>
      <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {amount}
        <span className="sr-only"> {M.showVariants(product.name)}</span>
      </summary>
      <table className="mt-2 text-xs">
        <caption className="sr-only">{M.variantsOf(product.name)}</caption>
        <thead className="text-fg-muted">
          <tr>
            <th scope="col" className="pr-3 font-medium">
              {M.variantColumns.color}
            </th>
            <th scope="col" className="pr-3 font-medium">
              {M.variantColumns.size}
            </th>
            <th scope="col" className="font-medium">
              {M.variantColumns.stock}
            </th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant) => (
            <tr key={`${variant.color_value}|${variant.size_value}`}>
              <td className="pr-3">{variant.color_value || '–'}</td>
              <td className="pr-3">{variant.size_value || '–'}</td>
              <td className="tabular-nums">{variant.stock}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The products table: a checkbox, the picture, the name (the editor's link), price (in the shop's currency), stock (variants on expand), status, category. */
export function productColumns(siteId: string, selection: ProductSelection, currency: string) {
  return [
    column.display({
      id: 'select',
      header: () => <input type="checkbox" className={CHECKBOX} aria-label={M.selectAll} checked={selection.all} onChange={selection.toggleAll} />,
      cell: ({ row: { original: product } }) => (
        <input type="checkbox" className={CHECKBOX} aria-label={M.selectRow(product.name)} checked={selection.selected.has(product.id)} onChange={() => selection.toggle(product.id)} />
      ),
      meta: { keepClicks: true, headerClassName: 'w-10', cellClassName: 'w-10 max-sm:min-w-0' },
    }),
    column.display({
      id: 'image',
      header: () => <span className="sr-only">{M.columns.image}</span>,
      cell: ({ row: { original: product } }) =>
        product.image ? (
          <img src={product.image} alt={product.name} loading="lazy" className="size-10 rounded-md object-cover" width={40} height={40} />
        ) : (
          <span className="flex size-10 items-center justify-center rounded-md bg-surface-muted text-center text-[10px] leading-tight text-fg-muted">{M.noImage}</span>
        ),
      meta: { cellClassName: 'w-14 max-sm:min-w-0' },
    }),
    column.display({
      id: 'name',
      header: M.columns.name,
      cell: ({ row: { original: product } }) => (
        <>
          <Link to={siteProductEdit(siteId, product.id)} className="font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {product.name || product.id}
          </Link>
          {product.subtitle ? <span className="block text-xs font-normal text-fg-muted">{product.subtitle}</span> : null}
        </>
      ),
      meta: { rowHeader: true, sortable: true },
    }),
    column.display({
      id: 'price',
      header: M.columns.price,
      cell: ({ row: { original: product } }) => {
        const price = priceDisplay(product, { currency, language: DASHBOARD_LOCALE });
        return (
          <>
            <span className="tabular-nums">{price.formatted}</span>
            {price.hasDiscount ? (
              <span className="block text-xs text-fg-muted">
                <s className="tabular-nums">{price.formattedList}</s> {M.percentOff(price.percentOff)}
              </span>
            ) : null}
          </>
        );
      },
      meta: { sortable: true, headerClassName: RIGHT, cellClassName: `${RIGHT} ${NOWRAP}` },
    }),
    column.display({ id: 'stock', header: M.columns.stock, cell: ({ row: { original: product } }) => <StockCell product={product} />, meta: { sortable: true, cellClassName: NOWRAP } }),
    column.display({
      id: 'status',
      header: M.columns.status,
      cell: ({ row: { original: product } }) => (
        <span className={`${BADGE} ${product.isActive ? 'bg-emerald-100 text-emerald-950' : 'bg-surface-muted text-fg'}`}>{product.isActive ? M.statusLabels.active : M.statusLabels.inactive}</span>
      ),
    }),
    column.display({ id: 'category', header: M.columns.category, cell: ({ row }) => categoryLabel(row.original.category) }),
  ];
}
