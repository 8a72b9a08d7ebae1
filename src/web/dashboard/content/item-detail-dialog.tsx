import type { ReactNode } from 'react';
import { NO_CONTENT_TYPE, typeNotSupported } from '#core/content/messages.ts';
import type { ContentType } from '#core/content/content-sources.ts';
import { Modal } from '#web/ui/modal.tsx';
import { ColorDetail } from './color-detail.tsx';
import type { ContentItem } from './content-item.ts';
import type { DetailDialogProps } from './detail-props.ts';
import { DocumentDetail } from './document-detail.tsx';
import { IconDetail } from './icon-detail.tsx';
import { ImageDetail } from './image-detail.tsx';
import { itemId } from './content-item.ts';
import { PageDetail } from './page-detail.tsx';
import { SiteDetail } from './site-detail.tsx';
import { VideoDetail } from './video-detail.tsx';

/** A per-type detail dialog's props, for an item of any type, or none (closed). */
export interface ItemDetailDialogProps extends Omit<DetailDialogProps, 'item'> {
  type: string | undefined;
  item: ContentItem | null;
}

const DIALOGS: Record<ContentType, (props: DetailDialogProps) => ReactNode> = {
  image: ImageDetail,
  video: VideoDetail,
  page: PageDetail,
  site: SiteDetail,
  icon: IconDetail,
  color: ColorDetail,
  document: DocumentDetail,
};

function dialogFor(type: string): ((props: DetailDialogProps) => ReactNode) | null {
  return Object.hasOwn(DIALOGS, type) ? DIALOGS[type as ContentType] : null;
}

/** The detail dialog of one content-manager item (spec 2 §2); open while `item` is not null. */
export function ItemDetailDialog({ type, item, ...rest }: ItemDetailDialogProps): ReactNode {
  if (item === null) return null;
  const Dialog = type ? dialogFor(type) : null;
  if (Dialog === null) {
    return (
      <Modal open onClose={rest.onClose} title="Details" size="md">
        <p role="alert" className="text-sm text-fg-muted">
          {type ? typeNotSupported(type) : NO_CONTENT_TYPE}
        </p>
      </Modal>
    );
  }
  // A fresh dialog per item: edits and copy feedback of one item never show on the next.
  return <Dialog key={itemId(item) || JSON.stringify(item)} item={item} {...rest} />;
}
