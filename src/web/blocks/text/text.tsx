import type { JSX } from 'react';
import { truncateWords } from '#core/text/truncate-words.ts';
import { cx } from '#web/ui/class-names.ts';
import { fontSizeClasses } from '../shared/font-size-classes.ts';
import { responsiveClasses } from '../shared/responsive-classes.ts';
import { TEXT_ALIGN_TABLES } from '../shared/responsive-style-classes.ts';
import { DEFAULT_TEXT_ALIGN } from '../shared/text-align.ts';
import { useTheme } from '../theme/theme-context.tsx';
import { DEFAULT_TEXT_SIZE, type TextProps } from './text.types.ts';

export function Text({ text, align, size, textDisplayLength }: TextProps): JSX.Element {
  const { styles } = useTheme();
  const shown = truncateWords(typeof text === 'string' ? text : '', Number(textDisplayLength) || 0);
  if (shown.trim() === '') return <></>;
  return (
    // pre-line keeps the line breaks typed in the editor's textarea.
    <p className={cx('break-words whitespace-pre-line', styles.text, fontSizeClasses(size, DEFAULT_TEXT_SIZE), responsiveClasses(TEXT_ALIGN_TABLES, align, DEFAULT_TEXT_ALIGN))}>{shown}</p>
  );
}
