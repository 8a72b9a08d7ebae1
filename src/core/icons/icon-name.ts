// The custom icon name rule: the create-icon form checks it before sending, POST /api/system_icons enforces it.
import { ICON_NAME_INVALID, ICON_NAME_REQUIRED } from './messages.ts';

/** A letter or digit first, then letters, digits, spaces, dashes and underscores; 60 characters at most. */
export const ICON_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,59}$/u;

/** The message for a name the server would refuse (after trimming), or null. */
export function validateIconName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return ICON_NAME_REQUIRED;
  return ICON_NAME_PATTERN.test(trimmed) ? null : ICON_NAME_INVALID;
}
