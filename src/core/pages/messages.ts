// Publish and delete messages of spec 1 §4 and §8, exactly as the spec writes them.

export const PUBLISHING = 'Publishing...';
export const PUBLISHED = 'published';
export const PUBLISH_ERROR = 'Error publishing page';
export const PUBLISH_SUCCESS = 'Page published successfully';

export const DELETING = 'Deleting...';
export const DELETED = 'deleted successfully';
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this page?';
export const DELETE_ERROR = 'Error deleting page';
export const TEMPLATE_DELETE_SUCCESS = 'Template deleted successfully';
export const PAGE_DELETE_SUCCESS = 'Page deleted successfully';

/** The success toast depends on what was deleted. */
export function deleteSuccessMessage(isTemplate: boolean): string {
  return isTemplate ? TEMPLATE_DELETE_SUCCESS : PAGE_DELETE_SUCCESS;
}
