// The list view of a site's data collection (issue #9 part 6): a column per defined field (or per
// key its records hold), Created and Updated, sortable on the server where the API allows it, and
// per row the record's actions (Edit, Delete).
import { useId, type ReactNode } from 'react';
import type { RecordColumn, RecordSort, RecordSortField } from '#core/content/record-table.ts';
import { toCell } from '#core/forms/records-io.ts';
import { itemTitle, formatDateTime } from '#web/dashboard/content/item-title.ts';
import { ItemActions } from '#web/dashboard/content/item-actions.tsx';
import type { ItemViewProps } from '#web/dashboard/content/item-card.tsx';
import type { ContentItem } from '#web/dashboard/content/content-item.ts';

export interface RecordsTableProps {
  caption: string;
  columns: readonly RecordColumn[];
  rows: readonly (ItemViewProps & { key: string })[];
  sort: RecordSort;
  onSort(sortField: RecordSortField): void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const CELL_TEXT_LIMIT = 120;

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

export function RecordsTable({ caption, columns, rows, sort, onSort }: RecordsTableProps): ReactNode {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full bg-surface text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-fg-muted">
          <tr>
            {columns.map((column) => {
              const active = column.sortField !== null && column.sortField === sort.sortField;
              return (
                <th key={column.key} scope="col" aria-sort={active ? ARIA_SORT[sort.sort] : undefined} className="px-4 py-2 font-medium whitespace-nowrap">
                  {column.sortField === null ? (
                    column.label
                  ) : (
                    <SortButton label={column.label} direction={active ? sort.sort : null} onClick={() => onSort(column.sortField!)} />
                  )}
                </th>
              );
            })}
            <th scope="col" className="px-4 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map(({ key, ...row }) => (
            <RecordRow key={key} columns={columns} {...row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortButton({ label, direction, onClick }: { label: string; direction: 'asc' | 'desc' | null; onClick(): void }): ReactNode {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded font-medium hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {label}
      <svg viewBox="0 0 12 12" aria-hidden="true" className="size-3" fill="currentColor">
        {direction !== 'desc' ? <path d="M6 2l3.5 4h-7z" opacity={direction === 'asc' ? 1 : 0.35} /> : null}
        {direction !== 'asc' ? <path d="M6 10l3.5-4h-7z" opacity={direction === 'desc' ? 1 : 0.35} /> : null}
      </svg>
    </button>
  );
}

function RecordRow({ columns, type, item, onOpen, onEdit, onDelete, deleting }: ItemViewProps & { columns: readonly RecordColumn[] }): ReactNode {
  const titleId = useId();
  return (
    <tr>
      <th scope="row" className="max-w-xs px-4 py-2 font-medium">
        <button
          id={titleId}
          type="button"
          onClick={() => onOpen(item)}
          className="truncate text-left text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {recordName(columns, item)}
        </button>
      </th>
      {columns.slice(1).map((column) => (
        <td key={column.key} className={column.sortField === null ? 'max-w-xs truncate px-4 py-2' : 'px-4 py-2 whitespace-nowrap text-fg-muted'}>
          {cellText(column, item)}
        </td>
      ))}
      <td className="px-4 py-2">
        <div className="flex justify-end gap-2">
          <ItemActions
            type={type}
            item={item}
            describedBy={titleId}
            onEdit={onEdit ? () => onEdit(item) : undefined}
            onDelete={onDelete ? () => onDelete(item) : undefined}
            deleting={deleting}
          />
        </div>
      </td>
    </tr>
  );
}
