// Every user-facing string of forms and data calls (spec 1 §8, spec 3 §4 and §8), once.

export const BOT_MESSAGES = {
  missingToken: 'Missing Turnstile token',
  verifyError: 'Error verifying CAPTCHA',
  failed: 'CAPTCHA verification failed',
} as const;

export const FORM_SUBMIT_MESSAGES = {
  noSource: 'No data source provided. Please choose a data source in your form settings.',
  noData: 'No data provided to submit.',
  failed: (reason: string) => `Form submission failed: ${reason}`,
} as const;

export const FORM_UPDATE_MESSAGES = {
  noSource: 'No data source provided. Please select a data source in your form settings.',
  missingId: 'Missing document ID. Cannot update without an ID.',
  noData: 'No data provided for update.',
  failed: (reason: string) => `Failed to update form: ${reason}`,
} as const;

export const FORM_DELETE_FAILED = 'Failed to delete form.';

export const FORM_SUCCESS = {
  created: 'Data created successfully',
  updated: 'Data updated successfully',
  deleted: 'Deleted successfully',
} as const;

/**
 * The success message a new Form block starts with (its Success message field). The spec gives
 * none; 'Data created successfully' (FORM_SUCCESS.created) stays what a form without one shows.
 */
export const FORM_DEFAULT_SUCCESS_MESSAGE = 'Thank you! Your message has been sent.';

export const FORM_DELETE_CONFIRM = 'Are you sure you want to delete this data ?';
export const REVALIDATE_NOT_DELETABLE = 'Revalidate records cannot be deleted.';

export const FORM_NO_COLLECTION =
  'Please select a collection to display the form. Choose where you want to store the form submissions in the editor settings.';
export const LINEUP_NO_SOURCE =
  'Please select a content source to display items. Choose a collection or set to manual mode in the editor settings.';

/** Complete events of spec 3 §4, dispatched on window after a save. */
export const FORM_COMPLETE_EVENTS = {
  createPage: 'create-page:complete',
  updatePage: 'update-page:complete',
  createTemplate: 'create-template:complete',
  updateTemplate: 'update-template:complete',
  createRevalidate: 'create-revalidate:complete',
  updateRevalidate: 'update-revalidate:complete',
} as const;

/** Data API refusals (designed: spec 1 §8 names no text for them). */
export const DATA_API_MESSAGES = {
  notMultipart: 'Send the form as multipart/form-data.',
  dataNotObject: 'The data part must be a JSON object.',
  tooManyFields: (max: number) => `The data has more than ${max} fields.`,
  tooDeep: (max: number) => `The data nests deeper than ${max} levels.`,
  tooManyFiles: (max: number) => `A submission carries at most ${max} files.`,
  validationFailed: 'Validation failed',
  formNotPublished: 'This form is not published.',
  wrongCollection: 'This form does not write to this collection.',
  signInToWrite: 'Sign in to write to this collection.',
  mayNotWrite: 'You do not have permission to write to this collection.',
  mayNotUpdate: 'You do not have permission to update this record.',
  /** 403: a submitter's edit (where the collection allows them) came without the form the record was sent with. */
  editThroughForm: 'Your submission can be changed only through the form you sent it with.',
  /** 403: a submitter's edit of a collection that allows them for 24 hours, after those hours. */
  editWindowClosed: 'This submission can no longer be changed: submissions to this collection can be changed within 24 hours of sending them.',
  /** 409: a field the form sends was changed by someone else after the form was opened. */
  changedMeanwhile: 'This record was changed while you were editing it. Reload the page to see the current values, then save again.',
  fieldChangedMeanwhile: 'Changed by someone else since you opened this form.',
} as const;
