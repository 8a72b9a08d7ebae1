// The list view of a site's data collection (issue #9 part 6): a column per defined field (or per
// key its records hold), Created and Updated, sortable on the server where the API allows it, and
// per row the record's actions (Edit, Delete).
import { useId, useMemo, type ReactNode } from 'react';
import type { RecordColumn, RecordSort, RecordSortField } from '#core/content/record-table.ts';
import { toCell } from '#core/forms/records-io.ts';
import { itemActionsColumn } from '#web/dashboard/content/content-table.tsx';
import { itemTitle, formatDateTime } from '#web/dashboard/content/item-title.ts';
import type { ItemRow } from '#web/dashboard/content/item-card.tsx';
import type { ContentItem } from '#web/dashboard/content/content-item.ts';
import { DataTable, columnsFor } from '#web/ui/data-table/data-table.tsx';
import { RowOpenButton } from '#web/ui/data-table/row-open-button.tsx';

export interface RecordsTableProps {
  caption: string;
  columns: readonly RecordColumn[];
  rows: readonly ItemRow[];
  sort: RecordSort;
  onSort(sortField: RecordSortField): void;
}

const CELL_TEXT_LIMIT = 120;
const column = columnsFor<ItemRow>();

/** What a row is called: its first column's value (the row header), else the usual title fallback. */
export function recordName(columns: readonly RecordColumn[], item: ContentItem): string {
  const first = columns[0];
  const text = first ? cellText(first, item) : '';
  return text.trim() !== '' ? text : itemTitle('document', item);
}

function cellText(column: RecordColumn, item: ContentItem): string {
  const value = item[column.key];
  if (column.key === 'created_at' || column.key === 'updated_at') return formatDateTime(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  const text = toCell(value);
  return text.length > CELL_TEXT_LIMIT ? `${text.slice(0, CELL_TEXT_LIMIT)}…` : text;
}

function recordColumns(columns: readonly RecordColumn[], idPrefix: string) {
  const titleId = (_row: ItemRow, index: number) => `${idPrefix}${index}`;
  return [
    ...columns.map((each, index) =>
      column.display({
        id: each.key,
        header: each.label,
        cell:
          index === 0
            ? ({ row: { original: row, index: rowIndex } }) => (
                <RowOpenButton id={titleId(row, rowIndex)} className="truncate" onOpen={() => row.onOpen(row.item)}>
                  {recordName(columns, row.item)}
                </RowOpenButton>
              )
            : ({ row }) => cellText(each, row.original.item),
        meta: {
          rowHeader: index === 0,
          sortable: each.sortField !== null,
          headerClassName: 'whitespace-nowrap',
          cellClassName: index === 0 ? 'max-w-xs' : each.sortField === null ? 'max-w-xs truncate' : 'whitespace-nowrap text-fg-muted',
        },
      }),
    ),
    itemActionsColumn(titleId),
  ];
}

export function RecordsTable({ caption, columns, rows, sort, onSort }: RecordsTableProps): ReactNode {
  const idPrefix = useId();
  const tableColumns = useMemo(() => recordColumns(columns, idPrefix), [columns, idPrefix]);
  const sortFieldOf = (columnId: string) => columns.find((each) => each.key === columnId)?.sortField;
  return (
    <DataTable<ItemRow>
      caption={caption}
      columns={tableColumns}
      rows={rows}
      rowId={(row) => row.key}
      sort={{ columnId: columns.find((each) => each.sortField === sort.sortField)?.key ?? '', direction: sort.sort }}
      onSort={(columnId) => {
        const sortField = sortFieldOf(columnId);
        if (sortField) onSort(sortField);
      }}
    />
  );
}
