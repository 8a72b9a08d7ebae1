import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PROCEED_TO_CHECKOUT, wasPriceLabel } from '../../src/core/cart-drawer/messages.ts';
import { ACCEPT_LABEL, REMOVE_LABEL, outOfStockGateMessage, outOfStockNotice, priceChangeNotice, priceChangesGateMessage } from '../../src/core/cart/messages.ts';
import { expectNoSeriousAxeViolations, login, origin, publishPage, toast, waitForIslands } from './fixtures.ts';
import { createDemoProduct, deleteDemoProduct } from './demo-products.ts';

// The cart's checks end to end (issue #10, Done when): the site owner changes a product in the
// dashboard while a visitor has it in the cart; the visitor's drawer, reopened, refreshes the line
// and shows what changed: a price change to accept, or an out-of-stock line that blocks checkout
// with the gate's message until it is removed. Each test makes its own products in the demo site,
// deleted afterwards, so the demo catalogue the other specs read stays as seeded.

const stamp = Date.now().toString(36);
const navPath = `/site-demo/cart-checks-${stamp}`;
const EVERYWHERE = { desktop: true, mobile: true };
const block = (type: string, id: string, props: Record<string, unknown>) => ({ type, props: { id, ...props } });

const navPage = {
  root: { props: { title: 'Cart checks', description: '', theme: 'default', fontFamily: 'default', maxWidth: '1440px', language: 'en' } },
  content: [
    block('NavMenu', 'NavMenu-shop', {
      title: 'Demo Shop',
      logo: '',
      logoAlt: '',
      homeHref: '/',
      links: [{ label: 'Shop', href: '/products', target: '_self' }],
      sideLinks: [],
      ariaLabel: 'Main',
      cart: EVERYWHERE,
      wishlist: EVERYWHERE,
      login: EVERYWHERE,
      userMenu: EVERYWHERE,
    }),
    block('Heading', 'Heading-title', { text: 'Cart checks', level: 'h1', align: 'start', size: '4xl' }),
  ],
};

interface TestProduct {
  id: string;
  name: string;
  path: string;
}

/** Products made here, deleted after the tests. */
const created: string[] = [];

/** A product of the demo site's products collection, made through the data API as the owner. */
async function createProduct(owner: Page, name: string, price: number, stock: number, variants: Record<string, unknown> = {}): Promise<TestProduct> {
  const id = await createDemoProduct(owner, { name, price, stock, ...variants });
  created.push(id);
  return { id, name, path: `/data/site-demo/products/${id}` };
}

/** Changes a product's fields through the data API as the owner (PUT /api/data/products/{id}). */
async function updateProduct(owner: Page, id: string, data: Record<string, unknown>) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  const response = await owner.request.put(`/api/data/products/${id}`, { headers: origin(owner), multipart: form });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the Edit dialog of the product in the dashboard's records table of the demo site. */
async function openEditDialog(owner: Page, product: TestProduct): Promise<Locator> {
  await owner.goto('/dashboard/site-demo/manage/data/products');
  await owner.getByRole('button', { name: 'List view' }).click();
  await owner.getByRole('searchbox').fill(product.name);
  const table = owner.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: product.name }) }).getByRole('button', { name: 'Edit' }).click();
  return owner.getByRole('dialog', { name: `Edit ${product.name}` });
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A signed-out visitor's cart and wishlist reads answer 401 (spec 1 §7: no data), which the browser logs.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('status of 401')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A visitor in a browser context of their own: nothing shared with the owner's session. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Adds `quantity` of the product on its page, as a visitor does, after picking the radios named in `choices`. */
async function addOnProductPage(page: Page, product: TestProduct, quantity: number, choices: string[] = []) {
  await page.goto(product.path);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const purchase = page.locator('[data-product-purchase]');
  for (const choice of choices) {
    // Visually hidden radios under their swatches and labels: picked by keyboard.
    const radio = purchase.getByRole('radio', { name: choice, exact: true });
    await radio.focus();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
  }
  await purchase.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await purchase.getByRole('button', { name: 'Add to cart' }).click();
  await expect(purchase.getByRole('status')).toHaveText('Added to cart');
}

/** Opens the drawer from the navigation's cart button (its refresh follows 500 ms later). */
async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Cart, / }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Opens the drawer on the navigation page, sees every line ready for checkout, closes it again. */
async function seeCartReady(page: Page, lines: number) {
  await page.goto(navPath);
  await waitForIslands(page);
  const drawer = await openDrawer(page);
  await expect(drawer.locator('[data-cart-item]')).toHaveCount(lines);
  await expect(checkoutButton(drawer)).toHaveText(PROCEED_TO_CHECKOUT);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

const line = (drawer: Locator, product: TestProduct) => drawer.locator('[data-cart-item]').filter({ has: drawer.page().getByRole('link', { name: product.name }) });
const checkoutButton = (drawer: Locator) => drawer.locator('[data-cart-checkout]');

/** The out-of-stock gate: the notice, the checkout button disabled with the gate's message (pressing it does nothing). */
async function expectOutOfStockGate(drawer: Locator) {
  const notice = drawer.locator('[data-cart-notice]').filter({ hasText: outOfStockNotice(1) });
  await expect(notice).toBeVisible();
  const gate = outOfStockGateMessage(1);
  await expect(checkoutButton(drawer)).toHaveText(gate);
  // aria-disabled (so it keeps the focus): disabled to Playwright and to assistive technology.
  await expect(checkoutButton(drawer)).toBeDisabled();
  await expect(checkoutButton(drawer)).toHaveAccessibleDescription(gate);
  await expect(drawer.getByRole('alert')).toHaveText(gate);
  await checkoutButton(drawer).focus();
  await drawer.page().keyboard.press('Enter');
  await expect(drawer.locator('[data-cart-checkout-section]')).toHaveCount(0);
  return notice;
}

/** Remove, by keyboard, from the notice: the sold-out line goes and the gate is ready again with `kept` alone. */
async function removeSoldOut(drawer: Locator, notice: Locator, kept: TestProduct) {
  await notice.getByRole('button', { name: REMOVE_LABEL, exact: true }).focus();
  await drawer.page().keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await expect(drawer.locator('[data-cart-item]')).toHaveCount(1);
  await expect(line(drawer, kept)).toBeVisible();
  await expect(drawer.getByRole('alert')).toHaveCount(0);
  await expect(checkoutButton(drawer)).toBeEnabled();
  await expect(checkoutButton(drawer)).toHaveText(PROCEED_TO_CHECKOUT);
  await checkoutButton(drawer).click();
  await expect(drawer.locator('[data-cart-checkout-section]')).toBeVisible();
  await expect(drawer.page().getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Cart, / })).toHaveAccessibleName(/^Cart, \d+ items?$/);
}

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
