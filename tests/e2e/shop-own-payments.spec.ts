import { expect, request, test } from '@playwright/test';
import { E2E_FAKE_STRIPE_URL } from '../../playwright.config.ts';
import { CHECKOUT_TEST_MODE_NOTICE } from '../../src/core/cart-drawer/messages.ts';
import { ORDER_STATUS_LABELS, ORDER_REFERENCE_PATTERN, PAYMENT_METHOD_LABELS } from '../../src/core/checkout/order.ts';
import { REFUND_LABELS } from '../../src/core/checkout/refunds.ts';
import { orderConfirmationSubject } from '../../src/core/mail/messages.ts';
import { siteOrders, siteSettings, webhookPathOf } from '../../src/core/paths/routes.ts';
import { PAYMENT_SETTINGS_LABELS as F } from '../../src/core/shop/payment-settings.ts';
import { PAYMENT_SETTINGS_SCREEN as S } from '../../src/core/shop/payment-settings-screen.ts';
import { orderRefundedSubject } from '../../src/core/shop/owner-notifications.ts';
import { createSite, E2E_ADMIN, deleteSiteAs, expectNoSeriousAxeViolations, mailLink, signUpConfirmed, toast } from './fixtures.ts';
import { checkoutOneProduct, createShopProduct, publishShop } from './shop-site.ts';

// Issue 25: a shop paid into its own Stripe account. Its owner enters the account's test keys and
// tests the connection; a buyer pays by card on the (fake) hosted page, whose signed webhook reaches
// the shop's own address; the owner refunds half from the order dialog (Stripe's refunds API, the
// fake's); the buyer has the confirmation and the refund mails, and the refund's credit note by its
// signed link. At 390 px, axe clean.

const stamp = Date.now().toString(36);
const PASSWORD = 'Str0ng-enough!';
const OWNER = `own-pay-${stamp}@example.com`;
const BUYER = `buyer-${stamp}@example.com`;
const TITLE = `Own pay ${stamp}`;
const PRODUCT = `Kettle ${stamp}`;
const KEYS = { secret: `sk_test_own${stamp}Secret`, publishable: `pk_test_own${stamp}`, webhook: `whsec_own${stamp}Signing` };

/** The buyer's mails, as the platform's outbox holds them (the e2e server has no SMTP), read by the admin. */
async function mailSubjectsTo(baseURL: string, to: string): Promise<string[]> {
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    expect((await admin.post('/api/auth/sign-in/email', { data: E2E_ADMIN })).status()).toBe(200);
    const outbox = (await (await admin.get('/api/mail/outbox?limit=100')).json()) as { data: { to: string[]; subject: string }[] };
    return outbox.data.filter((mail) => mail.to.includes(to)).map((mail) => mail.subject);
  } finally {
    await admin.dispose();
  }
}

