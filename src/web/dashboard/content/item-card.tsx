import { useId, type ReactNode } from 'react';
import { SiteCard } from '#web/dashboard/sites/site-card.tsx';
import { ColorCard } from './color-card.tsx';
import type { ContentItem } from './content-item.ts';
import { DocumentCard } from './document-card.tsx';
import { IconCard } from './icon-card.tsx';
import { ImageCard } from './image-card.tsx';
import { ItemActions } from './item-actions.tsx';
import { PageCard } from './page-card.tsx';
import { VideoCard } from './video-card.tsx';

export interface ItemViewProps {
  type: string;
  item: ContentItem;
  filters: Readonly<Record<string, string>>;
  onOpen(item: ContentItem): void;
  /** Present for records edited in the dashboard. */
  onEdit?: (item: ContentItem) => void;
  /** Absent when this item cannot be deleted. */
  onDelete?: (item: ContentItem) => void;
  deleting: boolean;
}

/** One item of a list as its grid card or its table row shows it; `key` is stable across pages. */
export type ItemRow = ItemViewProps & { key: string };

/** The card of an item, chosen by the source's content type. */
export function ItemCard({ type, item, filters, onOpen, onEdit, onDelete, deleting }: ItemViewProps): ReactNode {
  const titleId = useId();
  const props = {
    item,
    titleId,
    onOpen: () => onOpen(item),
    actions: (
      <ItemActions type={type} item={item} describedBy={titleId} onEdit={onEdit ? () => onEdit(item) : undefined} onDelete={onDelete ? () => onDelete(item) : undefined} deleting={deleting} />
    ),
  };
  switch (type) {
    case 'page':
      return <PageCard {...props} />;
    case 'image':
      return <ImageCard {...props} />;
    case 'video':
      return <VideoCard {...props} />;
    case 'site':
      return <SiteCard {...props} />;
    case 'icon':
      return <IconCard {...props} size={filters.size ?? '6xl'} color={filters.color ?? 'primary'} />;
    case 'color':
      return <ColorCard {...props} />;
    default:
      return <DocumentCard {...props} />;
  }
}
