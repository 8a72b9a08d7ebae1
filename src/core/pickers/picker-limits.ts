// Page sizes, maxima and cache times of the pickers (spec 2 §9).
import { GALLERY_CACHE_MS } from '../content/gallery-filters.ts';

/** Multi image gallery: at most 5 picks when opened from a button, 10 in a form field. */
export const MULTI_IMAGE_MAX_BUTTON = 5;
export const MULTI_IMAGE_MAX_FIELD = 10;
/** Multi colour gallery: at most 50 picks from the gallery button, 10 in a form field. */
export const COLOR_MAX_BUTTON = 50;
export const COLOR_MAX_FIELD = 10;
/** Icon and colour lists are cached for 7 days and not refetched on focus. */
export const ICON_COLOR_CACHE_MS = GALLERY_CACHE_MS;
/** The image URL input checks this long after typing stops. */
export const IMAGE_URL_CHECK_DEBOUNCE_MS = 500;
