import { expect, test } from '@playwright/test';
import {
  CART_TITLE,
  CHECKOUT_TITLE,
  CUSTOMER_ADDRESS_LINE1_LABEL,
  CUSTOMER_CITY_LABEL,
  CUSTOMER_COUNTRY_LABEL,
  CUSTOMER_NAME_LABEL,
  CUSTOMER_PHONE_LABEL,
  CUSTOMER_POSTAL_CODE_LABEL,
  PROCEED_TO_CHECKOUT,
  SAVE_ADDRESS_CHECKBOX,
  SAVED_ADDRESS_SELECT_LABEL,
} from '../../src/core/cart-drawer/messages.ts';
import { PLACE_ORDER_LABEL } from '../../src/core/checkout/messages.ts';
import { PAYMENT_METHOD_LABELS } from '../../src/core/checkout/order.ts';
import {
  ADD_ADDRESS_LABEL,
  ADDRESS_LABEL_LABEL,
  ADDRESS_PHONE_LABEL,
  ADDRESS_SAVED,
  DEFAULT_ADDRESS_BADGE,
  DELETE_ADDRESS_LABEL,
  SAVED_ADDRESSES_NONE,
  SAVED_ADDRESSES_TITLE,
} from '../../src/core/shop/shop-account-messages.ts';
import { demoProductForSpec } from './demo-products.ts';
import { expectNoSeriousAxeViolations, ownNetwork, signUpConfirmed, toast, waitForIslands } from './fixtures.ts';

// Issue 24 item 5, addresses: a shopper saves an address on the shop's account page (at phone
// width, by keyboard, axe clean), finds it filled in at the drawer's pay-on-delivery checkout, and
// the order placed with it shows that address on the account page.

const stamp = Date.now().toString(36);
const shopper = { name: `Addresser ${stamp}`, email: `addresser-${stamp}@example.com`, password: 'Shopper-Pass-1!' };
const street = `${stamp} Saved Street`;
// The buyer is a client of its own network: the demo shop's per-network bound on offline orders counts it apart.
test.use({ extraHTTPHeaders: ownNetwork(14) });
const productId = demoProductForSpec({ name: `Address mug ${stamp}`, price: 9, stock: 4 });

test('a shopper saves an address on the shop’s account page and finds it filled in at checkout', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpConfirmed(page, shopper);

  // At phone width, on the shop's account page: no address yet.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/site-demo/account');
  const section = page.getByRole('region', { name: SAVED_ADDRESSES_TITLE });
  await expect(section).toContainText(SAVED_ADDRESSES_NONE);

  // By keyboard: Add address, each field in turn, Enter saves.
  const add = page.getByRole('button', { name: ADD_ADDRESS_LABEL });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: ADD_ADDRESS_LABEL });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(ADDRESS_LABEL_LABEL).focus();
  await page.keyboard.type('Home');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(CUSTOMER_NAME_LABEL)).toBeFocused();
  await page.keyboard.type(shopper.name);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(ADDRESS_PHONE_LABEL)).toBeFocused();
  await page.keyboard.type('030 7654321');
  await page.keyboard.press('Tab');
  await page.keyboard.type(street);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(CUSTOMER_CITY_LABEL)).toBeFocused();
  await page.keyboard.type('Saveburg');
  await page.keyboard.press('Tab');
  await page.keyboard.type('10115');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(CUSTOMER_COUNTRY_LABEL)).toBeFocused();
  await dialog.getByLabel(CUSTOMER_COUNTRY_LABEL).selectOption({ label: 'Germany' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByLabel(CUSTOMER_CITY_LABEL).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, ADDRESS_SAVED)).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = section.locator('[data-saved-address]');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(street);
  await expect(saved).toContainText(DEFAULT_ADDRESS_BADGE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);

  // In the shop's cart drawer, paying on delivery: the saved address is there, filled in.
  await page.goto(`/data/site-demo/products/${productId()}`);
  await waitForIslands(page);
  await page.locator('[data-product-purchase]').getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: CART_TITLE });
  await drawer.getByRole('button', { name: PROCEED_TO_CHECKOUT }).click();
  const checkout = drawer.getByRole('region', { name: CHECKOUT_TITLE });
  await checkout.getByRole('radio', { name: PAYMENT_METHOD_LABELS.delivery }).check();
  await expect(checkout.getByLabel(SAVED_ADDRESS_SELECT_LABEL)).toBeVisible();
  await expect(checkout.getByLabel(CUSTOMER_ADDRESS_LINE1_LABEL)).toHaveValue(street);
  await expect(checkout.getByLabel(CUSTOMER_CITY_LABEL)).toHaveValue('Saveburg');
  await expect(checkout.getByLabel(CUSTOMER_POSTAL_CODE_LABEL)).toHaveValue('10115');
  await expect(checkout.getByLabel(CUSTOMER_COUNTRY_LABEL)).toHaveValue('DE');
  await expect(checkout.getByLabel(CUSTOMER_PHONE_LABEL)).toHaveValue('030 7654321');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
  // By keyboard: "A new address" empties the address, the saved one fills it again; Space ticks the save box.
  await checkout.getByLabel(SAVED_ADDRESS_SELECT_LABEL).focus();
  await page.keyboard.press('ArrowDown');
  await expect(checkout.getByLabel(CUSTOMER_ADDRESS_LINE1_LABEL)).toHaveValue('');
  await page.keyboard.press('ArrowUp');
  await expect(checkout.getByLabel(CUSTOMER_ADDRESS_LINE1_LABEL)).toHaveValue(street);
  await checkout.getByLabel(SAVE_ADDRESS_CHECKBOX).focus();
  await page.keyboard.press('Space');
  await expect(checkout.getByLabel(SAVE_ADDRESS_CHECKBOX)).toBeChecked();
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/cart/offline-checkout') && r.request().method() === 'POST');
  await checkout.getByRole('button', { name: PLACE_ORDER_LABEL }).click();
  expect((await placed).status()).toBe(201);
  await expect(page).toHaveURL(/\/site-demo\/checkout\/success\?order=/);
  const reference = (await page.locator('[data-order-reference]').textContent())!.trim();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);

  // The order on the account page carries that address.
  await page.goto('/site-demo/account');
  const order = page.locator(`[data-account-order="${reference}"]`);
  await expect(order).toContainText(street);
  await expect(order).toContainText('10115 Saveburg');
  await expect(order).toContainText('Germany');
  // Saving it again at checkout kept no copy.
  await expect(page.getByRole('region', { name: SAVED_ADDRESSES_TITLE }).locator('[data-saved-address]')).toHaveCount(1);

  // By keyboard: Delete, then the confirm's own Delete; the list is empty again.
  await page.getByRole('region', { name: SAVED_ADDRESSES_TITLE }).getByRole('button', { name: new RegExp(`^${DELETE_ADDRESS_LABEL}`) }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  // A danger confirm focuses Cancel as it opens: once it has, the focus moved to Delete stays there
  // (moved earlier, the dialog's own initial focus took it back, and Enter cancelled).
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  const remove = confirm.getByRole('button', { name: DELETE_ADDRESS_LABEL });
  await remove.focus();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: SAVED_ADDRESSES_TITLE })).toContainText(SAVED_ADDRESSES_NONE);
});
