import { BREAKPOINTS, hasOverride, resolveResponsive, type Breakpoint } from '#core/blocks/responsive.ts';
import { COLUMN_SPLIT_OPTIONS, DEFAULT_COLUMN_SPLIT, columnSplitTemplate, type ColumnCount } from '#core/options/layout.ts';

/** The count, or 2 for anything that is not a preset count. */
export function columnCount(value: unknown): ColumnCount {
  const count = Number(value);
  return count === 3 || count === 4 ? count : 2;
}

/** The split when it is one of the count's presets, otherwise the count's equal split. */
export function columnSplit(count: ColumnCount, split: unknown): string {
  const known = COLUMN_SPLIT_OPTIONS[count].some((option) => option.value === split);
  return known ? (split as string) : DEFAULT_COLUMN_SPLIT[count];
}

/**
 * Columns side by side at a breakpoint: 1 up to the block's column count (desktop's, which says how
 * many columns of content exist); anything else is the block's count.
 */
export function columnsPerRow(value: unknown, columns: ColumnCount): number {
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= columns ? count : columns;
}

/** Per breakpoint: how many columns share a row, and their grid template (null for one column). */
export type ColumnRows = Record<Breakpoint, { perRow: number; template: string | null }>;

/**
 * The rows the block lays out per breakpoint. `count` and `split` may hold per-breakpoint values
 * (decision 070); `stackOnMobile` is the older switch: unless it is false, phone shows one column
 * per row when the count has no phone value of its own.
 */
export function columnRows(count: unknown, split: unknown, stackOnMobile: unknown): { columns: ColumnCount; rows: ColumnRows } {
  const columns = columnCount(resolveResponsive(count, 'desktop'));
  const rows = {} as ColumnRows;
  for (const breakpoint of BREAKPOINTS) {
    const stacked = breakpoint === 'phone' && stackOnMobile !== false && !hasOverride(count, 'phone');
    const perRow = breakpoint === 'desktop' ? columns : stacked ? 1 : columnsPerRow(resolveResponsive(count, breakpoint), columns);
    const template = perRow === 1 ? null : columnSplitTemplate(columnSplit(perRow as ColumnCount, resolveResponsive(split, breakpoint)));
    rows[breakpoint] = { perRow, template };
  }
  return { columns, rows };
}
