// A form definition (FormInput[]) read from anywhere it is not ours yet: a published page's Puck
// data, a collection's fields sent by the dashboard, an import. Keeps only what the rule builder
// and the form block understand, and names the first problem in words a person can act on.
import { ARRAY_INPUT_DEFAULT_MAX, ARRAY_INPUT_DEFAULT_MIN } from '../rules/array-input-rules.ts';
import { findDuplicateNames } from './duplicate-names.ts';
import { FIELD_NAME_PATTERN, FORM_SYSTEM_KEYS, isFieldType, type FormInput, type FormOption, type ValidationObject } from './form-input.ts';

/** More inputs than a person fills in one form; also bounds what a definition costs to validate. */
export const MAX_FORM_INPUTS = 100;
const MAX_OPTIONS = 200;
const MAX_TEXT = 500;

const SWITCHES = ['required', 'path', 'url', 'domain', 'templatePath', 'systemPath', 'preventSystemPath', 'skipPasswordCheck'] as const;

export type FormDefinitionResult = { inputs: FormInput[]; error: null } | { inputs: null; error: string };

export function invalidFieldNameMessage(name: string, item: number): string {
  return `Input ${item}: "${name}" is not a valid field name. Use letters, digits, '_' and '-', starting with a letter or '_' (at most 64 characters).`;
}

/** Parses a definition strictly: the first problem fails the whole definition. */
export function parseFormDefinition(raw: unknown): FormDefinitionResult {
  if (!Array.isArray(raw)) return { inputs: null, error: 'The fields must be a list of inputs.' };
  if (raw.length > MAX_FORM_INPUTS) return { inputs: null, error: `A form can have at most ${MAX_FORM_INPUTS} inputs.` };
  const inputs: FormInput[] = [];
  for (const [index, entry] of raw.entries()) {
    const item = index + 1;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return { inputs: null, error: `Input ${item} is not an input definition.` };
    const source = entry as Record<string, unknown>;
    const name = typeof source.name === 'string' ? source.name.trim() : '';
    if (!FIELD_NAME_PATTERN.test(name) || FORM_SYSTEM_KEYS.includes(name)) return { inputs: null, error: invalidFieldNameMessage(name, item) };
    if (!isFieldType(source.type)) return { inputs: null, error: `Input ${item} ("${name}"): unknown type ${JSON.stringify(source.type ?? '')}.` };
    const input: FormInput = { name, type: source.type };
    for (const key of ['label', 'placeholder', 'info'] as const) {
      if (typeof source[key] === 'string') input[key] = source[key].slice(0, MAX_TEXT);
    }
    if (source.disabled === true) input.disabled = true;
    if (source.defaultValue !== undefined && isPlainValue(source.defaultValue)) input.defaultValue = source.defaultValue;
    if (input.type === 'select' || input.type === 'radio') {
      const options = optionsOf(source.options);
      if (options.length === 0) return { inputs: null, error: `Input ${item} ("${name}") needs at least one option.` };
      input.options = options;
    }
    const validation = validationOf(source.validationObject);
    if (validation) input.validationObject = validation;
    if (typeof validation?.min === 'number' && typeof validation.max === 'number' && validation.min > validation.max) {
      return { inputs: null, error: `Input ${item} ("${name}"): min ${validation.min} is above max ${validation.max}.` };
    }
    if (input.type === 'array') {
      const min = wholeNumber(source.min) ?? ARRAY_INPUT_DEFAULT_MIN;
      const max = wholeNumber(source.max) ?? ARRAY_INPUT_DEFAULT_MAX;
      if (min > max) return { inputs: null, error: `Input ${item} ("${name}"): at least ${min} items but at most ${max}.` };
      input.min = min;
      input.max = max;
      if (Array.isArray(source.arrayFields)) input.arrayFields = source.arrayFields.filter(isArrayField).slice(0, 20);
    }
    if (input.type === 'number' && wholeNumber(source.itemsCount) !== null) input.itemsCount = Math.min(10, Math.max(1, wholeNumber(source.itemsCount)!));
    inputs.push(input);
  }
  const duplicate = findDuplicateNames(inputs);
  return duplicate ? { inputs: null, error: duplicate } : { inputs, error: null };
}

function optionsOf(raw: unknown): FormOption[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .slice(0, MAX_OPTIONS)
    .filter((option): option is Record<string, unknown> => typeof option === 'object' && option !== null)
    .map((option) => {
      const value = typeof option.value === 'string' || typeof option.value === 'number' ? String(option.value) : '';
      const name = typeof option.name === 'string' && option.name.trim() !== '' ? option.name : value;
      return { name: name.slice(0, MAX_TEXT), value: value.slice(0, MAX_TEXT) };
    })
    .filter((option) => option.value !== '' || option.name !== '');
}

function validationOf(raw: unknown): ValidationObject | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const source = raw as Record<string, unknown>;
  const validation: ValidationObject = {};
  for (const key of SWITCHES) if (source[key] === true) validation[key] = true;
  const min = finiteNumber(source.min);
  const max = finiteNumber(source.max);
  if (min !== null) validation.min = min;
  if (max !== null) validation.max = max;
  if (typeof source.type === 'string' && /^[A-Za-z-]{1,30}$/.test(source.type)) validation.type = source.type;
  return Object.keys(validation).length > 0 ? validation : null;
}

function finiteNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function wholeNumber(value: unknown): number | null {
  const number = finiteNumber(value);
  return number === null ? null : Math.max(0, Math.floor(number));
}

function isPlainValue(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value) || (Array.isArray(value) && value.length <= 50 && value.every((entry) => typeof entry === 'string'));
}

function isArrayField(value: unknown): value is NonNullable<FormInput['arrayFields']>[number] {
  if (typeof value !== 'object' || value === null) return false;
  const field = value as Record<string, unknown>;
  return typeof field.name === 'string' && FIELD_NAME_PATTERN.test(field.name) && typeof field.label === 'string' && ['text', 'number', 'email', 'url', 'textarea', 'select'].includes(field.type as string);
}
