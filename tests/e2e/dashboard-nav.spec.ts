import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, login } from './fixtures.ts';

test('on a phone the dashboard nav opens from the Menu button, by keyboard, and closes on navigation and Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // Skip link first, then the Menu button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  // Administrators see the platform's screens too: none of them is out of reach on a small screen.
  await expect(nav.getByRole('link', { name: 'Outbox' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Tab into the nav (past the logo and the user menu) to Sites, and follow it: the menu closes.
  const sites = nav.getByRole('link', { name: 'Sites' });
  for (let i = 0; i < 6 && !(await sites.evaluate((link) => link === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(sites).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/sites$/);
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // Escape inside the open nav closes it and gives focus back to the button.
  await menu.click();
  await nav.getByRole('link', { name: 'Overview' }).focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
});

test('on a wide screen the nav is always shown and there is no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
});
