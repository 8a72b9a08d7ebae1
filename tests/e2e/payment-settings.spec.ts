import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_FAKE_REFUSALS } from '../../playwright.config.ts';
import { siteSettings, webhookPathOf } from '../../src/core/paths/routes.ts';
import {
  PAYMENT_SETTINGS_FORBIDDEN,
  PAYMENT_SETTINGS_LABELS as F,
  STRIPE_KEY_REFUSED,
  paymentFieldBadFormat,
  paymentConnectionTestApi,
  paymentSettingsApi,
  paypalKeysRefused,
} from '../../src/core/shop/payment-settings.ts';
import { PAYMENT_SETTINGS_SCREEN as S } from '../../src/core/shop/payment-settings-screen.ts';
import { invitationMailSubject } from '../../src/core/sites/messages.ts';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, mailLink, origin, signUpConfirmed, toast } from './fixtures.ts';

// Issue 25 item 1 (decision 057, addendum): an owner enters the site's own Stripe and PayPal keys in
// the site settings, by keyboard on a phone-sized screen; the page only ever shows ••••last4; Test
// connection reaches the local fakes, which accept the good keys and refuse the bad ones; an editor
// of the site is refused by the API and sees no form.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const STRIPE = { secret: 'sk_test_51E2eGoodKeyAbcdEf9876', publishable: 'pk_test_51E2eGoodKey', webhook: 'whsec_E2eSigningSecret5432' };

/** Types into a field by keyboard: focus, select what is there, type. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function press(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Neither the secret nor all but its last four characters is anywhere in the page. */
async function expectNoSecretsIn(page: Page, secrets: string[]) {
  const html = await page.content();
  for (const secret of secrets) expect(html).not.toContain(secret.slice(0, -4));
}

