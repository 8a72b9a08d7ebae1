// A ```mermaid fence, as the markdown editor's preview draws it. Mermaid needs a browser (it
// measures text), so the server writes the diagram's source as an ordinary code block, marked with
// DIAGRAM_ATTRIBUTE; in the browser the RichText block draws it (use-diagrams.ts) and leaves
// the code as it is when it cannot (decision 047).
import type MarkdownIt from 'markdown-it';

/** The attribute of a `<pre>` holding a diagram's source. */
export const DIAGRAM_ATTRIBUTE = 'data-mermaid';

export function markdownDiagram(markdown: MarkdownIt): void {
  const renderFence = markdown.renderer.rules.fence;
  markdown.renderer.rules.fence = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (token && token.info.trim() === 'mermaid') {
      return `<pre ${DIAGRAM_ATTRIBUTE}=""><code class="language-mermaid">${markdown.utils.escapeHtml(token.content)}</code></pre>\n`;
    }
    return renderFence ? renderFence(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
  };
}

/** Whether rendered RichText HTML holds a diagram (markdown-it escapes the attribute out of any text). */
export function hasDiagram(html: unknown): boolean {
  return typeof html === 'string' && html.includes(`<pre ${DIAGRAM_ATTRIBUTE}=""`);
}

/**
 * Whether markdown source may hold a diagram: a line opening a ```mermaid (or ~~~mermaid) fence,
 * also inside a list or a quote. It decides whether a RichText is an island, where only the stored
 * props are known (derived `_html` is not); a rare false positive costs a small chunk and no mermaid.
 */
export function mayHoldDiagram(markdown: unknown): boolean {
  return typeof markdown === 'string' && /^[\t >*+\-\d.)]*(`{3,}|~{3,})[\t ]*mermaid\b/m.test(markdown);
}
