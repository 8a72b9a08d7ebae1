import { INVALID_DATE, INVALID_DATETIME_LOCAL, INVALID_TIME } from './messages.ts';
import type { Rule } from './rule-types.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** What an <input type="datetime-local"> produces: minutes, optionally seconds and milliseconds. */
const DATETIME_LOCAL = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?$/;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** YYYY-MM-DD naming a day that exists (2024-02-29 yes, 2023-02-29 no). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export const dateRule: Rule = (value) => (isCalendarDate(value) ? null : INVALID_DATE);

export const timeRule: Rule = (value) => (typeof value === 'string' && TIME.test(value) ? null : INVALID_TIME);

export const datetimeLocalRule: Rule = (value) => {
  if (typeof value !== 'string') return INVALID_DATETIME_LOCAL;
  const match = DATETIME_LOCAL.exec(value);
  return match !== null && isCalendarDate(match[1]) ? null : INVALID_DATETIME_LOCAL;
};
