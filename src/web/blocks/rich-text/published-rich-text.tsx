import type { JSX } from 'react';
// Vite serves KaTeX's stylesheet (and the fonts it names) from our own origin, hashed.
import katexStylesheet from 'katex/dist/katex.min.css?url';
import { islandBlock } from '#web/islands/island-block.tsx';
import { MATH_CLASS } from './markdown-math.ts';
import { island } from './rich-text.island.tsx';
import { RichText } from './rich-text.tsx';
import type { RichTextProps } from './rich-text.types.ts';

const RichTextIsland = islandBlock(island, RichText);

/** Whether rendered RichText HTML holds a formula (text and code never carry an unescaped `"`). */
export function hasMath(html: unknown): boolean {
  return typeof html === 'string' && html.includes(`class="${MATH_CLASS}"`);
}

/**
 * RichText as visitors' pages render it: static HTML, an island when it holds a diagram, and
 * KaTeX's stylesheet in the page's head when it holds a formula (React hoists the link and keeps
 * one per page however many blocks ask for it), so pages without math never load it.
 */
export function PublishedRichText(props: RichTextProps): JSX.Element {
  return (
    <>
      {hasMath(props._html) && <link rel="stylesheet" href={katexStylesheet} precedence="katex" />}
      <RichTextIsland {...props} />
    </>
  );
}
