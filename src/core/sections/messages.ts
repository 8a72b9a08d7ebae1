// Reusable sections (decision 071): the words the dashboard, the editor and the API share.
export const SECTION_NOT_FOUND = 'Section not found';
export const SECTION_NAME_TAKEN = 'A section with this name already exists on this site.';
export const SECTION_INVALID = 'Please correct the section.';
export const SECTION_NO_NESTING = 'A section cannot contain another section.';
export const SECTION_NO_FORMS = 'A section cannot contain a form: a form takes submissions for its own page.';
export const SECTION_EMPTY = 'A section needs at least one block.';
export const SECTION_IN_USE = 'This section is used on pages. Delete it anyway?';
export const SECTION_NAME_MAX = 100;

export const sectionInUseMessage = (count: number): string =>
  `This section is used on ${count} ${count === 1 ? 'page' : 'pages'}; there its instances will show nothing.`;

