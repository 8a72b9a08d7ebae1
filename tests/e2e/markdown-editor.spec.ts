import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { canvas, openEditor, publishButton, visible } from './editor-helpers.ts';
import { login, publishPage } from './fixtures.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Every request that leaves our origin, and every CSP violation the page reports. */
async function watchOrigin(page: Page, origin: string) {
  const foreign: string[] = [];
  const consoleCsp: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleCsp.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return {
    foreign,
    async violations() {
      return [...consoleCsp, ...(await page.evaluate(() => window.__cspViolations ?? []))];
    },
  };
}

/** Serious and critical axe findings, each with the elements and what is wrong with them. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${node.failureSummary ?? ''}`));
}

const characterCount = async (editor: Locator) => Number((await editor.locator('.md-editor-footer-item').first().locator('span').textContent()) ?? NaN);

test('markdown editor: lazy load, tools, mermaid and KaTeX preview, image upload, publish, all from our origin', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const watch = await watchOrigin(page, origin);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await login(page);
  const path = `/site-demo/e2e-md-${Date.now().toString(36)}`;
  await publishPage(page, path, { root: { props: { title: 'Markdown e2e' } }, content: [{ type: 'RichText', props: { id: 'RichText-e2e', markdown: '## Start here' } }] }, 'Markdown e2e');

  // Hold the editor's chunk back until the skeleton has been seen.
  let releaseChunk = () => {};
  const held = new Promise<void>((resolve) => (releaseChunk = resolve));
  let chunkRequested = false;
  await page.route(/\/assets\/markdown-editor\.client-[^/]*\.js$/, async (route) => {
    chunkRequested = true;
    await held;
    await route.continue();
  });

  await openEditor(page, path);
  // Nothing of the editor is loaded until a RichText block's field is shown.
  expect(chunkRequested).toBe(false);
  await canvas(page).getByRole('heading', { name: 'Start here' }).click();

  const skeleton = visible(page.getByRole('status', { name: 'Loading markdown editor' }));
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  expect((await skeleton.boundingBox())?.height).toBeCloseTo(600, 0);
  releaseChunk();

  const editor = visible(page.locator('[data-markdown-editor] .md-editor'));
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: 'Loading markdown editor' }).filter({ visible: true })).toHaveCount(0);
  const source = editor.locator('.cm-content');
  const preview = editor.locator('.md-editor-preview');
  await expect(source).toHaveAttribute('aria-label', 'Markdown source');
  await expect(preview.getByRole('heading', { name: 'Start here' })).toBeVisible();

  // Typing: the footer's character count follows.
  const before = await characterCount(editor);
  expect(before).toBe('## Start here'.length);
  await source.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Plain words and ');
  await expect.poll(() => characterCount(editor)).toBe(before + 2 + 'Plain words and '.length);

  // Bold, by keyboard: the tool wraps the next words.
  await visible(editor.getByRole('button', { name: 'Bold', exact: true })).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('strong words');
  await expect(preview.locator('strong', { hasText: 'strong words' })).toBeVisible();

  // A table from the table tool's shape picker.
  await source.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await editor.getByRole('button', { name: 'Table', exact: true }).click();
  const cell = page.locator('.md-editor-table-shape-row').nth(1).locator('.md-editor-table-shape-col').nth(1);
  await cell.hover();
  await cell.click();
  await expect(preview.locator('table')).toBeVisible();

  // A mermaid diagram, drawn in the live preview by our bundled mermaid.
  await source.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  // By keyboard: focus opens the tool's menu, Tab reaches its first item, Enter picks it.
  await editor.getByRole('button', { name: 'Mermaid diagram', exact: true }).focus();
  await expect(visible(page.getByRole('menuitem', { name: 'flow' }))).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(visible(page.getByRole('menuitem', { name: 'flow' }))).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(preview.locator('.md-editor-mermaid svg').first()).toBeVisible({ timeout: 20_000 });

  // A KaTeX formula.
  await source.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Energy: $E=mc^2$ holds.');
  await expect(preview.locator('.katex').first()).toBeVisible();
  await expect(preview.locator('.katex').first()).toContainText('mc');
  await editor.getByRole('button', { name: 'Formula (KaTeX)', exact: true }).click();
  await visible(page.getByRole('menuitem', { name: 'block' })).click();
  await page.keyboard.type('\\frac{a}{b}');
  await expect(preview.locator('.katex-display')).toBeVisible();

  // The scroll switch in the footer works by keyboard.
  const scrollSwitch = editor.getByRole('switch', { name: 'Scroll together' });
  await expect(scrollSwitch).toHaveAttribute('aria-checked', 'true');
  await scrollSwitch.focus();
  await page.keyboard.press('Space');
  await expect(scrollSwitch).toHaveAttribute('aria-checked', 'false');

  // Upload through our image tool: a real PNG, resized (or not) and stored; its markdown inserted.
  await source.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#d04010' } }).png().toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await visible(editor.getByRole('button', { name: 'Upload image', exact: true })).click();
  await (await chooser).setFiles({ name: 'e2e-sunset.png', mimeType: 'image/png', buffer: png });
  // The source folds long image URLs ("…"): the preview shows what was inserted.
  await expect(source).toContainText('![e2e-sunset](', { timeout: 15_000 });
  await expect(source).toContainText(" 'e2e-sunset')");
  const uploaded = preview.locator('img[alt="e2e-sunset"]');
  await expect(uploaded).toBeVisible();
  await expect(uploaded).toHaveAttribute('src', /^\/media\/uploads\/[^/]+\/[^/]+\.png$/);
  expect(await uploaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(80);

  // The field's rendered view, with its table of contents.
  const field = visible(page.getByRole('group', { name: 'Markdown view' }));
  await field.getByRole('button', { name: 'Rendered view' }).click();
  await visible(page.getByLabel('Show table of contents')).check();
  const contents = visible(page.getByRole('navigation', { name: 'Table of contents' }));
  await expect(contents).toContainText('Start here');
  await expect(visible(page.locator('.md-editor-preview .katex-display'))).toBeVisible();
  const axeFindings = await seriousViolations(page, '[data-markdown-field]');
  await field.getByRole('button', { name: 'Edit' }).click();
  await expect(visible(page.locator('[data-markdown-editor] .md-editor'))).toBeVisible();

  // Axe on the page with the field open: nothing serious from the markdown editor.
  axeFindings.push(...(await seriousViolations(page, '[data-markdown-editor]')));

  // Publish; visitors get the text and its formulas as server-rendered HTML; the only scripts are
  // the diagram's island and mermaid, drawing it, all from our origin (decision 047).
  await publishButton(page).click();
  await expect(page.getByText('Page published successfully')).toBeVisible();
  const visitor = await browser.newPage();
  const visitorScripts: string[] = [];
  visitor.on('request', (request) => {
    if (request.resourceType() === 'script') visitorScripts.push(request.url());
  });
  expect((await visitor.goto(path))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Start here' })).toBeVisible();
  await expect(visitor.locator('strong', { hasText: 'strong words' })).toBeVisible();
  await expect(visitor.locator('table')).toBeVisible();
  const published = visitor.locator('img[alt="e2e-sunset"]');
  await expect(published).toHaveAttribute('src', /^\/media\/uploads\//);
  await expect(published).toHaveAttribute('title', 'e2e-sunset');
  await expect(visitor.locator('.katex-display')).toBeVisible();
  // Scrolled to in one step in the page: the island may swap the code block for its drawing between a
  // locator's lookup and its scroll, when the diagram is already in view.
  await visitor.evaluate(() => document.querySelector('pre[data-mermaid], .mermaid-diagram')?.scrollIntoView({ block: 'center' }));
  await expect(visitor.locator('.mermaid-diagram svg')).toBeVisible({ timeout: 30_000 });
  expect(visitorScripts.length).toBeGreaterThan(0);
  expect(visitorScripts.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  await visitor.close();

  expect(axeFindings).toEqual([]);
  expect(watch.foreign).toEqual([]);
  expect(await watch.violations()).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a failed image upload says so and inserts nothing', async ({ page }) => {
  await login(page);
  const path = `/site-demo/e2e-md-fail-${Date.now().toString(36)}`;
  await publishPage(page, path, { root: { props: { title: 'Markdown failure' } }, content: [{ type: 'RichText', props: { id: 'RichText-fail', markdown: '## Failure' } }] }, 'Markdown failure');
  await openEditor(page, path);
  await canvas(page).getByRole('heading', { name: 'Failure' }).click();
  const editor = visible(page.locator('[data-markdown-editor] .md-editor'));
  await expect(editor).toBeVisible({ timeout: 30_000 });
  const chooser = page.waitForEvent('filechooser');
  await visible(editor.getByRole('button', { name: 'Upload image', exact: true })).click();
  // Bytes that are not an image, named like one: the server refuses them by their content.
  await (await chooser).setFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(visible(page.getByRole('alert').filter({ hasText: 'Image upload failed. Please try again.' }))).toContainText('fake.png is not a JPEG, PNG, GIF or WebP file');
  await expect(editor.locator('.cm-content')).not.toContainText('![');
});
