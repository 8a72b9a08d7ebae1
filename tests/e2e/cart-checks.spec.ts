import { expect, test } from '@playwright/test';
import { PROCEED_TO_CHECKOUT, wasPriceLabel } from '../../src/core/cart-drawer/messages.ts';
import { ACCEPT_LABEL, priceChangeNotice, priceChangesGateMessage } from '../../src/core/cart/messages.ts';
import { expectNoSeriousAxeViolations, login, publishPage, toast, waitForIslands } from './fixtures.ts';
import { deleteDemoProduct } from './demo-products.ts';
import {
  addOnProductPage,
  checkoutButton,
  created,
  createProduct,
  expectOutOfStockGate,
  line,
  navPage,
  navPath,
  newVisitor,
  openDrawer,
  openEditDialog,
  removeSoldOut,
  seeCartReady,
  stamp,
  updateProduct,
} from './cart-checks-kit.ts';

// The cart's checks end to end (issue #10, Done when): the site owner changes a product in the
// dashboard while a visitor has it in the cart; the visitor's drawer, reopened, refreshes the line
// and shows what changed: a price change to accept, or an out-of-stock line that blocks checkout
// with the gate's message until it is removed. Each test makes its own products in the demo site,
// deleted afterwards, so the demo catalogue the other specs read stays as seeded.

