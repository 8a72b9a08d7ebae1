import type { Option } from './option.ts';

export const COLOR_SORT_OPTIONS = [
  { label: 'Name (A-Z)', value: 'name_asc' },
  { label: 'Name (Z-A)', value: 'name_desc' },
  { label: 'Shade (light to dark)', value: 'level_asc' },
  { label: 'Shade (dark to light)', value: 'level_desc' },
] as const satisfies readonly Option[];
export type ColorSort = (typeof COLOR_SORT_OPTIONS)[number]['value'];

/** Spec 2 §9: the colour gallery opens on every family, sorted by name. */
export const DEFAULT_COLOR_FILTER = { family: 'all', sortBy: 'name_asc' } as const;
