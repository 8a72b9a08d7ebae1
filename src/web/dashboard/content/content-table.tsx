import { useId, type ReactNode } from 'react';
import { optionLabel } from '#core/options/option.ts';
import { ICON_SET_FILTER_OPTIONS } from '#core/content/gallery-filters.ts';
import { itemText, type ContentItem } from './content-item.ts';
import { documentFields } from './document-card.tsx';
import { ItemActions } from './item-actions.tsx';
import type { ItemViewProps } from './item-card.tsx';
import { formatBytes, formatDate, itemTitle, pageStatus } from './item-title.ts';

/** The list form of a gallery (spec 1 §2: grid and table forms): one row per item. */
export function ContentTable({ type, rows, caption }: { type: string; rows: (ItemViewProps & { key: string })[]; caption: string }): ReactNode {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full bg-surface text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-fg-muted">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {detailHeading(type)}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Updated
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map(({ key, ...row }) => (
            <ContentRow key={key} {...row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContentRow({ type, item, onOpen, onDelete, deleting }: ItemViewProps): ReactNode {
  const titleId = useId();
  return (
    <tr>
      <th scope="row" className="px-4 py-2 font-medium">
        <button
          id={titleId}
          type="button"
          onClick={() => onOpen(item)}
          className="flex items-center gap-2 text-left text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {type === 'color' ? <span aria-hidden className="size-4 shrink-0 rounded border border-border" style={{ backgroundColor: itemText(item, 'hex') }} /> : null}
          {itemTitle(type, item)}
        </button>
      </th>
      <td className="max-w-xs truncate px-4 py-2 text-fg-muted">{detailOf(type, item)}</td>
      <td className="whitespace-nowrap px-4 py-2 text-fg-muted">{formatDate(item.updated_at)}</td>
      <td className="px-4 py-2">
        <div className="flex justify-end gap-2">
          <ItemActions type={type} item={item} describedBy={titleId} onDelete={onDelete ? () => onDelete(item) : undefined} deleting={deleting} />
        </div>
      </td>
    </tr>
  );
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
