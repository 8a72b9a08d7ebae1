import { CONTENT_PAGE_SIZE, MAX_LIST_PAGE_SIZE, MAX_SEARCH_LENGTH, type SortDirection } from '#core/content/content-sources.ts';
import { HttpError } from '#server/http/errors.ts';

/** A list call's query string as Hono reads it (the first value of each key). */
export type QueryRecord = Record<string, string | undefined>;

export interface ListQuery {
  limit: number;
  /** Zero-based. */
  page: number;
  sort: SortDirection;
  sortField: string;
  /** Trimmed and cut to MAX_SEARCH_LENGTH; '' when there is no search. */
  search: string;
  /** A site's unique_id or id as given; null for the platform. */
  siteId: string | null;
  includeTotalCount: boolean;
  /** Data collections only: equality filters on data->>key. */
  filters: Record<string, string>;
}

/** Keys of the list call itself; on a data collection every other key is a field filter. */
const LIST_KEYS = new Set(['limit', 'page', 'sort', 'sortField', 'searchQuery', 'search', 'siteId', 'includeTotalCount']);
/** A field filter's key: a plain identifier, so it can never be anything but a JSON key. */
const FILTER_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
export const MAX_FIELD_FILTERS = 10;
const MAX_FILTER_VALUE_LENGTH = 500;
/** Beyond this the offset is nonsense; answering an empty page would cost a long scan first. */
const MAX_PAGE = 100_000;

/** limit: default `fallback`, clamped to 1..max; page: zero-based, anything unreadable is 0. */
export function readPaging(query: QueryRecord, { fallback = CONTENT_PAGE_SIZE, max = MAX_LIST_PAGE_SIZE } = {}): { limit: number; page: number } {
  const limitValue = query.limit === undefined || query.limit.trim() === '' ? NaN : Number(query.limit);
  const limit = Number.isFinite(limitValue) ? Math.min(max, Math.max(1, Math.floor(limitValue))) : fallback;
  const pageValue = Math.floor(Number(query.page ?? 0));
  const page = Number.isFinite(pageValue) && pageValue > 0 ? Math.min(MAX_PAGE, pageValue) : 0;
  return { limit, page };
}

/** `searchQuery`, or `search` (spec 1 §7 names it so): trimmed and cut to MAX_SEARCH_LENGTH. */
export function readSearch(query: QueryRecord): string {
  return (query.searchQuery ?? query.search ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

export function readIncludeTotalCount(query: QueryRecord): boolean {
  return query.includeTotalCount === 'true';
}

/**
 * The content manager's list query (spec 2 §7). `sortFields` is the collection's allow-list
 * (its first entry is not the default: created_at is); with `filters`, every key that is not a
 * list parameter becomes an equality filter. Bad input is a 400 that says what is allowed.
 */
export function parseListQuery(query: QueryRecord, options: { sortFields: readonly string[]; filters?: boolean }): ListQuery {
  const { limit, page } = readPaging(query);
  const sortValue = (query.sort ?? 'desc').toLowerCase();
  if (sortValue !== 'asc' && sortValue !== 'desc') throw new HttpError(400, `Unknown sort '${clip(query.sort!)}'. Use asc or desc.`);
  const sortField = query.sortField?.trim() || 'created_at';
  if (!options.sortFields.includes(sortField)) throw unknownSortField(sortField, options.sortFields);
  const siteId = query.siteId?.trim() || null;
  const filters: Record<string, string> = {};
  if (options.filters) {
    for (const [key, value] of Object.entries(query)) {
      if (LIST_KEYS.has(key) || value === undefined) continue;
      if (!FILTER_KEY.test(key)) throw new HttpError(400, `Unknown filter '${clip(key)}'. A field filter's name is letters, digits and _ (up to 63), not starting with a digit.`);
      if (value.length > MAX_FILTER_VALUE_LENGTH) throw new HttpError(400, `The filter '${key}' is longer than ${MAX_FILTER_VALUE_LENGTH} characters.`);
      filters[key] = value;
    }
    if (Object.keys(filters).length > MAX_FIELD_FILTERS) throw new HttpError(400, `At most ${MAX_FIELD_FILTERS} field filters are allowed.`);
  }
  return { limit, page, sort: sortValue, sortField, search: readSearch(query), siteId, includeTotalCount: readIncludeTotalCount(query), filters };
}

/** The 400 of a sortField outside the collection's allow-list, naming what is allowed. */
export function unknownSortField(sortField: string, allowed: readonly string[]): HttpError {
  return new HttpError(400, `Unknown sortField '${clip(sortField)}'. Allowed: ${allowed.join(', ')}.`);
}

/** Echoed input stays short in error messages. */
function clip(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}
