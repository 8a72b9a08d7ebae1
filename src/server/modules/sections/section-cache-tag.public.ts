/** A page's cache tag for each section it shows (decision 071): saving or deleting the section drops the page on every process. */
export const sectionCacheTag = (sectionId: string): string => `section:${sectionId}`;
