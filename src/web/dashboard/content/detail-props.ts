import type { ContentItem } from './content-item.ts';

/** What every per-type detail dialog gets from ItemDetailDialog. */
export interface DetailDialogProps {
  item: ContentItem;
  collection: string;
  siteUniqueId: string | null;
  deletable: boolean;
  onClose(): void;
  onDelete(item: ContentItem): void;
  onChanged(): void;
}
