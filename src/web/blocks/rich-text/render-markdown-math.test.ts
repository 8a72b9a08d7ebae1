import { describe, expect, it } from 'vitest';
import { DIAGRAM_ATTRIBUTE, hasDiagram, mayHoldDiagram } from './markdown-diagram.ts';
import { renderMarkdown } from './render-markdown.ts';

// What KaTeX (trust: false) and our fences may add to markdown-it's own markup: its HTML spans,
// MathML for screen readers and SVG paths for stretchy symbols. No links, images, scripts or handlers.
const MATH_TAGS = new Set(['p', 'div', 'span', 'pre', 'code', 'strong', 'em', 'math', 'semantics', 'annotation', 'mrow', 'mi', 'mo', 'mn', 'ms', 'mtext', 'mspace', 'msup', 'msub', 'msubsup', 'mfrac', 'msqrt', 'mroot', 'mstyle', 'mover', 'munder', 'munderover', 'mpadded', 'mphantom', 'mtable', 'mtr', 'mtd', 'menclose', 'svg', 'path', 'line']);
const MATH_ATTRIBUTES = new Set(['class', 'style', 'aria-hidden', 'title', 'xmlns', 'encoding', 'display', 'mathcolor', 'mathvariant', 'stretchy', 'fence', 'separator', 'lspace', 'rspace', 'linebreak', 'width', 'height', 'viewbox', 'preserveaspectratio', 'd', 'accent', 'accentunder', 'linethickness', 'columnalign', 'rowspacing', 'columnspacing', 'scriptlevel', 'minsize', 'maxsize', 'movablelimits', 'notation', 'x1', 'x2', 'y1', 'y2', 'stroke-width', DIAGRAM_ATTRIBUTE]);

function expectInertMath(html: string): void {
  for (const [, name = '', attributes = ''] of html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)) {
    expect(MATH_TAGS, `tag <${name}> in ${html}`).toContain(name.toLowerCase());
    for (const [, attribute = ''] of attributes.matchAll(/\s([^\s=]+)(?:="[^"]*")?/g)) {
      expect(MATH_ATTRIBUTES, `attribute ${attribute} in ${html}`).toContain(attribute.toLowerCase());
    }
  }
}

