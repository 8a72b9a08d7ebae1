// The array input's rules (spec 2 §5 "Array input", "Inputs in general"): how many items, which
// ones are empty, which unique fields repeat, and numbers typed as text. Pure, so the widget, the
// form block that will use it and the tests read the same rules.
import { MULTIPLE_EMPTY_ITEMS, duplicateValuesMessage } from '../pickers/messages.ts';
import { toNumberValue } from './number-value.ts';

export const ARRAY_INPUT_DEFAULT_MIN = 0;
export const ARRAY_INPUT_DEFAULT_MAX = 10;

export type ArrayInputFieldType = 'text' | 'number' | 'email' | 'url' | 'textarea' | 'select';

export interface ArrayInputField {
  name: string;
  label: string;
  type: ArrayInputFieldType;
  /** Two items may not hold the same value in this field. */
  unique?: boolean;
  /** For 'select'. */
  options?: readonly { label: string; value: string }[];
  placeholder?: string;
}

export type ArrayInputItem = Record<string, string | number | null>;

export interface ArrayInputLimits {
  min?: number;
  max?: number;
}

function limitsOf(limits: ArrayInputLimits): { min: number; max: number } {
  const min = Math.max(0, limits.min ?? ARRAY_INPUT_DEFAULT_MIN);
  return { min, max: Math.max(min, limits.max ?? ARRAY_INPUT_DEFAULT_MAX) };
}

/** An empty item with every field of the form. */
export function emptyArrayItem(fields: readonly ArrayInputField[]): ArrayInputItem {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === 'number' ? null : '']));
}

/** The items padded with empty ones up to the minimum and cut to the maximum. */
export function normaliseArrayItems(items: unknown, fields: readonly ArrayInputField[], limits: ArrayInputLimits = {}): ArrayInputItem[] {
  const { min, max } = limitsOf(limits);
  const list = Array.isArray(items) ? items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : [];
  const known = list.slice(0, max).map((item) => {
    const normalised = emptyArrayItem(fields);
    for (const field of fields) normalised[field.name] = coerceArrayFieldValue(field, item[field.name]);
    return normalised;
  });
  while (known.length < min) known.push(emptyArrayItem(fields));
  return known;
}

/** Number inputs convert to numbers (blank or not a number: null); other fields keep text. */
export function coerceArrayFieldValue(field: ArrayInputField, raw: unknown): string | number | null {
  if (field.type === 'number') return toNumberValue(raw);
  if (raw === null || raw === undefined) return '';
  return typeof raw === 'string' ? raw : String(raw);
}

export function canAddArrayItem(count: number, limits: ArrayInputLimits = {}): boolean {
  return count < limitsOf(limits).max;
}

/** Items can be removed only above the minimum. */
export function canRemoveArrayItem(count: number, limits: ArrayInputLimits = {}): boolean {
  return count > limitsOf(limits).min;
}

export function isArrayItemEmpty(item: ArrayInputItem, fields: readonly ArrayInputField[]): boolean {
  return fields.every((field) => {
    const value = item[field.name];
    return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  });
}

/** Values of unique fields that more than one item holds, in first-seen order (blank values never clash). */
export function findDuplicateValues(items: readonly ArrayInputItem[], fields: readonly ArrayInputField[]): string[] {
  const duplicates: string[] = [];
  for (const field of fields.filter((candidate) => candidate.unique === true)) {
    const seen = new Set<string>();
    for (const item of items) {
      const value = item[field.name];
      if (value === null || value === undefined) continue;
      const text = String(value).trim();
      if (text === '') continue;
      if (seen.has(text)) {
        if (!duplicates.includes(text)) duplicates.push(text);
      } else {
        seen.add(text);
      }
    }
  }
  return duplicates;
}

/** The message the widget shows for the whole list, or null: empty items first, then duplicates. */
export function arrayItemsError(items: readonly ArrayInputItem[], fields: readonly ArrayInputField[]): string | null {
  if (items.filter((item) => isArrayItemEmpty(item, fields)).length > 1) return MULTIPLE_EMPTY_ITEMS;
  const duplicates = findDuplicateValues(items, fields);
  return duplicates.length > 0 ? duplicateValuesMessage(duplicates) : null;
}

/** The widget's wiring mistakes (spec 2 §5: missing name, label or options give a developer warning). */
export function arrayFieldProblems(fields: readonly ArrayInputField[]): string[] {
  const problems: string[] = [];
  fields.forEach((field, index) => {
    if (typeof field.name !== 'string' || field.name.trim() === '') problems.push(`Field ${index + 1} has no name`);
    if (typeof field.label !== 'string' || field.label.trim() === '') problems.push(`Field ${field.name || index + 1} has no label`);
    if (field.type === 'select' && (field.options === undefined || field.options.length === 0)) problems.push(`Field ${field.name || index + 1} has no options`);
  });
  return problems;
}
