// The one markdown renderer: the server's prepareRenderData and the editor preview both call it, so
// what an editor sees is what visitors get. Visitors never download it: RichText only reads `_html`.
import MarkdownIt from 'markdown-it';
import { isSafeHref } from '#web/site/safe-href.ts';
import { markdownDiagram } from './markdown-diagram.ts';
import { markdownMath } from './markdown-math.ts';

// html: false escapes raw HTML in the source, so <script> or <img onerror> become visible text;
// links (typed or linkified) pass through the same scheme check as every other link on the site.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });
markdown.validateLink = isSafeHref;
// Formulas become KaTeX HTML here (static, no script); diagrams stay code until a browser draws them.
markdown.use(markdownMath);
markdown.use(markdownDiagram);

const renderImage = markdown.renderer.rules.image;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  // Images in long articles are mostly below the fold.
  tokens[index]?.attrSet('loading', 'lazy');
  tokens[index]?.attrSet('decoding', 'async');
  return renderImage ? renderImage(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

/** Markdown source to HTML that is safe to insert with dangerouslySetInnerHTML. */
export function renderMarkdown(source: string): string {
  if (typeof source !== 'string' || source.trim() === '') return '';
  return markdown.render(source);
}
