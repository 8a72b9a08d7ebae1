import { expect, test, type Page } from '@playwright/test';
import { siteProducts } from '../../src/core/paths/routes.ts';
import { PRODUCTS_SCREEN_MESSAGES as M } from '../../src/core/products/product-admin.ts';
import { createDemoProduct, deleteDemoProduct } from './demo-products.ts';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, toast, waitForIslands } from './fixtures.ts';

// Issue #24 item 1: the owner's Products screen on the demo shop. A product made for the test is
// searched, selected by keyboard, deactivated in bulk (it leaves the visitors' shop, and the
// Inactive filter finds it), then activated again; the screen fits a phone and axe finds nothing.

const DEMO = 'demo';

async function inShop(page: Page, name: string): Promise<number> {
  await page.goto(`/site-demo/products?q=${encodeURIComponent(name)}`);
  await waitForIslands(page);
  const list = page.locator('[data-product-list]');
  await expect(list.getByRole('status')).toHaveText(/products?$/);
  return list.getByRole('link', { name }).count();
}

test.describe("The owner's Products screen", () => {
  test('search, filter inactive, deactivate in bulk and activate again, by keyboard, axe clean', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await login(page);
    const name = `Admin Lantern ${Date.now().toString(36)}`;
    const id = await createDemoProduct(page, { name, price: 40, discount_price: 30, stock: 3, category: 'home' });
    const visitor = await browser.newPage();
    try {
      await page.goto(siteProducts(DEMO));
      const screen = page.locator('section[aria-labelledby="products-heading"]');
      const table = screen.getByRole('table');
      await expect(table.getByRole('row')).not.toHaveCount(0);
      await expect(page.getByRole('link', { name: M.newProduct })).toHaveAttribute('href', `${siteProducts(DEMO)}/new`);
      await expectNoSeriousAxeViolations(page);

      // Keyboard: Tab reaches the search box; typing narrows the list to the new product.
      const search = page.getByLabel(M.searchLabel);
      let reached = false;
      for (let presses = 0; presses < 40 && !reached; presses++) {
        await page.keyboard.press('Tab');
        reached = await search.evaluate((input) => input === document.activeElement);
      }
      expect(reached).toBe(true);
      await page.keyboard.type(name);
      const row = table.getByRole('row').filter({ hasText: name });
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(row.getByRole('link', { name })).toHaveAttribute('href', `${siteProducts(DEMO)}/${id}`);
      // The price as the shop shows it: the discount, the list price struck through.
      await expect(row).toContainText('$30.00');
      await expect(row.locator('s')).toHaveText('$40.00');
      await expect(row).toContainText(M.stockLabels.low);
      expect(await inShop(visitor, name)).toBe(1);

      // Inactive: none yet.
      await page.getByLabel(M.statusFilter).selectOption('inactive');
      await expect(page.getByText(M.noMatch)).toBeVisible();
      await page.getByLabel(M.statusFilter).selectOption('');
      await expect(row).toBeVisible();

      // Select the row by keyboard, then Deactivate.
      const box = row.getByRole('checkbox', { name: M.selectRow(name) });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      const actions = page.getByRole('group', { name: M.bulkLabel });
      await expect(actions).toContainText(M.selected(1));
      await actions.getByRole('button', { name: M.bulkLabels.deactivate, exact: true }).click();
      await expect(toast(page, M.bulkDone.deactivate(1))).toBeVisible();
      await expect(row).toContainText(M.statusLabels.inactive);
      expect(await inShop(visitor, name)).toBe(0);

      await page.getByLabel(M.statusFilter).selectOption('inactive');
      await expect(row).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(2);
      await expectNoSeriousAxeViolations(page);

      await row.getByRole('checkbox', { name: M.selectRow(name) }).check();
      await actions.getByRole('button', { name: M.bulkLabels.activate, exact: true }).click();
      await expect(toast(page, M.bulkDone.activate(1))).toBeVisible();
      await expect(page.getByText(M.noMatch)).toBeVisible();
      expect(await inShop(visitor, name)).toBe(1);
    } finally {
      await visitor.close();
      await deleteDemoProduct(page, id);
    }
  });

  test('fits a phone and deletes with a confirmation', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page);
    const name = `Admin Doomed ${Date.now().toString(36)}`;
    await createDemoProduct(page, { name, price: 12, stock: 0 });
    await page.goto(siteProducts(DEMO));
    await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(0);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel(M.searchLabel).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(M.stockLabels.out);
    await page.getByLabel(M.stockFilter).selectOption('out');
    await expect(row).toBeVisible();
    await row.getByRole('checkbox', { name: M.selectRow(name) }).check();
    await page.getByRole('group', { name: M.bulkLabel }).getByRole('button', { name: M.bulkLabels.delete, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: M.deleteTitle(1) });
    await expect(dialog).toContainText(M.deleteTitle(1));
    await dialog.getByRole('button', { name: M.deleteConfirm }).click();
    await expect(toast(page, M.bulkDone.delete(1))).toBeVisible();
    await expect(page.getByText(M.noMatch)).toBeVisible();
  });
});

test.describe('Products from a CSV file', () => {
  test('50 products with one bad row: nothing imported and the row named; fixed, all 50 go in', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page);
    const siteId = await createSite(page, `CSV shop ${Date.now().toString(36)}`, 'Products imported from a file');
    try {
      const stamp = Date.now().toString(36);
      const rows = (badRow: number | null) =>
        [
          'name,price,discount_price,category,status,stock',
          ...Array.from({ length: 50 }, (_, i) => `Imported Lamp ${stamp} ${i + 1},${i + 1 === badRow ? 'twelve' : 10 + i},,home,active,${i % 7}`),
        ].join('\r\n');
      const file = (badRow: number | null) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(rows(badRow)) });

      // The shop overview's stock links open the list filtered: the address carries the filter.
      await page.goto(`${siteProducts(siteId)}?stock=out`);
      const screen = page.locator('section[aria-labelledby="products-heading"]');
      await expect(screen.getByLabel(M.stockFilter)).toHaveValue('out');

      await screen.getByRole('button', { name: M.importProductsLabel }).click();
      const importing = page.getByRole('dialog', { name: 'Import into products' });
      // The file is checked by the product rules the server applies too: the bad row is named and nothing can go in.
      await importing.getByLabel('File to import').setInputFiles(file(17));
      await expect(importing.getByRole('status')).toHaveText('products.csv: 50 rows, 1 with problems to fix before importing.');
      await expect(importing.getByText(/^Row 17: price: /)).toBeVisible();
      await expect(importing.getByRole('button', { name: 'Import 50 rows' })).toBeDisabled();
      await expectNoSeriousAxeViolations(page, '[role="dialog"]');
      await expect(screen.getByText(M.count(0))).toBeVisible();

      await importing.getByLabel('File to import').setInputFiles(file(null));
      await expect(importing.getByRole('status')).toHaveText('products.csv: 50 rows, all fit the collection.');
      await importing.getByRole('button', { name: 'Import 50 rows' }).click();
      await expect(toast(page, M.imported(50))).toBeVisible();
      await expect(importing).toBeHidden();

      // Out of stock: every seventh (stock 0), 8 of the 50.
      await expect(screen.getByText(M.count(8))).toBeVisible();
      await screen.getByLabel(M.stockFilter).selectOption('');
      await expect(screen.getByText(M.count(50))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    } finally {
      await deleteSite(page, siteId);
    }
  });
});
