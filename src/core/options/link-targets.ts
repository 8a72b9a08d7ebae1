import type { Option } from './option.ts';

export const LINK_TARGET_OPTIONS = [
  { label: 'Same tab', value: '_self' },
  { label: 'New tab', value: '_blank' },
  { label: 'Parent frame', value: '_parent' },
  { label: 'Top frame', value: '_top' },
] as const satisfies readonly Option[];
export type LinkTarget = (typeof LINK_TARGET_OPTIONS)[number]['value'];
export const DEFAULT_LINK_TARGET: LinkTarget = '_self';