/** The TeX source KaTeX keeps for screen readers and copying: exactly what the formula said. */
const texOf = (html: string) =>
  [...html.matchAll(/<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/g)].map(([, tex = '']) => tex.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"'));

describe('renderMarkdown: formulas', () => {
  it('renders inline $…$ as KaTeX HTML inside the paragraph', () => {
    const html = renderMarkdown('Energy: $E=mc^2$.');
    expect(html).toMatch(/^<p>Energy: <span class="katex"><span class="katex-mathml"><math /);
    expect(html).toContain('<msup><mi>c</mi><mn>2</mn></msup>');
    expect(html).not.toContain('$');
    expect(texOf(html)).toEqual(['E=mc^2']);
  });

  it('renders display $$…$$ (own lines or one line) and \\[…\\] as block formulas', () => {
    for (const source of ['$$\n\\int_0^1 x^2\\,dx = \\frac{1}{3}\n$$', '$$ \\int_0^1 x^2\\,dx = \\frac{1}{3} $$', '\\[\n\\int_0^1 x^2\\,dx = \\frac{1}{3}\n\\]']) {
      const html = renderMarkdown(source);
      expect(html, source).toMatch(/^<div class="math-display"><span class="katex-display"><span class="katex">/);
      expect(html).toContain('display="block"');
      expect(texOf(html)[0]?.trim()).toBe('\\int_0^1 x^2\\,dx = \\frac{1}{3}');
    }
  });

  it('renders the other inline forms the editor knows: $$…$$ in a line, \\(…\\)', () => {
    expect(texOf(renderMarkdown('a $$x+1$$ b \\(y\\) c'))).toEqual(['x+1', 'y']);
  });

  it('keeps \\, \\{ \\} and \\\\ as written (markdown escapes do not apply inside formulas)', () => {
    const html = renderMarkdown('Set $\\{a\\,b\\}$ and\n\n$$\na \\\\ b\n$$');
    expect(texOf(html)).toEqual(['\\{a\\,b\\}', 'a \\\\ b\n']);
    expect(html).toContain('<span class="mspace" style="margin-right:0.1667em;"></span>');
    expect(html).toContain('<mspace linebreak="newline"></mspace>');
    // Outside a formula, CommonMark's escapes still work.
    expect(renderMarkdown('\\*not emphasis\\*')).toBe('<p>*not emphasis*</p>\n');
  });

  it('leaves a lone $ or an empty $$ as text, and formulas in code as code', () => {
    expect(renderMarkdown('costs $5')).toBe('<p>costs $5</p>\n');
    expect(renderMarkdown('a $$ b')).toBe('<p>a $$ b</p>\n');
    expect(renderMarkdown('`$x$`')).toBe('<p><code>$x$</code></p>\n');
  });

  it('shows a formula KaTeX cannot parse as red source text, without throwing', () => {
    const html = renderMarkdown('$\\frac{1$');
    expect(html).toContain('katex-error');
    expectInertMath(html);
  });

  it.each([
    ['\\href with javascript:', '$\\href{javascript:alert(1)}{click}$'],
    ['\\url', '$\\url{javascript:alert(1)}$'],
    ['\\includegraphics', '$\\includegraphics{https://evil.example/x.png}$'],
    ['\\htmlClass', '$\\htmlClass{x}{y}$'],
    ['\\htmlData', '$\\htmlData{onclick=alert(1)}{y}$'],
    ['\\htmlStyle', '$$\\htmlStyle{background:url(https://evil.example)}{y}$$'],
    ['markup in \\text', '$\\text{<img src=x onerror=alert(1)>}$'],
    ['a closing tag in a formula', '$a</span><script>alert(1)</script>$'],
    ['a quote-breaking attribute in an error', '$\\frac{"><img src=x onerror=alert(1)>$'],
  ])('makes %s inert', (_name, source) => {
    const html = renderMarkdown(source);
    expect(html).toContain('class="katex');
    expectInertMath(html);
    expect(html).not.toMatch(/<(a|img|script)\b/i);
  });

  it('the inertness check itself catches live markup', () => {
    expect(() => expectInertMath('<span class="katex"><a href="javascript:alert(1)">x</a></span>')).toThrow();
    expect(() => expectInertMath('<span onclick="alert(1)">x</span>')).toThrow();
  });
});

describe('renderMarkdown: diagrams', () => {
  it('writes a mermaid fence as marked, escaped code: its source stays readable until drawn', () => {
    const html = renderMarkdown('```mermaid\ngraph TD\n  A["<img src=x onerror=alert(1)>"] --> B\n```');
    expect(html).toBe('<pre data-mermaid=""><code class="language-mermaid">graph TD\n  A[&quot;&lt;img src=x onerror=alert(1)&gt;&quot;] --&gt; B\n</code></pre>\n');
    expectInertMath(html);
    expect(hasDiagram(html)).toBe(true);
  });

  it('keeps other fences as plain code, unmarked', () => {
    const html = renderMarkdown('```js\nconst a = "<pre data-mermaid=\\"\\">";\n```');
    expect(html).toContain('<pre><code class="language-js">');
    expect(hasDiagram(html)).toBe(false);
  });

  it('says from the source alone whether a text may hold a diagram', () => {
    expect(mayHoldDiagram('```mermaid\ngraph TD\n```')).toBe(true);
    expect(mayHoldDiagram('- item\n\n  ~~~ mermaid\n  graph TD\n  ~~~')).toBe(true);
    expect(mayHoldDiagram('> ```mermaid\n> graph TD\n> ```')).toBe(true);
    expect(mayHoldDiagram('```mermaidx\n```')).toBe(false);
    expect(mayHoldDiagram('Talking about ```mermaid inline')).toBe(false);
    expect(mayHoldDiagram('```js\nmermaid\n```')).toBe(false);
    expect(mayHoldDiagram(undefined)).toBe(false);
  });
});
