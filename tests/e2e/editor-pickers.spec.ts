import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { canvas, dragBlock, openEditor, publishButton, visible } from './editor-helpers.ts';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, origin, toast } from './fixtures.ts';

const STAR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#e11d48" d="M12 2l3 7h7l-6 4 2 8-6-5-6 5 2-8-6-4h7z"/></svg>';

test.describe('Editor pickers', () => {
  let siteId = '';
  test.beforeEach(async ({ page }) => {
    await login(page);
    siteId = await createSite(page, `Pickers ${Date.now().toString(36)}`, 'Made by the editor pickers test.');
  });
  test.afterEach(async ({ page }) => {
    if (siteId) await deleteSite(page, siteId);
  });

  test('pick images, colours and a custom icon in the editor; the published page shows them', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const urls: string[] = [];
    for (const [name, background] of [
      ['e2e-pick-red', '#cc3333'],
      ['e2e-pick-green', '#33aa55'],
    ] as const) {
      const png = await sharp({ create: { width: 80, height: 60, channels: 3, background } }).png().toBuffer();
      const uploaded = await page.request.post('/api/media/upload', {
        headers: origin(page),
        multipart: { files: { name: `${name}.png`, mimeType: 'image/png', buffer: png }, alt: `${name} alt`, kind: 'image', siteId },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      urls.push(((await uploaded.json()) as { files: { url: string }[] }).files[0]!.url);
    }
    const icon = await page.request.post('/api/system_icons', {
      headers: origin(page),
      multipart: { file: { name: 'star.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(STAR_SVG) }, name: 'e2e-star-icon', siteId },
    });
    expect(icon.status(), await icon.text()).toBe(201);

    const path = `/site-${siteId}/pickers-${Date.now().toString(36)}`;
    await openEditor(page, path);

    // Image gallery: pick both images with the keyboard alone in the multi image gallery.
    await dragBlock(page, 'Image gallery');
    await expect(canvas(page).getByText('Image gallery: add images with a URL in the sidebar.')).toBeVisible();
    await visible(page.getByRole('button', { name: 'Open Image Gallery' })).click();
    const gallery = page.getByRole('dialog', { name: 'Image gallery: Images' });
    await expect(gallery.getByRole('status')).toHaveText('2 of 2 items');
    await expect(gallery.getByRole('searchbox', { name: 'Search images' })).toBeFocused();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Tab'); // Upload
    await page.keyboard.press('Tab'); // newest image first
    await expect(gallery.getByRole('button', { name: /e2e-pick-green/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(gallery.getByRole('button', { name: /e2e-pick-red/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gallery.getByRole('button', { pressed: true })).toHaveCount(2);
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab'); // Confirm Selection
    await expect(gallery.getByRole('button', { name: 'Confirm Selection' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, '2 images selected')).toBeVisible();
    await expect(gallery).toBeHidden();
    await expect(canvas(page).locator('img')).toHaveCount(2);

    // Image: the single image gallery, picked by keyboard; its alt text comes along, and the URL input checks what is typed.
    await dragBlock(page, 'Image');
    await visible(page.getByRole('button', { name: 'Open Image Gallery' })).click();
    const single = page.getByRole('dialog', { name: 'Image gallery: Image URL' });
    await expect(single.getByRole('status')).toHaveText('2 of 2 items');
    await expect(single.getByRole('searchbox', { name: 'Search images' })).toBeFocused();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(single.getByRole('button', { name: /e2e-pick-green/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(single).toBeHidden();
    const imageUrl = visible(page.getByRole('textbox', { name: 'Image URL' }));
    await expect(imageUrl).toHaveValue(urls[1]!);
    await expect(visible(page.getByText('Image URL is valid'))).toBeVisible();
    await expect(visible(page.getByRole('img', { name: 'Preview of Image URL' }))).toHaveJSProperty('complete', true);
    await expect(visible(page.getByLabel('Alternative text (empty if decorative)'))).toHaveValue('e2e-pick-green alt');
    // The server refuses to fetch local addresses.
    await imageUrl.fill('http://127.0.0.1:3123/logo.png');
    await expect(visible(page.getByText('Invalid image URL'))).toBeVisible();
    await imageUrl.fill(urls[1]!);
    await expect(visible(page.getByText('Image URL is valid'))).toBeVisible();

    // Icon: the site's custom icon, previewed as the published page shows it.
    await dragBlock(page, 'Icon');
    await visible(page.getByLabel('Library')).selectOption('custom');
    const customOption = visible(page.getByRole('option', { name: 'e2e-star-icon' }));
    await expect(customOption.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await customOption.click();
    await expect(canvas(page).locator('img[src^="data:image/svg+xml"]')).toHaveCount(1);

    // Section gradient: a form field allows 10 colours.
    await dragBlock(page, 'Section');
    await visible(page.getByRole('button', { name: 'Select Multiple Colors' })).click();
    const colors = page.getByRole('dialog', { name: 'Select Multiple Colors' });
    await expect(colors.getByRole('status')).toHaveText(/^24 of \d+ items$/);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    const swatches = colors.getByRole('list', { name: 'Colours' }).getByRole('button');
    for (let index = 0; index < 11; index += 1) await swatches.nth(index).click();
    await expect(toast(page, 'You can select up to 10 colors')).toBeVisible();
    await expect(colors.getByRole('button', { pressed: true })).toHaveCount(10);
    await colors.getByRole('button', { name: 'Cancel' }).click();
    await expect(colors).toBeHidden();

    // Star rating: a radio group of half stars, moved with the arrow keys.
    await dragBlock(page, 'Star rating');
    const rating = visible(page.getByRole('radiogroup', { name: 'Rating (half stars allowed)' }));
    await expect(rating.getByRole('radio')).toHaveCount(10);
    await rating.getByRole('radio', { checked: true }).focus();
    await expect(rating.getByRole('radio', { checked: true })).toHaveAccessibleName('4.5 stars');
    await page.keyboard.press('ArrowLeft');
    await expect(rating.getByRole('radio', { name: '4 stars' })).toBeFocused();
    await expect(canvas(page).getByText('Rated 4 out of 5')).toBeAttached();

    await publishButton(page).click();
    await expect(page.getByText('Page published successfully')).toBeVisible();

    const visitor = await browser.newPage();
    const response = await visitor.goto(path);
    expect(response?.status()).toBe(200);
    for (const url of urls) await expect(visitor.locator(`img[src="${url}"]`).first()).toBeAttached();
    await expect(visitor.locator('img[src^="data:image/svg+xml"]')).toHaveCount(1);
    await expect(visitor.getByText('Rated 4 out of 5')).toBeAttached();
    await visitor.close();
  });
});
