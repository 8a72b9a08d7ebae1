import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { siteProductNew } from '../../src/core/paths/routes.ts';
import { PRODUCT_EDITOR_LABELS as L } from '../../src/core/products/product-editor-messages.ts';
import { PRODUCT_LIST_DEFAULT_PROPS } from '../../src/web/blocks/product-list/product-list.types.ts';
import { createSite, deleteSite, expectNoSeriousAxeViolations, publishPage, signUpConfirmed, toast, waitForIslands } from './fixtures.ts';

// Issue 24 item 2 (decision 052), as a new shop owner: sign up, make a site with a shop page,
// upload two images in the gallery, create a product with two colours, three sizes and a
// discount, set stock per variant, save; the shop shows it at the discounted price with its
// swatches; edit one variant's stock; set it inactive and it leaves the shop. On a phone-sized
// screen, by keyboard where it matters, axe clean.

const stamp = Date.now().toString(36);
const PASSWORD = 'Str0ng-enough!';
const NAME = `Linen shirt ${stamp}`;
const png = (background: string) => sharp({ create: { width: 64, height: 64, channels: 3, background } }).png().toBuffer();

const basics = (page: Page) => page.getByRole('region', { name: L.sections.basics });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function uploadInGallery(page: Page, gallery: Locator, files: { name: string; buffer: Buffer }[]) {
  await gallery.getByRole('button', { name: 'Upload', exact: true }).click();
  await gallery.locator('input[type="file"]').setInputFiles(files.map((file) => ({ ...file, mimeType: 'image/png' })));
  await gallery.getByRole('button', { name: `Upload ${files.length} images` }).click();
  await gallery.getByRole('button', { name: 'No, Upload As Is' }).click({ timeout: 30_000 });
  await expect(toast(page, new RegExp(`^${files.length} image\\(s\\) uploaded successfully!$`))).toBeVisible({ timeout: 30_000 });
}

