// The dashboard lists' one table (issue 22, decision 040): TanStack Table's core features lay out
// headers, rows and cells from a screen's column definitions; paging, search, filters and sorting
// happen on the server, so the table only shows the page it is given and says which column sorts.
import { createColumnHelper, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { SortButton, type SortDirection } from './sort-button.tsx';

export interface ListColumnMeta {
  /** The row's name: a `<th scope="row">` (records and content rows are named by their first cell). */
  rowHeader?: boolean;
  headerClassName?: string;
  cellClassName?: string;
  /** Clicks inside this cell do not open the row (it holds its own buttons). */
  keepClicks?: boolean;
  /** The server can order the list by this column. */
  sortable?: boolean;
}

export const listTableFeatures = tableFeatures({ columnMeta: {} as ListColumnMeta });
export type ListTableFeatures = typeof listTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table's columns hold values of many types (TanStack's own ColumnDef array)
export type ListColumn<Row extends RowData> = ColumnDef<ListTableFeatures, Row, any>;
/** How a screen declares its columns: `columnsFor<Row>().display({ id, header, cell, meta })`. */
export const columnsFor = <Row extends RowData>() => createColumnHelper<ListTableFeatures, Row>();

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableProps<Row extends RowData> {
  /** Read by screen readers as the table's name (the screen's heading). */
  caption: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  /** A stable id per row, so a row keeps its focus and state across refetches. */
  rowId(row: Row): string;
  /** The whole row opens the item; its first button is how a keyboard does the same. */
  onRowClick?(row: Row): void;
  sort?: TableSort;
  onSort?(columnId: string): void;
  busy?: boolean;
}

/**
 * A column's header or cell template, called as a plain function rather than mounted as a component
 * (what TanStack's FlexRender does): a screen may rebuild its columns on every render and its rows
 * keep their DOM, so focus returns to a row's button when its dialog closes. Templates use no hooks.
 */
function render<Context>(template: unknown, context: Context): ReactNode {
  return typeof template === 'function' ? (template as (context: Context) => ReactNode)(context) : (template as ReactNode);
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const CELL = 'px-4 py-2';
/**
 * On phones a body cell keeps a readable width (a customer's name, an email broken anywhere) and
 * the table scrolls inside its frame instead of squeezing a column to single letters.
 */
const PHONE_CELL = 'max-sm:min-w-32';

export function DataTable<Row extends RowData>({ caption, columns, rows, rowId, onRowClick, sort, onSort, busy }: DataTableProps<Row>): ReactNode {
  const table = useTable({ features: listTableFeatures, columns: columns as ListColumn<Row>[], data: rows as Row[], getRowId: (row) => rowId(row) });
  return (
    // The scroll box is the positioning parent: a visually hidden header (sr-only is absolute) must not
    // escape it and widen the page on a phone.
    <div className="relative overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-fg-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta ?? {};
                const active = meta.sortable && sort?.columnId === header.column.id ? sort.direction : null;
                return (
                  <th key={header.id} scope="col" aria-sort={active ? ARIA_SORT[active] : undefined} className={`${CELL} font-medium ${meta.headerClassName ?? ''}`}>
                    {meta.sortable && onSort ? (
                      <SortButton direction={active} onClick={() => onSort(header.column.id)}>
                        {render(header.column.columnDef.header, header.getContext())}
                      </SortButton>
                    ) : (
                      render(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-border">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={onRowClick ? 'cursor-pointer hover:bg-surface-muted' : undefined} onClick={onRowClick ? () => onRowClick(row.original) : undefined}>
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta ?? {};
                const Cell = meta.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={cell.id}
                    scope={meta.rowHeader ? 'row' : undefined}
                    className={`${CELL} ${PHONE_CELL} ${meta.rowHeader ? 'font-medium' : ''} ${meta.cellClassName ?? ''}`}
                    onClick={meta.keepClicks ? (event) => event.stopPropagation() : undefined}
                  >
                    {render(cell.column.columnDef.cell, cell.getContext())}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