test.describe('Cart checks after the owner changes a product', () => {
  test.beforeAll(async ({ browser }) => {
    const owner = await browser.newPage();
    await login(owner);
    await publishPage(owner, navPath, navPage, 'Cart checks');
    await owner.close();
  });

  test.afterAll(async ({ browser }) => {
    const owner = await browser.newPage();
    await login(owner);
    for (const id of created.splice(0)) {
      await deleteDemoProduct(owner, id);
    }
    await owner.close();
  });

  test('a price changed in the dashboard shows in the reopened drawer, Accept takes it and checkout opens again', async ({ page, browser }) => {
    await login(page);
    const product = await createProduct(page, `Price check ${stamp}`, 20, 10);
    const visitor = await newVisitor(browser);
    try {
      await addOnProductPage(visitor.page, product, 2);
      await visitor.page.goto(navPath);
      await waitForIslands(visitor.page);
      let drawer = await openDrawer(visitor.page);
      await expect(line(drawer, product).locator('[data-cart-quantity]')).toHaveText('2');
      await expect(drawer.locator('[data-cart-total]')).toHaveText('$40.00');
      await expect(checkoutButton(drawer)).toHaveText(PROCEED_TO_CHECKOUT);
      await visitor.page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // The owner, signed in elsewhere, edits the price in the records table's Edit dialog.
      const dialog = await openEditDialog(page, product);
      await expect(dialog.getByLabel('price', { exact: true })).toHaveValue('20');
      await dialog.getByLabel('price', { exact: true }).fill('24.5');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Data updated successfully')).toBeVisible();
      await expect(dialog).toBeHidden();

      // The visitor reopens the drawer: the refresh finds the new price.
      drawer = await openDrawer(visitor.page);
      const notice = drawer.locator('[data-cart-notice]').filter({ hasText: priceChangeNotice(1) });
      await expect(notice).toBeVisible();
      // Old → new on the line: the current price, and the agreed one struck through.
      const item = line(drawer, product);
      await expect(item).toContainText('$24.50');
      await expect(item.getByText(wasPriceLabel('$20.00'))).toBeVisible();
      await expect(checkoutButton(drawer)).toBeDisabled();
      await expect(checkoutButton(drawer)).toHaveText(priceChangesGateMessage(1));
      await expectNoSeriousAxeViolations(visitor.page, '[data-side-drawer]');

      await notice.getByRole('button', { name: ACCEPT_LABEL }).click();
      await expect(notice).toBeHidden();
      await expect(item.getByText(wasPriceLabel('$20.00'))).toBeHidden();
      await expect(item).toContainText('$24.50');
      await expect(drawer.locator('[data-cart-total]')).toHaveText('$49.00');
      await expect(checkoutButton(drawer)).toBeEnabled();
      await expect(checkoutButton(drawer)).toHaveText(PROCEED_TO_CHECKOUT);
      await checkoutButton(drawer).click();
      await expect(drawer.locator('[data-cart-checkout-section]')).toBeVisible();

      // The accepted price is the line's own now.
      const stored = await visitor.page.evaluate(() => JSON.parse(localStorage.getItem('sitewright-cart:demo') ?? '{}') as { items: { price: number; priceChanged?: boolean }[] });
      expect(stored.items.map(({ price, priceChanged }) => ({ price, priceChanged }))).toEqual([{ price: 24.5, priceChanged: false }]);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  test('a product whose stock falls to 0 blocks checkout with the gate message until it is removed', async ({ page, browser }) => {
    await login(page);
    const soldOut = await createProduct(page, `Stock check ${stamp}`, 15, 3);
    const kept = await createProduct(page, `Kept ${stamp}`, 8, 10);
    const visitor = await newVisitor(browser);
    try {
      await addOnProductPage(visitor.page, soldOut, 1);
      await addOnProductPage(visitor.page, kept, 1);
      await seeCartReady(visitor.page, 2);

      // The owner sells the last ones elsewhere: stock 0 through the data API.
      await updateProduct(page, soldOut.id, { stock: 0 });

      const drawer = await openDrawer(visitor.page);
      const notice = await expectOutOfStockGate(drawer);
      // The total counts only what can be bought.
      await expect(drawer.locator('[data-cart-total]')).toHaveText('$8.00');
      await expectNoSeriousAxeViolations(visitor.page, '[data-side-drawer]');

      await removeSoldOut(drawer, notice, kept);
      await expectNoSeriousAxeViolations(visitor.page, '[data-side-drawer]');
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  test("a variant sold out in the dashboard's variant editor, by keyboard, blocks checkout for that line only", async ({ page, browser }) => {
    await login(page);
    const variants = {
      colors: [
        { value: 'red', label: 'Red', hex: '#B91C1C' },
        { value: 'blue', label: 'Blue', hex: '#1D4ED8' },
      ],
      sizes: [
        { value: 's', label: 'S' },
        { value: 'm', label: 'M' },
      ],
      variant_stock: [
        { color_value: 'red', size_value: 's', stock: 4 },
        { color_value: 'red', size_value: 'm', stock: 3 },
        { color_value: 'blue', size_value: 's', stock: 5 },
        { color_value: 'blue', size_value: 'm', stock: 6 },
      ],
    };
    const product = await createProduct(page, `Variant check ${stamp}`, 30, 18, variants);
    const visitor = await newVisitor(browser);
    try {
      // Two lines of the one product: Red / M (to sell out) and Blue / S (kept).
      await addOnProductPage(visitor.page, product, 2, ['Red', 'M']);
      await addOnProductPage(visitor.page, product, 1, ['Blue', 'S']);
      await seeCartReady(visitor.page, 2);

      // The owner sets Red / M to 0 in the Edit dialog's stock table, keyboard only.
      const dialog = await openEditDialog(page, product);
      const redM = dialog.getByRole('spinbutton', { name: 'Stock per variant: Red, M' });
      await expect(redM).toHaveValue('3');
      await redM.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('0');
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Data updated successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      const stored = await page.request.get(`/api/data/products/${product.id}`);
      expect(((await stored.json()) as { data: { variant_stock: unknown[] } }).data.variant_stock).toEqual([
        { color_value: 'red', size_value: 's', stock: 4 },
        { color_value: 'red', size_value: 'm', stock: 0 },
        { color_value: 'blue', size_value: 's', stock: 5 },
        { color_value: 'blue', size_value: 'm', stock: 6 },
      ]);

      const drawer = await openDrawer(visitor.page);
      const notice = await expectOutOfStockGate(drawer);
      await expect(drawer.locator('[data-cart-total]')).toHaveText('$30.00');
      await expectNoSeriousAxeViolations(visitor.page, '[data-side-drawer]');
      await removeSoldOut(drawer, notice, product);
      await expect(drawer.locator('[data-cart-item]')).toContainText('Blue / S');
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});
