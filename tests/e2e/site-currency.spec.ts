import { expect, test, type Page } from '@playwright/test';
import { NAV_MENU_DEFAULTS } from '../../src/core/blocks/navigation-defaults.ts';
import { PRODUCT_DETAILS_DEFAULTS, PRODUCT_LIST_DEFAULTS } from '../../src/core/blocks/shop-defaults.ts';
import { templatePathOf } from '../../src/core/paths/data-area.ts';
import { siteSettings } from '../../src/core/paths/routes.ts';
import { PRODUCTS_COLLECTION } from '../../src/core/product-list/product-list-query.ts';
import { SHOP_SETTINGS_LABELS as L } from '../../src/core/shop/shop-settings.ts';
import { createSite, deleteSiteAs, expectNoSeriousAxeViolations, origin, publishedVersion, publishPage, signUpConfirmed, waitForIslands } from './fixtures.ts';

// Issue 25 item 4 (decision 060): a new shop's owner picks euros in the site settings' Shop
// section, by keyboard on a phone-sized screen; the shop's pages, already published and cached in
// dollars, now show the product card, the product page and the cart drawer in euros, formatted for
// the pages' language (German: 49,90 €).

const stamp = Date.now().toString(36);
const PASSWORD = 'Str0ng-enough!';
const NAME = `Teapot ${stamp}`;
const EUROS = /^49,90\s€$/;
const DOLLARS = /^49,90\s\$$/;

const root = (title: string) => ({ props: { title, description: '', theme: 'default', fontFamily: 'default', maxWidth: '1440px', language: 'de' } });
const nav = { type: 'NavMenu', props: { ...NAV_MENU_DEFAULTS, id: 'NavMenu-shop', title: 'Teeladen', links: [], cart: { desktop: true, mobile: true } } };

async function publishTemplate(page: Page, path: string, data: unknown) {
  const response = await page.request.post('/api/editor', {
    headers: origin(page),
    data: { data, path, pathWithNoSite: '', title: 'Product', description: '', is_template: true, is_system: false, baseVersion: await publishedVersion(page, path) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function createProduct(page: Page, siteId: string): Promise<string> {
  const form = new FormData();
  form.append('siteId', siteId);
  form.append('data', JSON.stringify({ name: NAME, price: 49.9, discount_price: null, price_prefix: '$', stock: 5, status: 'active', category: 'other', colors: [], sizes: [], variant_stock: [], tags: [] }));
  const response = await page.request.post('/api/data/products', { headers: origin(page), multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test.describe('Site currency', () => {
  let siteId = '';

  test.afterAll(async ({ browser }) => {
    if (siteId) await deleteSiteAs(browser, { email: `currency-${stamp}@example.com`, password: PASSWORD }, siteId);
  });

  test('an owner sets euros; the product card, product page and cart drawer show € for the pages’ language', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/api/health');
    await signUpConfirmed(page, { name: 'Tea Owner', email: `currency-${stamp}@example.com`, password: PASSWORD });
    siteId = await createSite(page, `Tea ${stamp}`, 'A new tea shop');
    const shopPath = `/site-${siteId}/shop`;
    await publishPage(page, shopPath, { root: root('Shop'), content: [nav, { type: 'ProductList', props: { ...PRODUCT_LIST_DEFAULTS, id: 'ProductList-shop', heading: 'Shop', limit: 12, showFilters: false } }] }, 'Shop');
    await publishTemplate(page, `/site-${siteId}${templatePathOf('view', PRODUCTS_COLLECTION)}`, {
      root: root('Product'),
      content: [nav, { type: 'ProductDetails', props: { ...PRODUCT_DETAILS_DEFAULTS, id: 'ProductDetails-page', collection: PRODUCTS_COLLECTION } }],
    });
    const productId = await createProduct(page, siteId);

    // Before: the shop sells in US dollars, as every shop did; the page is cached so.
    const shopper = await browser.newPage();
    await shopper.setViewportSize({ width: 390, height: 844 });
    await shopper.goto(shopPath);
    const card = shopper.locator('[data-product-card]').filter({ hasText: NAME });
    await expect(card.locator('[data-product-price] span').first()).toHaveText(DOLLARS);

    // The owner picks euros by keyboard: the select takes a typed letter, Enter on the button saves.
    await page.goto(siteSettings(siteId));
    const section = page.getByRole('region', { name: L.heading });
    const currency = section.getByRole('combobox', { name: L.currency });
    await expect(currency).toHaveValue('USD');
    await currency.focus();
    await page.keyboard.press('e');
    await expect(currency).toHaveValue('EUR');
    await section.getByRole('button', { name: L.save }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status')).toHaveText(L.saved);
    await expect(section.getByRole('combobox', { name: L.currency })).toHaveValue('EUR');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // The shop's cached pages were dropped: the card and the product page show euros, in German.
    await shopper.goto(shopPath);
    await expect(card.locator('[data-product-price] span').first()).toHaveText(EUROS);
    await shopper.goto(`/data/site-${siteId}/products/${productId}`);
    await expect(shopper.locator('[data-product-details] [data-product-price] span').first()).toHaveText(EUROS);
    await waitForIslands(shopper);
    const purchase = shopper.locator('[data-product-purchase]');
    await purchase.getByRole('button', { name: 'Add to cart' }).click();
    await expect(purchase.getByRole('status')).toHaveText('Added to cart');

    // Adding brings the navigation's cart drawer: its line and total are in euros too.
    await expect(shopper.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
    const drawer = shopper.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator(`[data-cart-item] >> text=${NAME}`)).toBeVisible();
    await expect(drawer.locator('[data-cart-item]').getByText(EUROS)).toBeVisible();
    await expect(drawer.locator('[data-cart-total]')).toHaveText(EUROS);
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shopper.close();
  });
});
