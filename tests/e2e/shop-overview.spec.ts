import { expect, test } from '@playwright/test';
import { ACCOUNT_ORDERS, siteDashboard } from '../../src/core/paths/routes.ts';
import { FULFILMENT_LABELS, OWNER_ACTION_LABELS, PACKING_SLIP_LABELS } from '../../src/core/checkout/orders-dashboard.ts';
import { OVERVIEW_MESSAGES as M, TO_FULFIL_LABEL } from '../../src/core/shop/overview.ts';
import { orderTrackingLine } from '../../src/core/shop/owner-notifications.ts';
import { plainProduct } from './checkout-helpers.ts';
import { expectNoSeriousAxeViolations, login, origin, ownNetwork, signUpConfirmed } from './fixtures.ts';

// Issue #24 items 3 and 6 (decision 053): a shopper orders from the demo shop; its owner sees the
// shop overview on the site's page at phone width, follows "Orders to fulfil" by keyboard to the
// filtered orders list, fulfils the order with a carrier and tracking number, and the shopper's
// account shows the tracking and the order's status history.

test('the owner reads the shop overview, fulfils an order with tracking, and the buyer sees it', async ({ browser, page }) => {
  const shopper = await browser.newPage({ extraHTTPHeaders: ownNetwork(12) });
  const email = `overview-${Date.now()}@example.com`;
  await signUpConfirmed(shopper, { name: 'Overview Shopper', email, password: 'Overview-Shopper-1!' });
  await shopper.request.post('/api/auth/sign-in/email', { headers: { origin: test.info().project.use.baseURL! }, data: { email, password: 'Overview-Shopper-1!' } });
  await shopper.goto('/');
  const product = await plainProduct(shopper);
  const placed = await shopper.request.post('/api/cart/offline-checkout', {
    headers: origin(shopper),
    data: { siteId: 'demo', method: 'delivery', items: [{ productId: product.id, quantity: 1 }], customer: { name: 'Overview Shopper', email, address: { line1: '1 Shop Street', city: 'Shop Town', postalCode: '12345', country: 'DE' }, phone: '030 1234567' } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const reference = ((await placed.json()) as { orderReference: string }).orderReference;

  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  await page.goto(siteDashboard('demo'));
  const overview = page.getByRole('region', { name: M.heading });
  await expect(overview).toBeVisible();
  await expect(overview.getByText(M.salesToday)).toBeVisible();
  const toFulfil = overview.getByRole('link', { name: new RegExp(M.toFulfil) });
  await expect(toFulfil).toContainText(/\d+/);
  await expect(overview.getByRole('link', { name: new RegExp(M.lowStock) })).toHaveAttribute('href', /\/products\?stock=low$/);
  await expect(overview.getByRole('link', { name: new RegExp(M.reviewsPending) })).toHaveAttribute('href', /\/reviews$/);
  // The chart's figures as a table, opened by keyboard.
  await overview.getByText(M.showTable).focus();
  await page.keyboard.press('Enter');
  await expect(overview.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);

  await toFulfil.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\?status=to_fulfil$/);
  await expect(page.getByRole('combobox', { name: /status/i })).toHaveValue('to_fulfil');
  await expect(page.getByRole('combobox', { name: /status/i }).locator('option:checked')).toHaveText(TO_FULFIL_LABEL);
  await page.getByRole('button', { name: reference }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(FULFILMENT_LABELS.carrier).fill('DHL');
  await dialog.getByLabel(FULFILMENT_LABELS.trackingNumber).fill('JD0146000099');
  await dialog.getByRole('button', { name: OWNER_ACTION_LABELS.fulfilled }).click();
  await expect(dialog.locator('[data-order-tracking]')).toHaveText(orderTrackingLine('DHL', 'JD0146000099')!);
  await expectNoSeriousAxeViolations(page);

  // The packing slip: a page of its own in a new tab, to print; where it goes and what is in it, no prices.
  const slipLink = dialog.getByRole('link', { name: new RegExp(FULFILMENT_LABELS.packingSlip) });
  await expect(slipLink).toHaveAttribute('target', '_blank');
  // Opened by keyboard: the link in the dialog, then Enter.
  await slipLink.focus();
  const [slip] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
  await slip.setViewportSize({ width: 390, height: 844 });
  await expect(slip.getByRole('heading', { level: 1 })).toHaveText(PACKING_SLIP_LABELS.title(reference));
  await expect(slip.locator('[data-packing-slip]')).toContainText('Overview Shopper');
  await expect(slip.locator('[data-packing-slip]')).toContainText('1 Shop Street');
  await expect(slip.getByRole('cell', { name: product.name })).toBeVisible();
  await expect(slip.locator('[data-slip-item-count]')).toHaveText('1');
  await expect(slip.locator('[data-order-tracking]')).toHaveText(orderTrackingLine('DHL', 'JD0146000099')!);
  expect(await slip.locator('[data-packing-slip]').innerText()).not.toMatch(/[$€£]\s?\d|\d[.,]\d\d\b/);
  // By keyboard on the slip: Tab reaches the way back, then Print.
  await slip.keyboard.press('Tab');
  await expect(slip.getByRole('link', { name: PACKING_SLIP_LABELS.back })).toBeFocused();
  await slip.keyboard.press('Tab');
  await expect(slip.getByRole('button', { name: PACKING_SLIP_LABELS.print })).toBeFocused();
  expect(await slip.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(slip);
  // The buyer may not open it: the slip answers like an order that does not exist.
  expect((await shopper.goto(slip.url()))?.status()).toBe(404);
  await slip.close();

  await shopper.goto(ACCOUNT_ORDERS);
  const card = shopper.locator(`[data-account-order="${reference}"]`);
  await expect(card.locator('[data-order-tracking]')).toHaveText(orderTrackingLine('DHL', 'JD0146000099')!);
  await card.getByText(FULFILMENT_LABELS.history).click();
  await expect(card.locator('details ol > li').last()).toContainText('Fulfilled');
  await expect(card.locator('details ol > li').first()).toContainText('Pending');
  await shopper.close();
});
