import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery } from './list-query.ts';

/** The list answer of spec 2 §7: `data` and `items` are the same array (screens read either). */
export interface ListAnswer<Item> {
  data: Item[];
  items: Item[];
  error: null;
  pagination?: { total: number; page: number; limit: number };
}

export function listAnswer<Item>(items: Item[], query: ListQuery, total: number | null): ListAnswer<Item> {
  return { data: items, items, error: null, ...(total === null ? {} : { pagination: { total, page: query.page, limit: query.limit } }) };
}

/** The sort, then the id in the same direction: equal values never swap places between pages. */
export function orderBy(query: ListQuery, column: AnyColumn | SQL, id: AnyColumn): SQL[] {
  const direction = query.sort === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

export const offsetOf = (query: ListQuery) => query.page * query.limit;

export const FORBIDDEN_SITE = "You do not have permission to manage this site's content";
export const ADMINS_ONLY = 'Only administrators manage the platform content';
