import type { Responsive } from '#core/blocks/responsive.ts';
import { SPACER_DEFAULTS } from '#core/blocks/layout-defaults.ts';
export interface SpacerProps {
  /** A SPACING_SCALE token, per breakpoint (decision 070). */
  height: Responsive<string>;
}

export const DEFAULT_SPACER_HEIGHT = SPACER_DEFAULTS.height;
