// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_SETTINGS_FORBIDDEN, PAYMENT_SETTINGS_INVALID, STRIPE_KEY_REFUSED, paymentFieldBadFormat, paymentKeysNotSet, type PaymentSettingsView } from '#core/shop/payment-settings.ts';
import { PAYMENT_SETTINGS_SCREEN as S } from '#core/shop/payment-settings-screen.ts';
import { button, click, field, json, renderServed, settle, typeInto, type Route } from '#web/testing/dialog-test-kit.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { STRIPE_CONNECT_SCREEN as C, type StripeConnectView } from '#core/shop/stripe-connect.ts';
import { ConfirmDialogProvider } from '#web/ui/confirm-dialog.tsx';
import { PaymentSettingsSection } from './payment-settings-section.tsx';

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());

const API = '/api/sites/shop1/payment-settings';
const NONE = { set: false, last4: null, readable: true };
const EMPTY: PaymentSettingsView = {
  stripe: { publishableKey: null, secretKey: NONE, webhookSecret: NONE, testMode: null },
  paypal: { clientId: null, secret: NONE, webhookId: null, mode: 'sandbox', testMode: true },
  updatedAt: null,
};
const SAVED: PaymentSettingsView = {
  ...EMPTY,
  stripe: { publishableKey: 'pk_test_abc', secretKey: { set: true, last4: '1234', readable: true }, webhookSecret: { set: true, last4: 'wxyz', readable: true }, testMode: true },
  updatedAt: '2026-11-28T10:00:00.000Z',
};

const CONNECT_API = '/api/sites/shop1/payment-settings/stripe-connect';
const CONNECT_OFF: StripeConnectView = { enabled: false, state: 'not-connected', accountId: null, chargesEnabled: false, detailsSubmitted: false, feePercent: null, testMode: false };
/** The section as the site settings screen holds it (the app's confirm dialog above it); Stripe Connect off unless a test says. */
const render = (routes: Record<string, Route>) =>
  renderServed(
    dom.root,
    { [`GET ${CONNECT_API}`]: () => json(200, { connect: CONNECT_OFF, error: null }), ...routes },
    <ConfirmDialogProvider>
      <PaymentSettingsSection siteUniqueId="shop1" publicOrigin="https://app.example" />
    </ConfirmDialogProvider>,
  );
const region = (name: string) => [...document.querySelectorAll<HTMLElement>('section')].find((section) => document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent === name)!;
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

async function waitFor(check: () => boolean, ms = 3000) {
  for (let waited = 0; waited < ms && !check(); waited += 50) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }
  expect(check()).toBe(true);
}

