import { SITE_PREFIX } from '../constants.ts';
import { DATA, REVALIDATE_ALL_SITE_PAGES } from '../paths/routes.ts';
import { stripSitePrefix } from '../paths/site-prefix.ts';
import {
  PATH_CONSECUTIVE_SLASHES,
  PATH_DATA_RESERVED,
  PATH_EMPTY,
  PATH_INVALID_CHARACTERS,
  PATH_MULTIPLE_LEADING_SLASHES,
  PATH_MUST_START_WITH_SLASH,
  PATH_NOT_STRING,
  PATH_RELATIVE,
  PATH_ROOT,
  PATH_SPACES,
  PATH_TRAILING_SLASH,
} from './messages.ts';
import type { Rule } from './rule-types.ts';

const PATH_CHARACTERS = /^[A-Za-z0-9_\-/]+$/;
const SITE_SLUG_SEGMENT = /^[A-Za-z0-9_-]+$/;

/** The revalidate-all record lives at this special path, alone or inside a site. */
function isRevalidateAllPath(path: string): boolean {
  if (path === REVALIDATE_ALL_SITE_PAGES) return true;
  if (!path.startsWith(`/${SITE_PREFIX}`) || !path.endsWith(REVALIDATE_ALL_SITE_PAGES)) return false;
  const slug = path.slice(1, -REVALIDATE_ALL_SITE_PAGES.length);
  return slug.length > SITE_PREFIX.length && SITE_SLUG_SEGMENT.test(slug);
}

function isDataArea(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === DATA || lower.startsWith(`${DATA}/`);
}

/**
 * The page path rule. Checks run in this order and the first failure is returned: empty,
 * leading slash, '/', multiple leading slashes, consecutive slashes, trailing slash, spaces,
 * '.'/'..' segments, characters, a bare site slug (its '/' page), the /data area (also
 * inside a site). Any accepted path matches /^\/[A-Za-z0-9_\-/]+$/. Never throws.
 */
export function validatePath(value: unknown): string | null {
  if (value === undefined || value === null) return PATH_EMPTY;
  if (typeof value !== 'string') return PATH_NOT_STRING;
  if (value.trim() === '') return PATH_EMPTY;
  if (isRevalidateAllPath(value)) return null;
  if (!value.startsWith('/')) return PATH_MUST_START_WITH_SLASH;
  if (value === '/') return PATH_ROOT;
  if (value.startsWith('//')) return PATH_MULTIPLE_LEADING_SLASHES;
  if (value.includes('//')) return PATH_CONSECUTIVE_SLASHES;
  if (value.endsWith('/')) return PATH_TRAILING_SLASH;
  if (/\s/.test(value)) return PATH_SPACES;
  if (value.split('/').some((segment) => segment === '.' || segment === '..')) return PATH_RELATIVE;
  if (!PATH_CHARACTERS.test(value)) return PATH_INVALID_CHARACTERS;
  const withoutSite = stripSitePrefix(value);
  if (withoutSite === '/') return PATH_ROOT;
  if (isDataArea(value) || isDataArea(withoutSite)) return PATH_DATA_RESERVED;
  return null;
}

export const pathRule: Rule = (value) => validatePath(value);