test('an owner saves the site’s Stripe and PayPal keys, sees only ••••last4, and tests both connections', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  const title = `Pay keys ${unique()}`;
  const siteId = await createSite(page, title, 'Made by the payment settings test.');
  try {
    await page.goto(siteSettings(siteId));
    const section = page.getByRole('region', { name: S.heading });
    const stripe = section.getByRole('region', { name: 'Stripe' });
    const paypal = section.getByRole('region', { name: 'PayPal' });
    await expect(stripe.getByLabel(F.stripeSecretKey, { exact: true })).toBeVisible();
    // Nothing saved: no badge for Stripe, and nothing to test yet.
    await expect(stripe.getByRole('button', { name: S.testConnection })).toBeDisabled();
    await expect(stripe.getByText(S.testNeedsKeys('stripe'))).toBeVisible();
    await expect(stripe.getByText(S.testMode)).toHaveCount(0);
    // The address to paste into each provider, on this server's origin.
    await expect(stripe.getByLabel(S.webhookUrl, { exact: true })).toHaveValue(`${baseURL}${webhookPathOf('stripe', siteId)}`);
    await expect(paypal.getByLabel(S.webhookUrl, { exact: true })).toHaveValue(`${baseURL}${webhookPathOf('paypal', siteId)}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await press(page, stripe.getByRole('button', { name: S.copyLabel('stripe') }));
    await expect(toast(page, S.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${webhookPathOf('stripe', siteId)}`);
    expect(await noSideScroll(page)).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // A key of the wrong kind is named on its own field, and nothing is saved.
    await typeInto(page, stripe.getByLabel(F.stripeSecretKey, { exact: true }), STRIPE.publishable);
    await press(page, stripe.getByRole('button', { name: 'Save Stripe' }));
    await expect(stripe.getByLabel(F.stripeSecretKey, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(stripe).toContainText(paymentFieldBadFormat('stripeSecretKey'));

    // The three Stripe test keys, typed and saved by keyboard.
    await typeInto(page, stripe.getByLabel(F.stripePublishableKey, { exact: true }), STRIPE.publishable);
    await typeInto(page, stripe.getByLabel(F.stripeSecretKey, { exact: true }), STRIPE.secret);
    await typeInto(page, stripe.getByLabel(F.stripeWebhookSecret, { exact: true }), STRIPE.webhook);
    await press(page, stripe.getByRole('button', { name: 'Save Stripe' }));
    await expect(toast(page, S.saved('stripe'))).toBeVisible();
    await expect(stripe.getByText(`••••${STRIPE.secret.slice(-4)}`)).toBeVisible();
    await expect(stripe.getByText(`••••${STRIPE.webhook.slice(-4)}`)).toBeVisible();
    await expect(stripe.getByText(S.testMode)).toBeVisible();
    await expect(stripe.getByLabel(F.stripePublishableKey, { exact: true })).toHaveValue(STRIPE.publishable);
    await expectNoSecretsIn(page, [STRIPE.secret, STRIPE.webhook]);
    await page.reload();
    await expect(stripe.getByText(`••••${STRIPE.secret.slice(-4)}`)).toBeVisible();
    await expectNoSecretsIn(page, [STRIPE.secret, STRIPE.webhook]);

    // Test connection reaches the fake Stripe with the stored key.
    await press(page, stripe.getByRole('button', { name: S.testConnection }));
    await expect(stripe.getByRole('status').filter({ hasText: 'Connected to Stripe' })).toContainText(/Fake Stripe shop \(acct_[0-9a-f]{16}\) \(test mode\)/);
    expect(await noSideScroll(page)).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // A key the fake refuses: replaced by keyboard, tested, the reason shown.
    await press(page, stripe.getByRole('button', { name: `${S.replace} ${F.stripeSecretKey}` }));
    const newSecret = stripe.getByLabel(S.newValue(F.stripeSecretKey), { exact: true });
    await expect(newSecret).toBeFocused();
    await page.keyboard.type(E2E_FAKE_REFUSALS.stripeRevokedKey);
    await press(page, stripe.getByRole('button', { name: 'Save Stripe' }));
    await expect(stripe.getByText(`••••${E2E_FAKE_REFUSALS.stripeRevokedKey.slice(-4)}`)).toBeVisible();
    await press(page, stripe.getByRole('button', { name: S.testConnection }));
    await expect(stripe.getByRole('alert')).toHaveText(`${S.notConnected('stripe')}: ${STRIPE_KEY_REFUSED}`);

    // Clear: the webhook secret goes on save; Undo and Cancel keep a secret as it is.
    await press(page, stripe.getByRole('button', { name: `${S.clear} ${F.stripeWebhookSecret}` }));
    await expect(stripe.getByText(S.willClear)).toBeVisible();
    await press(page, stripe.getByRole('button', { name: 'Save Stripe' }));
    await expect(stripe.getByRole('textbox', { name: F.stripeWebhookSecret, exact: true })).toHaveValue('');
    await expect(stripe.getByText(`••••${STRIPE.webhook.slice(-4)}`)).toHaveCount(0);

    // PayPal sandbox: a client the fake knows, with its secret; then a wrong secret.
    await typeInto(page, paypal.getByLabel(F.paypalClientId, { exact: true }), E2E_FAKE_REFUSALS.paypalClientId);
    await typeInto(page, paypal.getByLabel(F.paypalSecret, { exact: true }), E2E_FAKE_REFUSALS.paypalSecret);
    await typeInto(page, paypal.getByLabel(F.paypalWebhookId, { exact: true }), 'WH-E2E-1234');
    await expect(paypal.getByLabel(F.paypalMode, { exact: true })).toHaveValue('sandbox');
    await press(page, paypal.getByRole('button', { name: 'Save PayPal' }));
    await expect(toast(page, S.saved('paypal'))).toBeVisible();
    await expect(paypal.getByText(`••••${E2E_FAKE_REFUSALS.paypalSecret.slice(-4)}`)).toBeVisible();
    await expect(paypal.getByText(S.testMode)).toBeVisible();
    await press(page, paypal.getByRole('button', { name: S.testConnection }));
    await expect(paypal.getByRole('status').filter({ hasText: 'Connected to PayPal' })).toHaveText('Connected to PayPal (test mode).');
    await press(page, paypal.getByRole('button', { name: `${S.replace} ${F.paypalSecret}` }));
    await page.keyboard.type('Wrong-Secret-0000');
    await press(page, paypal.getByRole('button', { name: 'Save PayPal' }));
    await expect(paypal.getByText('••••0000')).toBeVisible();
    await press(page, paypal.getByRole('button', { name: S.testConnection }));
    await expect(paypal.getByRole('alert')).toHaveText(`${S.notConnected('paypal')}: ${paypalKeysRefused('sandbox')}`);
    await page.reload();
    await expectNoSecretsIn(page, [STRIPE.secret, E2E_FAKE_REFUSALS.stripeRevokedKey, E2E_FAKE_REFUSALS.paypalSecret, 'Wrong-Secret-0000']);
    expect(await noSideScroll(page)).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // An editor of the site: the API refuses them (403) and the page shows a note, no form.
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await editor.setViewportSize({ width: 390, height: 844 });
    const email = `pay-editor-${unique()}@example.com`;
    await signUpConfirmed(editor, { name: 'Pay Editor', email, password: 'Str0ng-enough!' });
    await page.getByLabel("Editor's email address").fill(email);
    await page.getByRole('button', { name: 'Add editor' }).click();
    await expect(page.getByRole('list', { name: 'Invitations' })).toContainText(email);
    await editor.goto(await mailLink(email, invitationMailSubject(title)));
    await editor.getByRole('button', { name: `Join ${title}` }).click();
    await expect(editor).toHaveURL(`/dashboard/sites/site-${siteId}`);
    const read = await editor.request.get(paymentSettingsApi(siteId));
    expect(read.status()).toBe(403);
    expect(((await read.json()) as { error: string }).error).toBe(PAYMENT_SETTINGS_FORBIDDEN);
    expect((await editor.request.put(paymentSettingsApi(siteId), { headers: origin(editor), data: { stripeSecretKey: 'sk_test_editor1' } })).status()).toBe(403);
    expect((await editor.request.post(paymentConnectionTestApi(siteId), { headers: origin(editor), data: { provider: 'stripe' } })).status()).toBe(403);
    await editor.goto(siteSettings(siteId));
    const editorSection = editor.getByRole('region', { name: S.heading });
    await expect(editorSection.getByRole('status')).toHaveText(`${PAYMENT_SETTINGS_FORBIDDEN}.`);
    await expect(editorSection.getByRole('textbox')).toHaveCount(0);
    await expect(editorSection.getByRole('button')).toHaveCount(0);
    expect(await noSideScroll(editor)).toBe(true);
    await expectNoSeriousAxeViolations(editor);
    await editorContext.close();
  } finally {
    await deleteSite(page, siteId);
  }
});
