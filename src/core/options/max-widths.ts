import type { Option } from './option.ts';

/** Content max widths: common laptop and desktop widths, then no limit. */
export const MAX_WIDTH_OPTIONS = [
  { label: '1024px', value: '1024px' },
  { label: '1152px', value: '1152px' },
  { label: '1280px', value: '1280px' },
  { label: '1366px', value: '1366px' },
  { label: '1440px', value: '1440px' },
  { label: '1536px', value: '1536px' },
  { label: '1680px', value: '1680px' },
  { label: '1920px', value: '1920px' },
  { label: '2048px', value: '2048px' },
  { label: '2560px', value: '2560px' },
  { label: 'Full width', value: 'full' },
] as const satisfies readonly Option[];
export type MaxWidth = (typeof MAX_WIDTH_OPTIONS)[number]['value'];
export const DEFAULT_MAX_WIDTH: MaxWidth = '1440px';

/** The CSS max-width for an option value; 'full' removes the limit. */
export function maxWidthCss(value: MaxWidth): string {
  return value === 'full' ? '100%' : value;
}