test.describe('Product editor', () => {
  let siteId = '';

  test.afterAll(async ({ browser }) => {
    if (!siteId) return;
    const page = await browser.newPage();
    await page.goto('/api/health');
    await page.request.post('/api/auth/sign-in/email', { headers: { origin: new URL(page.url()).origin }, data: { email: `owner-${stamp}@example.com`, password: PASSWORD } });
    await deleteSite(page, siteId);
    await page.close();
  });

  test('a new owner creates a product with variants and a discount, sees it in the shop, edits its stock and takes it out', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/api/health');
    await signUpConfirmed(page, { name: 'Shop Owner', email: `owner-${stamp}@example.com`, password: PASSWORD });
    siteId = await createSite(page, `Shop ${stamp}`, 'A new shop');
    const shopPath = `/site-${siteId}/shop`;
    await publishPage(
      page,
      shopPath,
      {
        root: { props: { title: 'Shop', description: '', theme: 'default', fontFamily: 'default', maxWidth: '1440px', language: 'en' } },
        content: [{ type: 'ProductList', props: { ...PRODUCT_LIST_DEFAULT_PROPS, id: 'ProductList-shop', heading: 'Shop', limit: 12, showFilters: false } }],
      },
      'Shop',
    );

    // The empty form: a name and a price are asked for before anything is sent.
    await page.goto(siteProductNew(siteId));
    await expect(page.getByRole('heading', { level: 1, name: L.newTitle })).toBeVisible();
    await page.getByRole('button', { name: L.create }).click();
    await expect(basics(page).getByRole('textbox', { name: L.name, exact: true })).toBeFocused();
    await expect(page.getByText('Enter the product’s name.')).toBeVisible();

    await basics(page).getByRole('textbox', { name: L.name, exact: true }).fill(NAME);
    await basics(page).getByLabel(L.subtitle, { exact: true }).fill('Cool in summer');

    // Two images uploaded in the gallery: the main one picked there, the other as a further image.
    const images = page.getByRole('region', { name: L.sections.images });
    await images.getByRole('button', { name: 'Open Image Gallery' }).first().click();
    const single = page.getByRole('dialog', { name: `Image gallery: ${L.mainImage}` });
    await uploadInGallery(page, single, [
      { name: `front-${stamp}.png`, buffer: await png('#c8b48c') },
      { name: `back-${stamp}.png`, buffer: await png('#8c7850') },
    ]);
    await single.getByRole('button', { name: new RegExp(`front-${stamp}`) }).click();
    await expect(single).toBeHidden();
    await expect(images.getByLabel(L.mainImage, { exact: true })).toHaveValue(/\/media\//);
    await images.getByRole('button', { name: 'Open Image Gallery' }).last().click();
    const multi = page.getByRole('dialog', { name: `Image gallery: ${L.otherImages}` });
    await multi.getByRole('button', { name: new RegExp(`back-${stamp}`) }).click();
    await multi.getByRole('button', { name: 'Confirm Selection' }).click();
    await expect(images.getByText('1 of 10 images')).toBeVisible();
    // By keyboard, the other image becomes the main one (and back): the two swap places.
    const front = await images.getByLabel(L.mainImage, { exact: true }).inputValue();
    await images.getByRole('button', { name: L.makeMainLabel(1) }).focus();
    await page.keyboard.press('Enter');
    await expect(images.getByLabel(L.mainImage, { exact: true })).not.toHaveValue(front);
    expect(await noSidewaysScroll(page)).toBe(true);
    await images.getByRole('button', { name: L.makeMainLabel(1) }).press('Enter');
    await expect(images.getByLabel(L.mainImage, { exact: true })).toHaveValue(front);

    // Price with a discount in the shop's currency (US dollars, decision 060); the preview says what shoppers see.
    await page.getByRole('textbox', { name: `${L.price} ($)`, exact: true }).fill('49.90');
    await page.getByLabel(`${L.discountPrice} ($)`, { exact: true }).fill('39.90');
    await expect(page.getByText(`${L.shopperSees}: $39.90`)).toBeVisible();
    await page.getByLabel(L.category, { exact: true }).selectOption('clothing');
    await page.getByLabel(L.tags, { exact: true }).fill('summer, linen');

    // Two colours, three sizes: a table of six stocks.
    const variants = page.getByRole('region', { name: L.sections.variants });
    const colours = variants.getByRole('group', { name: 'Colours' });
    for (const [index, [label, id, hex]] of [['Sand', 'sand', '#ccbb99'], ['Navy', 'navy', '#1f3a5f']].entries()) {
      await colours.getByRole('button', { name: 'Add colour' }).click();
      const row = colours.getByRole('listitem').nth(index);
      await row.getByLabel('Name').fill(label!);
      await row.getByLabel('ID').fill(id!);
      await row.getByLabel('Colour').fill(hex!);
    }
    const sizes = variants.getByRole('group', { name: 'Sizes' });
    for (const [index, size] of ['S', 'M', 'L'].entries()) {
      await sizes.getByRole('button', { name: 'Add size' }).click();
      const row = sizes.getByRole('listitem').nth(index);
      await row.getByLabel('Label').fill(size);
      await row.getByLabel('ID').fill(size.toLowerCase());
    }
    const stock = (colour: string, size: string) => variants.getByRole('spinbutton', { name: `Stock per variant: ${colour}, ${size}` });
    let n = 1;
    for (const colour of ['Sand', 'Navy']) for (const size of ['S', 'M', 'L']) await stock(colour, size).fill(String(n++));
    await expect(variants.getByLabel(L.stock, { exact: true })).toHaveValue('21');

    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // Saved by keyboard: the editor moves to the product's own address.
    await page.getByRole('button', { name: L.create }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, L.created)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/dashboard/sites/site-${siteId}/products/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: L.editTitle('') })).toBeVisible();
    await expect(basics(page).getByRole('textbox', { name: L.name, exact: true })).toHaveValue(NAME);
    await expect(page.getByText(L.noReviews)).toBeVisible();
    const editorUrl = page.url();

    // The shop: the discounted price, the list price struck through, both swatches.
    const shopper = await browser.newPage();
    await shopper.setViewportSize({ width: 390, height: 844 });
    await shopper.goto(shopPath);
    const card = shopper.locator('[data-product-card]').filter({ hasText: NAME });
    await expect(card).toBeVisible();
    await expect(card.locator('[data-product-price]')).toContainText('$39.90');
    await expect(card.locator('del')).toContainText('$49.90');
    await expect(card.getByRole('list', { name: 'Colours' }).getByRole('listitem')).toHaveCount(2);
    await expect(card.locator('img')).toHaveAttribute('src', /\/media\//);
    expect(await noSidewaysScroll(shopper)).toBe(true);

    // One variant's stock changes; the product's stock follows.
    await page.reload();
    await stock('Navy', 'L').fill('0');
    await expect(page.getByLabel(L.stock, { exact: true })).toHaveValue('15');
    await page.getByRole('button', { name: L.save }).click();
    await expect(toast(page, L.saved)).toBeVisible();
    await page.reload();
    await expect(stock('Navy', 'L')).toHaveValue('0');
    await expect(stock('Navy', 'M')).toHaveValue('5');

    // Inactive: it leaves the shop.
    await page.getByLabel(L.status, { exact: true }).selectOption('inactive');
    await page.getByRole('button', { name: L.save }).click();
    await expect(toast(page, L.saved)).toBeVisible();
    await expect.poll(async () => {
      await shopper.goto(shopPath);
      await waitForIslands(shopper);
      return shopper.locator('[data-product-card]').filter({ hasText: NAME }).count();
    }).toBe(0);
    await shopper.close();
    expect(page.url()).toBe(editorUrl);
  });
});
