import type { Option } from './option.ts';

export const SORT_FIELD_OPTIONS = [
  { label: 'ID', value: '_id' },
  { label: 'Title', value: 'title' },
  { label: 'Last updated', value: 'updated_at' },
  { label: 'Created', value: 'created_at' },
  { label: 'Published', value: 'published_at' },
] as const satisfies readonly Option[];
export type SortField = (typeof SORT_FIELD_OPTIONS)[number]['value'];

export const SORT_DIRECTION_OPTIONS = [
  { label: 'Ascending', value: 'asc' },
  { label: 'Descending', value: 'desc' },
] as const satisfies readonly Option[];
export type SortDirection = (typeof SORT_DIRECTION_OPTIONS)[number]['value'];

/** Spec 3 §9: galleries default to the newest first by id. */
export const DEFAULT_SORT_FIELD: SortField = '_id';
export const DEFAULT_SORT_DIRECTION: SortDirection = 'desc';
