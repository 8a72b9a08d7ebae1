import { useId, useMemo, type ReactNode } from 'react';
import { optionLabel } from '#core/options/option.ts';
import { ICON_SET_FILTER_OPTIONS } from '#core/content/gallery-filters.ts';
import { DataTable, columnsFor } from '#web/ui/data-table/data-table.tsx';
import { RowOpenButton } from '#web/ui/data-table/row-open-button.tsx';
import { itemText, type ContentItem } from './content-item.ts';
import { documentFields } from './document-card.tsx';
import { ItemActions } from './item-actions.tsx';
import type { ItemRow } from './item-card.tsx';
import { formatBytes, formatDate, itemTitle, pageStatus } from './item-title.ts';

const column = columnsFor<ItemRow>();

/** The Actions column of a list row: its View/Edit/Delete, described by the row's name (`titleId`). */
export const itemActionsColumn = (titleId: (row: ItemRow, index: number) => string) =>
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row: { original: row, index } }) => (
      <div className="flex justify-end gap-2">
        <ItemActions
          type={row.type}
          item={row.item}
          describedBy={titleId(row, index)}
          onEdit={row.onEdit ? () => row.onEdit!(row.item) : undefined}
          onDelete={row.onDelete ? () => row.onDelete!(row.item) : undefined}
          deleting={row.deleting}
        />
      </div>
    ),
  });

function contentColumns(type: string, idPrefix: string) {
  const titleId = (_row: ItemRow, index: number) => `${idPrefix}${index}`;
  return [
    column.display({
      id: 'name',
      header: 'Name',
      cell: ({ row: { original: row, index } }) => (
        <RowOpenButton id={titleId(row, index)} className="flex items-center gap-2" onOpen={() => row.onOpen(row.item)}>
          {type === 'color' ? <span aria-hidden className="size-4 shrink-0 rounded border border-border" style={{ backgroundColor: itemText(row.item, 'hex') }} /> : null}
          {itemTitle(type, row.item)}
        </RowOpenButton>
      ),
      meta: { rowHeader: true },
    }),
    column.display({ id: 'detail', header: detailHeading(type), cell: ({ row }) => detailOf(type, row.original.item), meta: { cellClassName: 'max-w-xs truncate text-fg-muted' } }),
    column.display({ id: 'updated', header: 'Updated', cell: ({ row }) => formatDate(row.original.item.updated_at), meta: { cellClassName: 'whitespace-nowrap text-fg-muted' } }),
    itemActionsColumn(titleId),
  ];
}

/** The list form of a gallery (spec 1 §2: grid and table forms): one row per item. */
export function ContentTable({ type, rows, caption }: { type: string; rows: readonly ItemRow[]; caption: string }): ReactNode {
  const idPrefix = useId();
  const columns = useMemo(() => contentColumns(type, idPrefix), [type, idPrefix]);
  return <DataTable<ItemRow> caption={caption} columns={columns} rows={rows} rowId={(row) => row.key} />;
}

function detailHeading(type: string): string {
  switch (type) {
    case 'page':
      return 'Path and status';
    case 'image':
    case 'video':
      return 'File';
    case 'site':
      return 'Pages';
    case 'icon':
      return 'Set';
    case 'color':
      return 'Value';
    default:
      return 'Fields';
  }
}

function detailOf(type: string, item: ContentItem): string {
  switch (type) {
    case 'page':
      return `${itemText(item, 'pathWithNoSite', 'path')} · ${pageStatus(item)}`;
    case 'image':
    case 'video':
      return [itemText(item, 'mime'), formatBytes(item.bytes)].filter(Boolean).join(' · ');
    case 'site':
      return `${Number(item.page_count ?? 0)} pages · ${Number(item.template_count ?? 0)} templates · ${item.is_active === false ? 'Inactive' : 'Active'}`;
    case 'icon': {
      const set = itemText(item, 'set');
      return optionLabel(ICON_SET_FILTER_OPTIONS, set) ?? set;
    }
    case 'color':
      return `${itemText(item, 'hex')} · ${itemText(item, 'value')}`;
    default:
      return documentFields(item)
        .map(([key, value]) => `${key}: ${value}`)
        .join(' · ');
  }
}