test.describe('A shop paid into its own Stripe account', () => {
  let siteId = '';

  test.afterAll(async ({ browser }) => {
    if (siteId) await deleteSiteAs(browser, { email: OWNER, password: PASSWORD }, siteId);
  });

  test('keys and Test connection, a card payment to the shop’s account, half refunded from the dashboard, the buyer’s mails', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/api/health');
    await signUpConfirmed(page, { name: 'Kettle Owner', email: OWNER, password: PASSWORD });
    siteId = await createSite(page, TITLE, 'A shop with its own Stripe account');
    const shopPath = await publishShop(page, siteId, 'Kettles');
    const productId = await createShopProduct(page, siteId, { name: PRODUCT, price: 40, stock: 5 });

    // The owner's Stripe test keys, then Test connection against the fake.
    await page.goto(siteSettings(siteId));
    const stripe = page.getByRole('region', { name: S.heading }).getByRole('region', { name: 'Stripe' });
    await stripe.getByLabel(F.stripePublishableKey, { exact: true }).fill(KEYS.publishable);
    await stripe.getByLabel(F.stripeSecretKey, { exact: true }).fill(KEYS.secret);
    await stripe.getByLabel(F.stripeWebhookSecret, { exact: true }).fill(KEYS.webhook);
    await stripe.getByRole('button', { name: 'Save Stripe' }).click();
    await expect(toast(page, S.saved('stripe'))).toBeVisible();
    await stripe.getByRole('button', { name: S.testConnection }).click();
    await expect(stripe.getByRole('status')).toHaveText(/^Connected to Stripe: .*acct_\w+.* \(test mode\)\.$/);
    // The owner adds the shop's webhook address in (the fake) Stripe, with its signing secret.
    const registered = await page.request.post(`${E2E_FAKE_STRIPE_URL}/__fake/accounts`, {
      data: { secretKey: KEYS.secret, webhookSecret: KEYS.webhook, webhookUrl: `${baseURL}${webhookPathOf('stripe', siteId)}` },
    });
    expect(registered.status()).toBe(201);

    // A buyer pays by card: the shop's own account, in test mode.
    const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const buyer = await buyerContext.newPage();
    const checkout = await checkoutOneProduct(buyer, siteId, productId, shopPath);
    await expect(checkout.getByRole('radio', { name: PAYMENT_METHOD_LABELS.stripe })).toBeChecked();
    await expect(checkout.getByText(CHECKOUT_TEST_MODE_NOTICE)).toBeVisible();
    // The drawer's checkout with the test-mode notice, at 390 px.
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(buyer, '[role="dialog"]');
    await checkout.getByRole('button', { name: 'Pay with Credit Card' }).click();
    await expect(buyer.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible({ timeout: 15_000 });
    await buyer.getByLabel('Email').fill(BUYER);
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await expect(buyer.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.paid, { timeout: 20_000 });
    const reference = (await buyer.locator('[data-order-reference]').textContent())!.trim();
    expect(reference).toMatch(ORDER_REFERENCE_PATTERN);
    await buyerContext.close();

    // The owner refunds half from the order dialog, by keyboard.
    await page.goto(siteOrders(siteId));
    await page.getByRole('button', { name: reference }).click();
    const order = page.getByRole('dialog', { name: `Order ${reference}` });
    await expect(order.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.paid);
    await order.getByRole('button', { name: REFUND_LABELS.open }).focus();
    await page.keyboard.press('Enter');
    const refund = page.getByRole('dialog', { name: REFUND_LABELS.title(reference) });
    await expect(refund.getByText(REFUND_LABELS.channel.stripe)).toBeVisible();
    const amount = refund.getByLabel(REFUND_LABELS.amount);
    await expect(amount).toHaveValue('40.00');
    await amount.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('20');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Enter');
    await expect(toast(page, REFUND_LABELS.done(reference))).toBeVisible();
    await expect(order.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.partially_refunded);
    await expect(order.locator('[data-order-refunds]')).toContainText('$20.00 · Refunded');
    await expect(order.locator('[data-order-refunded]')).toHaveText('−$20.00');
    // Stripe's own word about the refund (charge.refunded to the shop's address) adds nothing.
    await expect(order.getByRole('button', { name: REFUND_LABELS.open })).toBeVisible();
    // The order dialog with its refunds (and their credit notes) at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    // The buyer's mails: the confirmation, and the refund with its amount.
    await expect.poll(() => mailSubjectsTo(baseURL!, BUYER), { timeout: 10_000 }).toEqual(expect.arrayContaining([orderConfirmationSubject(reference, TITLE), orderRefundedSubject(reference, TITLE)]));
    // The refund mail's credit note opens without signing in: a PDF.
    const creditNote = await mailLink(BUYER, orderRefundedSubject(reference, TITLE));
    expect(creditNote).toContain('/credit-notes/');
    const anonymous = await request.newContext();
    try {
      const download = await anonymous.get(creditNote);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toBe('application/pdf');
      expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await anonymous.dispose();
    }
  });
});
