import { DASHBOARD, MANAGE } from '../paths/routes.ts';
import { stripSitePrefix } from '../paths/site-prefix.ts';
import { SYSTEM_PATH_EMPTY, SYSTEM_PATH_FORBIDDEN, SYSTEM_PATH_NOT_STRING, SYSTEM_PATH_PREFIX } from './messages.ts';
import type { Rule } from './rule-types.ts';

function isAtOrUnder(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

/** System pages live in the manage area: /manage or below. Never throws. */
export function validateSystemPath(value: unknown): string | null {
  if (value === undefined || value === null) return SYSTEM_PATH_EMPTY;
  if (typeof value !== 'string') return SYSTEM_PATH_NOT_STRING;
  if (value.trim() === '') return SYSTEM_PATH_EMPTY;
  return isAtOrUnder(value, MANAGE) ? null : SYSTEM_PATH_PREFIX;
}

/**
 * Ordinary pages may not take over /manage or /dashboard, also not behind a site slug or in
 * another letter case (system page paths are stored lower-cased). Non-text values pass:
 * there is no path to take anything over.
 */
export function validatePreventSystemPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim().toLowerCase();
  const candidates = [path, stripSitePrefix(path)];
  const forbidden = candidates.some((candidate) => isAtOrUnder(candidate, MANAGE) || isAtOrUnder(candidate, DASHBOARD));
  return forbidden ? SYSTEM_PATH_FORBIDDEN : null;
}

export const systemPathRule: Rule = (value) => validateSystemPath(value);
export const preventSystemPathRule: Rule = (value) => validatePreventSystemPath(value);
