import { EMAIL } from '#core/rules/format-rules.ts';

/** Characters that would make an address a list, a display name or a comment in a mail header. */
const HEADER_SPECIALS = /[<>()[\]\\,;:"\s]/;

/** One plain address that can go into a To or Reply-To header as it is (the rule engine's email format, stricter). */
export function isMailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && !HEADER_SPECIALS.test(value) && EMAIL.test(value);
}
