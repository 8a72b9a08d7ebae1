import { SPACER_DEFAULTS } from '#core/blocks/layout-defaults.ts';
export interface SpacerProps {
  /** A SPACING_SCALE token. */
  height: string;
}

export const DEFAULT_SPACER_HEIGHT = SPACER_DEFAULTS.height;
