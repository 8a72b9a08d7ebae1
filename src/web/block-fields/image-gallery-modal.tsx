// Editor only: the site's image gallery in a modal (spec 2 §2 "Pickers"): debounced search, a grid
// of images newest first, Load More. The single gallery picks one; the multi gallery toggles picks
// and shows their order. Every image is a button, so Tab and Enter pick without a mouse.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { FALLBACK_NO_IMAGE } from '#core/content/messages.ts';
import { IMAGES_LOAD_FAILED } from '#core/pickers/messages.ts';
import { UploadPanel } from '#web/media/upload-panel.tsx';
import { cx } from '#web/ui/class-names.ts';
import { Modal } from '#web/ui/modal.tsx';
import { useEditorScope } from './editor-scope.tsx';
import { useSiteImages, type GalleryImageItem } from './use-site-images.ts';
import { GalleryLoadMore } from './gallery-load-more.tsx';
import { galleryStatus, useGallerySearch } from './gallery-search.ts';

export interface ImageGalleryModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  pageSize: number;
  /** Urls picked so far, in order; the multi gallery numbers them. */
  selectedUrls: readonly string[];
  multiple: boolean;
  onPick: (item: GalleryImageItem) => void;
  /** Shown above the grid, e.g. how many are picked of the maximum. */
  selectionStatus?: ReactNode;
  footer?: ReactNode;
}

const buttonClass =
  'rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50';

export function ImageGalleryModal(props: ImageGalleryModalProps): ReactElement {
  return (
    <Modal open={props.open} onClose={props.onClose} title={props.title} footer={props.footer}>
      {props.open ? <GalleryBody {...props} /> : null}
    </Modal>
  );
}

function GalleryBody({ pageSize, selectedUrls, multiple, onPick, selectionStatus }: ImageGalleryModalProps): ReactElement {
  const { siteUniqueId } = useEditorScope();
  const { search, setSearch, debounced, searching } = useGallerySearch();
  const { query, items, total } = useSiteImages({ siteUniqueId, search: debounced, pageSize, enabled: true });
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const searchId = useId();
  const statusId = useId();

  const status = galleryStatus(query, { searching, shown: items.length, total, failed: IMAGES_LOAD_FAILED, loading: 'Loading images…' });

  return (
    <div className="flex flex-col gap-3 text-sm">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-60 flex-1 flex-col gap-1">
          <label htmlFor={searchId} className="font-medium">
            Search images
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={statusId}
            className="rounded-md border border-border bg-surface px-2 py-1.5"
          />
        </div>
        {selectionStatus}
        <button type="button" className={buttonClass} aria-expanded={uploading} onClick={() => setUploading((open) => !open)}>
          {uploading ? 'Close upload' : 'Upload'}
        </button>
      </div>
      {uploading ? (
        <UploadPanel
          kind="image"
          siteUniqueId={siteUniqueId}
          onComplete={() => {
            setUploading(false);
            // Newest first: the new images head the list once it is asked again.
            void queryClient.resetQueries({ queryKey: ['editor', 'images'] });
          }}
        />
      ) : null}
      <div className="flex items-center gap-2">
        <p id={statusId} role="status" className="text-fg-muted">
          {status}
        </p>
        {query.isError ? (
          <button type="button" className={buttonClass} onClick={() => void queryClient.resetQueries({ queryKey: ['editor', 'images'] })}>
            Try again
          </button>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6" aria-label="Images">
          {items.map((item) => {
            const position = selectedUrls.indexOf(item.url);
            const selected = position !== -1;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={multiple ? selected : undefined}
                  aria-label={item.name || item.alt || item.url}
                  onClick={() => onPick(item)}
                  className={cx(
                    'relative block w-full overflow-hidden rounded-lg border-2 bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    selected ? 'border-primary' : 'border-transparent hover:border-border',
                  )}
                >
                  {item.webpUrl || item.url ? (
                    <img src={item.webpUrl || item.url} alt="" loading="lazy" className="aspect-square w-full object-cover" />
                  ) : (
                    <span className="flex aspect-square w-full items-center justify-center text-xs text-fg-muted">{FALLBACK_NO_IMAGE}</span>
                  )}
                  <span className="block truncate px-2 py-1 text-left text-xs">{item.name || item.url}</span>
                  {multiple && selected ? (
                    <span aria-hidden="true" className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-fg">
                      {position + 1}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <GalleryLoadMore query={query} className={buttonClass} />
    </div>
  );
}
