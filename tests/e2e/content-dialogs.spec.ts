import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, origin, publishPage, toast } from './fixtures.ts';

// The content manager's detail and create dialogs (spec 2 §2, §5): opened from the manage screens,
// used by mouse and keyboard, with no serious or critical axe violations.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function expectFocusInsideDialog(page: Page) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
}

test.describe('Content dialogs', () => {
  let siteId = '';
  let siteTitle = '';
  test.beforeEach(async ({ page }) => {
    await login(page);
    siteTitle = `Dialogs ${Date.now().toString(36)}`;
    siteId = await createSite(page, siteTitle, 'Made by the content dialogs test.');
  });
  test.afterEach(async ({ page }) => {
    if (siteId) await deleteSite(page, siteId);
  });

  test('image: preview, Copy URL with toast, edit alt text, Escape returns focus to the card', async ({ page }) => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f855a' } }).png().toBuffer();
    const uploaded = await page.request.post('/api/media/upload', {
      headers: origin(page),
      multipart: { files: { name: 'e2e-dialog-leaf.png', mimeType: 'image/png', buffer: png }, alt: 'A green block', kind: 'image', siteId },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);

    await page.goto(`/dashboard/site-${siteId}/manage/images`);
    const opener = page.locator('article').filter({ hasText: 'e2e-dialog-leaf' }).getByRole('button', { name: /e2e-dialog-leaf/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectFocusInsideDialog(page);
    await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
    expect(await dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    await dialog.getByRole('button', { name: 'Copy URL' }).click();
    await expect(toast(page, 'URL copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${new URL(page.url()).origin}/media/`));

    // Tab stays inside the dialog; Escape closes it and gives focus back to the card.
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    await expectFocusInsideDialog(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Edit details' }).click();
    await dialog.getByLabel('Alternative text').fill('A green leaf');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Details saved')).toBeVisible();
    await expect(dialog.getByText('A green leaf')).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await opener.click();
    await expect(dialog.getByText('A green leaf')).toBeVisible();
  });

  test('colour: format radios by keyboard, usage examples, Copy Color Code', async ({ page }) => {
    await page.goto(`/dashboard/site-${siteId}/manage/colors`);
    const opener = page.locator('article').first().getByRole('button').first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const code = dialog.locator('[data-testid="color-code"]');
    await expect(code).toHaveText(/^#[0-9a-f]{6}$/);
    await dialog.getByRole('radio', { name: 'HEX' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: 'RGB' })).toBeChecked();
    await expect(code).toHaveText(/^rgb\(\d+, \d+, \d+\)$/);
    await expect(dialog.locator('[data-testid="tailwind-usage"]')).toHaveText(/bg-[a-z]+-\d+/);
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Copy Color Code' }).click();
    await expect(toast(page, /^Color code "rgb\(/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('site: facts, badge and links; icon: size and colour follow in the snippet, Copy Name', async ({ page }) => {
    await page.goto('/dashboard/manage/sites');
    await page.getByRole('searchbox').fill(siteTitle);
    await page.locator('article').filter({ hasText: siteTitle }).getByRole('button', { name: siteTitle }).click();
    const site = page.getByRole('dialog', { name: siteTitle });
    await expect(site).toBeVisible();
    await expect(site.getByText('Active', { exact: true })).toBeVisible();
    await expect(site.getByRole('link', { name: 'Site Dashboard' })).toHaveAttribute('href', /^\/dashboard\/sites\/site-/);
    await expect(site.getByRole('link', { name: 'View Site' })).toHaveAttribute('target', '_blank');
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(site).toBeHidden();

    const icon = await page.request.post('/api/system_icons', {
      headers: origin(page),
      multipart: {
        siteId,
        name: 'e2e-dialog-star',
        file: { name: 'star.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z"/></svg>') },
      },
    });
    expect(icon.status(), await icon.text()).toBe(201);
    await page.goto(`/dashboard/site-${siteId}/manage/icons`);
    await page.locator('article').filter({ hasText: 'e2e-dialog-star' }).getByRole('button', { name: /e2e-dialog-star/ }).click();
    const dialog = page.getByRole('dialog', { name: 'e2e-dialog-star' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
    await dialog.getByLabel('Size').selectOption('2xl');
    await expect(dialog.locator('pre')).toContainText('size="2xl"');
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Copy Name' }).click();
    await expect(toast(page, 'Icon name "e2e-dialog-star" copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('e2e-dialog-star');
  });

  test("pages: Create Page makes a draft and opens the editor; the page dialog's 'Modify' saves the title", async ({ page }) => {
    await page.goto(`/dashboard/site-${siteId}/manage/pages`);
    await page.getByRole('button', { name: 'Create Page' }).click();
    const form = page.getByRole('dialog', { name: 'Create Page' });
    await expect(form).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await form.getByRole('button', { name: 'Create Page' }).click();
    await expect(form.getByText('this field is required').first()).toBeVisible();
    await form.getByLabel('Title').fill('Dialog page');
    await form.getByLabel('Path').fill('/manage/nope');
    await form.getByRole('button', { name: 'Create Page' }).click();
    await expect(form.getByText(/system path|cannot/i)).toBeVisible();
    await form.getByLabel('Path').fill('/dialog-page');
    const popup = page.waitForEvent('popup');
    await form.getByRole('button', { name: 'Create Page' }).click();
    const editor = await popup;
    expect(new URL(editor.url()).pathname).toBe(`/site-${siteId}/dialog-page/edit`);
    await editor.close();
    await expect(toast(page, 'Page created')).toBeVisible();

    const card = page.locator('article').filter({ hasText: 'Dialog page' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /Dialog page/ }).click();
    const details = page.getByRole('dialog', { name: 'Dialog page' });
    await expect(details).toBeVisible();
    await expect(details.getByText('Draft', { exact: true })).toBeVisible();
    await expect(details.getByText(`/site-${siteId}/dialog-page`)).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    await details.getByRole('button', { name: 'Manage metadata' }).click();
    const modify = page.getByRole('dialog', { name: 'Modify' });
    await expect(modify).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await modify.getByLabel('Title').fill('Renamed dialog page');
    await modify.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Details saved')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('article').filter({ hasText: 'Renamed dialog page' })).toBeVisible();
  });

  test("revalidate: the 'Revalidate page' form is read-only and revalidates; Revalidate All asks first", async ({ page }) => {
    await publishPage(page, `/site-${siteId}/e2e-cached`, { content: [], root: { props: {} } }, 'E2E cached page');
    await page.goto(`/dashboard/site-${siteId}/manage/revalidate`);
    const opener = page.locator('article').filter({ hasText: 'E2E cached page' }).getByRole('button', { name: /E2E cached page/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Revalidate page' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Path')).toHaveValue(`/site-${siteId}/e2e-cached`);
    await expect(dialog.getByLabel('Path')).not.toBeEditable();
    await expect(dialog.getByLabel('Title')).not.toBeEditable();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Revalidate' }).click();
    await expect(toast(page, 'Page revalidated')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Revalidate All' }).click();
    await page.getByRole('dialog', { name: 'Revalidate All' }).getByRole('button', { name: 'OK' }).click();
    await expect(toast(page, 'All pages revalidated')).toBeVisible();
  });
});
