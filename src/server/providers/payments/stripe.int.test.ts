import { createServer, type Server } from 'node:http';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeServer, listen, readBody } from '#server/testing/fake-http.ts';
import { type FakeStripe, startFakeStripe } from '#server/testing/fake-stripe.ts';
import { FAKE_STRIPE_TAX_PERCENT } from '#server/testing/fake-stripe-session.ts';
import { type CardGateway, type CardSessionInput, PaymentProviderError, WebhookSignatureError } from './port.ts';
import { createStripeGateway } from './stripe.ts';

const SECRET = 'whsec_test_adapter';
const logger = pino({ level: 'silent' });

interface Received {
  body: string;
  signature: string | undefined;
}

let hook: Server;
let hookUrl: string;
const received: Received[] = [];
let fake: FakeStripe;
let gateway: CardGateway;

beforeAll(async () => {
  // Our webhook endpoint's stand-in: keeps each body byte for byte with its signature header.
  hook = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push({ body, signature: req.headers['stripe-signature'] as string | undefined });
      res.writeHead(200).end();
    });
  });
  hookUrl = `${await listen(hook)}/api/webhooks/stripe`;
  fake = await startFakeStripe({ webhookUrl: hookUrl, webhookSecret: SECRET });
  gateway = createStripeGateway({ secretKey: 'sk_test_adapter', publishableKey: 'pk_test_adapter', webhookSecret: SECRET, apiUrl: fake.url, logger });
});

afterAll(async () => {
  await fake.close();
  await closeServer(hook);
});

beforeEach(() => {
  received.length = 0;
});

let orderCounter = 0;
function input(overrides: Partial<CardSessionInput> = {}): CardSessionInput {
  orderCounter++;
  return {
    orderId: `00000000-0000-4000-8000-${String(orderCounter).padStart(12, '0')}`,
    orderReference: 'SW-ABCDEFGHJK',
    currency: 'USD',
    lines: [
      { name: 'Linen shirt', unitCents: 4500, quantity: 2, image: 'https://cdn.example.com/shirt.jpg' },
      { name: 'Canvas tote', unitCents: 1299, quantity: 1, image: '/media/tote.jpg' },
    ],
    customerEmail: 'ada@example.com',
    successUrl: 'http://shop.test/checkout/success?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://shop.test/checkout/cancelled',
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    ...overrides,
  };
}

function signed(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const body = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? SECRET, timestamp: options.timestamp });
  return { body, header };
}

