import { expect, test, type Page } from '@playwright/test';
import { login, publishPage } from './fixtures.ts';

// An editor who stores markup where the server derives it (an icon's SVG, a rich text's HTML)
// gets nothing to run: the server recomputes those props, and the Content-Security-Policy stops
// inline script and event handlers even if markup ever got through.
const PAYLOAD_SVG = '<img src=x onerror="window.__xss = (window.__xss || 0) + 1; alert(1)">';
const PAYLOAD_HTML = '<script>window.__xss = (window.__xss || 0) + 1; alert(2)</script>';

const attackPage = {
  root: { props: { title: 'Attack' } },
  content: [
    { type: 'NavMenu', props: { id: 'Nav-1', title: 'Demo', links: [{ label: 'Home', href: '/', target: '_self' }], ariaLabel: 'Main' } },
    { type: 'Icon', props: { id: 'Icon-1', set: 'fa', name: 'FaNoSuchIcon', label: 'Broken', _svg: PAYLOAD_SVG } },
    { type: 'Section', props: { id: 'Section-1', content: [{ type: 'RichText', props: { id: 'Rich-1', markdown: '**Harmless text**', _html: PAYLOAD_HTML } }] } },
  ],
};

async function expectNothingRuns(page: Page, path: string) {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/^\s*script-src 'self'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  await expect(page.getByText('Harmless text')).toBeVisible();
  // The page's own scripts are allowed: its navigation island hydrated.
  await page.waitForFunction(() => Object.keys(document.querySelector('sw-island[data-island="nav-menu"]') ?? {}).some((key) => key.startsWith('__reactContainer')));

  // Markup that got through anyway: an event handler and an inline script are refused.
  const violations = await page.evaluate(async () => {
    let count = 0;
    document.addEventListener('securitypolicyviolation', () => count++);
    document.body.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" onerror="window.__xss = 1">');
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 1';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return count;
  });
  expect(violations).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The only errors are the browser's reports of what the policy refused (and the missing image).
  expect(errors.filter((e) => !/Content Security Policy|no-such-image|404/.test(e))).toEqual([]);
}

test.describe('stored markup cannot run script', () => {
  const path = `/site-demo/xss-${Date.now().toString(36)}`;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await login(page);
    await publishPage(page, path, attackPage, 'Attack');
    await page.close();
  });

  test('for a visitor, from the page cache too', async ({ page }) => {
    await expectNothingRuns(page, path);
    // The second visit is a cache hit: same bytes, policy by hashes.
    const again = await page.request.get(path);
    expect(again.headers()['x-cache']).toBe('HIT');
    await expectNothingRuns(page, path);
  });

  test('for a signed-in admin, and in the draft preview', async ({ page }) => {
    await login(page);
    await expectNothingRuns(page, path);
    await expectNothingRuns(page, `/view-draft${path}`);
  });
});
