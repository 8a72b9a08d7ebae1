import { TEXT_DEFAULTS } from '#core/blocks/text-defaults.ts';
import type { TextAlign } from '../shared/text-align.ts';

export const DEFAULT_TEXT_SIZE = TEXT_DEFAULTS.size;

export interface TextProps {
  text: string;
  align: TextAlign;
  /** A FONT_SIZE_SCALE token. */
  size: string;
  /** Words to show before an ellipsis; 0 shows everything (spec 1 §9). */
  textDisplayLength: number;
}
