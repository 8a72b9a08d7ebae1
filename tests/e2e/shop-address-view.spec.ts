import { expect, test } from '@playwright/test';
import { OFFERED_PAYMENT_ICON_LABELS } from '../../src/core/checkout/offered-methods.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethodValue } from '../../src/core/checkout/order.ts';
import { expectNoSeriousAxeViolations, waitForIslands } from './fixtures.ts';

// Issue 23 item 4 (the shop): the product list's filters, sort and page live in the address, so
// opening a product and coming Back shows the same list; on a phone the filters fold behind a
// Filters button; a product page's payment icons name only the methods the checkout offers.

test.describe('Shop: the list in the address, the phone filters, the payment icons', () => {
  test('filter and sort, open a product, Back: the same filtered, sorted list', async ({ page }) => {
    await page.goto('/site-demo/products');
    await waitForIslands(page);
    const list = page.locator('[data-product-list]');
    await list.getByLabel('Category').selectOption('clothing');
    await expect(list.getByRole('status')).toHaveText('4 products');
    await list.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/\/site-demo\/products\?category=clothing&sort=price-desc$/);
    await expect(list.getByRole('status')).toHaveText('4 products');
    const names = await list.locator('[data-product-card] h2, [data-product-card] h3').allTextContents();
    expect(names).toHaveLength(4);

    await list.locator('[data-product-card] a').first().click();
    await expect(page).toHaveURL(/\/data\/site-demo\/products\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/site-demo\/products\?category=clothing&sort=price-desc$/);
    await expect(list.getByLabel('Category')).toHaveValue('clothing');
    await expect(list.getByLabel('Sort by')).toHaveValue('price-desc');
    await expect(list.getByRole('status')).toHaveText('4 products');
    expect(await list.locator('[data-product-card] h2, [data-product-card] h3').allTextContents()).toEqual(names);

    // The server renders the view the address names, values it does not know ignored.
    const html = await (await page.request.get('/site-demo/products?category=clothing&sort=price-desc&price=free&utm=x')).text();
    expect(html).toContain('4 products');
    expect((await page.request.get('/site-demo/products?page=abc&sort=%3Cb%3E&stock=maybe')).status()).toBe(200);
  });

  test('on a phone the filters fold behind a Filters button that counts the active ones', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/site-demo/products?category=home&price=25-50');
    await waitForIslands(page);
    const list = page.locator('[data-product-list]');
    const toggle = list.getByRole('button', { name: 'Filters (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list.getByLabel('Category')).toBeHidden();
    // The first product is on the first screen.
    const first = list.locator('[data-product-card]').first();
    expect((await first.boundingBox())!.y).toBeLessThan(844);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByLabel('Category')).toHaveValue('home');
    await page.keyboard.press('Tab');
    await expect(list.getByLabel('Search')).toBeFocused();
    await expectNoSeriousAxeViolations(page, '[data-product-list]');
    await list.getByLabel('Price').selectOption('all');
    await expect(list.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page).toHaveURL(/\?category=home$/);
    await list.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(list.getByLabel('Category')).toBeHidden();
  });

  test("a product page's payment icons are the methods the checkout offers, nothing else", async ({ page }) => {
    const offered = ((await (await page.request.get('/api/checkout/methods?siteId=demo')).json()) as { methods: { value: PaymentMethodValue }[] }).methods.map((m) => m.value);
    expect(offered.length).toBeGreaterThan(0);
    const product = ((await (await page.request.get('/api/products?siteId=demo&limit=1')).json()) as { data: { _id: string }[] }).data[0]!;
    await page.goto(`/data/site-demo/products/${product._id}`);
    const icons = page.getByRole('list', { name: 'Payment options' }).getByRole('listitem');
    const expected = offered.map((method) => (method === 'stripe' ? OFFERED_PAYMENT_ICON_LABELS.credit : method === 'paypal' ? OFFERED_PAYMENT_ICON_LABELS.paypal : PAYMENT_METHOD_LABELS[method]));
    await expect(icons).toHaveText(expected);
    await expect(page.getByText('Apple Pay')).toHaveCount(0);
    await expect(page.getByText('Google Pay')).toHaveCount(0);
  });
});
