// A form's input definition (spec 3 §3 "Form input definition"): what the editor stores in a Form
// block, what a collection keeps as its form definition, and what both the browser and the server
// build validation rules from (input-rules.ts). Pure data: no React, no I/O.
import type { FieldType } from '../options/field-types.ts';
import { FIELD_TYPES } from '../options/field-types.ts';
import { ARRAY_INPUT_DEFAULT_MAX, ARRAY_INPUT_DEFAULT_MIN, type ArrayInputField } from '../rules/array-input-rules.ts';

export { ARRAY_INPUT_DEFAULT_MAX, ARRAY_INPUT_DEFAULT_MIN };

/** One choice of a select or radio input: `name` is what the visitor reads, `value` what is stored. */
export interface FormOption {
  name: string;
  value: string;
}

/** The per-input validation switches of spec 3 §3; the rule string is built from them. */
export interface ValidationObject {
  required?: boolean;
  /** Characters for text, the value for numbers. */
  min?: number | null;
  max?: number | null;
  path?: boolean;
  url?: boolean;
  domain?: boolean;
  templatePath?: boolean;
  systemPath?: boolean;
  preventSystemPath?: boolean;
  /** Skips the input type's own rule (the password strength check on a password input). */
  skipPasswordCheck?: boolean;
  /** A rule name replacing the one the input type implies, e.g. 'numeric' on a text input. */
  type?: string | null;
}

export interface FormInput {
  /** The record field it writes: letters, digits, '_' and '-', starting with a letter or '_'. */
  name: string;
  type: FieldType;
  label?: string;
  placeholder?: string;
  /** Help text under the input. */
  info?: string;
  /** For select and radio. */
  options?: FormOption[];
  defaultValue?: unknown;
  disabled?: boolean;
  validationObject?: ValidationObject;
  /** For array inputs: the fields of each item. */
  arrayFields?: ArrayInputField[];
  /** For array inputs: how many items (defaults 0 and 10, spec 3 §9). */
  min?: number;
  max?: number;
  /** A number input with itemsCount is shown as a star rating (spec 3 §9 defaults): how many stars. */
  itemsCount?: number;
}

/** Spec 3 §9 "Colors input max 10". */
export const COLORS_INPUT_MAX = 10;

/** Spec 3 §9 / 2 §2 rating defaults. */
export const RATING_DEFAULTS = { itemsCount: 5, activeColor: '#ffb400', inactiveColor: '#cccccc' } as const;

/** A record field name a form may write: the same shape the list API accepts as a filter key. */
export const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/** Keys a form adds beside its fields (spec 3 §3); they are not record fields. */
export const FORM_START_TIME_KEY = '_form_start_time';
export const ADDITIONAL_SYSTEM_INFO_KEY = '_additional_system_info';
export const TURNSTILE_TOKEN_KEY = 'turnstileToken';
/** The hidden honeypot input: people never see it, so a value in it means a bot filled the form. */
export const HONEYPOT_FIELD = '_hp_website';
export const FORM_SYSTEM_KEYS: readonly string[] = [FORM_START_TIME_KEY, ADDITIONAL_SYSTEM_INFO_KEY, TURNSTILE_TOKEN_KEY, HONEYPOT_FIELD];

/** Spec 3 §9: a form submitted sooner than this after it was shown is a bot's and is dropped silently. */
export const HONEYPOT_TIME_THRESHOLD_MS = 500;

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value);
}

/** Spec 1 §7 POST /api/data: what one submission may carry before the server reads it further. */
export const SUBMISSION_LIMITS = { fields: 100, depth: 5, files: 20 } as const;
