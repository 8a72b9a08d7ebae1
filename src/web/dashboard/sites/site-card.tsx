import type { ReactNode } from 'react';
import { CardShell } from '#web/dashboard/content/card-shell.tsx';
import type { CardProps } from '#web/dashboard/content/card-props.ts';
import { itemText } from '#web/dashboard/content/content-item.ts';
import { ImageThumbnail } from '#web/dashboard/content/image-thumbnail.tsx';
import { itemTitle } from '#web/dashboard/content/item-title.ts';

export interface SiteCardData {
  unique_id: string;
  title: string;
  description: string;
  image: string | null;
  url: string | null;
  is_active: boolean;
  role: string;
  page_count: number;
  template_count: number;
  created_at: string;
  updated_at: string;
}

/** A site in the gallery (spec 1 §2 site card): logo, title, role, description, counts and its active state, shown only. */
export function SiteCard({ item, titleId, onOpen, actions }: CardProps): ReactNode {
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  return (
    <CardShell
      title={itemTitle('site', item)}
      titleId={titleId}
      onOpen={onOpen}
      preview={<ImageThumbnail src={item.image} className="h-16 w-auto" />}
      details={
        <>
          {itemText(item, 'role') ? (
            <span className="w-fit rounded-full bg-surface-muted px-2 py-0.5 text-xs capitalize text-fg-muted">{itemText(item, 'role')}</span>
          ) : null}
          <p className="line-clamp-2 text-sm text-fg-muted">{itemText(item, 'description')}</p>
          <p className="mt-auto text-xs text-fg-muted">
            {count(item.page_count)} pages · {count(item.template_count)} templates · {item.is_active === false ? 'Inactive' : 'Active'}
          </p>
        </>
      }
      actions={actions}
    />
  );
}
