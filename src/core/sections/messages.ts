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


/** The dashboard's sections screen and the editor's section actions. */
export const SECTIONS_SCREEN = {
  title: 'Sections',
  heading: (site: string) => `Sections of ${site}`,
  summary: 'Blocks saved once and shown on many pages, like a header or a footer. Editing a section changes every page that uses it at once.',
  loading: 'Loading sections…',
  empty: 'No sections yet',
  emptyHint: 'In the page editor, select a block and choose Save as section.',
  name: 'Name',
  usedOn: 'Used on',
  updated: 'Last saved',
  actions: 'Actions',
  pages: (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`,
  unused: 'No pages',
  usesTitle: (name: string) => `Where “${name}” is used`,
  usesNone: 'No page uses this section.',
  edit: 'Edit',
  editLabel: (name: string) => `Edit section ${name}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete section ${name}`,
  deleteTitle: (name: string) => `Delete section “${name}”?`,
  deleteUnused: 'No page uses this section.',
  deleteAnyway: 'Delete anyway',
  deleted: (name: string) => `Section “${name}” deleted`,
  deleteFailed: 'The section could not be deleted.',
  openPage: (title: string) => `Open ${title} in the editor`,
} as const;

export const SECTION_EDITOR = {
  saveAs: 'Save as section',
  saveAsTitle: 'Save the selected block as a section',
  saveAsHint: 'The block (with everything inside it) becomes a section of this site, and this page shows it as an instance.',
  nameLabel: 'Section name',
  saved: (name: string) => `Saved as section “${name}”`,
  saveFailed: 'The section could not be saved.',
  detach: 'Detach',
  detachHint: 'Replace this instance by a plain copy of its blocks: later edits of the section no longer change it.',
  detached: 'Detached: the blocks are now this page’s own.',
  editSection: 'Edit section',
  save: 'Save section',
  savedSection: (count: number) => `Section saved: ${count} ${count === 1 ? 'page shows' : 'pages show'} the change.`,
  back: 'Back to sections',
} as const;
