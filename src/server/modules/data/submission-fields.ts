import { RECORD_SERVER_KEYS } from '#core/content/record-table.ts';
import { FORM_SYSTEM_KEYS, type FormInput } from '#core/forms/form-input.ts';
import { rulesForInputs } from '#core/forms/input-rules.ts';
import { maxItemsMessage } from '#core/rules/messages.ts';
import type { ImageHosts } from '#core/rules/image-hosts.ts';
import type { FileLike, ValidationErrors } from '#core/rules/rule-types.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import type { Submission } from './read-submission.ts';

/** Keys the server sets on every record (as the list answers them); data cannot set them. */
export const SERVER_RECORD_KEYS: readonly string[] = RECORD_SERVER_KEYS;

/** Files waiting to be stored for one field, after every rule passed. */
export interface PendingUpload {
  field: string;
  /** A `files` field holds a list of urls; a `file` field one url. */
  multiple: boolean;
  files: File[];
}

export type CheckedSubmission =
  | { ok: true; values: Record<string, unknown>; uploads: PendingUpload[] }
  | { ok: false; validationErrors: ValidationErrors };

const isFileInput = (input: FormInput) => input.type === 'file' || input.type === 'files';
const describe = (file: File): FileLike => ({ name: file.name, type: file.type, size: file.size });
export const urlsIn = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');

/**
 * Validates a submission with the one rule engine against the definition (decision 019): the
 * record's values after the write (`base`: the stored record an update merges into), with each
 * file part seen as { name, type, size } under its field. Keeps only the defined fields (all but
 * system keys when there is no definition: then only file parts are checked, as images).
 */
export function checkSubmission(submission: Submission, inputs: readonly FormInput[] | null, imageHosts: ImageHosts, base: Record<string, unknown> = {}): CheckedSubmission {
  const incoming = { ...submission.data };
  for (const key of [...FORM_SYSTEM_KEYS, ...SERVER_RECORD_KEYS]) delete incoming[key];
  const merged: Record<string, unknown> = { ...base, ...incoming };

  const definition: FormInput[] = inputs
    ? [...inputs]
    : [...submission.files.keys()].filter((name) => !SERVER_RECORD_KEYS.includes(name) && !FORM_SYSTEM_KEYS.includes(name)).map((name) => ({ name, type: 'files' as const }));
  const values: Record<string, unknown> = {};
  if (!inputs) Object.assign(values, incoming);
  const view: Record<string, unknown> = { ...merged };
  const uploads: PendingUpload[] = [];
  const errors: ValidationErrors = {};
  for (const input of definition) {
    if (Object.hasOwn(incoming, input.name)) values[input.name] = incoming[input.name];
    if (!isFileInput(input)) continue;
    const parts = submission.files.get(input.name) ?? [];
    const multiple = input.type === 'files';
    const kept = multiple ? urlsIn(merged[input.name]) : [];
    if (parts.length > 0) {
      if (!multiple && parts.length > 1) errors[input.name] = [maxItemsMessage(1)];
      view[input.name] = multiple ? [...kept, ...parts.map(describe)] : parts.length === 1 ? describe(parts[0]!) : parts.map(describe);
      uploads.push({ field: input.name, multiple, files: parts });
    }
  }
  const ruleErrors = validateFields(view, rulesForInputs(definition), { imageHosts, warn: () => {} });
  const validationErrors = { ...ruleErrors, ...errors };
  if (Object.keys(validationErrors).length > 0) return { ok: false, validationErrors };
  return { ok: true, values, uploads };
}
