import { COLUMNS_DEFAULTS } from '#core/blocks/layout-defaults.ts';
import type { ComponentConfig, Fields } from '@puckeditor/core';
import { COLUMN_SPLIT_OPTIONS } from '#core/options/layout.ts';
import { SPACING_SCALE } from '#core/options/spacing-scale.ts';
import { YES_NO_OPTIONS, fieldOptions } from '../shared/field-options.ts';
import { columnCount, columnSplit } from './column-layout.ts';
import { Columns } from './columns.tsx';
import { type ColumnsProps } from './columns.types.ts';

const COLUMN_COUNT_OPTIONS = [
  { label: 'Two columns', value: 2 },
  { label: 'Three columns', value: 3 },
  { label: 'Four columns', value: 4 },
];

const FIELDS: Fields<ColumnsProps> = {
  count: { type: 'radio', label: 'Columns', options: COLUMN_COUNT_OPTIONS },
  split: { type: 'select', label: 'Widths', options: fieldOptions(COLUMN_SPLIT_OPTIONS[2]) },
  gap: { type: 'select', label: 'Gap', options: fieldOptions(SPACING_SCALE) },
  stackOnMobile: { type: 'radio', label: 'Stack on mobile', options: YES_NO_OPTIONS },
  column1: { type: 'slot', label: 'Column 1' },
  column2: { type: 'slot', label: 'Column 2' },
  column3: { type: 'slot', label: 'Column 3' },
  column4: { type: 'slot', label: 'Column 4' },
};

export const columnsConfig: ComponentConfig<ColumnsProps> = {
  label: 'Columns',
  fields: FIELDS,
  defaultProps: COLUMNS_DEFAULTS,
  // The width presets depend on the column count. Columns past the count are only not rendered:
  // their blocks come back when the count goes up again.
  resolveFields: (data) => ({
    ...FIELDS,
    split: { type: 'select', label: 'Widths', options: fieldOptions(COLUMN_SPLIT_OPTIONS[columnCount(data.props.count)]) },
  }),
  resolveData: (data) => {
    const count = columnCount(data.props.count);
    const split = columnSplit(count, data.props.split);
    return split === data.props.split ? data : { ...data, props: { ...data.props, split } };
  },
  render: Columns,
};
