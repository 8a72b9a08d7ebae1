/** Box look shared by text inputs and selects, so fields in one form line up and react to focus and errors alike. */
export const CONTROL_CLASSES = [
  'block w-full rounded-md border border-border bg-surface px-3 py-2 text-sm text-fg shadow-xs',
  'placeholder:text-fg-muted',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-ring',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
].join(' ');

export const LABEL_CLASSES = 'block text-sm font-medium text-fg';
