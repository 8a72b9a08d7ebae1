import type { BotChallengeConfig } from '#core/forms/bot-challenge.ts';
import { FORM_DEFAULT_SUCCESS_MESSAGE } from '#core/forms/messages.ts';
import type { FormBlockProps } from '#core/forms/form-block.ts';

/** A stored record the form edits (edit mode, spec 3 §4): the data area passes it. */
export interface FormRecord {
  _id: string;
  [field: string]: unknown;
}


export interface FormProps extends Partial<Omit<FormBlockProps, 'id'>> {
  id?: string;
  /** Server-prepared: `{pageId}:{blockId}` (formIdOf), so the server finds the published binding. */
  _formId?: string;
  /** Server-prepared (the challenge port's widgetConfig): what the bot challenge slot renders; null: no slot. */
  _challenge?: BotChallengeConfig | null;
  /** Edit mode: the record being edited. */
  record?: FormRecord | null;
  /** Server-prepared: false when the viewer edits the record as its submitter, who may not delete it. */
  _deletable?: boolean;
  /** The site's slug (`site-{uniqueId}`), made explicit for islands by blockDataProps. */
  siteSlug?: string;
  /** Puck's render-time flag: true in the editor canvas, where submitting would write real data. */
  editMode?: boolean;
}

export const FORM_DEFAULT_PROPS: Omit<FormBlockProps, 'id'> = {
  collection: '',
  purpose: 'default',
  title: 'Contact us',
  inputs: [
    { name: 'name', type: 'text', label: 'Name', validationObject: { required: true, min: 2, max: 100 } },
    { name: 'email', type: 'email', label: 'Email', validationObject: { required: true } },
    { name: 'message', type: 'textarea', label: 'Message', validationObject: { required: true, max: 2000 } },
  ],
  submitLabel: 'Submit',
  successMessage: FORM_DEFAULT_SUCCESS_MESSAGE,
  afterSubmit: 'stay',
  emailTo: '',
  emailSubject: '',
};

/** Labels of the form's own controls. */
export const FORM_LABELS = {
  cancel: 'Cancel',
  delete: 'Delete',
  submitting: 'Sending…',
  deleting: 'Deleting…',
  honeypot: 'Leave this field empty',
  addColor: 'Add colour',
  removeColor: (position: number) => `Remove colour ${position}`,
  colorName: (position: number) => `Colour ${position} name`,
  colorValue: (position: number) => `Colour ${position}`,
  selectPlaceholder: 'Choose…',
} as const;

/** How long the success banner shows before a reload or a redirect after a save. */
export const FORM_NAVIGATE_DELAY_MS = 1200;
