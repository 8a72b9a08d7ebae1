import { expect, request, test, type Page } from '@playwright/test';
import { E2E_FAKE_STRIPE_URL } from '../../playwright.config.ts';
import { APPLY_CODE_LABEL, CHOOSE_REGION, discountCodeApplied, DISCOUNT_CODE_LABEL, POSTCODE_LABEL, PRICE_BREAKDOWN_LABEL, REGION_LABEL, SHIPPING_GROUP_LABEL } from '../../src/core/cart-drawer/checkout-messages.ts';
import { CUSTOMER_ADDRESS_LINE1_LABEL, CUSTOMER_CITY_LABEL, CUSTOMER_COUNTRY_LABEL, CUSTOMER_EMAIL_LABEL, CUSTOMER_NAME_LABEL, CUSTOMER_PHONE_LABEL, CUSTOMER_POSTAL_CODE_LABEL } from '../../src/core/cart-drawer/messages.ts';
import { PLACE_ORDER_LABEL } from '../../src/core/checkout/messages.ts';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../src/core/checkout/order.ts';
import { orderConfirmationSubject } from '../../src/core/mail/messages.ts';
import { webhookPathOf } from '../../src/core/paths/routes.ts';
import { pdfText } from '../../src/server/testing/pdf-text.ts';
import { createSite, deleteSiteAs, E2E_ADMIN, expectNoSeriousAxeViolations, origin, signUpConfirmed } from './fixtures.ts';
import { checkoutOneProduct, createShopProduct, publishShop } from './shop-site.ts';

// Issue 26: a shop that ships to Germany at two rates, charges 19 % VAT on top of its prices and has
// a 10 % code. A buyer chooses the country and a rate in the drawer, applies the code, and pays by
// card on the (fake) hosted page, which charges the discounted total with shipping and tax; the
// success page, the confirmation mail and the invoice show the same breakdown. At 390 px, by
// keyboard where the buyer chooses, axe clean.

const stamp = Date.now().toString(36);
const PASSWORD = 'Str0ng-enough!';
const OWNER = `rules-${stamp}@example.com`;
const BUYER = `rules-buyer-${stamp}@example.com`;
const SHOPPER = { name: 'Signed Shopper', email: `rules-shopper-${stamp}@example.com`, password: PASSWORD };
const TITLE = `Rules ${stamp}`;
const PRODUCT = `Teapot ${stamp}`;
const CODE = `SAVE${stamp.slice(-4).toUpperCase()}`;
const KEYS = { secret: `sk_test_rules${stamp}Secret`, publishable: `pk_test_rules${stamp}`, webhook: `whsec_rules${stamp}Signing` };

// $40.00 − 10 % ($4.00) = $36.00; Standard $4.90; VAT 19 % per line after its discount: 36.00 → 6.84,
// shipping 4.90 → 0.931 → 0.93; tax $7.77; total 36.00 + 4.90 + 7.77 = $48.67.
// Amounts without their symbol: the pages and mails write $40.00, the invoice's PDF font 40.00 USD.
const EXPECTED = [
  ['Subtotal', '40.00'],
  [`Discount (${CODE})`, '4.00'],
  ['Shipping (Standard)', '4.90'],
  ['Tax', '7.77'],
  ['Total', '48.67'],
] as const;

