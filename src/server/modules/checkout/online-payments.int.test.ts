import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYPAL_CAPTURE_FAILED } from '#core/checkout/messages.ts';
import { document, emailOutbox, paymentEvent, shopOrder, shopOrderEvent, site } from '#server/db/schema.ts';
import { startFakePaypal, type FakePaypal } from '#server/testing/fake-paypal.ts';
import { startFakeStripe, type FakeStripe } from '#server/testing/fake-stripe.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * Card and PayPal checkout through the real `stripe` and PayPal SDKs pointed at local fakes:
 * catalogue prices whatever the browser sends, a signed webhook marking the order paid once
 * (replays and forgeries change nothing), an expired session giving the stock back, and a PayPal
 * order captured once. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const WEBHOOK_SECRET = 'whsec_test_checkout';
let t: TestApp;
let roles: SiteRoles;
let stripe: FakeStripe;
let paypal: FakePaypal;
let mugId = '';

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  paypal = await startFakePaypal();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_checkout',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_checkout',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_API_URL: paypal.url,
    CHECKOUT_RATE_LIMIT_MAX: '1000',
  });
  roles = await seedSiteRoles(t, { tag: 'online-pay', site: { uniqueId: 'shop', title: 'Shop' }, otherSite: { uniqueId: 'elsewhere', title: 'Elsewhere' } });
  // The shop has no keys of its own: it is paid through the environment's, which the admin allows it (decision 058).
  await t.deps.database.db.update(site).set({ platformPaymentsAllowed: true }).where(eq(site.id, roles.siteId));
  const [row] = await t.deps.database.db.insert(document).values({ siteId: roles.siteId, collection: 'products', data: { name: 'Mug', price: 12.5, stock: 10 } }).returning({ id: document.id });
  mugId = row!.id;
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await paypal?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely; each assertion names what it expects
type Json = Record<string, any>;

async function post(path: string, body: unknown, headers: Record<string, string> = {}, cookie?: string): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body), cookie });
  return { status: response.status, body: (await response.json()) as Json };
}

async function mugStock(): Promise<number> {
  const [row] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, mugId));
  return (row!.data as { stock: number }).stock;
}

async function orderOf(reference: string) {
  const [row] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, reference));
  return row!;
}

async function historyOf(orderId: string) {
  return t.deps.database.db.select().from(shopOrderEvent).where(eq(shopOrderEvent.orderId, orderId));
}

/** Delivers the fake's last signed event to our webhook as Stripe would. */
function deliver(event: { payload: string; signature: string }) {
  return post('/api/webhooks/stripe', event.payload, { 'stripe-signature': event.signature });
}

