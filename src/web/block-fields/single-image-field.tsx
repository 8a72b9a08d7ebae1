// Editor only: one image prop (spec 2 §2 "Single image gallery"): an image URL input plus 'Open
// Image Gallery', which lists the site's images 12 at a time, newest first; picking one sets the url.
import { useRef, useState, type ReactElement } from 'react';
import { SINGLE_IMAGE_GALLERY_PAGE_SIZE } from '#core/content/content-sources.ts';
import { OPEN_IMAGE_GALLERY } from '#core/pickers/messages.ts';
import { ImageGalleryModal } from './image-gallery-modal.tsx';
import { ImageUrlInput } from './image-url-input.tsx';
import { rememberPickedAlt } from './picked-image-alts.ts';
import type { GalleryImageItem } from './use-site-images.ts';

export interface SingleImageFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (url: string, item?: GalleryImageItem) => void;
  readOnly?: boolean;
}

export function SingleImageField({ name, label, value, onChange, readOnly = false }: SingleImageFieldProps): ReactElement {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="flex flex-col gap-2">
      <ImageUrlInput name={name} label={label} value={text} onChange={(url) => onChange(url)} readOnly={readOnly} />
      {readOnly ? null : (
        <button
          ref={openerRef}
          type="button"
          onClick={() => setOpen(true)}
          className="self-start rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {OPEN_IMAGE_GALLERY}
        </button>
      )}
      <ImageGalleryModal
        open={open}
        onClose={() => setOpen(false)}
        title={`Image gallery: ${label || name}`}
        pageSize={SINGLE_IMAGE_GALLERY_PAGE_SIZE}
        selectedUrls={text === '' ? [] : [text]}
        multiple={false}
        onPick={(item) => {
          rememberPickedAlt(item.url, item.alt);
          onChange(item.url, item);
          setOpen(false);
        }}
      />
    </div>
  );
}
