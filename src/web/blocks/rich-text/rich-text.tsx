import type { JSX } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '../theme/theme-context.tsx';
import { PROSE_CLASSES } from './prose-classes.ts';
import type { RichTextProps } from './rich-text.types.ts';

/**
 * Shows HTML the server already rendered and sanitised (`_html`), so visitors never download the
 * markdown renderer. The markdown source is ignored here on purpose.
 */
export function RichText({ _html }: RichTextProps): JSX.Element {
  const { styles } = useTheme();
  if (typeof _html !== 'string' || _html === '') return <></>;
  return <div className={cx(PROSE_CLASSES, styles.richTextPreview)} dangerouslySetInnerHTML={{ __html: _html }} />;
}
