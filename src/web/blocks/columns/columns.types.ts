import { COLUMNS_DEFAULTS } from '#core/blocks/layout-defaults.ts';
import type { Slot, SlotComponent } from '@puckeditor/core';
import type { ColumnCount } from '#core/options/layout.ts';

/** Four slots always exist so that going from four columns to two and back keeps the content. */
interface ColumnsFields<SlotValue> {
  count: ColumnCount;
  /** A COLUMN_SPLIT_OPTIONS[count] value, e.g. '33-67'. */
  split: string;
  /** A SPACING_SCALE token. */
  gap: string;
  /** One column per row below the md breakpoint. */
  stackOnMobile: boolean;
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