describe('PaymentSettingsSection', () => {
  it('shows a note and no form to anyone the API answers 403', async () => {
    await render({ [`GET ${API}`]: () => json(403, { error: PAYMENT_SETTINGS_FORBIDDEN }) });
    await waitFor(() => document.body.textContent!.includes(PAYMENT_SETTINGS_FORBIDDEN));
    expect(document.querySelector('[role="status"]')!.textContent).toBe(`${PAYMENT_SETTINGS_FORBIDDEN}.`);
    expect(document.querySelectorAll('input, form')).toHaveLength(0);
  });

  it('says the settings could not be loaded, and Try again loads them', async () => {
    let fail = true;
    await render({ [`GET ${API}`]: () => (fail ? json(500, { error: 'Internal error' }) : json(200, { settings: EMPTY, error: null })) });
    await waitFor(() => document.querySelector('[role="alert"]') !== null);
    expect(document.querySelector('[role="alert"]')!.textContent).toBe('Internal error');
    fail = false;
    await click(button(S.retry));
    await waitFor(() => document.querySelectorAll('form').length === 2);
  });

  it('with nothing saved: inputs for every key, Test connection disabled with why, the webhook URLs absolute', async () => {
    await render({ [`GET ${API}`]: () => json(200, { settings: EMPTY, error: null }) });
    await waitFor(() => document.querySelectorAll('form').length === 2);
    for (const provider of ['stripe', 'paypal'] as const) {
      const section = region(provider === 'stripe' ? 'Stripe' : 'PayPal');
      const test = button(S.testConnection, section);
      expect(test.disabled).toBe(true);
      expect(document.getElementById(test.getAttribute('aria-describedby')!)!.textContent).toBe(S.testNeedsKeys(provider));
      expect(field(S.webhookUrl, section).value).toBe(`https://app.example/api/webhooks/${provider}/shop1`);
    }
    expect(field('Stripe secret key', region('Stripe')).type).toBe('password');
    expect(region('Stripe').querySelector('[data-mode-badge]')).toBeNull();
    expect(region('PayPal').querySelector('[data-mode-badge]')!.textContent).toBe(S.testMode);
  });

  it('shows a saved secret as ••••last4; Save sends a replaced one, \'\' for a cleared one, and nothing of the other provider', async () => {
    const sent: Record<string, unknown>[] = [];
    await render({
      [`GET ${API}`]: () => json(200, { settings: SAVED, error: null }),
      [`PUT ${API}`]: (init) => {
        sent.push(bodyOf(init));
        return json(200, { settings: { ...SAVED, stripe: { ...SAVED.stripe, secretKey: { set: true, last4: '9999', readable: true }, webhookSecret: NONE } }, error: null });
      },
    });
    await waitFor(() => document.querySelectorAll('form').length === 2);
    const stripe = region('Stripe');
    expect(stripe.textContent).toContain('••••1234');
    expect(stripe.textContent).toContain('••••wxyz');
    expect(stripe.querySelector('[data-mode-badge]')!.textContent).toBe(S.testMode);
    expect(button(S.testConnection, stripe).disabled).toBe(false);
    await click(stripe.querySelector('button[aria-label="Replace Stripe secret key"]')!);
    await typeInto(field(S.newValue('Stripe secret key'), stripe), 'sk_test_new9999');
    await click(stripe.querySelector('button[aria-label="Clear Stripe webhook signing secret"]')!);
    expect(stripe.textContent).toContain(S.willClear);
    await click(button('Save Stripe', stripe));
    await settle();
    expect(sent).toEqual([{ stripePublishableKey: 'pk_test_abc', stripeSecretKey: 'sk_test_new9999', stripeWebhookSecret: '' }]);
    // The typed secret is gone from the page; only its last four characters are shown.
    expect(document.body.innerHTML).not.toContain('sk_test_new');
    expect(stripe.textContent).toContain('••••9999');
    expect(field('Stripe webhook signing secret', stripe).value).toBe('');
  });

  it('puts the API’s field errors on their fields', async () => {
    await render({
      [`GET ${API}`]: () => json(200, { settings: EMPTY, error: null }),
      [`PUT ${API}`]: () => json(400, { error: PAYMENT_SETTINGS_INVALID, validationErrors: { paypalClientId: [paymentFieldBadFormat('paypalClientId')] } }),
    });
    await waitFor(() => document.querySelectorAll('form').length === 2);
    const paypal = region('PayPal');
    await typeInto(field('PayPal client ID', paypal), 'bad id!');
    await click(button('Save PayPal', paypal));
    await settle();
    const input = field('PayPal client ID', paypal);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described).toContain(paymentFieldBadFormat('paypalClientId'));
    expect(paypal.querySelector('[role="alert"]')!.textContent).toBe(PAYMENT_SETTINGS_INVALID);
  });

  it('shows what Test connection answers: the account, the provider’s refusal, or why it could not test', async () => {
    const answers = [
      json(200, { result: { ok: true, account: 'Shop (acct_1)', testMode: true }, error: null }),
      json(200, { result: { ok: false, reason: STRIPE_KEY_REFUSED }, error: null }),
      json(409, { error: paymentKeysNotSet('stripe') }),
    ];
    const sent: Record<string, unknown>[] = [];
    await render({
      [`GET ${API}`]: () => json(200, { settings: SAVED, error: null }),
      [`POST ${API}/test`]: (init) => {
        sent.push(bodyOf(init));
        return answers.shift()!;
      },
    });
    await waitFor(() => document.querySelectorAll('form').length === 2);
    const stripe = region('Stripe');
    await click(button(S.testConnection, stripe));
    await settle();
    expect(stripe.querySelector('[role="status"]')!.textContent).toBe(S.connected('stripe', 'Shop (acct_1)', true));
    await click(button(S.testConnection, stripe));
    await settle();
    expect(stripe.querySelector('[role="alert"]')!.textContent).toBe(`${S.notConnected('stripe')}: ${STRIPE_KEY_REFUSED}`);
    await click(button(S.testConnection, stripe));
    await settle();
    expect(stripe.querySelector('[role="alert"]')!.textContent).toBe(paymentKeysNotSet('stripe'));
    expect(sent).toEqual([{ provider: 'stripe' }, { provider: 'stripe' }, { provider: 'stripe' }]);
  });

  it('shows Stripe Connect only when the server runs it: Continue setup while unfinished, Disconnect after a confirm', async () => {
    let view: StripeConnectView = { enabled: true, state: 'onboarding', accountId: 'acct_123', chargesEnabled: false, detailsSubmitted: false, feePercent: 2.5, testMode: true };
    let deleted = 0;
    await render({
      [`GET ${API}`]: () => json(200, { settings: EMPTY, error: null }),
      [`GET ${CONNECT_API}`]: () => json(200, { connect: view, error: null }),
      [`DELETE ${CONNECT_API}`]: () => {
        deleted++;
        view = { ...view, state: 'not-connected' };
        return json(200, { connect: view, error: null });
      },
    });
    await waitFor(() => document.querySelector('[data-stripe-connect]') !== null);
    const panel = () => document.querySelector<HTMLElement>('[data-stripe-connect]')!;
    expect(panel().textContent).toContain(C.onboarding);
    expect(panel().textContent).toContain(C.fee(2.5));
    expect(button(C.continueSetup, panel())).toBeTruthy();
    await click(button(C.disconnect, panel()));
    await waitFor(() => document.querySelector('[role="alertdialog"], [role="dialog"]') !== null);
    const confirmDialog = document.querySelector<HTMLElement>('[role="alertdialog"], [role="dialog"]')!;
    expect(confirmDialog.textContent).toContain(C.disconnectBody);
    expect(deleted).toBe(0);
    await click(button(C.disconnectConfirm, confirmDialog));
    await waitFor(() => panel().getAttribute('data-stripe-connect') === 'not-connected');
    expect(deleted).toBe(1);
    expect(button(C.connect, panel())).toBeTruthy();
  });

  it('hides Stripe Connect when the server does not run it', async () => {
    await render({ [`GET ${API}`]: () => json(200, { settings: EMPTY, error: null }) });
    await waitFor(() => document.querySelectorAll('form').length === 2);
    await settle();
    expect(document.querySelector('[data-stripe-connect]')).toBeNull();
    expect(document.body.textContent).not.toContain(C.heading);
  });
});
