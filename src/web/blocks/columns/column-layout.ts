import { COLUMN_SPLIT_OPTIONS, DEFAULT_COLUMN_SPLIT, type ColumnCount } from '#core/options/layout.ts';

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
