// Editor only: the multi image gallery (spec 2 §2, §4, §8): 24 images per page; picks toggle up to
// a maximum (5 when opened from a button, 10 in a form field), refused at the maximum or, with
// replaceOldest, dropping the oldest pick; Confirm Selection hands the picks over in order.
import { useState, type ReactElement } from 'react';
import { MULTI_GALLERY_PAGE_SIZE } from '#core/content/content-sources.ts';
import { IMAGE_SELECT_ERROR, imagesSelectedMessage, maxImagesMessage } from '#core/pickers/messages.ts';
import { MULTI_IMAGE_MAX_BUTTON } from '#core/pickers/picker-limits.ts';
import { toggleSelection } from '#core/pickers/selection.ts';
import { notify } from '#web/ui/toast.ts';
import { ImageGalleryModal } from './image-gallery-modal.tsx';
import { SelectionButtons } from './selection-buttons.tsx';
import type { GalleryImageItem } from './use-site-images.ts';

export interface MultiImageGalleryProps<Item extends { url: string }> {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** The picks so far; the gallery starts from them. */
  initial: readonly Item[];
  createItem: (url: string, picked?: GalleryImageItem) => Item;
  onConfirm: (items: Item[]) => void;
  max?: number;
  replaceOldest?: boolean;
}

const urlOf = (item: { url: string }): string => item.url;

export function MultiImageGallery<Item extends { url: string }>(props: MultiImageGalleryProps<Item>): ReactElement {
  // A fresh draft each time it opens: Cancel forgets the picks made meanwhile.
  return props.open ? <OpenGallery<Item> {...props} /> : <></>;
}

function OpenGallery<Item extends { url: string }>({
  onClose,
  title = 'Image gallery',
  initial,
  createItem,
  onConfirm,
  max = MULTI_IMAGE_MAX_BUTTON,
  replaceOldest = false,
}: MultiImageGalleryProps<Item>): ReactElement {
  const [draft, setDraft] = useState<Item[]>(() => [...initial]);

  const pick = (picked: GalleryImageItem): void => {
    if (typeof picked.url !== 'string' || picked.url === '') {
      notify.error(IMAGE_SELECT_ERROR);
      return;
    }
    const existing = draft.find((item) => item.url === picked.url);
    const outcome = toggleSelection(draft, existing ?? createItem(picked.url, picked), urlOf, { max, replaceOldest });
    if (outcome.kind === 'rejected') notify.error(maxImagesMessage(max));
    setDraft(outcome.selection);
  };

  const confirm = (): void => {
    onConfirm(draft);
    notify.success(imagesSelectedMessage(draft.length));
  };

  return (
    <ImageGalleryModal
      open
      onClose={onClose}
      title={title}
      pageSize={MULTI_GALLERY_PAGE_SIZE}
      selectedUrls={draft.map(urlOf)}
      multiple
      onPick={pick}
      selectionStatus={
        <p className="text-fg-muted" aria-live="polite">
          {draft.length} of {max} selected{replaceOldest ? ' (new picks replace the oldest at the maximum)' : ''}
        </p>
      }
      footer={<SelectionButtons onCancel={onClose} onConfirm={confirm} />}
    />
  );
}
