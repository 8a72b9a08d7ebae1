import { useRef, type JSX } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '../theme/theme-context.tsx';
import { PROSE_CLASSES } from './prose-classes.ts';
import type { RichTextProps } from './rich-text.types.ts';
import { useDiagrams } from './use-diagrams.ts';

/**
 * Shows HTML the server already rendered and sanitised (`_html`: formulas included, as KaTeX
 * HTML), so visitors never download the markdown renderer. The markdown source is ignored here on
 * purpose. Diagrams are drawn in the browser, where there are any (an island on published pages).
 */
export function RichText({ _html }: RichTextProps): JSX.Element {
  const { styles } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  useDiagrams(container, _html);
  if (typeof _html !== 'string' || _html === '') return <></>;
  return <div ref={container} className={cx(PROSE_CLASSES, styles.richTextPreview)} dangerouslySetInnerHTML={{ __html: _html }} />;
}