describe('card checkout (Stripe)', () => {
  it('offers card and PayPal once configured', async () => {
    const response = await t.request('/api/checkout/methods');
    expect(((await response.json()) as Json).methods.map((m: Json) => m.value)).toEqual(['stripe', 'paypal', 'delivery', 'invoice']);
  });

  it('charges the catalogue price, and a signed webhook marks the order paid exactly once', async () => {
    const before = await mugStock();
    const { status, body } = await post('/api/cart/stripe-checkout', { items: [{ productId: mugId, quantity: 2, price: 0.01, name: 'Cheap mug' }], saveActivity: true, siteId: 'shop' }, {}, roles.cookies.stranger);
    expect(status).toBe(200);
    expect(body.sessionId).toMatch(/^cs_test_/);
    expect(body.url).toBe(`${stripe.url}/pay/${body.sessionId}`);
    expect(body.publishableKey).toBe('pk_test_checkout');
    const session = stripe.sessions.get(body.sessionId)!;
    expect(session.line_items).toEqual([{ name: 'Mug', unitAmount: 1250, quantity: 2, images: [] }]);
    expect(session.amount_total).toBe(2500);
    expect(session.currency).toBe('usd');
    expect(session.success_url).toMatch(/^http:\/\/localhost:3000\/site-shop\/checkout\/success\?order=/);
    expect(session.customer_email).toBe('stranger@online-pay.test');
    const order = await orderOf(body.orderReference);
    expect(order).toMatchObject({ status: 'pending', method: 'stripe', providerRef: body.sessionId, totalCents: 2500, stockHeld: true });
    expect(await mugStock()).toBe(before - 2);

    await stripe.completeSession(body.sessionId, { email: 'Card@Example.com' });
    const completed = stripe.events.at(-1)!;
    const first = await deliver(completed);
    expect(first).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    const paid = await orderOf(body.orderReference);
    expect(paid).toMatchObject({ status: 'paid', providerPaymentRef: session.payment_intent ?? expect.stringMatching(/^pi_/) });

    // Stripe retries, or someone replays the captured request: nothing changes.
    expect((await deliver(completed)).body).toEqual({ received: true, outcome: 'duplicate' });
    const history = await historyOf(order.id);
    expect(history.map((h) => h.toStatus)).toEqual(['pending', 'paid']);
    const mails = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order'));
    expect(mails.filter((m) => m.subject.includes(order.reference))).toHaveLength(1);
    // Numbered in the webhook's transaction, so its confirmation carries the signed invoice link (decision 062).
    expect(paid.invoiceNumber).toEqual(expect.any(Number));
    const link = /Download your invoice \(PDF\): http:\/\/localhost:3000(\S+)/.exec(mails.find((m) => m.subject.includes(order.reference))!.textBody)?.[1];
    expect(link).toMatch(new RegExp(`^/api/invoices/${order.id}\\.pdf\\?expires=`));
    const pdf = await t.request(link!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${paid.invoiceNumber}.pdf"`);
    expect(await mugStock()).toBe(before - 2);
  });

  it('refuses forged and stale webhooks before reading them', async () => {
    const { body } = await post('/api/cart/stripe-checkout', { items: [{ productId: mugId, quantity: 1 }], siteId: 'shop' });
    await stripe.completeSession(body.sessionId);
    const event = stripe.events.at(-1)!;
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_someone_else' });
    expect((await post('/api/webhooks/stripe', event.payload, { 'stripe-signature': forged })).status).toBe(400);
    const tampered = event.payload.replace('"paid"', '"unpaid"');
    expect((await post('/api/webhooks/stripe', tampered, { 'stripe-signature': event.signature })).status).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect((await post('/api/webhooks/stripe', event.payload, { 'stripe-signature': stale })).status).toBe(400);
    expect((await post('/api/webhooks/stripe', event.payload)).status).toBe(400);
    expect((await orderOf(body.orderReference)).status).toBe('pending');
    const recorded = await t.deps.database.db.select().from(paymentEvent);
    expect(recorded.some((r) => event.payload.includes(r.eventId) && r.provider === 'stripe' && r.orderId === null)).toBe(false);
  });

  it('gives the stock back when the session expires unpaid, once', async () => {
    const before = await mugStock();
    const { body } = await post('/api/cart/stripe-checkout', { items: [{ productId: mugId, quantity: 3 }], siteId: 'shop' });
    expect(await mugStock()).toBe(before - 3);
    await stripe.expireSessionNow(body.sessionId);
    const expired = stripe.events.at(-1)!;
    expect((await deliver(expired)).body.outcome).toBe('applied');
    expect(await orderOf(body.orderReference)).toMatchObject({ status: 'cancelled', stockHeld: false });
    expect(await mugStock()).toBe(before);
    expect((await deliver(expired)).body.outcome).toBe('duplicate');
    expect(await mugStock()).toBe(before);
  });

  it('does not take a payment of another amount as payment for the order', async () => {
    const { body } = await post('/api/cart/stripe-checkout', { items: [{ productId: mugId, quantity: 1 }], siteId: 'shop' });
    const session = stripe.sessions.get(body.sessionId)!;
    session.amount_total = 1;
    await stripe.completeSession(body.sessionId);
    expect((await deliver(stripe.events.at(-1)!)).body.outcome).toBe('unchanged');
    expect((await orderOf(body.orderReference)).status).toBe('pending');
  });
});

describe('Stripe refunds', () => {
  /** A paid card order of `quantity` mugs: its reference and payment intent. */
  async function paidOrder(quantity: number): Promise<{ reference: string; paymentIntent: string }> {
    const { body } = await post('/api/cart/stripe-checkout', { items: [{ productId: mugId, quantity }], siteId: 'shop' });
    const session = await stripe.completeSession(body.sessionId);
    expect((await deliver(stripe.events.at(-1)!)).body.outcome).toBe('applied');
    return { reference: body.orderReference, paymentIntent: session.payment_intent! };
  }

  async function refund(paymentIntent: string, amount: number, amountRefunded: number) {
    await stripe.sendEvent('charge.refunded', { id: `ch_${amountRefunded}`, object: 'charge', payment_intent: paymentIntent, amount, amount_refunded: amountRefunded, currency: 'usd' });
    return deliver(stripe.events.at(-1)!);
  }

  it('marks a partial refund partially_refunded with its amount and leaves the stock alone; the rest of the refund makes it refunded', async () => {
    const { reference, paymentIntent } = await paidOrder(2);
    const stock = await mugStock();

    expect((await refund(paymentIntent, 2500, 1000)).body.outcome).toBe('applied');
    expect(await orderOf(reference)).toMatchObject({ status: 'partially_refunded', refundedCents: 1000, stockHeld: true });
    expect(await mugStock()).toBe(stock);

    // Stripe's amount_refunded is the running total: a second partial refund raises it.
    expect((await refund(paymentIntent, 2500, 1500)).body.outcome).toBe('applied');
    expect(await orderOf(reference)).toMatchObject({ status: 'partially_refunded', refundedCents: 1500 });

    expect((await refund(paymentIntent, 2500, 2500)).body.outcome).toBe('applied');
    const order = await orderOf(reference);
    expect(order).toMatchObject({ status: 'refunded', refundedCents: 2500, stockHeld: true });
    expect(await mugStock()).toBe(stock);
    const history = await historyOf(order.id);
    expect(history.map((h) => h.toStatus)).toEqual(['pending', 'paid', 'partially_refunded', 'partially_refunded', 'refunded']);
    expect(history[2]!.note).toBe('Partly refunded in Stripe: 10.00 of 25.00 USD.');
  });

  it('gives the stock back only when the owner restocks a refunded order', async () => {
    const { reference, paymentIntent } = await paidOrder(1);
    const stock = await mugStock();
    expect((await refund(paymentIntent, 1250, 1250)).body.outcome).toBe('applied');
    expect(await mugStock()).toBe(stock);
    const order = await orderOf(reference);
    expect((await post(`/api/orders/${order.id}/restock`, {}, {}, roles.cookies.owner)).status).toBe(200);
    expect(await mugStock()).toBe(stock + 1);
  });
});

describe('PayPal checkout', () => {
  it('creates the order at catalogue prices, captures it once, and a second capture changes nothing', async () => {
    const before = await mugStock();
    const created = await post('/api/cart/paypal-checkout', { items: [{ productId: mugId, quantity: 1, price: 0 }], total: 0, saveActivity: true, siteId: 'shop' });
    expect(created.status).toBe(200);
    const { orderID, sessionToken, approveUrl } = created.body;
    expect(approveUrl).toBe(`${paypal.url}/approve/${orderID}`);
    expect(paypal.orders.get(orderID)).toMatchObject({ currency: 'USD', value: '12.50', intent: 'CAPTURE' });
    expect(paypal.orders.get(orderID)!.returnUrl).toBe(`http://localhost:3000/site-shop/checkout/paypal-return?session=${sessionToken}`);

    expect(await post('/api/cart/paypal-capture', { orderID, sessionToken })).toMatchObject({ status: 409 });
    paypal.approve(orderID, 'payer@example.com');
    const captured = await post('/api/cart/paypal-capture', { orderID, sessionToken });
    expect(captured.status).toBe(200);
    expect(captured.body.sessionToken).toBe(sessionToken);
    const order = await orderOf(captured.body.orderReference);
    expect(order).toMatchObject({ status: 'paid', method: 'paypal', providerRef: orderID, email: 'payer@example.com', totalCents: 1250 });
    expect(await mugStock()).toBe(before - 1);

    const again = await post('/api/cart/paypal-capture', { orderID, sessionToken });
    expect(again).toEqual(captured);
    expect((await historyOf(order.id)).map((h) => h.toStatus)).toEqual(['pending', 'paid']);
    expect(await post('/api/cart/paypal-capture', { orderID: 'OTHER', sessionToken })).toMatchObject({ status: 404 });
  });

  it('fails the order and gives the stock back when PayPal declines', async () => {
    const before = await mugStock();
    const { body } = await post('/api/cart/paypal-checkout', { items: [{ productId: mugId, quantity: 2 }], siteId: 'shop' });
    paypal.approve(body.orderID);
    paypal.orders.get(body.orderID)!.captureOutcome = 'declined';
    expect(await post('/api/cart/paypal-capture', { orderID: body.orderID, sessionToken: body.sessionToken })).toEqual({ status: 402, body: { error: PAYPAL_CAPTURE_FAILED } });
    expect(await mugStock()).toBe(before);
  });
});
