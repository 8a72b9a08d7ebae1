import { expect, test } from '@playwright/test';
import { ORDER_THANK_YOU } from '../../src/core/checkout/messages.ts';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../src/core/checkout/order.ts';
import { cartButton, plainProduct, proceedToCheckout } from './checkout-helpers.ts';
import { expectNoSeriousAxeViolations, waitForIslands } from './fixtures.ts';

// Issue #11 part 2, PayPal: the drawer creates the order, the (fake) PayPal approval page sends the
// buyer back to /checkout/paypal-return, which captures and goes on to the success page: Paid, the
// cart empty.

test('PayPal checkout: drawer -> fake PayPal approval -> return page captures -> success page shows the order paid', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const product = await plainProduct(page);
  const section = await proceedToCheckout(page, product);
  await section.getByRole('radio', { name: PAYMENT_METHOD_LABELS.paypal }).check();
  await section.getByRole('button', { name: 'Pay with PayPal' }).click();

  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Approve' }).click();

  // paypal-return captures, then replaces itself with the success page.
  await expect(page).toHaveURL(/\/site-demo\/checkout\/success\?paypal_session=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: ORDER_THANK_YOU })).toBeVisible();
  await expect(page.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.paid);
  await expect(page.getByText(PAYMENT_METHOD_LABELS.paypal, { exact: true })).toBeVisible();
  await expect(page.locator('[data-order-line]')).toContainText([product.name]);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await waitForIslands(page);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  expect(errors).toEqual([]);
});
