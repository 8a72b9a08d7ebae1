import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, waitForIslands } from './fixtures.ts';

// The demo shop (issue #10 part 1 and 7): a visitor filters the product list by category and
// price (the database filters, through GET /api/products), opens a product's page, picks colour,
// size and quantity and adds it to the cart; both pages are axe clean and keyboard usable.
test.describe('Product list and product page', () => {
  test('filter by category and price, open the product, pick colour and size, add 2 to the cart', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // A signed-out visitor's cart and wishlist reads answer 401 (spec 1 §7: no data), which the browser logs.
      if (message.type() === 'error' && !message.text().includes('status of 401')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/site-demo/products');
    await waitForIslands(page);
    const list = page.locator('[data-product-list]');
    await expect(list.locator('[data-product-card]')).toHaveCount(12);
    await expect(list.getByRole('status')).toHaveText(/^\d+ products$/);
    await expectNoSeriousAxeViolations(page);

    // Keyboard: the category select is reachable with Tab and changes with the arrow keys.
    const category = list.getByLabel('Category');
    let reached = false;
    for (let presses = 0; presses < 40 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await category.evaluate((select) => select === document.activeElement);
    }
    expect(reached).toBe(true);

    const filtered = page.waitForResponse((response) => response.url().includes('/api/products?') && response.url().includes('category=clothing'));
    await category.selectOption('clothing');
    expect((await filtered).status()).toBe(200);
    // In stock by default: the sold-out linen shirt is not offered.
    await expect(list.getByRole('status')).toHaveText('4 products');
    await expect(list.getByRole('link', { name: 'Linen Button-Down Shirt' })).toHaveCount(0);

    await list.getByLabel('Price').selectOption('25-50');
    await expect(list.getByRole('status')).toHaveText('1 product');
    const tee = list.getByRole('link', { name: 'Classic Organic Tee' });
    await expect(tee).toHaveAttribute('href', /^\/data\/site-demo\/products\/[0-9a-f-]{36}$/);
    await expectNoSeriousAxeViolations(page, '[data-product-list]');

    await tee.click();
    await expect(page).toHaveURL(/\/data\/site-demo\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Organic Tee' })).toBeVisible();
    await waitForIslands(page);
    const purchase = page.locator('[data-product-purchase]');
    // Colour and size default to the first option.
    await expect(purchase.getByRole('radio', { name: 'Chalk White' })).toBeChecked();
    await expect(purchase.getByRole('radio', { name: 'XS' })).toBeChecked();

    // Keyboard: arrow keys move within the colour group.
    await purchase.getByRole('radio', { name: 'Chalk White' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(purchase.getByRole('radio', { name: 'Harbour Navy' })).toBeChecked();
    await purchase.getByRole('radio', { name: 'M', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(purchase.getByRole('radio', { name: 'M', exact: true })).toBeChecked();

    const quantity = purchase.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('2');
    await expect(quantity).toHaveValue('2');
    await purchase.getByRole('button', { name: 'Add to cart' }).click();
    await expect(purchase.getByRole('status')).toHaveText('Added to cart');
    const cart = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('sitewright-cart')).map(([, value]) => JSON.parse(value) as unknown));
    expect(JSON.stringify(cart)).toMatch(/"quantity":2/);
    expect(JSON.stringify(cart)).toContain('navy');

    await expectNoSeriousAxeViolations(page, '[data-product-details]');
    expect(errors).toEqual([]);
  });
});