function sessionEvent(type: string, session: Record<string, unknown>) {
  return { id: `evt_${type}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: { object: 'checkout.session', ...session } } };
}

describe('Stripe card gateway: checkout sessions', () => {
  it('creates a hosted session with our lines, amounts, order metadata, email and expiry', async () => {
    const request = input();
    const session = await gateway.createSession(request);

    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
    const stored = fake.sessions.get(session.id)!;
    expect(stored).toMatchObject({
      mode: 'payment',
      status: 'open',
      currency: 'usd',
      amount_total: 2 * 4500 + 1299,
      client_reference_id: request.orderId,
      metadata: { order_id: request.orderId, order_reference: 'SW-ABCDEFGHJK' },
      customer_email: 'ada@example.com',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: Math.floor(request.expiresAt.getTime() / 1000),
    });
    // Only an absolute https image is sent: Stripe cannot fetch our relative media paths.
    expect(stored.line_items).toEqual([
      { name: 'Linen shirt', unitAmount: 4500, quantity: 2, images: ['https://cdn.example.com/shirt.jpg'] },
      { name: 'Canvas tote', unitAmount: 1299, quantity: 1, images: [] },
    ]);
  });

  it('charges the lines net of their discount shares, shipping as a fixed-amount option and added tax as a line (decisions 066, 074)', async () => {
    // 102.99 − 10.00 + 4.90 shipping + 8.75 tax = 106.64; the shirts carry 8.75 of the discount, the tote 1.25.
    const lines = input().lines.map((line, index) => ({ ...line, discountCents: index === 0 ? 875 : 125 }));
    const request = input({ lines, amounts: { totalCents: 10664, discountCents: 1000, discountCode: 'SAVE', shipping: { name: 'Standard', amountCents: 490 }, addedTaxCents: 875 } });
    const session = await gateway.createSession(request);
    const stored = fake.sessions.get(session.id)!;
    expect(stored.amount_total).toBe(10664);
    // 90.00 − 8.75 = 81.25 for two shirts: one at 40.63, one at 40.62. No coupon, so no discount of Stripe's own.
    expect(stored.line_items.map((line) => [line.name, line.unitAmount, line.quantity, line.description])).toEqual([
      ['Linen shirt', 4063, 1, 'Price after the code SAVE'],
      ['Linen shirt', 4062, 1, 'Price after the code SAVE'],
      ['Canvas tote', 1174, 1, 'Price after the code SAVE'],
      ['Tax', 875, 1, undefined],
    ]);
    expect(stored.discounts).toEqual([]);
    expect(stored.shipping_cost).toEqual({ amount_total: 490, display_name: 'Standard' });
    expect(stored.automatic_tax).toEqual({ enabled: false });
    expect(stored.total_details).toEqual({ amount_discount: 0, amount_shipping: 490, amount_tax: 0 });
    // The same order asked again makes no second session.
    expect(await gateway.createSession(request)).toEqual(session);
    // An inclusive shop's tax is inside its prices: no tax line.
    const inclusive = await gateway.createSession(input({ amounts: { totalCents: 10299, discountCents: 0, discountCode: null, shipping: { name: 'Pickup', amountCents: 0 }, addedTaxCents: 0 } }));
    expect(fake.sessions.get(inclusive.id)!).toMatchObject({ amount_total: 10299, discounts: [] });
    expect(fake.sessions.get(inclusive.id)!.line_items).toHaveLength(2);
    // Amounts that do not add up to the total are never sent: Stripe would charge another amount.
    await expect(gateway.createSession(input({ amounts: { totalCents: 10300, discountCents: 0, discountCode: null, shipping: null, addedTaxCents: 0 } }))).rejects.toThrow(/do not add up to its total/);
  });

  it('spreads a discount over lines that do not carry their shares by their amounts, and refuses one larger than the goods', async () => {
    const session = await gateway.createSession(input({ amounts: { totalCents: 9299, discountCents: 1000, discountCode: null, shipping: null, addedTaxCents: 0 } }));
    const stored = fake.sessions.get(session.id)!;
    // 10.00 over 90.00 and 12.99: 8.74 (rounded up, the larger remainder) and 1.26.
    expect(stored.line_items.map((line) => [line.unitAmount, line.quantity, line.description])).toEqual([
      [4063, 2, 'Price after your discount'],
      [1173, 1, 'Price after your discount'],
    ]);
    expect(stored.amount_total).toBe(9299);
    await expect(gateway.createSession(input({ amounts: { totalCents: 0, discountCents: 20000, discountCode: null, shipping: { name: 'Post', amountCents: 9701 }, addedTaxCents: 0 } }))).rejects.toThrow(/more than the goods/);
  });

  it('lets Stripe Tax compute the tax when the shop asks for it (decision 073): every price says its tax behaviour, the billing address is required, no tax line', async () => {
    expect(FAKE_STRIPE_TAX_PERCENT).toBe(10);
    // Exclusive: 102.99 − 10.00 + 4.90 = 97.89 before tax; Stripe adds 10 % of the goods (9.30) and of the shipping (0.49).
    const exclusive = await gateway.createSession(input({ amounts: { totalCents: 9789, discountCents: 1000, discountCode: 'SAVE', shipping: { name: 'Standard', amountCents: 490 }, addedTaxCents: 0, providerTax: 'exclusive' } }));
    const stored = fake.sessions.get(exclusive.id)!;
    expect(stored).toMatchObject({ automatic_tax: { enabled: true }, billing_address_collection: 'required', amount_total: 9789 + 930 + 49 });
    expect(stored.total_details).toEqual({ amount_discount: 0, amount_shipping: 490, amount_tax: 979 });
    expect(stored.line_items.map((line) => line.name)).toEqual(['Linen shirt', 'Canvas tote']);
    expect(stored.shipping_cost).toEqual({ amount_total: 490, display_name: 'Standard', tax_behavior: 'exclusive' });
    // Inclusive: the tax is found inside the prices, and the total stays the order's.
    const inclusive = await gateway.createSession(input({ amounts: { totalCents: 10299, discountCents: 0, discountCode: null, shipping: null, addedTaxCents: 0, providerTax: 'inclusive' } }));
    expect(fake.sessions.get(inclusive.id)!).toMatchObject({ amount_total: 10299, total_details: { amount_tax: 936 } });
    // An order carrying its own tax is never also taxed by Stripe.
    await expect(gateway.createSession(input({ amounts: { totalCents: 11174, discountCents: 0, discountCode: null, shipping: null, addedTaxCents: 875, providerTax: 'exclusive' } }))).rejects.toThrow(/carries no tax of its own/);
  });

  it('reports the tax Stripe charged with the payment', () => {
    const { body, header } = signed(sessionEvent('checkout.session.completed', { id: 'cs_tax', client_reference_id: 'order-t', payment_status: 'paid', payment_intent: 'pi_t', amount_total: 10768, currency: 'usd', total_details: { amount_discount: 1000, amount_shipping: 490, amount_tax: 979 } }));
    expect(gateway.parseWebhook(body, header)).toMatchObject({ type: 'paid', amountCents: 10768, taxCents: 979 });
    const untold = signed(sessionEvent('checkout.session.completed', { id: 'cs_untold', client_reference_id: 'order-u', payment_status: 'paid', payment_intent: 'pi_u', amount_total: 100, currency: 'usd' }));
    expect(gateway.parseWebhook(untold.body, untold.header)).toMatchObject({ type: 'paid', taxCents: null });
  });

  it('leaves the email out for a guest', async () => {
    const session = await gateway.createSession(input({ customerEmail: null }));
    expect(fake.sessions.get(session.id)!.customer_email).toBeNull();
  });

  it('creates one session per order however often it is asked (idempotency key)', async () => {
    const request = input();
    const first = await gateway.createSession(request);
    const again = await gateway.createSession(request);
    expect(again).toEqual(first);
    expect([...fake.sessions.values()].filter((s) => s.client_reference_id === request.orderId)).toHaveLength(1);
  });

  it('turns Stripe refusing the request into a PaymentProviderError naming the parameter', async () => {
    await expect(gateway.createSession(input({ lines: [] }))).rejects.toThrow(PaymentProviderError);
    await expect(gateway.createSession(input({ lines: [] }))).rejects.toThrow(/line_items/);
  });

  it('never asks Stripe for a session shorter than its 30-minute minimum (which the fake enforces too)', async () => {
    const session = await gateway.createSession(input({ expiresAt: new Date(Date.now() + 30 * 60 * 1000) }));
    expect(fake.sessions.get(session.id)!.expires_at).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60);
  });

  it('refuses a bad secret key as a PaymentProviderError', async () => {
    const wrongKey = createStripeGateway({ secretKey: 'not-a-key', publishableKey: 'pk_test_x', webhookSecret: SECRET, apiUrl: fake.url, logger });
    await expect(wrongKey.createSession(input())).rejects.toThrow(PaymentProviderError);
  });

  it('reports an unreachable Stripe as a PaymentProviderError', async () => {
    const gone = createServer();
    const url = await listen(gone);
    await closeServer(gone);
    const unreachable = createStripeGateway({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: SECRET, apiUrl: url, logger });
    await expect(unreachable.createSession(input())).rejects.toThrow(PaymentProviderError);
    await expect(unreachable.expireSession('cs_test_gone')).rejects.toThrow(PaymentProviderError);
  });
});

describe('Stripe card gateway: the hosted page and its webhook', () => {
  it('pays on the hosted page: a signed checkout.session.completed reaches the webhook, then the buyer lands on the success URL', async () => {
    const request = input();
    const session = await gateway.createSession(request);

    const page = await fetch(session.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('USD 102.99');
    expect(html).toMatch(/<button type="submit">Pay/);

    const paid = await fetch(session.url, { method: 'POST', body: new URLSearchParams({ email: 'grace@example.com' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.test/checkout/success?session=${session.id}`);

    expect(received).toHaveLength(1);
    const event = gateway.parseWebhook(received[0]!.body, received[0]!.signature);
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'paid',
      sessionId: session.id,
      orderId: request.orderId,
      paymentRef: expect.stringMatching(/^pi_/),
      email: 'grace@example.com',
      amountCents: 10299,
      currency: 'USD',
      taxCents: 0,
    });
    expect(event.type === 'paid' && event.paymentRef).toBe(fake.sessions.get(session.id)!.payment_intent);
  });

  it('sends the buyer who cancels back to the cancel URL, the session still open', async () => {
    const session = await gateway.createSession(input());
    const cancelled = await fetch(`${session.url}/cancel`, { redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe('http://shop.test/checkout/cancelled');
    expect(fake.sessions.get(session.id)!.status).toBe('open');
    expect(received).toHaveLength(0);
  });

  it('maps a refund sent by the fake to a refunded event for the payment intent', async () => {
    const session = await gateway.createSession(input());
    const completed = await fake.completeSession(session.id);
    const status = await fake.sendEvent('charge.refunded', { id: 'ch_test_1', object: 'charge', payment_intent: completed.payment_intent, amount_refunded: 10299 });
    expect(status).toBe(200);
    const refund = received.at(-1)!;
    expect(gateway.parseWebhook(refund.body, refund.signature)).toMatchObject({ id: expect.stringMatching(/^evt_/), type: 'refunded', paymentRef: completed.payment_intent, amountRefundedCents: 10299 });
  });
});

