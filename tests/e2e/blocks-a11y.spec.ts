import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allBlocksPage } from './all-blocks.ts';
import { login } from './fixtures.ts';

const THEMES = ['default', 'midnight', 'forest'];

test.describe('every block, published', () => {
  const path = `/site-demo/a11y-${Date.now().toString(36)}`;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await login(page);
    for (const theme of THEMES) {
      const response = await page.request.post('/api/editor', {
        headers: { origin: new URL(page.url()).origin },
        data: { data: allBlocksPage(theme), path: `${path}-${theme}`, pathWithNoSite: '', title: 'Every block', description: '', is_template: false, is_system: false },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    await page.close();
  });

  for (const theme of THEMES) {
    test(`has no serious accessibility violations (${theme} theme)`, async ({ page }) => {
      const response = await page.goto(`${path}-${theme}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Every block on one page' })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('interactive blocks work with the keyboard', async ({ page }) => {
    await page.goto(`${path}-default`);
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

  test('a content-only page ships no JavaScript, an interactive one hydrates', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/site-demo');
    expect(scripts).toEqual([]);
    await page.goto(`${path}-default`);
    expect(scripts.length).toBeGreaterThan(0);
  });
});
