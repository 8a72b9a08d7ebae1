import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADDED_TO_CART } from '../../src/core/cart/messages.ts';
import {
  CART_TITLE,
  CHECKOUT_TITLE,
  CUSTOMER_ADDRESS_LINE1_LABEL,
  CUSTOMER_ADDRESS_LINE2_LABEL,
  CUSTOMER_CITY_LABEL,
  CUSTOMER_COUNTRY_LABEL,
  CUSTOMER_EMAIL_LABEL,
  CUSTOMER_NAME_LABEL,
  CUSTOMER_PHONE_LABEL,
  CUSTOMER_POSTAL_CODE_LABEL,
  PROCEED_TO_CHECKOUT,
} from '../../src/core/cart-drawer/messages.ts';
import { PLACE_ORDER_LABEL } from '../../src/core/checkout/messages.ts';
import { ADDRESS_MESSAGES } from '../../src/core/checkout/postal-address.ts';
import { ORDER_REFERENCE_PATTERN, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../src/core/checkout/order.ts';
import { ORDERS_SCREEN_MESSAGES as M, OWNER_ACTION_LABELS } from '../../src/core/checkout/orders-dashboard.ts';
import { ACCOUNT_ORDERS, siteDashboard, siteOrders } from '../../src/core/paths/routes.ts';
import { expectNoSeriousAxeViolations, login, ownNetwork, signUpConfirmed, toast, waitForIslands } from './fixtures.ts';
import { createDemoProduct, deleteDemoProduct } from './demo-products.ts';

// Issue #11 part 3, Done when: a signed-in buyer buys two products of the demo shop (made here,
// deleted after) through the cart drawer with an offline method (pay on delivery); the success
// page shows the order, the cart is empty, the stock goes down; the site's owner finds the order
// in the dashboard and marks it fulfilled; the buyer sees it fulfilled under /account/orders.

const stamp = Date.now().toString(36);
const PASSWORD = 'Str0ng-enough!';
const buyer = { name: `Buyer ${stamp}`, email: `buyer-${stamp}@example.com`, password: PASSWORD };
const street = `${stamp} Harbour Road`;

interface Product {
  id: string;
  name: string;
  stock: number;
}

/** Products made here (no colours or sizes: the stock is the product's own), deleted after the test. */
const created: Product[] = [];

async function createProduct(owner: Page, name: string, price: number, stock: number): Promise<Product> {
  const product = { id: await createDemoProduct(owner, { name, price, stock }), name, stock };
  created.push(product);
  return product;
}

/** A product's stock as stored, read by its owner. */
async function storedStock(owner: Page, id: string): Promise<number> {
  const response = await owner.request.get(`/api/data/products/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { stock: number } }).data.stock;
}

async function signUp(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/api/health');
  await signUpConfirmed(page, { name: buyer.name, email: buyer.email, password: buyer.password });
  await context.close();
}

/** Adds `quantity` of `product` on its page, as a shopper does. */
async function addToCart(page: Page, product: Product, quantity: number) {
  await page.goto(`/data/site-demo/products/${product.id}`);
  await waitForIslands(page);
  const purchase = page.locator('[data-product-purchase]');
  await purchase.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await purchase.getByRole('button', { name: 'Add to cart' }).click();
  await expect(purchase.getByRole('status')).toHaveText(ADDED_TO_CART);
}

/** Console errors and warnings and uncaught exceptions of `page`, collected into `into`. */
function watchErrors(page: Page, into: string[] = []): string[] {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') into.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => into.push(`${page.url()}: ${error.message}`));
  return into;
}

const cartButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Cart, \d+ items?$/ });

test.describe('Offline checkout to fulfilment', () => {
  test.beforeAll(async ({ browser }) => {
    await signUp(browser);
    const owner = await browser.newPage();
    await login(owner);
    await createProduct(owner, `Offline lamp ${stamp}`, 24.5, 5);
    await createProduct(owner, `Offline mug ${stamp}`, 12, 6);
    await owner.close();
  });

  test.afterAll(async ({ browser }) => {
    const owner = await browser.newPage();
    await login(owner);
    for (const { id } of created.splice(0)) {
      await deleteDemoProduct(owner, id);
    }
    await owner.close();
  });

  test('a buyer pays on delivery for two products; the owner marks the order fulfilled; the buyer sees it fulfilled', async ({ browser }) => {
    test.setTimeout(120_000);
    const buyerContext = await browser.newContext({ extraHTTPHeaders: ownNetwork(11) });
    const page = await buyerContext.newPage();
    const errors = watchErrors(page);
    await login(page, buyer, /\/dashboard/);

    const lines = [
      { product: created[0]!, quantity: 1 },
      { product: created[1]!, quantity: 2 },
    ];

    for (const { product, quantity } of lines) await addToCart(page, product, quantity);

    // Adding opened the drawer: proceed (focus moves to the checkout, not to <body>), pay on
    // delivery (name and email filled in for the signed-in buyer), the structured address, Place order.
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    const drawer = page.getByRole('dialog', { name: CART_TITLE });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: PROCEED_TO_CHECKOUT }).focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('heading', { name: CHECKOUT_TITLE })).toBeFocused();
    const checkout = drawer.getByRole('region', { name: CHECKOUT_TITLE });
    await checkout.getByRole('radio', { name: PAYMENT_METHOD_LABELS.delivery }).check();
    await expect(checkout.getByLabel(CUSTOMER_NAME_LABEL)).toHaveValue(buyer.name);
    await expect(checkout.getByLabel(CUSTOMER_EMAIL_LABEL)).toHaveValue(buyer.email);
    await checkout.getByLabel(CUSTOMER_ADDRESS_LINE1_LABEL).fill(street);
    await checkout.getByLabel(CUSTOMER_ADDRESS_LINE2_LABEL).fill('Flat 4');
    await checkout.getByLabel(CUSTOMER_CITY_LABEL).fill('Port Town');
    await checkout.getByLabel(CUSTOMER_POSTAL_CODE_LABEL).fill('d02 x285');
    // A bad phone and no country: the same rules as the server's, at their fields, nothing sent.
    await checkout.getByLabel(CUSTOMER_PHONE_LABEL).fill('call me');
    await checkout.getByRole('button', { name: PLACE_ORDER_LABEL }).click();
    await expect(checkout.getByText(ADDRESS_MESSAGES.country)).toBeVisible();
    await expect(checkout.getByText(ADDRESS_MESSAGES.phone)).toBeVisible();
    await expect(checkout.getByLabel(CUSTOMER_COUNTRY_LABEL)).toBeFocused();
    await checkout.getByLabel(CUSTOMER_COUNTRY_LABEL).selectOption({ label: 'Ireland' });
    await checkout.getByLabel(CUSTOMER_PHONE_LABEL).fill('+353 1 234 5678');
    await expectNoSeriousAxeViolations(page, '[data-side-drawer]');
    const placed = page.waitForResponse((r) => r.url().endsWith('/api/cart/offline-checkout') && r.request().method() === 'POST');
    await checkout.getByRole('button', { name: PLACE_ORDER_LABEL }).click();
    expect((await placed).status()).toBe(201);

    // The success page: the reference, both lines, pending.
    await expect(page).toHaveURL(/\/site-demo\/checkout\/success\?order=/);
    await expect(page.locator('[data-order-reference]')).toHaveText(ORDER_REFERENCE_PATTERN);
    const reference = (await page.locator('[data-order-reference]').textContent())!.trim();
    const placedLines = page.locator('[data-order-line]');
    await expect(placedLines).toHaveCount(2);
    for (const { product, quantity } of lines) await expect(placedLines.filter({ hasText: product.name })).toContainText(`× ${quantity}`);
    await expect(page.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.pending);

    // The cart is empty, in the navigation and on the server.
    await page.goto('/site-demo/products');
    await waitForIslands(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    await expect.poll(async () => ((await (await page.request.get('/api/cart?siteId=demo')).json()) as { items: unknown[] }).items.length).toBe(0);

    // The demo site's owner (the e2e admin) finds it by its reference and marks it fulfilled.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    watchErrors(owner, errors);
    await login(owner);
    // The stock went down by what was bought.
    for (const { product, quantity } of lines) expect(await storedStock(owner, product.id)).toBe(product.stock - quantity);

    // From the site's page in the dashboard.
    await owner.goto(siteDashboard('demo'));
    await owner.getByRole('link', { name: M.title, exact: true }).click();
    await expect(owner).toHaveURL(siteOrders('demo'));
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText(/: orders$/);
    await owner.getByRole('searchbox', { name: M.searchLabel }).fill(reference.toLowerCase());
    const rows = owner.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(buyer.name);
    await expect(rows.first()).toContainText(PAYMENT_METHOD_LABELS.delivery);
    await expect(rows.first()).toContainText(ORDER_STATUS_LABELS.pending);
    await expectNoSeriousAxeViolations(owner);

    // Open it by keyboard.
    await rows.first().getByRole('button', { name: reference }).focus();
    await owner.keyboard.press('Enter');
    const dialog = owner.getByRole('dialog', { name: M.orderTitle(reference) });
    await expect(dialog).toBeVisible();
    for (const { product } of lines) await expect(dialog).toContainText(product.name);
    await expect(dialog.locator('[data-order-address]')).toHaveText(`${street}Flat 4D02 X285 Port TownIreland`);
    await expect(dialog.locator('[data-order-history]')).toContainText('Pending · Checkout');
    await expect(dialog.getByRole('group', { name: M.actionsHeading }).getByRole('button')).toHaveText([
      OWNER_ACTION_LABELS.paid,
      OWNER_ACTION_LABELS.fulfilled,
      OWNER_ACTION_LABELS.cancelled,
      M.close,
    ]);
    await expectNoSeriousAxeViolations(owner, '[role="dialog"]');

    await dialog.getByLabel(M.noteLabel).fill('Handed over at the door');
    await dialog.getByRole('button', { name: OWNER_ACTION_LABELS.fulfilled }).click();
    await expect(toast(owner, M.statusChanged(reference, ORDER_STATUS_LABELS.fulfilled))).toBeVisible();
    await expect(dialog.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.fulfilled);
    const history = dialog.locator('[data-order-history] li');
    await expect(history.last()).toContainText('Pending → Fulfilled · Dashboard, by Demo Admin');
    await expect(history.last()).toContainText('Handed over at the door');
    await expectNoSeriousAxeViolations(owner, '[role="dialog"]');
    await owner.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(rows.first().getByRole('button', { name: reference })).toBeFocused();
    await expect(rows.first()).toContainText(ORDER_STATUS_LABELS.fulfilled);

    // The filter by status finds it among the fulfilled, not among the pending.
    await owner.getByLabel(M.statusFilter).selectOption('pending');
    await expect(owner.getByText(M.noMatch)).toBeVisible();
    await owner.getByLabel(M.statusFilter).selectOption('fulfilled');
    await expect(rows).toHaveCount(1);
    await ownerContext.close();

    // The buyer's own orders show it fulfilled.
    await page.goto(ACCOUNT_ORDERS);
    const mine = page.locator(`[data-account-order="${reference}"]`);
    await expect(mine.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.fulfilled);
    await expect(mine.locator('[data-order-line]')).toHaveCount(2);
    await expect(mine.locator('[data-order-address]')).toHaveText(`${street}Flat 4D02 X285 Port TownIreland`);
    expect(errors).toEqual([]);
    await buyerContext.close();
  });
});
