import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { SIGN_UP_CHECK_MAIL_TITLE, VERIFICATION_MAIL_SUBJECT, signInSubtitle, signUpSubtitle } from '../../src/core/auth/messages.ts';
import { CUSTOMER_ADDRESS_LINE1_LABEL, CUSTOMER_CITY_LABEL, CUSTOMER_COUNTRY_LABEL, CUSTOMER_PHONE_LABEL, CUSTOMER_POSTAL_CODE_LABEL, PROCEED_TO_CHECKOUT, CART_TITLE, CHECKOUT_TITLE } from '../../src/core/cart-drawer/messages.ts';
import { PLACE_ORDER_LABEL } from '../../src/core/checkout/messages.ts';
import { ORDER_REFERENCE_PATTERN, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../src/core/checkout/order.ts';
import { FULFILMENT_LABELS, ORDERS_SCREEN_MESSAGES as M, OWNER_ACTION_LABELS } from '../../src/core/checkout/orders-dashboard.ts';
import { INVOICE_LABELS } from '../../src/core/checkout/invoice-labels.ts';
import { siteOrders } from '../../src/core/paths/routes.ts';
import { pdfText } from '../../src/server/testing/pdf-text.ts';
import { SHOP_ACCOUNT_NAV_LABEL, SHOP_ACCOUNT_TITLE, SHOP_SIGN_OUT, SHOPPER_REVIEWS_NONE, SHOPPER_REVIEWS_TITLE, SHOPPER_WISHLIST_TITLE } from '../../src/core/shop/shop-account-messages.ts';
import { orderTrackingLine } from '../../src/core/shop/owner-notifications.ts';
import { demoProductForSpec } from './demo-products.ts';
import { DEMO_SHOP as SHOP, expectNoBuilderLinks, expectShopBranding } from './shop-branding.ts';
import { expectNoSeriousAxeViolations, login, mailLink, origin, ownNetwork, toast, waitForIslands } from './fixtures.ts';

// Issue 24 item 5, Done when: a shopper of the demo shop signs up from the shop (the sign-in and
// sign-up wear the shop's name and logo, and lead back to it), places an offline order, the owner
// fulfils it with a carrier and tracking number, and the shopper sees it with its tracking on the
// shop's own account page, at phone width and by keyboard; nowhere a link to the platform dashboard.
// Issue 25 item 7: once the owner has taken the payment, the order's invoice downloads from there.

const stamp = Date.now().toString(36);
const shopper = { name: `Shopper ${stamp}`, email: `shopper-${stamp}@example.com`, password: 'Shopper-Pass-1!' };
// The buyer is a client of its own network: the demo shop's per-network bound on offline orders counts it apart.
test.use({ extraHTTPHeaders: ownNetwork(13) });
const productId = demoProductForSpec({ name: `Account lamp ${stamp}`, price: 19, stock: 4 });

test("a shopper signs up from the shop, orders, and follows the owner's fulfilment on the shop's account page", async ({ browser, page }) => {
  test.setTimeout(150_000);

  // Signed out on the shop: its Login leads to a sign-in in the shop's clothes.
  await page.goto('/site-demo');
  await waitForIslands(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?callbackURL=%2Fsite-demo$/);
  await expect(page.getByText(signInSubtitle(SHOP))).toBeVisible();
  await expectShopBranding(page);
  await expectNoBuilderLinks(page);
  await expectNoSeriousAxeViolations(page);

  // Its sign-up is the shop's own page, keeping the way back.
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page).toHaveURL('/site-demo/account/signup?callbackURL=%2Fsite-demo');
  await expect(page).toHaveTitle(`Create an account · ${SHOP}`);
  await expect(page.getByText(signUpSubtitle(SHOP)!)).toBeVisible();
  await expectShopBranding(page);
  await expectNoBuilderLinks(page);
  await expectNoSeriousAxeViolations(page);
  // On a phone, without sideways scroll, and field to field by Tab.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByLabel('Name').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.setViewportSize(desktop);
  await page.getByLabel('Name').fill(shopper.name);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: SIGN_UP_CHECK_MAIL_TITLE })).toBeVisible();
  await expectShopBranding(page);

  // The mailed link signs the shopper in and leads back to the shop, not to the dashboard.
  await page.goto(await mailLink(shopper.email, VERIFICATION_MAIL_SUBJECT));
  await expect(page).toHaveURL(/\/site-demo$/);

  // An order, paid on delivery, through the cart drawer.
  await page.goto(`/data/site-demo/products/${productId()}`);
  await waitForIslands(page);
  const purchase = page.locator('[data-product-purchase]');
  await purchase.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: CART_TITLE });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: PROCEED_TO_CHECKOUT }).click();
  const checkout = drawer.getByRole('region', { name: CHECKOUT_TITLE });
  await checkout.getByRole('radio', { name: PAYMENT_METHOD_LABELS.delivery }).check();
  await checkout.getByLabel(CUSTOMER_ADDRESS_LINE1_LABEL).fill(`${stamp} Account Lane`);
  await checkout.getByLabel(CUSTOMER_CITY_LABEL).fill('Shop Town');
  await checkout.getByLabel(CUSTOMER_POSTAL_CODE_LABEL).fill('12345');
  await checkout.getByLabel(CUSTOMER_COUNTRY_LABEL).selectOption({ label: 'Germany' });
  await checkout.getByLabel(CUSTOMER_PHONE_LABEL).fill('030 1234567');
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/cart/offline-checkout') && r.request().method() === 'POST');
  await checkout.getByRole('button', { name: PLACE_ORDER_LABEL }).click();
  expect((await placed).status()).toBe(201);
  await expect(page).toHaveURL(/\/site-demo\/checkout\/success\?order=/);
  await expect(page.locator('[data-order-reference]')).toHaveText(ORDER_REFERENCE_PATTERN);
  const reference = (await page.locator('[data-order-reference]').textContent())!.trim();
  const successPage = page.url();

  // The owner (the e2e admin) takes the payment (the invoice is numbered then), and fulfils it with a carrier and tracking number.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await login(owner);
  await owner.goto(siteOrders('demo'));
  await owner.getByRole('searchbox', { name: M.searchLabel }).fill(reference.toLowerCase());
  await expect(owner.locator('tbody tr')).toHaveCount(1);
  await owner.getByRole('button', { name: reference }).click();
  const dialog = owner.getByRole('dialog', { name: M.orderTitle(reference) });
  await dialog.getByRole('button', { name: OWNER_ACTION_LABELS.paid }).click();
  await expect(toast(owner, M.statusChanged(reference, ORDER_STATUS_LABELS.paid))).toBeVisible();
  await dialog.getByLabel(FULFILMENT_LABELS.carrier).fill('DHL');
  await dialog.getByLabel(FULFILMENT_LABELS.trackingNumber).fill(`JD${stamp}`);
  await dialog.getByLabel(FULFILMENT_LABELS.trackingUrl).fill(`https://track.example/JD${stamp}`);
  await dialog.getByRole('button', { name: OWNER_ACTION_LABELS.fulfilled }).click();
  await expect(toast(owner, M.statusChanged(reference, ORDER_STATUS_LABELS.fulfilled))).toBeVisible();
  await ownerContext.close();

  // The order's success page (the page the buyer's mails lead back to) shows the tracking too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(successPage);
  await expect(page.locator('[data-order-tracking]')).toHaveText(orderTrackingLine('DHL', `JD${stamp}`)!);
  await expect(page.getByRole('link', { name: new RegExp(FULFILMENT_LABELS.trackingLink) })).toHaveAttribute('href', `https://track.example/JD${stamp}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);

  // Something on their wishlist in this shop (as the product page's heart stores it when signed in).
  const wished = await page.request.post('/api/wishlist?siteId=demo', { headers: origin(page), data: { items: [{ id: productId(), collection: 'products' }] } });
  expect(wished.status(), await wished.text()).toBe(200);

  // At phone width the shopper opens their account from the shop's user menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/site-demo');
  await waitForIslands(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: shopper.name }).click();
  await nav.getByRole('link', { name: SHOP_ACCOUNT_NAV_LABEL }).click();
  await expect(page).toHaveURL('/site-demo/account');
  await expect(page).toHaveTitle(`${SHOP_ACCOUNT_TITLE} · ${SHOP}`);
  await expect(page.getByRole('heading', { level: 1, name: SHOP_ACCOUNT_TITLE })).toBeVisible();
  await expectShopBranding(page);

  const card = page.locator(`[data-account-order="${reference}"]`);
  await expect(card.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.fulfilled);
  await expect(card.locator('[data-order-tracking]')).toHaveText(orderTrackingLine('DHL', `JD${stamp}`)!);
  await expect(card.getByRole('link', { name: new RegExp(FULFILMENT_LABELS.trackingLink) })).toHaveAttribute('href', `https://track.example/JD${stamp}`);
  // Only this shopper's orders of this shop: one, theirs.
  await expect(page.locator('[data-account-order]')).toHaveCount(1);
  // Their wishlist here, each product leading to its page in the shop.
  const wishlist = page.getByRole('region', { name: SHOPPER_WISHLIST_TITLE });
  await expect(wishlist.getByRole('link', { name: `Account lamp ${stamp}` })).toHaveAttribute('href', `/data/site-demo/products/${productId()}`);
  // Their reviews here: none yet.
  await expect(page.getByRole('region', { name: SHOPPER_REVIEWS_TITLE })).toContainText(SHOPPER_REVIEWS_NONE);
  await expectNoBuilderLinks(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);

  // By keyboard: the history opens, and Sign out is reachable; signing out lands back in the shop.
  const history = card.getByText(FULFILMENT_LABELS.history);
  await history.focus();
  await page.keyboard.press('Enter');
  await expect(card.locator('details ol > li').last()).toContainText(ORDER_STATUS_LABELS.fulfilled);
  // The paid order's invoice, one Tab on from its history: a PDF of this order, saved under its number.
  await page.keyboard.press('Tab');
  const invoice = card.getByRole('link', { name: new RegExp(INVOICE_LABELS.downloadInvoice) });
  await expect(invoice).toBeFocused();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
  const text = await pdfText(await readFile((await file.path())!));
  for (const expected of ['Invoice', `Order reference: ${reference}`, shopper.name, `Account lamp ${stamp}`, 'Paid']) expect(text).toContain(expected);
  const signOut = page.getByRole('button', { name: SHOP_SIGN_OUT });
  for (let presses = 0; presses < 20 && !(await signOut.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Shift+Tab');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/site-demo$/);
  // Signed out, the account page asks the shop's sign-in first.
  await page.goto('/site-demo/account');
  await expect(page).toHaveURL('/site-demo/account/login?callbackURL=%2Fsite-demo%2Faccount');
  await expectShopBranding(page);
});
