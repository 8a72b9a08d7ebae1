import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { type FakePaypal, startFakePaypal } from '#server/testing/fake-paypal.ts';
import { type FakeStripe, startFakeStripe } from '#server/testing/fake-stripe.ts';
import { createPayments } from './create-payments.ts';

const logger = pino({ level: 'silent' });
let stripe: FakeStripe;
let paypal: FakePaypal;

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookSecret: 'whsec_env' });
  paypal = await startFakePaypal();
});

afterAll(async () => {
  await stripe.close();
  await paypal.close();
});

const line = { name: 'Mug', unitCents: 1500, quantity: 1, image: null };

describe('createPayments', () => {
  it('offers no online method without provider keys', async () => {
    expect(await createPayments(parseEnv({}), logger)).toEqual({ card: null, paypal: null, source: { card: null, paypal: null }, testMode: { card: false, paypal: false } });
  });

  it('builds each gateway whose keys are set, talking to the URL the environment names', async () => {
    const env = parseEnv({
      STRIPE_SECRET_KEY: 'sk_test_env',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_env',
      STRIPE_WEBHOOK_SECRET: 'whsec_env',
      STRIPE_API_URL: stripe.url,
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_ENVIRONMENT: 'production',
      PAYPAL_API_URL: paypal.url,
    });
    const payments = await createPayments(env, logger);

    expect(payments.card).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_env' });
    // The platform default: test keys, and PayPal's live environment.
    expect(payments).toMatchObject({ source: { card: 'platform', paypal: 'platform' }, testMode: { card: true, paypal: false } });
    const session = await payments.card!.createSession({
      orderId: 'order-env',
      orderReference: 'SW-ABCDEFGHJK',
      currency: 'USD',
      lines: [line],
      customerEmail: null,
      successUrl: 'http://shop.test/ok',
      cancelUrl: 'http://shop.test/cancel',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect(stripe.sessions.has(session.id)).toBe(true);
    // Without a webhook URL the fake keeps its signed events for the test to post; the secret is the environment's.
    await stripe.completeSession(session.id);
    const completed = stripe.events.at(-1)!;
    expect(payments.card!.parseWebhook(completed.payload, completed.signature)).toMatchObject({ type: 'paid', orderId: 'order-env', amountCents: 1500 });

    // The production origin is redirected to the fake as well as the sandbox one.
    const order = await payments.paypal!.createOrder({ orderId: 'order-env', orderReference: 'SW-ABCDEFGHJK', currency: 'USD', lines: [line], totalCents: 1500, returnUrl: 'http://shop.test/ret', cancelUrl: 'http://shop.test/cancel' });
    expect(paypal.orders.has(order.id)).toBe(true);
  });

  it('offers Stripe alone when only its keys are set', async () => {
    const payments = await createPayments(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }), logger);
    expect(payments.card).not.toBeNull();
    expect(payments.paypal).toBeNull();
  });
});
