import type { Responsive } from '#core/blocks/responsive.ts';
import { HEADING_DEFAULTS } from '#core/blocks/text-defaults.ts';
import type { Option } from '#core/options/option.ts';
import type { TextAlign } from '../shared/text-align.ts';

export const HEADING_LEVEL_OPTIONS = [
  { label: 'H1', value: 'h1' },
  { label: 'H2', value: 'h2' },
  { label: 'H3', value: 'h3' },
  { label: 'H4', value: 'h4' },
  { label: 'H5', value: 'h5' },
  { label: 'H6', value: 'h6' },
] as const satisfies readonly Option[];
export type HeadingLevel = (typeof HEADING_LEVEL_OPTIONS)[number]['value'];
export const DEFAULT_HEADING_LEVEL: HeadingLevel = HEADING_DEFAULTS.level;
export const DEFAULT_HEADING_SIZE = HEADING_DEFAULTS.size;

export interface HeadingProps {
  text: string;
  /** The outline level is the editor's choice; the look comes from `size`. */
  level: HeadingLevel;
  /** Per breakpoint (decision 070). */
  align: Responsive<TextAlign>;
  /** A FONT_SIZE_SCALE token, per breakpoint. */
  size: Responsive<string>;
}
