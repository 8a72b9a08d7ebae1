import type { ReactNode } from 'react';
import { CardShell } from './card-shell.tsx';
import type { CardProps } from './card-props.ts';
import { itemText } from './content-item.ts';
import { formatDate, itemTitle, pageStatus } from './item-title.ts';

/** Spec 1 §2 page card: title or 'Untitled Page', path, status. */
export function PageCard({ item, titleId, onOpen, actions }: CardProps): ReactNode {
  const status = pageStatus(item);
  const updated = formatDate(item.updated_at);
  return (
    <CardShell
      title={itemTitle('page', item)}
      titleId={titleId}
      onOpen={onOpen}
      preview={
        <span aria-hidden className="font-mono text-xs text-fg-muted">
          {item.is_template === true ? 'Template' : 'Page'}
        </span>
      }
      details={
        <>
          <p className="truncate font-mono text-xs text-fg-muted">{itemText(item, 'pathWithNoSite', 'path')}</p>
          <p className="text-xs">
            <span className={status === 'Draft' ? 'text-fg-muted' : 'text-success'}>{status}</span>
            {updated ? <span className="text-fg-muted"> · Updated {updated}</span> : null}
          </p>
        </>
      }
      actions={actions}
    />
  );
}
