import type { CSSProperties, JSX } from 'react';
import { columnSplitTemplate } from '#core/options/layout.ts';
import { cx } from '#web/ui/class-names.ts';
import { GAP_CLASSES, spacingClass } from '../shared/spacing-classes.ts';
import { columnCount, columnSplit } from './column-layout.ts';
import { DEFAULT_COLUMNS_GAP, type ColumnsRenderProps } from './columns.types.ts';

export function Columns({ count, split, gap, stackOnMobile, column1, column2, column3, column4 }: ColumnsRenderProps): JSX.Element {
  const columns = columnCount(count);
  // The template is data, not a class Tailwind could know in advance, so it travels in a CSS variable.
  const style = { '--columns-template': columnSplitTemplate(columnSplit(columns, split)) } as CSSProperties;
  const slots = [column1, column2, column3, column4].slice(0, columns);
  return (
    <div
      style={style}
      className={cx(
        'grid',
        stackOnMobile === false ? 'grid-cols-(--columns-template)' : 'grid-cols-1 md:grid-cols-(--columns-template)',
        spacingClass(GAP_CLASSES, gap, DEFAULT_COLUMNS_GAP),
      )}
    >
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
