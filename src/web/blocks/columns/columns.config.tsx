import { COLUMNS_DEFAULTS } from '#core/blocks/layout-defaults.ts';
import type { ComponentConfig, Fields } from '@puckeditor/core';
import { hasOverride, resolveResponsive, setResponsive, type Breakpoint } from '#core/blocks/responsive.ts';
import { COLUMN_SPLIT_OPTIONS, type ColumnCount } from '#core/options/layout.ts';
import { SPACING_SCALE } from '#core/options/spacing-scale.ts';
import { responsiveField } from '#web/block-fields/responsive-field.tsx';
import { fieldOptions } from '../shared/field-options.ts';
import { columnCount, columnRows, columnSplit } from './column-layout.ts';
import { Columns } from './columns.tsx';
import { DEFAULT_COLUMNS_GAP, type ColumnsProps } from './columns.types.ts';

const COUNT_LABELS = ['One column', 'Two columns', 'Three columns', 'Four columns'];

/** Desktop sets how many columns of content there are (2 to 4); tablet and phone how many share a row (1 up to that). */
export function countOptions(breakpoint: Breakpoint, props: Record<string, unknown>) {
  const columns = columnCount(resolveResponsive(props.count, 'desktop'));
  const counts = breakpoint === 'desktop' ? [2, 3, 4] : Array.from({ length: columns }, (_, index) => index + 1);
  return counts.map((count) => ({ label: COUNT_LABELS[count - 1]!, value: count }));
}

/** The width presets of the count in effect at the breakpoint; one column has only full width. */
export function splitOptions(breakpoint: Breakpoint, props: Record<string, unknown>) {
  const { perRow } = columnRows(props.count, props.split, props.stackOnMobile).rows[breakpoint];
  return perRow === 1 ? [{ label: '100%', value: '100' }] : fieldOptions(COLUMN_SPLIT_OPTIONS[perRow as ColumnCount]);
}

const FIELDS: Fields<ColumnsProps> = {
  count: responsiveField<number>('Columns', { options: countOptions, control: 'radio' }) as Fields<ColumnsProps>['count'],
  split: responsiveField<string>('Widths', { options: splitOptions }),
  gap: responsiveField<string>('Gap', { options: fieldOptions(SPACING_SCALE), fallback: DEFAULT_COLUMNS_GAP }),
  column1: { type: 'slot', label: 'Column 1' },
  column2: { type: 'slot', label: 'Column 2' },
  column3: { type: 'slot', label: 'Column 3' },
  column4: { type: 'slot', label: 'Column 4' },
};

/**
 * Props as the editor keeps them: the older `stackOnMobile` folded into the count's phone value
 * (and left false, so it no longer applies), and desktop's split one of its count's presets.
 * Columns past the count are only not rendered: their blocks come back when the count goes up.
 */
export function normaliseColumnsProps(props: ColumnsProps): ColumnsProps {
  let next = props;
  if (props.stackOnMobile !== false) {
    const count = hasOverride(props.count, 'phone') ? props.count : setResponsive(props.count, 'phone', 1);
    next = { ...next, count: count as ColumnsProps['count'], stackOnMobile: false };
  }
  const columns = columnCount(resolveResponsive(next.count, 'desktop'));
  const split = resolveResponsive(next.split, 'desktop');
  const known = columnSplit(columns, split);
  if (known !== split) next = { ...next, split: setResponsive(next.split, 'desktop', known) };
  return next;
}

export const columnsConfig: ComponentConfig<ColumnsProps> = {
  label: 'Columns',
  fields: FIELDS,
  defaultProps: COLUMNS_DEFAULTS,
  resolveData: (data) => {
    const props = normaliseColumnsProps(data.props as ColumnsProps);
    return props === data.props ? data : { ...data, props };
  },
  render: Columns,
};
