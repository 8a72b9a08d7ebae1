import type { Responsive } from '#core/blocks/responsive.ts';
import { TEXT_DEFAULTS } from '#core/blocks/text-defaults.ts';
import type { TextAlign } from '../shared/text-align.ts';

export const DEFAULT_TEXT_SIZE = TEXT_DEFAULTS.size;

export interface TextProps {
  text: string;
  /** Per breakpoint (decision 070). */
  align: Responsive<TextAlign>;
  /** A FONT_SIZE_SCALE token, per breakpoint. */
  size: Responsive<string>;
  /** Words to show before an ellipsis; 0 shows everything (spec 1 §9). */
  textDisplayLength: number;
}
