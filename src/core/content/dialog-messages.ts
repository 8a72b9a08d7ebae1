// Messages of the content manager's detail and create dialogs that the spec leaves to us
// (the spec's own strings are in ./messages.ts).

export const DETAILS_SAVED = 'Details saved';
export const DETAILS_SAVE_FAILED = 'Failed to save details';
export const PAGE_PREVIEW_FAILED = 'Could not load the page preview';
export const PAGE_REVALIDATED = 'Page revalidated';
export const PAGE_REVALIDATE_FAILED = 'Failed to revalidate page';
export const REVALIDATE_ALL_CONFIRM = 'Revalidate every page? Visitors will get freshly rendered pages on their next visit.';
export const REVALIDATE_ALL_DONE = 'All pages revalidated';
export const REVALIDATE_ALL_FAILED = 'Failed to revalidate pages';
export const CREATE_PAGE_FAILED = 'Failed to create page';
export const CREATE_FROM_BLANK = 'Blank page';

/** 'Page created' / 'Template created'. */
export function pageCreatedMessage(kind: 'page' | 'template'): string {
  return kind === 'template' ? 'Template created' : 'Page created';
}

/** The create dialog's title and submit label. */
export function createPageTitle(kind: 'page' | 'template'): string {
  return kind === 'template' ? 'Create Dynamic Page' : 'Create Page';
}
export const COPY_CODE_FAILED = 'Failed to copy code';
export const COPY_NAME_FAILED = 'Failed to copy name';
