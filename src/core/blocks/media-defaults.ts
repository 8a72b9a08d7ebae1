// Default props of the media blocks (Image, ImageGallery, StarRating): what the editor puts in a new
// block, and what the seed starts from. Pure data (decision 044).

import { BLOCK_LIST_DEFAULTS } from '#core/content/block-records.ts';
import { DEFAULT_IMAGE_FIT, DEFAULT_IMAGE_LOADING, DEFAULT_IMAGE_PLACEHOLDER } from '#core/options/image-options.ts';
import { DEFAULT_STAR_COUNT, DEFAULT_STAR_SIZE, RATING_ACTIVE_COLOR, RATING_INACTIVE_COLOR } from '#core/options/star-rating.ts';

export const IMAGE_DEFAULTS = {
  url: '',
  alt: '',
  fit: DEFAULT_IMAGE_FIT,
  loading: DEFAULT_IMAGE_LOADING,
  placeholder: DEFAULT_IMAGE_PLACEHOLDER,
  align: 'start' as const,
};

export const IMAGE_GALLERY_DEFAULTS = {
  // Spec 3 §9: a collection is listed newest first by id, page 1 (0 in the request).
  source: 'manual' as const,
  ...BLOCK_LIST_DEFAULTS,
  images: [],
  layout: 'grid' as const,
  columns: 3 as const,
  lightbox: true,
  showThumbnails: true,
  thumbnailWidth: 80,
  thumbnailHeight: 80,
  slideDuration: 450,
  slideInterval: 3000,
  autoPlay: false,
  infinite: true,
  ariaLabel: 'Image gallery',
};

export const STAR_RATING_DEFAULTS = {
  value: 4.5,
  count: DEFAULT_STAR_COUNT,
  size: DEFAULT_STAR_SIZE,
  gap: 4 as const,
  activeColor: RATING_ACTIVE_COLOR,
  inactiveColor: RATING_INACTIVE_COLOR,
};
