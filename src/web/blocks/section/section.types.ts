import type { Responsive } from '#core/blocks/responsive.ts';
import { SECTION_DEFAULTS } from '#core/blocks/layout-defaults.ts';
import type { Slot, SlotComponent } from '@puckeditor/core';
import type { MaxWidth } from '#core/options/max-widths.ts';

interface SectionFields<SlotValue> {
  /** Width of the content inside; the background always spans the full row. */
  maxWidth: Responsive<MaxWidth>;
  /** SPACING_SCALE tokens, per breakpoint (decision 070). */
  paddingY: Responsive<string>;
  paddingX: Responsive<string>;
  /** A COLOR_PALETTE value ('sky-50'), or '' for the page background. */
  background: string;
  /** Optional: 2 to 10 colours picked in the multi colour gallery; drawn over `background` when valid (see section-gradient.ts). */
  backgroundGradient?: { value: string; hex: string; label: string }[];
  content: SlotValue;
}

export type SectionProps = SectionFields<Slot>;
export type SectionRenderProps = SectionFields<SlotComponent>;

export const DEFAULT_SECTION_PADDING_Y = SECTION_DEFAULTS.paddingY;
export const DEFAULT_SECTION_PADDING_X = SECTION_DEFAULTS.paddingX;
