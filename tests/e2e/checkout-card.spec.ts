import { expect, test, type Page } from '@playwright/test';
import { ORDER_THANK_YOU } from '../../src/core/checkout/messages.ts';
import { ORDER_REFERENCE_PATTERN, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../src/core/checkout/order.ts';
import { expectNoSeriousAxeViolations, waitForIslands } from './fixtures.ts';

// Issue #11 part 2, the card flow: a visitor adds a demo product to the cart, opens the drawer,
// proceeds, keeps Credit Card, pays on the (fake) Stripe hosted page and lands on the success page
// with the order Paid (the fake's signed webhook marks it paid) and the cart empty.

interface Product {
  id: string;
  name: string;
}

/** A demo product without colours or sizes, with stock to sell. */
async function plainProduct(page: Page): Promise<Product> {
  const response = await page.request.get('/api/products?siteId=demo&limit=50');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string; name: string; colors?: unknown[]; sizes?: unknown[]; stock?: number | null; isActive?: boolean }[] };
  const found = data.find((p) => (p.colors?.length ?? 0) === 0 && (p.sizes?.length ?? 0) === 0 && (p.stock === null || (p.stock ?? 0) >= 2) && p.isActive !== false);
  expect(found, 'a plain demo product in stock').toBeTruthy();
  return { id: found!.id, name: found!.name };
}

const cartButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Cart, \d+ items?$/ });

test('card checkout: drawer -> fake Stripe hosted page -> success page shows the order paid, the cart empty', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // CSP refusals and script failures on the shop's pages (not the fake provider's, which has no
  // favicon); a signed-out visitor's cart and wishlist reads answer 401, which the browser logs.
  const appOrigin = new URL(test.info().project.use.baseURL!).origin;
  page.on('console', (message) => {
    const where = message.location().url;
    if (message.type() === 'error' && !message.text().includes('status of 401') && where.startsWith(appOrigin)) errors.push(`${message.text()} (${where})`);
  });
  const product = await plainProduct(page);

  // The product page: add one.
  await page.goto(`/data/site-demo/products/${product.id}`);
  await waitForIslands(page);
  const purchase = page.locator('[data-product-purchase]');
  await purchase.getByRole('button', { name: 'Add to cart' }).click();
  await expect(purchase.getByRole('status')).toHaveText('Added to cart');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  // The shop page's navigation opens the drawer: proceed, the card chosen, pay.
  await page.goto('/site-demo/products');
  await waitForIslands(page);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
  const section = drawer.getByRole('region', { name: 'Checkout' });
  await expect(section.getByRole('radio', { name: PAYMENT_METHOD_LABELS.stripe })).toBeChecked();
  await expect(section.getByRole('radio', { name: PAYMENT_METHOD_LABELS.delivery })).not.toBeChecked();
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  const pay = section.getByRole('button', { name: 'Pay with Credit Card' });
  await pay.focus();
  await page.keyboard.press('Enter');

  // The fake Stripe's hosted page lists the line at the catalogue's price.
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('li')).toContainText([product.name]);
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back on the shop's success page.
  await expect(page).toHaveURL(/\/site-demo\/checkout\/success\?order=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: ORDER_THANK_YOU })).toBeVisible();
  await expect(page.locator('[data-order-reference]')).toHaveText(ORDER_REFERENCE_PATTERN);
  await expect(page.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.paid, { timeout: 20_000 });
  await expect(page.getByText(PAYMENT_METHOD_LABELS.stripe, { exact: true })).toBeVisible();
  await expect(page.locator('[data-order-line]')).toContainText([product.name]);
  const back = page.getByRole('link', { name: 'Continue shopping' });
  await expect(back).toHaveAttribute('href', '/site-demo');
  await expectNoSeriousAxeViolations(page);

  // The cart is empty, on a shop page and after a reload of the success page (cleared once).
  await page.reload();
  await expect(page.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.paid);
  await back.click();
  await waitForIslands(page);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  expect(errors).toEqual([]);
});
