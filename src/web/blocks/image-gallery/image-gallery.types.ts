import { IMAGE_GALLERY_DEFAULTS } from '#core/blocks/media-defaults.ts';
import { type BlockListSourceProps } from '#core/content/block-records.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

/** Spec 3 §3: a gallery image (url, alt, width, height) with the carousel item's title and description. */
export interface GalleryImage {
  url: string;
  alt: string;
  title: string;
  description: string;
  /** Intrinsic size in px when known (0: unknown); lets the browser reserve space before loading. */
  width: number;
  height: number;
}

export type GalleryLayout = 'grid' | 'carousel';
export type GalleryColumns = 2 | 3 | 4;

export interface ImageGalleryProps extends SiteSlugProps, BlockListSourceProps {
  /** The manual source's images (source 'manual'). */
  images: GalleryImage[];
  /** Server-computed (prepare-render-data) for the collection source: its records as images (url|src, name|alt). */
  _items?: GalleryImage[];
  /** Server-computed: the collection could not be loaded (spec 3 §8: the gallery renders nothing). */
  _failed?: boolean;
  /** Spec 3 §2: the gallery is a grid or a carousel. */
  layout: GalleryLayout;
  /** Grid columns on wide containers; narrow ones use fewer. */
  columns: GalleryColumns;
  /** Grid: open a larger view on click. */
  lightbox: boolean;
  showThumbnails: boolean;
  thumbnailWidth: number;
  thumbnailHeight: number;
  /** Transition between images, in ms. */
  slideDuration: number;
  /** Carousel autoplay interval, in ms (used when autoPlay is on). */
  slideInterval: number;
  autoPlay: boolean;
  infinite: boolean;
  ariaLabel: string;
}

export const EMPTY_GALLERY_IMAGE: GalleryImage = { url: '', alt: '', title: '', description: '', width: 0, height: 0 };

/** Spec 3 §9: slide duration 450, interval 3000, thumbnails 80 by 80. */
export const IMAGE_GALLERY_DEFAULT_PROPS: ImageGalleryProps = IMAGE_GALLERY_DEFAULTS;
