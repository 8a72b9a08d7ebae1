import { RESERVED_COLLECTION_NAMES } from '../collections.ts';
import { DEFAULT_IMAGE_HOSTS } from './image-hosts.ts';
import { isEmptyValue } from './is-empty.ts';
import { unknownRuleWarning } from './messages.ts';
import { parseRules } from './parse-rules.ts';
import { findRule } from './rule-registry.ts';
import type { RuleContext, ValidationOptions } from './rule-types.ts';

function warnOnConsole(message: string): void {
  console.warn(message);
}

/**
 * Checks one value against pipe-separated rules ('required|string|min:2|max:255') and returns
 * the message of the first failing rule, or null. An empty value (see isEmptyValue) passes every
 * rule except `required`. An unknown rule name only warns; the value passes it.
 */
export function validateValue(
  value: unknown,
  rules: string | readonly string[],
  options: ValidationOptions = {},
): string | null {
  const parsed = parseRules(rules);
  const ruleNames = new Set(parsed.map((rule) => rule.name));
  const empty = isEmptyValue(value);
  const base = {
    ruleNames,
    imageHosts: options.imageHosts ?? DEFAULT_IMAGE_HOSTS,
    reservedCollections: options.reservedCollections ?? RESERVED_COLLECTION_NAMES,
    warn: options.warn ?? warnOnConsole,
  };
  for (const { name, param } of parsed) {
    const rule = findRule(name);
    if (rule === undefined) {
      base.warn(unknownRuleWarning(name));
      continue;
    }
    if (empty && name !== 'required') continue;
    const context: RuleContext = { ...base, param };
    const message = rule(value, context);
    if (message !== null) return message;
  }
  return null;
}
