import type { ReactNode } from 'react';
import { CardShell } from './card-shell.tsx';
import type { CardProps } from './card-props.ts';
import type { ContentItem } from './content-item.ts';
import { formatDate, itemTitle } from './item-title.ts';

const HIDDEN_FIELDS = new Set(['id', '_id', 'title', 'name', 'created_at', 'updated_at', 'site_id']);
const SHOWN_FIELDS = 3;

/** A document's first few plain fields, as 'field: value' lines. */
export function documentFields(item: ContentItem, count = SHOWN_FIELDS): [string, string][] {
  const fields: [string, string][] = [];
  for (const [key, value] of Object.entries(item)) {
    if (HIDDEN_FIELDS.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields.push([key, String(value)]);
    if (fields.length === count) break;
  }
  return fields;
}

export function DocumentCard({ item, titleId, onOpen, actions }: CardProps): ReactNode {
  const updated = formatDate(item.updated_at);
  return (
    <CardShell
      title={itemTitle('document', item)}
      titleId={titleId}
      onOpen={onOpen}
      preview={
        <dl className="w-full space-y-1 px-3 text-xs">
          {documentFields(item).map(([key, value]) => (
            <div key={key} className="flex gap-1 truncate">
              <dt className="text-fg-muted">{key}:</dt>
              <dd className="truncate">{value}</dd>
            </div>
          ))}
        </dl>
      }
      details={updated ? <p className="text-xs text-fg-muted">Updated {updated}</p> : null}
      actions={actions}
    />
  );
}
