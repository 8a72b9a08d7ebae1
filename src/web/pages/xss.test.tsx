import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { neutraliseDangerousUrls } from '#server/modules/pages/page-data.ts';
import { allBlocksPage } from '../../../tests/e2e/all-blocks.ts';
import { prepareRenderData } from './prepare-render-data.server.ts';
import { PublicPage } from './public-page.tsx';

// Payloads from common XSS corpora: tags, attribute break-outs, script URLs, encoded variants.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '<iframe src="javascript:alert(1)"></iframe>',
  '</textarea><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
];

// Every free-text or URL prop an editor can type into.
const TEXT_KEYS = new Set(['text', 'title', 'description', 'label', 'markdown', 'alt', 'imageAlt', 'message', 'href', 'url', 'link', 'image', 'logo', 'logoAlt', 'homeHref', 'buttonLabel', 'buttonHref', 'heading', 'linkLabel', 'ariaLabel', 'name']);

function inject(value: unknown, payload: string, key = ''): unknown {
  if (typeof value === 'string') return TEXT_KEYS.has(key) ? payload : value;
  if (Array.isArray(value)) return value.map((v) => inject(v, payload, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'id' || k === 'type' ? v : inject(v, payload, k)]));
  }
  return value;
}

async function renderStored(data: unknown): Promise<string> {
  // What publishing stores, then what rendering does with it.
  const stored = neutraliseDangerousUrls(data) as Parameters<typeof prepareRenderData>[0];
  return renderToString(<PublicPage data={await prepareRenderData(stored)} siteSlug="site-demo" />);
}

/** What a browser would find executable in the markup: script elements, handlers, script URLs. */
function executableParts(html: string): string[] {
  const window = new Window();
  window.document.body.innerHTML = html;
  const found: string[] = [];
  for (const element of window.document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = (attribute.value ?? '').replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) && /^(javascript|vbscript|data:text)/.test(value)) found.push(`${tag}[${name}=${value}]`);
    }
  }
  void window.happyDOM.close();
  return found;
}

describe('script in any text field is rendered inert', () => {
  it('the detector itself finds executable markup', () => {
    expect(executableParts('<a href=" java\tscript:x">a</a><img src=x onerror="y"><script>z</script>')).toEqual([
      'a[href=javascript:x]',
      'img[onerror]',
      '<script>',
    ]);
  });

  it.each(PAYLOADS)('%s', async (payload) => {
    const html = await renderStored(inject(allBlocksPage(), payload));
    expect(executableParts(html)).toEqual([]);
  });

  it('keeps rendering when enum props hold garbage', async () => {
    const garbage = JSON.parse(JSON.stringify(allBlocksPage()).replace(/"(level|align|size|variant|fit|loading|placeholder|target|theme|maxWidth|split|gap|layout)":"[^"]*"/g, '"$1":"<script>x</script>"'));
    const html = await renderStored(garbage);
    expect(html).toContain('Every block on one page');
    expect(executableParts(html)).toEqual([]);
  });
});
