import type { JSX } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { fontSizeClasses } from '../shared/font-size-classes.ts';
import { responsiveClasses } from '../shared/responsive-classes.ts';
import { TEXT_ALIGN_TABLES } from '../shared/responsive-style-classes.ts';
import { DEFAULT_TEXT_ALIGN } from '../shared/text-align.ts';
import { useTheme } from '../theme/theme-context.tsx';
import { DEFAULT_HEADING_LEVEL, DEFAULT_HEADING_SIZE, HEADING_LEVEL_OPTIONS, type HeadingLevel, type HeadingProps } from './heading.types.ts';

const LEVELS: readonly string[] = HEADING_LEVEL_OPTIONS.map((option) => option.value);

export function Heading({ text, level, align, size }: HeadingProps): JSX.Element {
  const { styles } = useTheme();
  // An empty heading is announced as a blank landmark in the outline; leave it out instead.
  if (typeof text !== 'string' || text.trim() === '') return <></>;
  const Tag: HeadingLevel = LEVELS.includes(level) ? level : DEFAULT_HEADING_LEVEL;
  return <Tag className={cx('break-words text-balance', styles.heading, fontSizeClasses(size, DEFAULT_HEADING_SIZE), responsiveClasses(TEXT_ALIGN_TABLES, align, DEFAULT_TEXT_ALIGN))}>{text}</Tag>;
}
