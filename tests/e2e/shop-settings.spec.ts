import { expect, test, type Page } from '@playwright/test';
import { PAYMENT_METHOD_UNAVAILABLE } from '../../src/core/checkout/messages.ts';
import { PAYMENT_METHOD_LABELS } from '../../src/core/checkout/order.ts';
import { siteSettings } from '../../src/core/paths/routes.ts';
import { SHOP_SETTINGS_LABELS as L } from '../../src/core/shop/shop-settings.ts';
import { OWNER_NOTIFICATION_LABELS, OWNER_NOTIFICATION_SETTINGS as N } from '../../src/core/shop/owner-notifications.ts';
import { cartButton, plainProduct, proceedToCheckout } from './checkout-helpers.ts';
import { expectNoSeriousAxeViolations, login, origin, waitForIslands } from './fixtures.ts';

// Issue 21 item 7 (decision 034): the demo shop's owner turns Pay on delivery off in the site
// settings' Shop section, by keyboard on a phone-sized screen; the cart drawer no longer offers
// it and the server refuses it; turned back on, it is offered again.

async function openShopSection(page: Page) {
  await page.goto(siteSettings('demo'));
  const section = page.getByRole('region', { name: L.heading });
  await expect(section).toBeVisible();
  return section;
}

async function setPayOnDelivery(page: Page, on: boolean) {
  const section = await openShopSection(page);
  const box = section.getByRole('checkbox', { name: L.payOnDelivery });
  await box.focus();
  if ((await box.isChecked()) !== on) await page.keyboard.press('Space');
  await expect(box).toBeChecked({ checked: on });
  await section.getByRole('button', { name: L.save }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText(L.saved);
  await expect(section.getByRole('checkbox', { name: L.payOnDelivery })).toBeChecked({ checked: on });
}

test.describe('Shop settings', () => {
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await login(page);
    await setPayOnDelivery(page, true);
    await page.close();
  });

  test('the owner turns Pay on delivery off; the drawer stops offering it and the server refuses it', async ({ browser, page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page);
    const section = await openShopSection(page);
    await expect(section.getByLabel(L.offlineHoldHours)).toHaveValue('72');
    await expect(section.getByLabel(L.maxUnitsPerCheckout)).toHaveValue('20');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // A number out of range is named under its field, and nothing changes.
    await section.getByLabel(L.maxUnitsPerCheckout).fill('0');
    await section.getByRole('button', { name: L.save }).click();
    await expect(page.getByRole('region', { name: L.heading }).getByRole('alert')).toBeVisible();
    await expect(page.getByRole('region', { name: L.heading })).toContainText('Enter a whole number from 1 to 1000.');

    await setPayOnDelivery(page, false);

    const shopper = await browser.newPage();
    const product = await plainProduct(shopper);
    const checkout = await proceedToCheckout(shopper, product);
    await expect(checkout.getByRole('radio', { name: PAYMENT_METHOD_LABELS.invoice })).toBeVisible();
    await expect(checkout.getByRole('radio', { name: PAYMENT_METHOD_LABELS.delivery })).toHaveCount(0);
    const refused = await shopper.request.post('/api/cart/offline-checkout', {
      headers: origin(shopper),
      data: { siteId: 'demo', method: 'delivery', items: [{ productId: product.id, quantity: 1 }], customer: { name: 'Shopper', email: 'shopper@example.com', address: { line1: '1 Shop Street', city: 'Shop Town', postalCode: '12345', country: 'DE' }, phone: '030 1234567' } },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ error: PAYMENT_METHOD_UNAVAILABLE });

    await setPayOnDelivery(page, true);
    await shopper.goto('/site-demo/products');
    await waitForIslands(shopper);
    await cartButton(shopper).click();
    const drawer = shopper.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(drawer.getByRole('region', { name: 'Checkout' }).getByRole('radio', { name: PAYMENT_METHOD_LABELS.delivery })).toBeVisible();
    await shopper.close();
  });

  test('an owner turns their new-order mail off and on again by keyboard, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page);
    await page.goto(siteSettings('demo'));
    const section = page.getByRole('region', { name: N.heading });
    await expect(section).toBeVisible();
    const setNewOrderMail = async (on: boolean) => {
      const box = section.getByRole('checkbox', { name: OWNER_NOTIFICATION_LABELS.new_order });
      await box.focus();
      if ((await box.isChecked()) !== on) await page.keyboard.press('Space');
      await expect(box).toBeChecked({ checked: on });
      // Tab from the last box reaches Save.
      await section.getByRole('checkbox', { name: OWNER_NOTIFICATION_LABELS.new_review }).focus();
      await page.keyboard.press('Tab');
      await expect(section.getByRole('button', { name: N.save })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(section.getByText(N.saved)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('region', { name: N.heading }).getByRole('checkbox', { name: OWNER_NOTIFICATION_LABELS.new_order })).toBeChecked({ checked: on });
    };
    await setNewOrderMail(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await setNewOrderMail(true);
  });
});
