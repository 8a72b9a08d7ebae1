import type { CSSProperties, JSX } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { responsiveClasses } from '../shared/responsive-classes.ts';
import { GAP_TABLES } from '../shared/responsive-spacing-classes.ts';
import { columnGrid } from './column-classes.ts';
import { columnRows } from './column-layout.ts';
import { DEFAULT_COLUMNS_GAP, type ColumnsRenderProps } from './columns.types.ts';

export function Columns({ count, split, gap, stackOnMobile, column1, column2, column3, column4 }: ColumnsRenderProps): JSX.Element {
  const { columns, rows } = columnRows(count, split, stackOnMobile);
  const grid = columnGrid(rows);
  const slots = [column1, column2, column3, column4].slice(0, columns);
  return (
    <div style={grid.variables as CSSProperties} className={cx('grid', grid.className, responsiveClasses(GAP_TABLES, gap, DEFAULT_COLUMNS_GAP))}>
      {slots.map((Column, index) =>
        typeof Column === 'function' ? (
          <Column key={index} className="min-w-0" />
        ) : (
          // A column Puck could not turn into a slot (a config without slot fields) stays an empty cell.
          <div key={index} className="min-w-0" />
        ),
      )}
    </div>
  );
}
