import type { Option } from './option.ts';

export const ORIENTATION_OPTIONS = [
  { label: 'Vertical', value: 'vertical' },
  { label: 'Horizontal', value: 'horizontal' },
  { label: 'Carousel', value: 'carousel' },
] as const satisfies readonly Option[];
export type Orientation = (typeof ORIENTATION_OPTIONS)[number]['value'];

export interface ColumnSplitOption extends Option {
  /** CSS grid-template-columns. minmax(0, …) lets a column shrink below its content's width. */
  readonly template: string;
}

/** '33-67' => 'minmax(0, 33fr) minmax(0, 67fr)'. Shares become fr units so the gap never overflows. */
export function columnSplitTemplate(split: string): string {
  return split
    .split('-')
    .map((share) => `minmax(0, ${share}fr)`)
    .join(' ');
}

function splitOptions(values: readonly string[]): readonly ColumnSplitOption[] {
  return values.map((value) => ({
    label: value.split('-').map((share) => `${share}%`).join(' / '),
    value,
    template: columnSplitTemplate(value),
  }));
}

/** Presets per column count; the first of each list (equal columns) is the default. */
export const COLUMN_SPLIT_OPTIONS = {
  2: splitOptions(['50-50', '33-67', '67-33', '25-75', '75-25', '40-60', '60-40']),
  3: splitOptions(['33-33-33', '25-50-25', '50-25-25', '25-25-50', '20-60-20', '40-30-30', '30-30-40']),
  4: splitOptions(['25-25-25-25', '40-20-20-20', '20-20-20-40', '30-20-20-30', '10-40-40-10', '20-30-30-20']),
} as const satisfies Record<number, readonly ColumnSplitOption[]>;
export type ColumnCount = keyof typeof COLUMN_SPLIT_OPTIONS;

export const DEFAULT_COLUMN_SPLIT: Readonly<Record<ColumnCount, string>> = {
  2: '50-50',
  3: '33-33-33',
  4: '25-25-25-25',
};
