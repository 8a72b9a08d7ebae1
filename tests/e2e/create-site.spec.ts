import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, login, progressSeen, recordProgress, toast } from './fixtures.ts';

const siteCount = async (page: Page) => {
  const response = await page.request.get('/api/sites');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: unknown[] }).data.length;
};

test('Create site: validation, progress, default pages, redirect, by keyboard and without serious axe violations', async ({ page }) => {
  await login(page);
  await page.goto('/dashboard/sites');
  const before = await siteCount(page);

  // Keyboard only: focus the button, Enter opens the dialog, the title field gets the focus.
  const open = page.getByRole('button', { name: 'Create site' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create site' });
  await expect(dialog).toBeVisible();
  const title = dialog.getByLabel('Title');
  await expect(title).toBeFocused();

  await expectNoSeriousAxeViolations(page, '[role="dialog"]');

  // One character: the error is under the field, and nothing is created.
  await page.keyboard.type('A');
  await page.keyboard.press('Enter');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription(/at least 2/i);
  await expect(title).toBeFocused();
  expect(await siteCount(page)).toBe(before);

  const name = `E2E site ${Date.now().toString(36)}`;
  await title.fill('');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Made by the create-site test.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Image URL')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Language')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Site type')).toBeFocused();

  await recordProgress(page);
  await dialog.getByLabel('Description').press('Enter');

  // /homepage, /404 and the two templates of the site type's collection.
  await expect(toast(page, /^Successfully published 4 pages$/)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard\/sites\/site-[a-z0-9]+$/);
  const id = /site-([a-z0-9]+)$/.exec(page.url())![1]!;

  const seen = await progressSeen(page);
  expect(seen['Creating site...']).toEqual([10, 30, 70, 90, 100]);
  expect(seen['Publishing default pages']).toEqual([0, 13, 25, 38, 50, 63, 75, 88, 100]);
  expect(await siteCount(page)).toBe(before + 1);

  await page.goto(`/site-${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Starter content of a "Demo content" site, not instructions to its owner.
  await expect(page.getByRole('heading', { level: 2, name: 'Guides and stories' })).toBeVisible();
  await expect(page.getByText('Make it yours')).toHaveCount(0);
  // Its collection has its templates: the list page of the data area is served.
  await page.getByRole('link', { name: 'All guides and stories' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/data/site-${id}/demo-content$|/site-${id}/data/demo-content$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Guides and stories' })).toBeVisible();

  const missing = await page.goto(`/site-${id}/nope`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('Create site: Escape closes the dialog and gives the focus back to the button', async ({ page }) => {
  await login(page);
  await page.goto('/dashboard/sites');
  const open = page.getByRole('button', { name: 'Create site' });
  await open.click();
  await expect(page.getByRole('dialog', { name: 'Create site' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(open).toBeFocused();
});
