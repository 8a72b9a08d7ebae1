import { isReservedCollection, RESERVED_COLLECTION_NAMES } from '../collections.ts';
import { DATA_COLLECTION_NAME } from '../paths/data-area.ts';
import { DYNAMIC_CONTENT_TEMPLATE_ROOTS } from '../paths/routes.ts';
import { isSiteSegment } from '../paths/site-prefix.ts';
import {
  DYNAMIC_RESOURCE_NOT_AVAILABLE,
  TEMPLATE_PATH_EMPTY,
  TEMPLATE_PATH_INVALID_CHARACTERS,
  TEMPLATE_PATH_MISSING_COLLECTION,
  TEMPLATE_PATH_NOT_STRING,
  TEMPLATE_PATH_PREFIX,
  TEMPLATE_PATH_TOO_MANY_SEGMENTS,
} from './messages.ts';
import type { Rule } from './rule-types.ts';

/** Strict on purpose: only '/site-{id}' exactly at the start counts as the site slug. */
function withoutSiteSlug(path: string): string {
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  return match !== null && isSiteSegment(match[1] ?? '') ? (match[2] ?? '/') : path;
}

/**
 * /dynamic-content/{all|manage|view}/{collection}, optionally behind a site slug (which does not
 * count as a segment). The collection may not be one that holds pages, history or media.
 * Never throws.
 */
export function validateTemplatePath(
  value: unknown,
  reservedCollections: readonly string[] = RESERVED_COLLECTION_NAMES,
): string | null {
  if (value === undefined || value === null) return TEMPLATE_PATH_EMPTY;
  if (typeof value !== 'string') return TEMPLATE_PATH_NOT_STRING;
  if (value.trim() === '') return TEMPLATE_PATH_EMPTY;
  const path = withoutSiteSlug(value);
  const root = DYNAMIC_CONTENT_TEMPLATE_ROOTS.find((candidate) => path === candidate || path.startsWith(`${candidate}/`));
  if (root === undefined) return TEMPLATE_PATH_PREFIX;
  const collection = path.slice(root.length + 1);
  if (collection === '') return TEMPLATE_PATH_MISSING_COLLECTION;
  if (collection.includes('/')) return TEMPLATE_PATH_TOO_MANY_SEGMENTS;
  if (!DATA_COLLECTION_NAME.test(collection)) return TEMPLATE_PATH_INVALID_CHARACTERS;
  return isReservedCollection(collection, reservedCollections) ? DYNAMIC_RESOURCE_NOT_AVAILABLE : null;
}

export const templatePathRule: Rule = (value, context) => validateTemplatePath(value, context.reservedCollections);
