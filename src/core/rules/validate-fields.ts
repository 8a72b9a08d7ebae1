import type { ValidationErrors, ValidationOptions } from './rule-types.ts';
import { validateValue } from './validate-value.ts';

/**
 * Checks every field named in `rules` (field => 'rule|rule:param') against `data`. Returns
 * field => [first failing message] for the failing fields, or null when every field passes.
 * Fields of `data` without rules are not checked.
 */
export function validateFields(
  data: Readonly<Record<string, unknown>> | null | undefined,
  rules: Readonly<Record<string, string | readonly string[]>>,
  options: ValidationOptions = {},
): ValidationErrors | null {
  const errors: ValidationErrors = {};
  // Rules arrive as JSON from forms; a missing or malformed rules object checks nothing.
  if (typeof rules !== 'object' || rules === null) return null;
  for (const [field, fieldRules] of Object.entries(rules)) {
    const value = data !== null && data !== undefined && Object.hasOwn(data, field) ? data[field] : undefined;
    const message = validateValue(value, fieldRules, options);
    if (message !== null) errors[field] = [message];
  }
  return Object.keys(errors).length === 0 ? null : errors;
}
