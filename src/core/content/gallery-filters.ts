// The icon and colour galleries' filters (spec 2 §2, §7, §9): which values each offers, where they
// start, and the query parameters the list call carries for them.
import { COLOR_FAMILY_OPTIONS, COLOR_NAME_OPTIONS, paletteHex } from '../options/color-palette.ts';
import { COLOR_SORT_OPTIONS, DEFAULT_COLOR_FILTER } from '../options/color-sort.ts';
import { DEFAULT_ICON_FILTER, ICON_LIBRARY_OPTIONS, ICON_SORT_OPTIONS } from '../options/icon-options.ts';
import type { Option } from '../options/option.ts';
import { ICON_SIZE_SCALE } from '../options/typography-scale.ts';

/** Spec 2 §9: icon and colour lists are cached for 7 days and not refetched on focus. */
export const GALLERY_CACHE_MS = 604_800_000;

/** 'all' searches every built-in set at once; the gallery offers the site's own icons and each library. */
export const ICON_SET_FILTER_OPTIONS: readonly Option[] = ICON_LIBRARY_OPTIONS.filter((option) => option.value !== 'all');
export const ICON_SIZE_FILTER_OPTIONS: readonly Option[] = ICON_SIZE_SCALE.map(({ label, value }) => ({ label, value }));
/** The theme's primary colour, the surrounding text colour, then every named palette colour. */
export const ICON_COLOR_FILTER_OPTIONS: readonly Option[] = [
  { label: 'Primary', value: 'primary' },
  { label: 'Text', value: 'current' },
  ...COLOR_NAME_OPTIONS,
];
export const ICON_SORT_FILTER_OPTIONS: readonly Option[] = ICON_SORT_OPTIONS;
export const COLOR_FAMILY_FILTER_OPTIONS: readonly Option[] = COLOR_FAMILY_OPTIONS;
export const COLOR_SORT_FILTER_OPTIONS: readonly Option[] = COLOR_SORT_OPTIONS;

/** Icons list by name unless asked otherwise. */
export const DEFAULT_ICON_SORT = 'name_asc';

export interface GalleryFilterField {
  /** The query parameter the list call sends. */
  name: string;
  label: string;
  options: readonly Option[];
}

export const ICON_FILTER_FIELDS: readonly GalleryFilterField[] = [
  { name: 'set', label: 'Icon set', options: ICON_SET_FILTER_OPTIONS },
  { name: 'size', label: 'Size', options: ICON_SIZE_FILTER_OPTIONS },
  { name: 'color', label: 'Color', options: ICON_COLOR_FILTER_OPTIONS },
  { name: 'sort', label: 'Sort by', options: ICON_SORT_FILTER_OPTIONS },
];

export const COLOR_FILTER_FIELDS: readonly GalleryFilterField[] = [
  { name: 'family', label: 'Color family', options: COLOR_FAMILY_FILTER_OPTIONS },
  { name: 'sortBy', label: 'Sort by', options: COLOR_SORT_FILTER_OPTIONS },
];

export type GalleryFilters = Readonly<Record<string, string>>;

/** The filter fields of a content type; none for types without filters. */
export function filterFieldsFor(type: string): readonly GalleryFilterField[] {
  if (type === 'icon') return ICON_FILTER_FIELDS;
  if (type === 'color') return COLOR_FILTER_FIELDS;
  return [];
}

/** Spec 2 §9: set custom, size 6xl, colour primary; colours: family all, sort name_asc. */
export function defaultFiltersFor(type: string): GalleryFilters {
  if (type === 'icon') return { ...DEFAULT_ICON_FILTER, sort: DEFAULT_ICON_SORT };
  if (type === 'color') return { ...DEFAULT_COLOR_FILTER };
  return {};
}

/**
 * Changes one filter; a value the field does not offer, or a field the type does not have,
 * leaves the filters as they were (a hand-edited URL or stale state cannot send junk).
 */
export function withFilter(type: string, filters: GalleryFilters, name: string, value: string): GalleryFilters {
  const field = filterFieldsFor(type).find((each) => each.name === name);
  if (!field || !field.options.some((option) => option.value === value)) return filters;
  return { ...filters, [name]: value };
}

/** The CSS colour an icon filter's colour token paints with. */
export function iconColorCss(token: string): string {
  if (token === 'primary') return 'var(--color-primary)';
  return paletteHex(`${token}-500`) ?? 'currentColor';
}
