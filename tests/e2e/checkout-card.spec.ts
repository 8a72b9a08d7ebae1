import { expect, test } from '@playwright/test';
import { CHECKOUT_TEST_MODE_NOTICE } from '../../src/core/cart-drawer/messages.ts';
import { ORDER_THANK_YOU } from '../../src/core/checkout/messages.ts';
import { ORDER_REFERENCE_PATTERN, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../src/core/checkout/order.ts';
import { BACK_TO_SHOP, PAYMENT_CANCELLED_TEXT, PAYMENT_CANCELLED_TITLE } from '../../src/core/checkout/page-messages.ts';
import { cartButton, plainProduct, proceedToCheckout } from './checkout-helpers.ts';
import { expectNoSeriousAxeViolations, waitForIslands } from './fixtures.ts';

// Issue #11 part 2, the card flow: a visitor adds a demo product to the cart, opens the drawer,
// proceeds, keeps Credit Card, pays on the (fake) Stripe hosted page and lands on the success page
// with the order Paid (the fake's signed webhook marks it paid) and the cart empty.

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

  const section = await proceedToCheckout(page, product);
  await expect(section.getByRole('radio', { name: PAYMENT_METHOD_LABELS.delivery })).not.toBeChecked();
  // The e2e server's keys are Stripe test keys (decision 058): the checkout says no real payment is taken.
  await expect(section.getByText(CHECKOUT_TEST_MODE_NOTICE)).toBeVisible();
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

test('card checkout cancelled on the hosted page: the order is cancelled, the cart kept', async ({ page }) => {
  const product = await plainProduct(page);
  const section = await proceedToCheckout(page, product);
  await section.getByRole('button', { name: 'Pay with Credit Card' }).click();
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/site-demo\/checkout\/cancelled\?order=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: PAYMENT_CANCELLED_TITLE })).toBeVisible();
  await expect(page.getByText(PAYMENT_CANCELLED_TEXT)).toBeVisible();
  const token = new URL(page.url()).searchParams.get('order')!;
  const read = await page.request.get(`/api/checkout/order?token=${encodeURIComponent(token)}`);
  expect(((await read.json()) as { order: { status: string } }).order.status).toBe('cancelled');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: BACK_TO_SHOP }).click();
  await waitForIslands(page);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
});
