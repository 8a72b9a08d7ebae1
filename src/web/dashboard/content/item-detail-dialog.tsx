import type { ReactNode } from 'react';
import type { ContentItem } from './content-item.ts';
import { Modal } from '#web/ui/modal.tsx';

export interface ItemDetailDialogProps {
  type: string | undefined;
  item: ContentItem | null;
  collection: string;
  siteUniqueId: string | null;
  deletable: boolean;
  onClose(): void;
  onDelete(item: ContentItem): void;
  onChanged(): void;
}

/** The detail dialog of one content-manager item (spec 2 §2); open while `item` is not null. */
export function ItemDetailDialog(props: ItemDetailDialogProps): ReactNode {
  return <Modal open={props.item !== null} onClose={props.onClose} title="Details" />;
}
