import type { IconLibrary } from '#core/options/icon-options.ts';
import { BUILT_IN_ICON_SETS, iconNamesOf, isBuiltInIconSet, type BuiltInIconSet } from './icon-sets.ts';

export interface ListIconsQuery {
  /** A built-in set, or 'all' to search every built-in set. 'custom' icons live in the database, not here. */
  set: IconLibrary | string;
  search?: string;
  limit?: number;
  offset?: number;
}

export interface IconListItem {
  set: BuiltInIconSet;
  name: string;
}

export interface IconList {
  items: IconListItem[];
  total: number;
}

export const DEFAULT_ICON_PAGE_SIZE = 60;
/** Enough for a picker page; stops one request from serialising a whole set. */
export const MAX_ICON_PAGE_SIZE = 200;

function clampInteger(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

/**
 * Case-insensitive name match. Every word of the search must appear, so "arrow left" finds
 * FaArrowLeft and MdArrowCircleLeft alike.
 */
function matcher(search: string): (name: string) => boolean {
  const words = search.toLowerCase().split(/\s+/).filter((word) => word.length > 0);
  if (words.length === 0) return () => true;
  return (name) => {
    const lower = name.toLowerCase();
    return words.every((word) => lower.includes(word));
  };
}

/** Icons for the editor's picker: names of one set (or all of them, in library order), filtered and paged. */
export async function listIcons({ set, search = '', limit, offset }: ListIconsQuery): Promise<IconList> {
  const sets: readonly BuiltInIconSet[] = set === 'all' ? BUILT_IN_ICON_SETS : isBuiltInIconSet(set) ? [set] : [];
  const pageSize = clampInteger(limit, DEFAULT_ICON_PAGE_SIZE, 1, MAX_ICON_PAGE_SIZE);
  const start = clampInteger(offset, 0, 0, Number.MAX_SAFE_INTEGER);
  const matches = matcher(typeof search === 'string' ? search : '');

  const found: IconListItem[] = [];
  for (const each of sets) {
    let names: readonly string[];
    try {
      names = await iconNamesOf(each);
    } catch {
      // One set failing to load should not empty the whole picker.
      continue;
    }
    for (const name of names) if (matches(name)) found.push({ set: each, name });
  }
  return { items: found.slice(start, start + pageSize), total: found.length };
}
