// User-facing strings of the editor's pickers and form widgets (spec 2 §2, §5, §8). The browser's
// fields and their tests import them from here, so a spec string has one home.

// Buttons and headings (spec 2 §2 "Pickers").
export const OPEN_IMAGE_GALLERY = 'Open Image Gallery';
export const SELECT_MULTIPLE_COLORS = 'Select Multiple Colors';
export const CONFIRM_SELECTION = 'Confirm Selection';
export const CANCEL_SELECTION = 'Cancel';

// Selection toasts (spec 2 §8).
/** 'Maximum of N images allowed' */
export function maxImagesMessage(max: number): string {
  return `Maximum of ${max} images allowed`;
}
export const IMAGE_SELECT_ERROR = 'Error selecting image';
/** 'N images selected' */
export function imagesSelectedMessage(count: number): string {
  return `${count} images selected`;
}
export const COLOR_SELECT_ERROR = 'Failed to select color';
/** 'You can select up to N colors' */
export function maxColorsMessage(max: number): string {
  return `You can select up to ${max} colors`;
}
/** 'N colors selected' */
export function colorsSelectedMessage(count: number): string {
  return `${count} colors selected`;
}
export const NO_COLOR_SELECTED = 'Please select at least one color';
/**
 * Fewer than a field's minimum: the spec's 'Please select at least one color' for a minimum of 1
 * (and for none picked), the same sentence with the number above it (decision 048).
 */
export function minColorsMessage(min: number): string {
  return min <= 1 ? NO_COLOR_SELECTED : `Please select at least ${min} colors`;
}

// Multi-image URL add (spec 2 §5).
export const IMAGE_URL_REQUIRED = 'Please enter an image URL';
export const IMAGE_URL_NOT_VALID = 'Please enter a valid image URL';
export const IMAGE_URL_ALREADY_SELECTED = 'This image URL is already in your selection.';

// Array input (spec 2 §5).
export const MULTIPLE_EMPTY_ITEMS = 'Multiple empty items detected. Please fill in values before adding more items.';
/** 'Duplicate values found: a, b' */
export function duplicateValuesMessage(values: readonly string[]): string {
  return `Duplicate values found: ${values.join(', ')}`;
}

// Designed: states the spec leaves open.
export const IMAGES_LOAD_FAILED = 'Images could not be loaded. Check your connection and try again.';
export const COLORS_LOAD_FAILED = 'Colours could not be loaded. Check your connection and try again.';
export const IMAGE_URL_VALIDATING = 'Validating image…';
export const IMAGE_URL_VALID = 'Image URL is valid';