describe('Stripe card gateway: webhook verification', () => {
  const paidSession = { id: 'cs_test_1', client_reference_id: 'order-1', metadata: {}, payment_status: 'paid', payment_intent: 'pi_1', amount_total: 500, currency: 'eur', customer_details: { email: 'a@example.com' } };

  it('accepts a body signed with our secret by the SDK', () => {
    const { body, header } = signed(sessionEvent('checkout.session.completed', paidSession));
    expect(gateway.parseWebhook(body, header)).toMatchObject({ type: 'paid', orderId: 'order-1', currency: 'EUR', amountCents: 500 });
  });

  it('refuses a signature made with another secret', () => {
    const { body, header } = signed(sessionEvent('checkout.session.completed', paidSession), { secret: 'whsec_someone_else' });
    expect(() => gateway.parseWebhook(body, header)).toThrow(WebhookSignatureError);
  });

  it('refuses a body changed after signing', () => {
    const { body, header } = signed(sessionEvent('checkout.session.completed', paidSession));
    expect(() => gateway.parseWebhook(body.replace('"amount_total":500', '"amount_total":1'), header)).toThrow(WebhookSignatureError);
  });

  it('refuses a signature older than five minutes (a replay) and accepts one just inside', () => {
    const now = Math.floor(Date.now() / 1000);
    const old = signed(sessionEvent('checkout.session.completed', paidSession), { timestamp: now - 301 });
    expect(() => gateway.parseWebhook(old.body, old.header)).toThrow(WebhookSignatureError);
    const recent = signed(sessionEvent('checkout.session.completed', paidSession), { timestamp: now - 280 });
    expect(gateway.parseWebhook(recent.body, recent.header).type).toBe('paid');
  });

  it('refuses a missing or malformed signature header', () => {
    const { body } = signed(sessionEvent('checkout.session.completed', paidSession));
    expect(() => gateway.parseWebhook(body, undefined)).toThrow(WebhookSignatureError);
    expect(() => gateway.parseWebhook(body, 'nonsense')).toThrow(WebhookSignatureError);
  });
});

