import type { JSX } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { fontSizeClass } from '../shared/font-size-classes.ts';
import { textAlignClass } from '../shared/text-align.ts';
import { useTheme } from '../theme/theme-context.tsx';
import { DEFAULT_HEADING_LEVEL, DEFAULT_HEADING_SIZE, HEADING_LEVEL_OPTIONS, type HeadingLevel, type HeadingProps } from './heading.types.ts';

const LEVELS: readonly string[] = HEADING_LEVEL_OPTIONS.map((option) => option.value);

export function Heading({ text, level, align, size }: HeadingProps): JSX.Element {
  const { styles } = useTheme();
  // An empty heading is announced as a blank landmark in the outline; leave it out instead.
  if (typeof text !== 'string' || text.trim() === '') return <></>;
  const Tag: HeadingLevel = LEVELS.includes(level) ? level : DEFAULT_HEADING_LEVEL;
  return <Tag className={cx('break-words text-balance', styles.heading, fontSizeClass(size, DEFAULT_HEADING_SIZE), textAlignClass(align))}>{text}</Tag>;
}
