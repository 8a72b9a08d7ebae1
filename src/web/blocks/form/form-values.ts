// Pure helpers of the Form block: starting values, what is sent, where to go after a save and
// which complete event a save dispatches (spec 3 §4).
import { buildLink } from '#core/paths/build-link.ts';
import { SITE_PAGES, SITE_TEMPLATES, SYSTEM_PAGES, SYSTEM_REVALIDATE } from '#core/collections.ts';
import { FORM_COMPLETE_EVENTS } from '#core/forms/messages.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import { dataListPath, dataRecordPath } from '#core/paths/data-area.ts';
import { toNumberValue } from '#core/rules/number-value.ts';
import type { FormValues } from './form-request.ts';
import type { FormRecord } from './form.types.ts';

function emptyValue(input: FormInput): unknown {
  switch (input.type) {
    case 'checkbox':
      return false;
    case 'colors':
    case 'array':
    case 'files':
      return [];
    case 'file':
      return null;
    case 'number':
      return input.itemsCount ? null : '';
    default:
      return '';
  }
}

/** The record's value (edit mode), else the input's default, else the type's empty value. */
export function initialValues(inputs: readonly FormInput[], record?: FormRecord | null): FormValues {
  const values: FormValues = {};
  for (const input of inputs) {
    const stored = record && Object.hasOwn(record, input.name) ? record[input.name] : undefined;
    const start = stored !== undefined ? stored : input.defaultValue !== undefined && input.defaultValue !== null && input.defaultValue !== '' ? input.defaultValue : emptyValue(input);
    values[input.name] = input.type === 'number' && typeof start === 'string' && input.itemsCount ? toNumberValue(start) : start;
  }
  return values;
}

/**
 * Edit mode: the record's stored values of the form's fields as the form was given them (null for
 * a field the record lacks). The server compares them with the record when the edit arrives.
 */
export function loadedValues(inputs: readonly FormInput[], record: FormRecord): FormValues {
  const loaded: FormValues = {};
  for (const input of inputs) loaded[input.name] = Object.hasOwn(record, input.name) ? (record[input.name] ?? null) : null;
  return loaded;
}

/** Number inputs hold text while typed; the record stores numbers (blank: null). */
export function submittedValues(inputs: readonly FormInput[], values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const input of inputs) if (input.type === 'number') out[input.name] = toNumberValue(values[input.name]);
  return out;
}

/** Inputs as stored pages may hold them: named, typed objects only. */
export function usableInputs(inputs: unknown): FormInput[] {
  if (!Array.isArray(inputs)) return [];
  return inputs.filter((input): input is FormInput => typeof input === 'object' && input !== null && typeof input.name === 'string' && typeof input.type === 'string');
}

type CollectionKind = 'page' | 'template' | 'revalidate' | 'data';

export function collectionKind(collection: string): CollectionKind {
  if (collection === SYSTEM_PAGES || collection === SITE_PAGES) return 'page';
  if (collection === SITE_TEMPLATES) return 'template';
  if (collection === SYSTEM_REVALIDATE) return 'revalidate';
  return 'data';
}

/** The event a save dispatches on window, or null for ordinary collections. */
export function completeEventOf(collection: string, mode: 'create' | 'update'): string | null {
  const kind = collectionKind(collection);
  if (kind === 'data') return null;
  const key = `${mode}${kind[0]!.toUpperCase()}${kind.slice(1)}` as keyof typeof FORM_COMPLETE_EVENTS;
  return FORM_COMPLETE_EVENTS[key];
}

/** The data area's list of a collection (spec 3 §2); inside a site, /data/{site}/{collection} (spec 1 §2). */
export function collectionListUrl(collection: string, siteSlug?: string | null): string {
  return buildLink(dataListPath(collection), siteSlug);
}

/** The data area's page of one record. */
export function recordUrl(collection: string, id: string, siteSlug?: string | null): string {
  return buildLink(dataRecordPath(collection, id), siteSlug);
}
