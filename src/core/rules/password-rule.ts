import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import {
  PASSWORD_LOWERCASE_PART,
  PASSWORD_NUMBER_PART,
  PASSWORD_SPECIAL_PART,
  PASSWORD_UPPERCASE_PART,
  passwordLengthPart,
  passwordMissingMessage,
} from './messages.ts';
import type { Rule } from './rule-types.ts';

/** The parts a password lacks, in the order the message lists them; [] when it is strong enough. */
export function missingPasswordParts(password: string): string[] {
  const missing: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) missing.push(passwordLengthPart(PASSWORD_MIN_LENGTH));
  if (!/\p{Lu}/u.test(password)) missing.push(PASSWORD_UPPERCASE_PART);
  if (!/\p{Ll}/u.test(password)) missing.push(PASSWORD_LOWERCASE_PART);
  if (!/\p{Nd}/u.test(password)) missing.push(PASSWORD_NUMBER_PART);
  // Anything that is not a letter, digit or whitespace counts as special.
  if (!/[^\p{L}\p{N}\s]/u.test(password)) missing.push(PASSWORD_SPECIAL_PART);
  return missing;
}

export const passwordRule: Rule = (value) => {
  const missing = missingPasswordParts(typeof value === 'string' ? value : '');
  return missing.length === 0 ? null : passwordMissingMessage(missing);
};
