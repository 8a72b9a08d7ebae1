import { MUST_BE_NUMBER, MUST_BE_STRING } from './messages.ts';
import { toNumberValue } from './number-value.ts';
import type { Rule } from './rule-types.ts';

/** Form inputs deliver text, so '12' counts as a number; NaN and Infinity do not. */
export const numberRule: Rule = (value) => (toNumberValue(value) === null ? MUST_BE_NUMBER : null);

export const stringRule: Rule = (value) => (typeof value === 'string' ? null : MUST_BE_STRING);

/**
 * Select and radio values are option values: text, or a finite number because editor option
 * lists (sizes, ratings) may use numeric values. Anything else is not an option value.
 */
export const optionRule: Rule = (value) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? null : MUST_BE_STRING;

/** A checkbox is either ticked or not; both are valid (use `required` to demand a tick). */
export const checkboxRule: Rule = () => null;
