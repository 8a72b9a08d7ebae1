import type { Option } from './option.ts';

/** react-icons sets plus the site's own SVG icons. */
export const ICON_LIBRARY_OPTIONS = [
  { label: 'All libraries', value: 'all' },
  { label: 'Custom', value: 'custom' },
  { label: 'Font Awesome', value: 'fa' },
  { label: 'Typicons', value: 'ti' },
  { label: 'Github Octicons', value: 'go' },
  { label: 'Tabler Icons', value: 'tb' },
  { label: 'css.gg', value: 'cg' },
  { label: 'Material Design', value: 'md' },
] as const satisfies readonly Option[];
export type IconLibrary = (typeof ICON_LIBRARY_OPTIONS)[number]['value'];

export const ICON_SORT_OPTIONS = [
  { label: 'Name (A-Z)', value: 'name_asc' },
  { label: 'Name (Z-A)', value: 'name_desc' },
  { label: 'Library', value: 'set_asc' },
  { label: 'Most recent', value: 'recent' },
] as const satisfies readonly Option[];
export type IconSort = (typeof ICON_SORT_OPTIONS)[number]['value'];

/** Spec 2 §9: the icon gallery opens on custom icons, size 6xl, primary colour. */
export const DEFAULT_ICON_FILTER = { set: 'custom', size: '6xl', color: 'primary' } as const;
/** Spec 2 §9: icon detail dialogs show the icon at 9xl. */
export const DEFAULT_ICON_DIALOG_SIZE = '9xl';
