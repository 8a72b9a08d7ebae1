// The Form block's stored props (spec 3 §2–4): what the editor saves in the page's Puck data, what
// the server reads back on publish into a form binding (decision 019), and what the island renders.
import type { FormPurpose } from '../options/form-purposes.ts';
import type { FormInput } from './form-input.ts';

/** The Puck component name of the Form block. */
export const FORM_BLOCK_TYPE = 'Form';

export type FormAfterSubmit = 'reload' | 'list' | 'stay';

export interface FormBlockProps {
  /** Puck's block id, unique within the page. */
  id: string;
  /** The collection submissions are stored in; empty shows the 'Please select a collection…' notice. */
  collection: string;
  purpose: FormPurpose;
  title: string;
  inputs: FormInput[];
  submitLabel: string;
  /** The success banner's text; defaults to FORM_SUCCESS.created. */
  successMessage: string;
  /** After a create: reload the page, go to the collection's list, or stay and show the banner. */
  afterSubmit: FormAfterSubmit;
  /** Contact forms: who is told (comma-separated addresses; empty = the site's owners) and the subject. */
  emailTo: string;
  emailSubject: string;
}

/** What a visitor's form posts as `formId`: the page and the block, so the server finds the binding. */
export function formIdOf(pageId: string, blockId: string): string {
  return `${pageId}:${blockId}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page id and block id of a `formId`, or null when it is not one. */
export function parseFormId(value: unknown): { pageId: string; blockId: string } | null {
  if (typeof value !== 'string' || value.length > 300) return null;
  const at = value.indexOf(':');
  if (at < 0) return null;
  const pageId = value.slice(0, at);
  const blockId = value.slice(at + 1);
  return UUID.test(pageId) && blockId.length > 0 ? { pageId, blockId } : null;
}