async function ownerCall(page: Page, siteId: string, path: string, data: unknown, method: 'POST' | 'PUT' = 'POST') {
  const response = await page.request.fetch(`/api/sites/${siteId}${path}`, { method, headers: origin(page), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, { id: string }>;
}

/** Each expected row's label and amount, in order, in a breakdown's text (the minus of a discount aside). */
function expectBreakdownIn(text: string) {
  let from = 0;
  for (const [label, amount] of EXPECTED) {
    const at = text.indexOf(label, from);
    expect(at, `"${label}" after position ${from} in:\n${text}`).toBeGreaterThanOrEqual(0);
    const amountAt = text.indexOf(amount, at);
    expect(amountAt, `${amount} after "${label}" in:\n${text}`).toBeGreaterThan(at);
    from = amountAt;
  }
}

interface TeapotShop {
  owner: string;
  siteId: string;
  shopPath: string;
  productId: string;
}

/** A new owner's shop with the teapot and its rules: Germany at Standard and Express, 19 % VAT, the 10 % code. */
async function openTeapotShop(page: Page, owner: string, title: string): Promise<TeapotShop> {
  await page.goto('/api/health');
  await signUpConfirmed(page, { name: 'Teapot Owner', email: owner, password: PASSWORD });
  const siteId = await createSite(page, title, 'A shop with shipping, tax and codes');
  const shopPath = await publishShop(page, siteId, 'Teapots');
  const productId = await createShopProduct(page, siteId, { name: PRODUCT, price: 40, stock: 5, shipping_weight: 0.8 });
  // Its rules, through the owners' API (the screens have their own spec).
  const zone = await ownerCall(page, siteId, '/shipping-zones', { name: 'Germany', countries: ['DE'] });
  await ownerCall(page, siteId, `/shipping-zones/${zone.zone!.id}/rates`, { name: 'Standard', kind: 'flat', amountCents: 490 });
  await ownerCall(page, siteId, `/shipping-zones/${zone.zone!.id}/rates`, { name: 'Express', kind: 'flat', amountCents: 1290 });
  await ownerCall(page, siteId, '/taxes/rates', { country: 'DE', taxClass: 'standard', rate: '19' });
  await ownerCall(page, siteId, '/discount-codes', { code: CODE, kind: 'percent', value: 10 });
  return { owner, siteId, shopPath, productId };
}

test.describe('Checkout with the shop’s shipping, tax and a discount code', () => {
  const shops: TeapotShop[] = [];

  test.afterAll(async ({ browser }) => {
    for (const shop of shops) await deleteSiteAs(browser, { email: shop.owner, password: PASSWORD }, shop.siteId);
  });

  test('a code and a rate in the drawer, the card charged the discounted total with shipping and tax, the same breakdown on the success page, in the mail and on the invoice', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const shop = await openTeapotShop(page, OWNER, TITLE);
    shops.push(shop);
    const { siteId, shopPath, productId } = shop;

    // The shop's own Stripe test account (decision 058), its webhook registered in the fake.
    await ownerCall(page, siteId, '/payment-settings', { stripePublishableKey: KEYS.publishable, stripeSecretKey: KEYS.secret, stripeWebhookSecret: KEYS.webhook }, 'PUT');
    const registered = await page.request.post(`${E2E_FAKE_STRIPE_URL}/__fake/accounts`, {
      data: { secretKey: KEYS.secret, webhookSecret: KEYS.webhook, webhookUrl: `${baseURL}${webhookPathOf('stripe', siteId)}` },
    });
    expect(registered.status()).toBe(201);

    const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const buyer = await buyerContext.newPage();
    const checkout = await checkoutOneProduct(buyer, siteId, productId, shopPath);
    await expect(checkout.getByRole('radio', { name: PAYMENT_METHOD_LABELS.stripe })).toBeChecked();

    // The country first (by keyboard), then the zone's rates with their prices.
    const country = checkout.getByLabel(CUSTOMER_COUNTRY_LABEL);
    await country.focus();
    await country.selectOption('DE');
    const shipping = checkout.getByRole('group', { name: SHIPPING_GROUP_LABEL });
    await expect(shipping.getByRole('radio')).toHaveCount(2);
    const standard = shipping.getByRole('radio', { name: /Standard/ });
    await standard.focus();
    await buyer.keyboard.press('Space');
    await expect(standard).toBeChecked();

    // The code, typed and applied by keyboard; the server's figures replace the drawer's.
    const code = checkout.getByLabel(DISCOUNT_CODE_LABEL);
    await code.focus();
    await buyer.keyboard.type(CODE.toLowerCase());
    await checkout.getByRole('button', { name: APPLY_CODE_LABEL }).focus();
    await buyer.keyboard.press('Enter');
    await expect(checkout.getByText(discountCodeApplied(CODE))).toBeVisible();
    const breakdown = checkout.getByRole('group', { name: PRICE_BREAKDOWN_LABEL });
    await expect(breakdown.locator('[data-breakdown-row="total"]')).toContainText('$48.67');
    expectBreakdownIn((await breakdown.innerText()).replace(/\s+/g, ' '));
    // A signed-out buyer with a code gives the email its limits are counted by.
    await checkout.getByLabel(CUSTOMER_EMAIL_LABEL, { exact: true }).fill(BUYER);
    // The email is asked again with the quote (its per-email limit): checked once that answer is in.
    await expect(checkout.locator('[data-checkout-quote-updating]')).toHaveCount(0);
    await expect(breakdown).not.toHaveAttribute('aria-busy', 'true');
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(buyer, '[role="dialog"]');

    // The fake hosted page charges what the order says: USD 48.67.
    await checkout.getByRole('button', { name: 'Pay with Credit Card' }).click();
    await expect(buyer.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible({ timeout: 15_000 });
    await expect(buyer.getByRole('button', { name: /^Pay / })).toHaveText('Pay USD 48.67');
    // Stripe is sent the teapot at its price after the code, saying so (decision 074): 40.00 − 4.00.
    await expect(buyer.getByRole('listitem').filter({ hasText: PRODUCT })).toContainText(`USD 36.00 Price after the code ${CODE}`);
    if ((await buyer.getByLabel('Email').inputValue()) === '') await buyer.getByLabel('Email').fill(BUYER);
    await buyer.getByRole('button', { name: /^Pay / }).click();

    // The success page: paid, with the same breakdown.
    await expect(buyer.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.paid, { timeout: 20_000 });
    const reference = (await buyer.locator('[data-order-reference]').textContent())!.trim();
    const success = buyer.locator('[data-order-breakdown]');
    await expect(success).toBeVisible();
    expectBreakdownIn((await success.innerText()).replace(/\s+/g, ' '));
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(buyer);
    await buyerContext.close();

    // The confirmation mail (read from the outbox by the admin, as an operator would) and its invoice.
    const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    try {
      expect((await admin.post('/api/auth/sign-in/email', { data: E2E_ADMIN })).status()).toBe(200);
      let mailText = '';
      await expect
        .poll(async () => {
          const outbox = (await (await admin.get('/api/mail/outbox?limit=100')).json()) as { data: { to: string[]; subject: string; text: string }[] };
          mailText = outbox.data.find((mail) => mail.to.includes(BUYER) && mail.subject === orderConfirmationSubject(reference, TITLE))?.text ?? '';
          return mailText;
        })
        .not.toBe('');
      expectBreakdownIn(mailText);
      const invoiceLink = /https?:\/\/\S*invoice\S*/.exec(mailText)?.[0];
      expect(invoiceLink, mailText).toBeTruthy();
      const pdf = await admin.get(invoiceLink!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expectBreakdownIn((await pdfText(await pdf.body())).replace(/\s+/g, ' '));
    } finally {
      await admin.dispose();
    }
  });

  test('a signed-in shopper’s order shows the same breakdown on their account page in the shop, at 390 px and axe clean', async ({ browser }) => {
    test.setTimeout(180_000);
    // A shop of its own, so this test stands alone.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    const shop = await openTeapotShop(ownerPage, `rules-owner2-${stamp}@example.com`, `${TITLE} accounts`);
    shops.push(shop);
    // A zone of one state and its postcodes: the drawer then asks for both (decision 068 addendum).
    const newYork = await ownerCall(ownerPage, shop.siteId, '/shipping-zones', { name: 'New York City', countries: ['US'], regions: ['US-NY'], postcodes: ['10000..10299'], position: 1 });
    await ownerCall(ownerPage, shop.siteId, `/shipping-zones/${newYork.zone!.id}/rates`, { name: 'Courier', kind: 'flat', amountCents: 900 });
    await ownerContext.close();
    const { siteId, shopPath, productId } = shop;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const shopper = await context.newPage();
    try {
      await shopper.goto('/api/health');
      await signUpConfirmed(shopper, SHOPPER);
      const signedIn = await shopper.request.post('/api/auth/sign-in/email', { headers: origin(shopper), data: { email: SHOPPER.email, password: SHOPPER.password } });
      expect(signedIn.status()).toBe(200);
      const checkout = await checkoutOneProduct(shopper, siteId, productId, shopPath);
      await checkout.getByRole('radio', { name: PAYMENT_METHOD_LABELS.delivery }).check();
      // The United States: the state and the postcode are asked, at 390 px and axe clean, before any rate.
      await checkout.getByLabel(CUSTOMER_COUNTRY_LABEL).selectOption('US');
      const region = checkout.getByRole('combobox', { name: REGION_LABEL });
      await expect(region).toBeVisible();
      await expect(checkout.getByRole('textbox', { name: POSTCODE_LABEL, exact: true })).toBeVisible();
      await expect(checkout.getByText(CHOOSE_REGION).first()).toBeVisible();
      expect(await shopper.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousAxeViolations(shopper, '[role="dialog"]');
      // Both by keyboard: the arrow keys walk the states, then the postcode is typed.
      await region.focus();
      for (let press = 0; press < 3 && (await region.inputValue()) !== 'US-NY'; press++) await shopper.keyboard.press('ArrowDown');
      await expect(region).toHaveValue('US-NY');
      await shopper.keyboard.press('Tab');
      await expect(checkout.getByRole('textbox', { name: POSTCODE_LABEL, exact: true })).toBeFocused();
      await shopper.keyboard.type('10115');
      await expect(checkout.getByRole('group', { name: SHIPPING_GROUP_LABEL }).getByRole('radio', { name: /Courier/ })).toBeVisible();
      // Then Germany, where the order goes: no state asked there.
      await checkout.getByLabel(CUSTOMER_COUNTRY_LABEL).selectOption('DE');
      await expect(region).toHaveCount(0);
      await checkout.getByRole('group', { name: SHIPPING_GROUP_LABEL }).getByRole('radio', { name: /Standard/ }).check();
      await checkout.getByLabel(DISCOUNT_CODE_LABEL).fill(CODE);
      await checkout.getByRole('button', { name: APPLY_CODE_LABEL }).click();
      await expect(checkout.getByText(discountCodeApplied(CODE))).toBeVisible();
      await expect(checkout.getByRole('group', { name: PRICE_BREAKDOWN_LABEL }).locator('[data-breakdown-row="total"]')).toContainText('$48.67');
      // Signed in: no email asked beside the code; the offline form has the address.
      await expect(checkout.getByLabel(CUSTOMER_EMAIL_LABEL, { exact: true })).toHaveValue(SHOPPER.email);
      const name = checkout.getByLabel(CUSTOMER_NAME_LABEL, { exact: true });
      if ((await name.inputValue()) === '') await name.fill(SHOPPER.name);
      await checkout.getByLabel(CUSTOMER_PHONE_LABEL).fill('+49 30 1234567');
      await checkout.getByLabel(CUSTOMER_ADDRESS_LINE1_LABEL).fill('1 Teestraße');
      await checkout.getByLabel(CUSTOMER_CITY_LABEL).fill('Berlin');
      await checkout.getByLabel(CUSTOMER_POSTAL_CODE_LABEL).fill('10115');
      await checkout.getByRole('button', { name: PLACE_ORDER_LABEL }).click();
      const reference = (await shopper.locator('[data-order-reference]').textContent({ timeout: 20_000 }))!.trim();

      await shopper.goto(`/site-${siteId}/account`);
      const card = shopper.locator(`[data-account-order="${reference}"]`);
      const breakdown = card.locator('[data-order-breakdown]');
      await expect(breakdown).toBeVisible();
      expectBreakdownIn((await breakdown.innerText()).replace(/\s+/g, ' '));
      expect(await shopper.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousAxeViolations(shopper);
    } finally {
      await context.close();
    }
  });
});
