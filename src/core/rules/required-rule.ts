import { isEmptyValue } from './is-empty.ts';
import { FIELD_REQUIRED } from './messages.ts';
import type { Rule } from './rule-types.ts';

export const requiredRule: Rule = (value) => (isEmptyValue(value) ? FIELD_REQUIRED : null);
