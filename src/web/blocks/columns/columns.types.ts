import { COLUMNS_DEFAULTS } from '#core/blocks/layout-defaults.ts';
import type { Slot, SlotComponent } from '@puckeditor/core';
import type { Responsive } from '#core/blocks/responsive.ts';
import type { ColumnCount } from '#core/options/layout.ts';

/** Four slots always exist so that going from four columns to two and back keeps the content. */
interface ColumnsFields<SlotValue> {
  /** Desktop's value is how many columns of content there are; tablet's and phone's (1 up to it) how many share a row. */
  count: Responsive<ColumnCount | 1>;
  /** A COLUMN_SPLIT_OPTIONS[count] value, e.g. '33-67', per breakpoint for that breakpoint's count. */
  split: Responsive<string>;
  /** A SPACING_SCALE token. */
  gap: Responsive<string>;
  /**
   * The older switch for phones: unless false, phone shows one column per row when `count` has no
   * phone value. The editor folds it into `count` and leaves it false (decision 070).
   */
  stackOnMobile?: boolean;
  column1: SlotValue;
  column2: SlotValue;
  column3: SlotValue;
  column4: SlotValue;
}

/** As stored in page data and edited: each column holds a list of blocks. */
export type ColumnsProps = ColumnsFields<Slot>;
/** As Puck hands them to the render component: each column is a component that renders its blocks. */
export type ColumnsRenderProps = ColumnsFields<SlotComponent>;

export const DEFAULT_COLUMNS_GAP = COLUMNS_DEFAULTS.gap;
