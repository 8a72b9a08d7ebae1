import type { ReactElement } from 'react';
import { cx } from '#web/ui/class-names.ts';
import type { PresetStyles } from '#web/blocks/theme/presets.ts';
import { SiteLink } from '#web/site/site-link.tsx';
import { filled } from './carousel-items.ts';
import type { CarouselItem, CarouselPresentation } from './carousel.types.ts';

interface SlideProps {
  item: CarouselItem;
  index: number;
  presentation: CarouselPresentation;
  zoom: boolean;
  /** Vertical slides have a fixed height, so the image takes what the text leaves instead of keeping a ratio. */
  vertical: boolean;
  /**
   * Only the first slide loads at once (React also preloads it): a carousel is often the hero. The
   * rest are lazy, which still loads the visible ones right away without competing with the page.
   */
  eager: boolean;
  siteSlug: string | undefined;
  styles: PresetStyles;
}

export function Slide({ item, index, presentation, zoom, vertical, eager, siteSlug, styles }: SlideProps): ReactElement {
  const title = typeof item.title === 'string' ? item.title.trim() : '';
  const description = typeof item.description === 'string' ? item.description.trim() : '';
  const alt = typeof item.alt === 'string' ? item.alt : '';
  const hasLink = typeof item.link === 'string' && item.link.trim() !== '';
  const image = (
    <img
      src={item.image}
      alt={alt}
      width={item.width || undefined}
      height={item.height || undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      className={cx('size-full', presentation === 'gallery' ? 'object-contain' : 'object-cover')}
    />
  );
  const frame = !filled(item.image) ? null : (
    <div
      className={cx(
        'overflow-hidden',
        vertical ? 'min-h-0 flex-1' : presentation === 'gallery' ? 'aspect-video' : 'aspect-[4/3]',
        presentation === 'gallery' && 'bg-black/5',
        presentation === 'gallery' && styles.image,
        zoom && 'swiper-zoom-container',
      )}
    >
      {image}
    </div>
  );

  if (presentation === 'gallery') {
    return (
      <figure className="relative m-0 flex h-full flex-col">
        {frame}
        {(title !== '' || description !== '') && (
          <figcaption className="mt-2 text-center">
            {title !== '' && <span className={cx('block', styles.title)}>{title}</span>}
            {description !== '' && <span className={cx('block', styles.description)}>{description}</span>}
          </figcaption>
        )}
      </figure>
    );
  }

  return (
    <article className={cx('relative flex h-full flex-col overflow-hidden', styles.teaser)}>
      {hasLink && title === '' ? (
        <SiteLink
          href={item.link}
          siteSlug={siteSlug}
          aria-label={alt === '' ? `Slide ${index + 1}` : undefined}
          className={cx('focus-visible:outline-2 focus-visible:-outline-offset-2', vertical ? 'flex min-h-0 flex-1 flex-col' : 'block')}
        >
          {frame}
        </SiteLink>
      ) : (
        frame
      )}
      {(title !== '' || description !== '') && (
        <div className={cx('flex flex-col gap-1 p-4', !vertical && 'flex-1')}>
          {title !== '' && (
            <p className={styles.title}>
              {hasLink ? (
                // The title's link covers the whole card, so the card is one tab stop with a clear name.
                <SiteLink href={item.link} siteSlug={siteSlug} className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2">
                  {title}
                </SiteLink>
              ) : (
                title
              )}
            </p>
          )}
          {description !== '' && <p className={styles.description}>{description}</p>}
        </div>
      )}
    </article>
  );
}
