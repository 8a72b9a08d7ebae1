import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

// What markdown-it may emit for CommonMark plus tables and strikethrough; anything else (script,
// iframe, svg, style, event handlers) would mean raw HTML got through.
const ALLOWED_TAGS = new Set(['p', 'a', 'img', 'strong', 'em', 's', 'code', 'pre', 'blockquote', 'hr', 'br', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'loading', 'decoding', 'start', 'class', 'style']);
const SAFE_URL = /^(https?:|mailto:|tel:|[^:]*$|[^:]*[/?#])/i;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Fails unless every tag and attribute in `html` is one markdown-it emits by itself and every
 * link or image points at an allowed scheme. Attribute values are double-quoted with `"`, `<`
 * and `>` escaped, so the regexes below see the same tags a browser would.
 */
function expectInert(html: string): void {
  for (const [, name = '', attributes = ''] of html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)) {
    expect(ALLOWED_TAGS, `tag <${name}> in ${html}`).toContain(name.toLowerCase());
    for (const [, attribute = '', value = ''] of attributes.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)) {
      expect(ALLOWED_ATTRIBUTES, `attribute ${attribute} in ${html}`).toContain(attribute.toLowerCase());
      if (attribute === 'href' || attribute === 'src') {
        const url = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
        expect(url, `${attribute} in ${html}`).toMatch(SAFE_URL);
      }
      if (attribute === 'style') expect(value).toMatch(/^text-align:(left|right|center)$/);
    }
  }
}

describe('renderMarkdown', () => {
  it('renders the usual markdown, and the inertness check accepts it', () => {
    const html = renderMarkdown('# Title\n\nSome **bold** and _italic_ text.\n\n- one\n- two\n\n[Docs](https://example.com/docs)');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="https://example.com/docs">Docs</a>');
    expectInert(html);
    expectInert(renderMarkdown('| a | b |\n|:-|-:|\n| 1 | 2 |\n\n> quote\n\n    code\n\n~~gone~~ ![img](/media/a.png "t")'));
  });

  it('the inertness check itself catches live markup', () => {
    expect(() => expectInert('<p><img src="x" onerror="alert(1)"></p>')).toThrow();
    expect(() => expectInert('<script>alert(1)</script>')).toThrow();
    expect(() => expectInert('<a href="java&#x73;cript:alert(1)">x</a>')).toThrow();
    expect(() => expectInert('<img src="data:image/svg+xml,x">')).toThrow();
  });

  it('returns an empty string for empty or missing source', () => {
    expect(renderMarkdown('')).toBe('');
    expect(renderMarkdown('   \n')).toBe('');
    expect(renderMarkdown(undefined as unknown as string)).toBe('');
  });

  it('keeps mailto, tel, relative and anchor links', () => {
    const html = renderMarkdown('[a](mailto:hi@example.com) [b](tel:+3312345) [c](/about) [d](#top) [e](../up?x=1) [f](http://example.com)');
    expect(html).toContain('href="mailto:hi@example.com"');
    expect(html).toContain('href="tel:+3312345"');
    expect(html).toContain('href="/about"');
    expect(html).toContain('href="#top"');
    expect(html).toContain('href="../up?x=1"');
    expect(html).toContain('href="http://example.com"');
  });

  it('linkifies bare urls and applies typographer replacements', () => {
    const html = renderMarkdown('See https://example.com -- "quoted" (c)');
    expect(html).toContain('<a href="https://example.com">https://example.com</a>');
    expect(html).toContain('–');
    expect(html).toContain('“quoted”');
    expect(html).toContain('©');
  });

  it('loads markdown images lazily', () => {
    expect(renderMarkdown('![A cat](/media/cat.jpg)')).toContain('<img src="/media/cat.jpg" alt="A cat" loading="lazy" decoding="async">');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['a script tag inside text', 'Hello <script src="https://evil.example/x.js"></script> world'],
    ['an img with onerror', '<img src=x onerror="alert(1)">'],
    ['an svg with onload', '<svg onload=alert(1)></svg>'],
    ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an inline event on a link', '<a href="#" onclick="alert(1)">x</a>'],
    ['a style tag', '<style>body{display:none}</style>'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a JavaScript: link with odd case', '[click](JaVaScRiPt:alert(1))'],
    ['a javascript: link with a tab in the scheme', '[click](java\tscript:alert(1))'],
    ['a javascript: link with an encoded tab', '[click](java&#9;script:alert(1))'],
    ['an entity-encoded javascript: link', '[click](&#106;avascript:alert(1))'],
    ['a hex entity javascript: link', '[click](&#x6A;avascript&#x3A;alert(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a vbscript: link', '[click](vbscript:msgbox(1))'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['a javascript: image', '![x](javascript:alert(1))'],
    ['a reference-style javascript: link', '[click][evil]\n\n[evil]: javascript:alert(1)'],
    ['a file: link', '[click](file:///etc/passwd)'],
    ['an attribute break-out in a link title', '[x](/ok "a\\" onmouseover=\\"alert(1)")'],
    ['an attribute break-out in an image alt', '![x" onerror="alert(1)](/media/a.png)'],
  ])('makes %s inert', (_name, source) => {
    expectInert(renderMarkdown(source));
  });

  it('shows raw HTML as escaped text instead of dropping it', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves a refused link as text, without an anchor', () => {
    const html = renderMarkdown('[click](javascript:alert(1))');
    expect(html).not.toContain('<a');
    expect(html).toContain('[click](javascript:alert(1))');
  });

  it('keeps HTML entities as entities, so they never turn into markup', () => {
    const html = renderMarkdown('&lt;b&gt;not bold&lt;/b&gt; &amp; &copy; &#60;i&#62;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(html).toContain('&amp;');
    expect(html).toContain('©');
  });

  it('escapes quotes inside attributes', () => {
    expect(renderMarkdown('[x](/ok "say \\"hi\\"")')).toContain('title="say &quot;hi&quot;"');
  });
});
