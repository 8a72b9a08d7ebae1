import {
  invalidRuleParameterWarning,
  maxItemsMessage,
  maxLengthMessage,
  maxValueMessage,
  minItemsMessage,
  minLengthMessage,
  minValueMessage,
} from './messages.ts';
import { toNumberValue } from './number-value.ts';
import type { Rule, RuleContext } from './rule-types.ts';

interface Measured {
  size: number;
  kind: 'value' | 'characters' | 'items';
}

/**
 * Numbers compare by value; text by characters, except numeric text in a field that also has
 * the `number` rule (a form's number input); lists by item count. Other values are not measured.
 */
function measure(value: unknown, context: RuleContext): Measured | null {
  if (typeof value === 'number') return Number.isFinite(value) ? { size: value, kind: 'value' } : null;
  if (typeof value === 'string') {
    const asNumber = context.ruleNames.has('number') ? toNumberValue(value) : null;
    if (asNumber !== null) return { size: asNumber, kind: 'value' };
    // Code points, so an emoji is one character as the user sees it.
    return { size: [...value].length, kind: 'characters' };
  }
  if (Array.isArray(value)) return { size: value.length, kind: 'items' };
  return null;
}

function boundOf(name: string, context: RuleContext): number | null {
  const bound = toNumberValue(context.param ?? '');
  if (bound === null) context.warn(invalidRuleParameterWarning(name, context.param));
  return bound;
}

export const minRule: Rule = (value, context) => {
  const min = boundOf('min', context);
  const measured = measure(value, context);
  if (min === null || measured === null || measured.size >= min) return null;
  if (measured.kind === 'value') return minValueMessage(min);
  return measured.kind === 'items' ? minItemsMessage(min) : minLengthMessage(min);
};

export const maxRule: Rule = (value, context) => {
  const max = boundOf('max', context);
  const measured = measure(value, context);
  if (max === null || measured === null || measured.size <= max) return null;
  if (measured.kind === 'value') return maxValueMessage(max);
  return measured.kind === 'items' ? maxItemsMessage(max) : maxLengthMessage(max);
};