describe('Stripe card gateway: event mapping', () => {
  function parse(type: string, object: Record<string, unknown>) {
    const { body, header } = signed(type.startsWith('checkout.') ? sessionEvent(type, object) : { id: `evt_${type}`, object: 'event', type, data: { object } });
    return gateway.parseWebhook(body, header);
  }

  it('reads the order from metadata when client_reference_id is missing', () => {
    const event = parse('checkout.session.completed', { id: 'cs_1', client_reference_id: null, metadata: { order_id: 'order-m' }, payment_status: 'paid', payment_intent: { id: 'pi_expanded' }, amount_total: 100, currency: 'usd', customer_details: null });
    expect(event).toMatchObject({ type: 'paid', orderId: 'order-m', paymentRef: 'pi_expanded', email: null });
  });

  it('ignores a completed session whose async payment has not settled, and pays when it does', () => {
    const session = { id: 'cs_async', client_reference_id: 'order-a', payment_status: 'unpaid', payment_intent: 'pi_a', amount_total: 700, currency: 'usd' };
    expect(parse('checkout.session.completed', session)).toEqual({ id: 'evt_checkout.session.completed', type: 'ignored' });
    expect(parse('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' })).toMatchObject({ type: 'paid', sessionId: 'cs_async', orderId: 'order-a', amountCents: 700 });
  });

  it('maps a failed async payment and an expired session to failed and expired', () => {
    expect(parse('checkout.session.async_payment_failed', { id: 'cs_f', client_reference_id: 'order-f' })).toEqual({ id: 'evt_checkout.session.async_payment_failed', type: 'failed', sessionId: 'cs_f', orderId: 'order-f' });
    expect(parse('checkout.session.expired', { id: 'cs_e', client_reference_id: null, metadata: { order_id: 'order-e' } })).toEqual({ id: 'evt_checkout.session.expired', type: 'expired', sessionId: 'cs_e', orderId: 'order-e' });
  });

  it('maps a refunded charge to its payment intent and ignores other events', () => {
    expect(parse('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_9' })).toEqual({ id: 'evt_charge.refunded', type: 'refunded', paymentRef: 'pi_9', amountCents: null, amountRefundedCents: null });
    expect(parse('charge.refunded', { id: 'ch_3', object: 'charge', payment_intent: 'pi_8', amount: 5000, amount_refunded: 1200 })).toEqual({
      id: 'evt_charge.refunded',
      type: 'refunded',
      paymentRef: 'pi_8',
      amountCents: 5000,
      amountRefundedCents: 1200,
    });
    expect(parse('charge.refunded', { id: 'ch_2', object: 'charge', payment_intent: null })).toEqual({ id: 'evt_charge.refunded', type: 'ignored' });
    expect(parse('payment_intent.created', { id: 'pi_3', object: 'payment_intent' })).toEqual({ id: 'evt_payment_intent.created', type: 'ignored' });
  });
});

describe('Stripe card gateway: expiring sessions', () => {
  it('expires an open session so nobody can pay it; Stripe sends checkout.session.expired', async () => {
    const request = input();
    const session = await gateway.createSession(request);
    await gateway.expireSession(session.id);

    expect(fake.sessions.get(session.id)!.status).toBe('expired');
    expect((await fetch(session.url)).status).toBe(410);
    expect(received).toHaveLength(1);
    expect(gateway.parseWebhook(received[0]!.body, received[0]!.signature)).toMatchObject({ type: 'expired', sessionId: session.id, orderId: request.orderId });
  });

  it('does nothing for a session already expired or already paid', async () => {
    const expired = await gateway.createSession(input());
    await fake.expireSessionNow(expired.id);
    await expect(gateway.expireSession(expired.id)).resolves.toBeUndefined();

    const paid = await gateway.createSession(input());
    await fake.completeSession(paid.id);
    await expect(gateway.expireSession(paid.id)).resolves.toBeUndefined();
    expect(fake.sessions.get(paid.id)!.status).toBe('complete');
  });

  it('reports a session Stripe does not know as a PaymentProviderError', async () => {
    await expect(gateway.expireSession('cs_test_unknown')).rejects.toThrow(PaymentProviderError);
  });
});
