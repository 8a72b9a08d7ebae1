import { useEffect, type ReactElement } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { Modal } from '#web/ui/modal.tsx';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { imageName } from './image-name.ts';
import type { GalleryImage } from './image-gallery.types.ts';

export { imageName };

export interface GalleryLightboxProps {
  images: GalleryImage[];
  /** The image shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  infinite: boolean;
  slideDuration: number;
  thumbnails: { width: number; height: number } | null;
}

/** The step from `index` by `delta`, wrapping when infinite, otherwise held at the ends. */
export function stepIndex(index: number, delta: number, count: number, infinite: boolean): number {
  if (count <= 0) return 0;
  const next = index + delta;
  if (infinite) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

/** A larger view of one gallery image, in the shared Modal; Left and Right arrow keys move between images. */
export function GalleryLightbox({ images, index, onIndexChange, infinite, slideDuration, thumbnails }: GalleryLightboxProps): ReactElement {
  const count = images.length;
  const open = index !== null && count > 0;
  const current = open ? Math.min(index, count - 1) : 0;
  const image = images[current];

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      if ((event.target as HTMLElement | null)?.closest?.('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      onIndexChange(stepIndex(current, event.key === 'ArrowRight' ? 1 : -1, count, infinite));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, current, count, infinite, onIndexChange]);

  const atStart = !infinite && current === 0;
  const atEnd = !infinite && current === count - 1;
  const navButton = cx('inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface hover:bg-surface-muted disabled:opacity-40', FOCUS_RING);

  return (
    <Modal
      open={open}
      onClose={() => onIndexChange(null)}
      title={image === undefined ? '' : imageName(image, current, count)}
      description={`Image ${current + 1} of ${count}. Use the left and right arrow keys to move between images.`}
      size="xl"
    >
      {image !== undefined && (
        <div className="flex flex-col gap-4">
          <img
            // A new element per image, so the fade-in below plays on every change.
            key={current}
            src={image.url}
            alt={image.alt}
            width={image.width || undefined}
            height={image.height || undefined}
            className="mx-auto max-h-[70vh] w-auto max-w-full object-contain transition-opacity ease-out starting:opacity-0 motion-reduce:transition-none"
            style={{ transitionDuration: `${slideDuration}ms` }}
          />
          {image.description.trim() !== '' && <p className="text-sm text-fg-muted">{image.description}</p>}
          {count > 1 && (
            <div className="flex items-center justify-between gap-3">
              <button type="button" aria-label="Previous image" disabled={atStart} onClick={() => onIndexChange(stepIndex(current, -1, count, infinite))} className={navButton}>
                <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
                  <path d="M12.5 4l-6 6 6 6" />
                </svg>
              </button>
              <p aria-live="polite" className="text-sm tabular-nums">
                {current + 1} / {count}
              </p>
              <button type="button" aria-label="Next image" disabled={atEnd} onClick={() => onIndexChange(stepIndex(current, 1, count, infinite))} className={navButton}>
                <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
                  <path d="M7.5 4l6 6-6 6" />
                </svg>
              </button>
            </div>
          )}
          {thumbnails !== null && count > 1 && (
            <div role="group" aria-label="Thumbnails" className="flex gap-2 overflow-x-auto p-1">
              {images.map((thumb, thumbIndex) => (
                <button
                  key={thumbIndex}
                  type="button"
                  onClick={() => onIndexChange(thumbIndex)}
                  aria-label={`Show ${imageName(thumb, thumbIndex, count)}`}
                  aria-current={thumbIndex === current ? 'true' : undefined}
                  className={cx(
                    'shrink-0 overflow-hidden rounded-md border-2',
                    thumbIndex === current ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
                    FOCUS_RING,
                  )}
                  style={{ width: thumbnails.width, height: thumbnails.height }}
                >
                  <img src={thumb.url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
