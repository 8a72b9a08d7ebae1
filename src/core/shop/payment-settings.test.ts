import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_KEY_MAX_LENGTH, PAYPAL_MODE_INVALID, paymentFieldBadFormat, paymentFieldNotText, paymentFieldTooLong, readPaymentSettingsChange, secretStateOf, stripeKeyMode, stripeKeysMixed } from './payment-settings.ts';

describe('payment settings', () => {
  it('read only the fields a body names: trimmed, empty or null as a clearing null', () => {
    expect(readPaymentSettingsChange({ stripeSecretKey: '  sk_test_abc123 ', paypalSecret: '', paypalClientId: null, paypalMode: 'live', other: 'ignored' })).toEqual({
      change: { values: { stripeSecretKey: 'sk_test_abc123', paypalSecret: null, paypalClientId: null }, paypalMode: 'live' },
      errors: null,
    });
    expect(readPaymentSettingsChange({}).change).toEqual({ values: {} });
  });

  it('accept each provider’s key shapes', () => {
    const ok = { stripeSecretKey: 'rk_live_x1', stripePublishableKey: 'pk_live_Y2', stripeWebhookSecret: 'whsec_a+b/c=', paypalClientId: 'A-b_c', paypalSecret: 'E-f_g', paypalWebhookId: '8PT59-7' };
    expect(readPaymentSettingsChange(ok).errors).toBeNull();
  });

  it('name every field of the wrong shape, type or length', () => {
    expect(readPaymentSettingsChange({
      stripeSecretKey: 'sk_prod_x',
      stripePublishableKey: 'pk_test_',
      stripeWebhookSecret: 'whsec_ has spaces',
      paypalClientId: 7,
      paypalWebhookId: `A${'1'.repeat(PAYMENT_KEY_MAX_LENGTH)}`,
      paypalMode: 'production',
    }).errors).toEqual({
      stripeSecretKey: [paymentFieldBadFormat('stripeSecretKey')],
      stripePublishableKey: [paymentFieldBadFormat('stripePublishableKey')],
      stripeWebhookSecret: [paymentFieldBadFormat('stripeWebhookSecret')],
      paypalClientId: [paymentFieldNotText('paypalClientId')],
      paypalWebhookId: [paymentFieldTooLong('paypalWebhookId')],
      paypalMode: [PAYPAL_MODE_INVALID],
    });
    expect(paymentFieldBadFormat('stripeSecretKey')).toMatch(/^Stripe secret key: .*sk_test_, sk_live_, rk_test_ or rk_live_/);
  });

  it('tell test keys from live ones and refuse them mixed, either key alone being fine', () => {
    expect(stripeKeyMode('sk_test_1')).toBe('test');
    expect(stripeKeyMode('rk_live_1')).toBe('live');
    expect(stripeKeyMode(null)).toBeNull();
    expect(stripeKeysMixed('sk_live_1', 'pk_test_1')).toBe(true);
    expect(stripeKeysMixed('rk_test_1', 'pk_test_1')).toBe(false);
    expect(stripeKeysMixed('sk_live_1', null)).toBe(false);
  });

  it('show a secret as set with its last four characters only', () => {
    expect(secretStateOf('sk_test_abcdWXYZ')).toEqual({ set: true, last4: 'WXYZ', readable: true });
    expect(secretStateOf(null)).toEqual({ set: false, last4: null, readable: true });
  });

  it('answer any JSON body with a change or field errors, never a throw, and keep only well-formed values', () => {
    const fields = ['stripeSecretKey', 'stripePublishableKey', 'stripeWebhookSecret', 'paypalClientId', 'paypalSecret', 'paypalWebhookId', 'paypalMode'];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields, 'other'), fc.jsonValue()), (body) => {
        const read = readPaymentSettingsChange(body);
        if (read.change) for (const value of Object.values(read.change.values)) expect(value === null || (value.length > 0 && value.length <= PAYMENT_KEY_MAX_LENGTH)).toBe(true);
        else expect(Object.keys(read.errors).length).toBeGreaterThan(0);
      }),
    );
  });
});
