import { expect, test, type Page } from '@playwright/test';
import { canvas, openEditor, publishButton, visible } from './editor-helpers.ts';
import { expectNoSeriousAxeViolations, login, publishPage } from './fixtures.ts';

// Issue 23, item 2: formulas and diagrams on published pages and in the editor's canvas, from our
// own origin only. KaTeX is HTML from the server; mermaid draws in the browser (decision 047).

declare global {
  interface Window {
    __xss?: number;
    __cspViolations?: string[];
  }
}

const ARTICLE = [
  '## Physics',
  '',
  'Energy: $E=mc^2$, with a thin space: $a\\,b$ and a set $\\{x\\}$.',
  '',
  '$$',
  '\\int_0^1 x^2\\,dx = \\frac{1}{3} \\\\ \\href{javascript:window.__xss=1}{click}',
  '$$',
  '',
  '```mermaid',
  'flowchart LR',
  '  A["<img src=/no-such-image.png alt=Go onerror=window.__xss=1>Start"] --> B[Finish]',
  '```',
].join('\n');

const BROKEN = ['## Broken diagram', '', '```mermaid', 'flowchart LR', '  A --> ((( nowhere', '```'].join('\n');

const mathPage = {
  root: { props: { title: 'Math' } },
  content: [
    { type: 'RichText', props: { id: 'RichText-article', markdown: ARTICLE } },
    // Below the fold: its island and mermaid load only when it comes near.
    ...[1, 2, 3, 4].map((n) => ({ type: 'Spacer', props: { id: `Spacer-${n}`, height: '96' } })),
    { type: 'RichText', props: { id: 'RichText-broken', markdown: BROKEN } },
  ],
};

const plainPage = { root: { props: { title: 'Plain' } }, content: [{ type: 'RichText', props: { id: 'RichText-plain', markdown: '## Plain\n\nJust $5 of words.' } }] };

/** Every request the page makes, every CSP violation it reports and every script error. */
async function watch(page: Page) {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${(event.target as Element | null)?.outerHTML?.slice(0, 160) ?? ''}`));
  });
  return { requests, errors };
}

/**
 * CSP reports other than refused inline handlers. Mermaid (strict) parses a label's markup before
 * sanitising it, and Chromium refuses the label's `onerror` when it is parsed (one report per label
 * with a handler); none runs, with or without the policy (decision 047).
 */
const otherViolations = async (page: Page) => (await page.evaluate(() => window.__cspViolations ?? [])).filter((violation) => !violation.startsWith('script-src-attr inline'));

/** The TeX each formula on the page was rendered from (KaTeX keeps it for screen readers). */
const texts = (page: Page) => page.locator('annotation[encoding="application/x-tex"]').allTextContents();

test.describe('RichText: formulas and diagrams', () => {
  const stamp = Date.now().toString(36);
  const path = `/site-demo/e2e-math-${stamp}`;
  const plainPath = `/site-demo/e2e-plain-${stamp}`;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await login(page);
    await publishPage(page, path, mathPage, 'Math');
    await publishPage(page, plainPath, plainPage, 'Plain');
    await page.close();
  });

  test('a published page shows rendered math and an SVG diagram, fetching nothing from another host', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const seen = await watch(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    // Formulas are in the server's HTML, escapes as written; KaTeX's sheet and fonts are ours.
    await expect(page.locator('.katex')).toHaveCount(4);
    await expect(page.locator('.katex-display')).toBeVisible();
    expect(await texts(page)).toEqual(['E=mc^2', 'a\\,b', '\\{x\\}', '\\int_0^1 x^2\\,dx = \\frac{1}{3} \\\\ \\href{javascript:window.__xss=1}{click}\n']);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('class="katex"');
    await expect(page.locator('link[rel="stylesheet"][href*="katex"]')).toHaveCount(1);
    // The MathML copy is for screen readers only: hidden by KaTeX's stylesheet, which has loaded.
    await expect(page.locator('.katex-mathml').first()).toHaveCSS('position', 'absolute');
    expect(await page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px KaTeX_Main')))).toBe(true);
    // \href is refused (trust: false): no link, only its name in red.
    await expect(page.locator('.katex a')).toHaveCount(0);

    // The diagram is drawn once it comes near; mermaid's label markup stays text.
    const diagram = page.locator('.mermaid-diagram svg');
    await expect(diagram).toHaveCount(1, { timeout: 30_000 });
    await expect(diagram).toBeVisible();
    await expect(page.locator('.mermaid-diagram')).toContainText('Finish');
    // Mermaid's strict mode keeps a label's harmless markup but drops its handlers.
    await expect(page.locator('.mermaid-diagram [onerror]')).toHaveCount(0);

    // The broken diagram, further down, keeps its source as code and says why.
    await page.getByRole('heading', { name: 'Broken diagram' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('note')).toHaveText('This diagram could not be drawn; its source is shown below.', { timeout: 30_000 });
    await expect(page.locator('pre[data-mermaid-failed] code')).toContainText('((( nowhere');
    await expect(page.locator('.mermaid-diagram svg')).toHaveCount(1);

    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(await otherViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousAxeViolations(page);
    // The only errors: the missing image a label asked for, and the policy refusing its handler.
    expect(seen.errors.filter((error) => !/404|inline event handler/.test(error))).toEqual([]);
    const foreign = seen.requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
    expect(foreign).toEqual([]);
    // KaTeX's fonts and mermaid's chunk came from our origin.
    expect(seen.requests.some((url) => /\/assets\/KaTeX_[\w-]+\.woff2$/.test(url))).toBe(true);
    expect(seen.requests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(1);
  });

  test('a page without formulas or diagrams loads neither KaTeX nor any script', async ({ page }) => {
    const seen = await watch(page);
    expect((await page.goto(plainPath))?.status()).toBe(200);
    await expect(page.getByText('Just $5 of words.')).toBeVisible();
    await expect(page.locator('link[href*="katex"]')).toHaveCount(0);
    expect(seen.requests.filter((url) => url.endsWith('.js') || /katex/i.test(url))).toEqual([]);
  });

  test('the editor canvas renders them too, and a formula typed in the editor reaches the page as written', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const seen = await watch(page);
    await login(page);
    await openEditor(page, path);
    const frame = canvas(page);
    await expect(frame.locator('.katex')).toHaveCount(4);
    await expect(frame.locator('.katex-mathml').first()).toHaveCSS('position', 'absolute');
    await expect(frame.locator('.mermaid-diagram svg')).toHaveCount(1, { timeout: 30_000 });
    await frame.getByRole('heading', { name: 'Broken diagram' }).scrollIntoViewIfNeeded();
    await expect(frame.getByRole('note')).toHaveCount(1, { timeout: 30_000 });

    // Type a formula with a thin space into the markdown editor; publish; the page keeps `\,`.
    await frame.getByRole('heading', { name: 'Physics' }).click();
    const editor = visible(page.locator('[data-markdown-editor] .md-editor'));
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await editor.locator('.cm-content').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Typed $p\\,q$ here.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(frame.locator('.katex')).toHaveCount(5);
    await publishButton(page).click();
    await expect(page.getByText('Page published successfully')).toBeVisible();

    const visitor = await browser.newPage();
    expect((await visitor.goto(path))?.status()).toBe(200);
    expect((await texts(visitor))[0]).toBe('p\\,q');
    await visitor.close();

    expect(seen.requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)).toEqual([]);
    expect(await otherViolations(page)).toEqual([]);
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  });
});
