// User-facing strings of the content manager and its dialogs (spec 2 §2, §8; spec 1 §8).

export const NO_ITEMS_FOUND = 'No items found';
export const LOAD_MORE_LABEL = 'Load More';
export const SEARCHING_LABEL = 'Searching…';

/** 'X of Y items' */
export function itemsCountLabel(shown: number, total: number): string {
  return `${shown} of ${total} items`;
}

export const DELETE_MISSING_ID = 'Cannot delete item: Missing ID';
export const DELETE_FAILED = 'Failed to delete item';
export const DELETE_SUCCESS = 'Item deleted successfully';

export const NO_CONTENT_TYPE = 'No content type found';
export function typeNotSupported(type: string): string {
  return `${type} not supported`;
}

// Clipboard toasts (spec 1 §8).
export const URL_COPIED = 'URL copied to clipboard';
export const URL_COPY_FAILED = 'Failed to copy URL';
export const PAGE_OPENED = 'Page opened in new tab';
export const PAGE_OPEN_FAILED = 'Failed to open page';
/** '{Type} code "{value}" copied to clipboard!' */
export function codeCopied(type: string, value: string): string {
  return `${capitalise(type)} code "${value}" copied to clipboard!`;
}
/** '{Type} name "{value}" copied to clipboard!' */
export function nameCopied(type: string, value: string): string {
  return `${capitalise(type)} name "${value}" copied to clipboard!`;
}

// Gallery fallback labels (spec 1 §8).
export const FALLBACK_NO_IMAGE = 'No image';
export const FALLBACK_UNTITLED = 'Untitled';
export const FALLBACK_UNTITLED_PAGE = 'Untitled Page';
export const FALLBACK_UNTITLED_SITE = 'Untitled Site';
export const FALLBACK_NO_PREVIEW = 'No Preview';
export const FALLBACK_UNNAMED_COLOR = 'Unnamed Color';

/** Revalidate records are not deletable (spec 3 §8). */
export const REVALIDATE_NOT_DELETABLE = 'Revalidate records cannot be deleted';

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
