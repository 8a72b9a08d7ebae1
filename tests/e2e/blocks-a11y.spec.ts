import { expect, test } from '@playwright/test';
import { allBlocksPage } from './all-blocks.ts';
import { expectNoSeriousAxeViolations, hydratedIslands, login, publishPage, waitForIslands } from './fixtures.ts';

const THEMES = ['default', 'midnight', 'forest'];

/** Static blocks only (the demo homepage has the shop's navigation, an island, since issue #10). */
const CONTENT_ONLY = {
  root: { props: { title: 'Content only', description: 'Static blocks', theme: 'default', fontFamily: 'default', maxWidth: '1280px', language: 'en' } },
  content: [
    { type: 'Heading', props: { id: 'heading-1', text: 'Nothing to run here', level: 'h1', align: 'start', size: '3xl' } },
    { type: 'Text', props: { id: 'text-1', text: 'Plain server-rendered HTML.', align: 'start', size: 'base', textDisplayLength: 0 } },
  ],
};

test.describe('every block, published', () => {
  const path = `/site-demo/a11y-${Date.now().toString(36)}`;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await login(page);
    for (const theme of THEMES) {
      await publishPage(page, `${path}-${theme}`, allBlocksPage(theme), 'Every block');
    }
    await publishPage(page, `${path}-content`, CONTENT_ONLY, 'Content only');
    await page.close();
  });

  for (const theme of THEMES) {
    test(`has no serious accessibility violations (${theme} theme)`, async ({ page }) => {
      const response = await page.goto(`${path}-${theme}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Every block on one page' })).toBeVisible();
      // Checked as visitors use it: every island hydrated (Swiper has taken over the carousel).
      await waitForIslands(page);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('interactive blocks work with the keyboard', async ({ page }) => {
    await page.goto(`${path}-default`);
    await waitForIslands(page);
    // A modal button: Enter opens, Escape closes and returns focus.
    const open = page.getByRole('button', { name: 'Open details' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Details' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
    // The dropdown: Enter opens, arrows move, Escape closes back to its button.
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    // The alert can be dismissed from the keyboard.
    await page.getByRole('button', { name: /dismiss/i }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('This is an alert.')).toBeHidden();
  });

  test('a content-only page ships no JavaScript; on an interactive one only its islands hydrate', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${path}-content`);
    await expect(page.getByRole('heading', { name: 'Nothing to run here' })).toBeVisible();
    expect(scripts).toEqual([]);
    await expect(page.locator('script, link[rel="modulepreload"]')).toHaveCount(0);

    await page.goto(`${path}-default`);
    await waitForIslands(page);
    // The islands runtime and island chunks only: React Router's client never loads on visitor pages.
    expect(scripts.filter((script) => /^\/assets\/runtime\.client-[\w-]+\.js$/.test(script))).toHaveLength(1);
    expect(scripts.filter((script) => !/^\/assets\/[\w.-]+\.js$/.test(script) || /entry\.client|\/root-/.test(script))).toEqual([]);
    // Every interactive block of the page is a hydrated island; nothing outside them belongs to React.
    expect((await hydratedIslands(page)).sort()).toEqual(['alert', 'button', 'carousel', 'cart-drawer', 'dropdown-menu', 'image-gallery', 'nav-menu']);
    const outsideIslands = await page.evaluate(
      () => [...document.querySelectorAll('*')].filter((element) => element.closest('sw-island') === null && Object.keys(element).some((key) => key.startsWith('__react'))).length,
    );
    expect(outsideIslands).toBe(0);
  });
});
