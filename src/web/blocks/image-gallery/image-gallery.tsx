import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { Carousel } from '../carousel/carousel.tsx';
import { CAROUSEL_DEFAULT_SETTINGS } from '../carousel/carousel.types.ts';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { imageName } from './image-name.ts';
import { IMAGE_GALLERY_DEFAULT_PROPS, type GalleryColumns, type GalleryImage, type ImageGalleryProps } from './image-gallery.types.ts';

// Loaded at the first open: the lightbox's dialog (Radix) would otherwise put a gallery page over its
// JS budget (decision 039).
const GalleryLightbox = lazy(async () => ({ default: (await import('./gallery-lightbox.tsx')).GalleryLightbox }));

// Container widths, not the viewport: a gallery in a narrow column gets fewer columns.
const COLUMN_CLASSES: Readonly<Record<GalleryColumns, string>> = {
  2: 'grid-cols-1 @sm:grid-cols-2',
  3: 'grid-cols-2 @2xl:grid-cols-3',
  4: 'grid-cols-2 @2xl:grid-cols-3 @4xl:grid-cols-4',
};

function positive(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(max, Math.round(value)) : fallback;
}

/** Images as stored pages may hold them, made safe to render: a URL is required, text fields default to ''. */
export function usableImages(images: unknown): GalleryImage[] {
  if (!Array.isArray(images)) return [];
  return images
    .filter((image): image is Partial<GalleryImage> & { url: string } => typeof image === 'object' && image !== null && typeof image.url === 'string' && image.url.trim() !== '')
    .map((image) => ({
      url: image.url.trim(),
      alt: typeof image.alt === 'string' ? image.alt : '',
      title: typeof image.title === 'string' ? image.title : '',
      description: typeof image.description === 'string' ? image.description : '',
      width: positive(image.width, 0, 10_000),
      height: positive(image.height, 0, 10_000),
    }));
}

/** Spec 3 §2: an image gallery as a responsive grid (with an optional lightbox) or as a carousel. */
export function ImageGallery(props: ImageGalleryProps): ReactElement {
  const { styles } = useTheme();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Stays true after the first open, so closing keeps the dialog mounted and focus returns as it should.
  const [lightboxWanted, setLightboxWanted] = useState(false);
  if (openIndex !== null && !lightboxWanted) setLightboxWanted(true);
  const onIndexChange = useCallback((index: number | null) => setOpenIndex(index), []);
  const images = usableImages(props.source === 'collection' ? props._items : props.images);
  if (images.length === 0 || props._failed === true) return <></>;

  const d = IMAGE_GALLERY_DEFAULT_PROPS;
  const label = props.ariaLabel?.trim() || d.ariaLabel;
  const slideDuration = positive(props.slideDuration, d.slideDuration, 5000);
  const thumbnails =
    props.showThumbnails === false
      ? null
      : { width: positive(props.thumbnailWidth, d.thumbnailWidth, 400), height: positive(props.thumbnailHeight, d.thumbnailHeight, 400) };
  const infinite = props.infinite !== false;

  if (props.layout === 'carousel') {
    return (
      <Carousel
        {...CAROUSEL_DEFAULT_SETTINGS}
        slidesPerViewMobile={1}
        slidesPerViewTablet={1}
        slidesPerViewDesktop={1}
        speed={slideDuration}
        autoplayDelay={props.autoPlay === true ? positive(props.slideInterval, d.slideInterval, 60_000) : 0}
        infinite={infinite}
        ariaLabel={label}
        items={images.map((image) => ({ image: image.url, alt: image.alt, title: image.title, description: image.description, link: '', width: image.width, height: image.height }))}
        presentation="gallery"
        thumbnails={thumbnails}
        siteSlug={props.siteSlug}
        puck={props.puck}
      />
    );
  }

  const columns: GalleryColumns = props.columns === 2 || props.columns === 4 ? props.columns : 3;
  const lightbox = props.lightbox !== false;
  return (
    <div className="@container" data-image-gallery="">
      <ul aria-label={label} className={cx('grid gap-3', COLUMN_CLASSES[columns])}>
        {images.map((image, index) => {
          const picture = (
            <img
              src={image.url}
              alt={image.alt}
              width={image.width || undefined}
              height={image.height || undefined}
              loading={index === 0 ? undefined : 'lazy'}
              decoding="async"
              className="aspect-square size-full object-cover"
            />
          );
          const caption = image.title.trim() !== '' || image.description.trim() !== '';
          return (
            <li key={index}>
              <figure className="m-0 flex flex-col gap-2">
                <div className={cx('overflow-hidden', styles.image)}>
                  {lightbox ? (
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      aria-label={`View larger: ${imageName(image, index, images.length)}`}
                      onClick={() => setOpenIndex(index)}
                      className={cx('block w-full cursor-zoom-in overflow-hidden rounded-[inherit] [&_img]:transition-transform [&_img]:duration-300 hover:[&_img]:scale-105 motion-reduce:[&_img]:transition-none', FOCUS_RING)}
                    >
                      {picture}
                    </button>
                  ) : (
                    picture
                  )}
                </div>
                {caption && (
                  <figcaption>
                    {image.title.trim() !== '' && <span className={cx('block', styles.title)}>{image.title}</span>}
                    {image.description.trim() !== '' && <span className={cx('block', styles.description)}>{image.description}</span>}
                  </figcaption>
                )}
              </figure>
            </li>
          );
        })}
      </ul>
      {lightbox && lightboxWanted && (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            index={openIndex}
            onIndexChange={onIndexChange}
            infinite={infinite}
            slideDuration={slideDuration}
            thumbnails={thumbnails}
          />
        </Suspense>
      )}
    </div>
  );
}
