import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { PROCEED_TO_CHECKOUT } from '../../src/core/cart-drawer/messages.ts';
import { REMOVE_LABEL, outOfStockGateMessage, outOfStockNotice } from '../../src/core/cart/messages.ts';
import { origin, waitForIslands } from './fixtures.ts';
import { createDemoProduct } from './demo-products.ts';

// Helpers of cart-checks.spec.ts: the nav page it publishes, products the owner makes and changes,
// and a visitor's drawer with its checks.

export const stamp = Date.now().toString(36);
export const navPath = `/site-demo/cart-checks-${stamp}`;
export const EVERYWHERE = { desktop: true, mobile: true };
export const block = (type: string, id: string, props: Record<string, unknown>) => ({ type, props: { id, ...props } });

export const navPage = {
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

export interface TestProduct {
  id: string;
  name: string;
  path: string;
}

/** Products made here, deleted after the tests. */
export const created: string[] = [];

/** A product of the demo site's products collection, made through the data API as the owner. */
export async function createProduct(owner: Page, name: string, price: number, stock: number, variants: Record<string, unknown> = {}): Promise<TestProduct> {
  const id = await createDemoProduct(owner, { name, price, stock, ...variants });
  created.push(id);
  return { id, name, path: `/data/site-demo/products/${id}` };
}

/** Changes a product's fields through the data API as the owner (PUT /api/data/products/{id}). */
export async function updateProduct(owner: Page, id: string, data: Record<string, unknown>) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  const response = await owner.request.put(`/api/data/products/${id}`, { headers: origin(owner), multipart: form });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the Edit dialog of the product in the dashboard's records table of the demo site. */
export async function openEditDialog(owner: Page, product: TestProduct): Promise<Locator> {
  await owner.goto('/dashboard/site-demo/manage/data/products');
  await owner.getByRole('button', { name: 'List view' }).click();
  await owner.getByRole('searchbox').fill(product.name);
  const table = owner.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: product.name }) }).getByRole('button', { name: 'Edit' }).click();
  return owner.getByRole('dialog', { name: `Edit ${product.name}` });
}

export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A signed-out visitor's cart and wishlist reads answer 401 (spec 1 §7: no data), which the browser logs.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('status of 401')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A visitor in a browser context of their own: nothing shared with the owner's session. */
export async function newVisitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Adds `quantity` of the product on its page, as a visitor does, after picking the radios named in `choices`. */
export async function addOnProductPage(page: Page, product: TestProduct, quantity: number, choices: string[] = []) {
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
export async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Cart, / }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Opens the drawer on the navigation page, sees every line ready for checkout, closes it again. */
export async function seeCartReady(page: Page, lines: number) {
  await page.goto(navPath);
  await waitForIslands(page);
  const drawer = await openDrawer(page);
  await expect(drawer.locator('[data-cart-item]')).toHaveCount(lines);
  await expect(checkoutButton(drawer)).toHaveText(PROCEED_TO_CHECKOUT);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

export const line = (drawer: Locator, product: TestProduct) => drawer.locator('[data-cart-item]').filter({ has: drawer.page().getByRole('link', { name: product.name }) });
export const checkoutButton = (drawer: Locator) => drawer.locator('[data-cart-checkout]');

/** The out-of-stock gate: the notice, the checkout button disabled with the gate's message (pressing it does nothing). */
export async function expectOutOfStockGate(drawer: Locator) {
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
export async function removeSoldOut(drawer: Locator, notice: Locator, kept: TestProduct) {
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
