import { expect, test } from '@playwright/test';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, toast } from './fixtures.ts';

const LEAF_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 20c8 0 16-6 16-16C10 4 4 10 4 20z"/></svg>';

test.describe('Create icon and colour dialogs', () => {
  let siteId = '';
  test.beforeEach(async ({ page }) => {
    await login(page);
    siteId = await createSite(page, `Icons site ${Date.now().toString(36)}`, 'Made by the create icon/colour test.');
  });
  test.afterEach(async ({ page }) => {
    if (siteId) await deleteSite(page, siteId);
  });

  test('icon: keyboard only, preview, browser and server errors in the form, then created', async ({ page }) => {
    await page.goto(`/dashboard/site-${siteId}/manage/icons`);
    const create = page.getByRole('button', { name: 'Create', exact: true });
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upload Icon' });
    await expect(dialog).toBeVisible();
    const name = dialog.getByLabel('Icon name');
    await expect(name).toBeFocused();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    // Nothing chosen: both messages, focus back on the name.
    await page.keyboard.press('Enter');
    await expect(name).toHaveAccessibleDescription(/Icon name is required/);
    await expect(dialog.getByText('Choose one SVG file to upload')).toBeVisible();

    await page.keyboard.type('leaf');
    await page.keyboard.press('Tab');
    const browse = dialog.getByRole('button', { name: 'Browse SVG files' });
    await expect(browse).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    (await chooser).setFiles({ name: 'leaf.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LEAF_SVG) });
    const preview = dialog.getByRole('img', { name: 'Preview of leaf.svg' });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    await name.press('Enter');
    await expect(toast(page, "Icon 'leaf' uploaded")).toBeVisible();
    await expect(dialog).toBeHidden();
    const list = await page.request.get(`/api/system_icons?siteId=${siteId}&set=custom`);
    expect(((await list.json()) as { data: { name: string }[] }).data.map((i) => i.name)).toEqual(['leaf']);

    // The same name again: the server's refusal under the name field.
    await create.click();
    await dialog.getByLabel('Icon name').fill('leaf');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'other.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LEAF_SVG) });
    await dialog.getByRole('button', { name: 'Upload icon' }).click();
    await expect(dialog.getByLabel('Icon name')).toHaveAccessibleDescription(/An icon named 'leaf' already exists/);
  });

  test('colour: keyboard only, picker and hex in step, rules in the browser, then created', async ({ page }) => {
    await page.goto(`/dashboard/site-${siteId}/manage/colors`);
    await page.getByRole('button', { name: 'Create', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Color' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    const picker = dialog.getByLabel('Colour picker');
    await expect(picker).toBeFocused();

    await page.keyboard.press('Tab');
    const hex = dialog.getByLabel('Hex');
    await expect(hex).toBeFocused();
    await hex.fill('');
    await page.keyboard.type('#12ab');
    await page.keyboard.press('Enter');
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Label')).toHaveAccessibleDescription(/required/i);
    await expect(hex).toBeFocused();

    await page.keyboard.type('EF');
    await expect(picker).toHaveValue('#12abef');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sea glass');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Family')).toBeFocused();
    await dialog.getByLabel('Family').selectOption('cyan');
    await page.keyboard.press('Tab');
    await dialog.getByLabel('Level').selectOption('300');
    await dialog.getByLabel('Label').press('Enter');

    await expect(toast(page, "Color 'Sea glass' created")).toBeVisible();
    await expect(dialog).toBeHidden();
    const list = await page.request.get(`/api/system_colors?siteId=${siteId}&search=Sea%20glass`);
    const items = ((await list.json()) as { data: { label: string; hex: string; family: string; level: number; custom: boolean }[] }).data;
    expect(items.filter((c) => c.custom)).toEqual([expect.objectContaining({ label: 'Sea glass', hex: '#12abef', family: 'cyan', level: 300 })]);
  });
});
