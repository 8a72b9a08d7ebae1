import { ARRAY_INVALID_CHARACTERS, ARRAY_NO_SPACES } from './messages.ts';
import type { Rule } from './rule-types.ts';

const LIST_TEXT = /^[A-Za-z0-9_,-]+$/;

/** A real list passes; text must be a comma-separated list of simple tokens ('red,blue,x_1'). */
export const arrayRule: Rule = (value) => {
  if (Array.isArray(value)) return null;
  if (typeof value !== 'string') return ARRAY_INVALID_CHARACTERS;
  if (/\s/.test(value)) return ARRAY_NO_SPACES;
  return LIST_TEXT.test(value) ? null : ARRAY_INVALID_CHARACTERS;
};
