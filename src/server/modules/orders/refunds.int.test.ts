import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_AMOUNT_INVALID, REFUND_NOT_ALLOWED, REFUND_TOO_LARGE, REFUNDS_FORBIDDEN } from '#core/checkout/refunds.ts';
import { document, emailOutbox, shopOrder, shopRefund, site } from '#server/db/schema.ts';
import { REFUND_INTERRUPTED_FAILURE, REFUND_RESUME_AFTER_MS, resumePendingRefunds } from './refunds.public.ts';
import { startFakePaypal, type FakePaypal } from '#server/testing/fake-paypal.ts';
import { startFakeStripe, type FakeStripe } from '#server/testing/fake-stripe.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * Refunds from the dashboard (issue 25 item 5): through PayPal's capture refund (the real SDK against
 * the local fake), recorded for offline orders, never more than was paid (also when several are made
 * at once), the owner's restock choice, the owners only, and the provider's own webhook about the same
 * refund adding nothing. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let roles: SiteRoles;
let paypal: FakePaypal;
let stripe: FakeStripe;
let webhookId = '';
let productId = '';

beforeAll(async () => {
  paypal = await startFakePaypal();
  stripe = await startFakeStripe({ webhookSecret: 'whsec_refunds' });
  webhookId = paypal.webhooks.register('client');
  t = await createTestApp({
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_API_URL: paypal.url,
    PAYPAL_WEBHOOK_ID: webhookId,
    STRIPE_SECRET_KEY: 'sk_test_refunds',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_refunds',
    STRIPE_WEBHOOK_SECRET: 'whsec_refunds',
    STRIPE_API_URL: stripe.url,
    CHECKOUT_RATE_LIMIT_MAX: '1000',
  });
  roles = await seedSiteRoles(t, { tag: 'refunds', site: { uniqueId: 'refund-shop', title: 'Shop' }, otherSite: { uniqueId: 'refund-elsewhere', title: 'Elsewhere' } });
  // The shop takes PayPal into the platform's app (an admin allowed it; decision 058).
  await t.deps.database.db.update(site).set({ platformPaymentsAllowed: true }).where(eq(site.id, roles.siteId));
  const [row] = await t.deps.database.db.insert(document).values({ siteId: roles.siteId, collection: 'products', data: { name: 'Lamp', price: 12.5, stock: 1000 } }).returning({ id: document.id });
  productId = row!.id;
});

afterAll(async () => {
  await t?.close();
  await paypal?.close();
  await stripe?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely; each assertion names what it expects
type Json = Record<string, any>;

const CUSTOMER = { name: 'Ada Buyer', email: 'ada@example.com', address: { line1: '1 Analytical Way', line2: null, city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }, phone: '+44 20 7946 0000' };
let clients = 0;

/** Each request from a client of its own: offline orders are bounded per client network. */
async function post(path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
  const ip = `10.78.0.${++clients}`;
  const response = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body), cookie, ip });
  return { status: response.status, body: (await response.json()) as Json };
}

async function stock(): Promise<number> {
  const [row] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, productId));
  return (row!.data as { stock: number }).stock;
}

async function orderRow(id: string) {
  const [row] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.id, id));
  return row!;
}

/** A PayPal order of `quantity` lamps (12.50 each), paid. */
async function paidByPaypal(quantity = 2): Promise<{ id: string; paypalOrderId: string }> {
  const created = await post('/api/cart/paypal-checkout', { items: [{ productId, quantity }], siteId: 'refund-shop' });
  paypal.approve(created.body.orderID);
  expect((await post('/api/cart/paypal-capture', { orderID: created.body.orderID, sessionToken: created.body.sessionToken })).status).toBe(200);
  const [row] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, created.body.orderReference));
  expect(row!.status).toBe('paid');
  return { id: row!.id, paypalOrderId: created.body.orderID };
}

/** An offline (invoice) order of `quantity` lamps the owner marked paid. */
async function paidByInvoice(quantity = 2): Promise<string> {
  const placed = await post('/api/cart/offline-checkout', { method: 'invoice', items: [{ productId, quantity }], siteId: 'refund-shop', customer: CUSTOMER });
  expect(placed.status).toBe(201);
  const [row] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, placed.body.orderReference));
  expect((await post(`/api/orders/${row!.id}/status`, { status: 'paid' }, roles.cookies.owner)).status).toBe(200);
  return row!.id;
}

const refund = (orderId: string, body: Json, cookie = roles.cookies.owner) => post(`/api/orders/${orderId}/refund`, body, cookie);

describe('a refund through PayPal', () => {
  it('refunds half at PayPal, then the rest with the items back in stock; PayPal\'s webhook about it adds nothing', async () => {
    const { id, paypalOrderId } = await paidByPaypal(2);
    const before = await stock();
    const half = await refund(id, { amountCents: 1250, note: 'Scratched' });
    expect(half.status).toBe(200);
    expect(half.body.order).toMatchObject({ status: 'partially_refunded', refundedCents: 1250, refundableCents: 1250, mayRefund: true });
    expect(half.body.order.refunds).toEqual([expect.objectContaining({ amountCents: 1250, status: 'succeeded', source: 'owner', provider: 'paypal', note: 'Scratched' })]);
    expect(half.body.order.history.at(-1).note).toBe('Refunded 12.50 USD through PayPal. Scratched');
    const atPaypal = paypal.orders.get(paypalOrderId)!;
    expect(atPaypal.refunds.map((r) => r.cents)).toEqual([1250]);
    // The refund's id was PayPal's request id: asking again cannot refund twice.
    const [row] = await t.deps.database.db.select().from(shopRefund).where(eq(shopRefund.orderId, id));
    expect(atPaypal.refunds[0]!.requestId).toBe(`refund-${row!.id}`);
    expect(row!.providerRefundId).toBe(atPaypal.refunds[0]!.id);

    // PayPal tells us about the refund we made: nothing new.
    const told = paypal.webhooks.sign(webhookId, paypal.refundEvent(paypalOrderId, { value: '12.50', totalRefunded: '12.50' }));
    expect((await post('/api/webhooks/paypal', told.body, undefined, told.headers)).body.outcome).toBe('unchanged');
    expect(await orderRow(id)).toMatchObject({ status: 'partially_refunded', refundedCents: 1250 });
    expect(await t.deps.database.db.select().from(shopRefund).where(eq(shopRefund.orderId, id))).toHaveLength(1);

    const rest = await refund(id, { amountCents: 1250, restock: true });
    expect(rest.body.order).toMatchObject({ status: 'refunded', refundedCents: 2500, refundableCents: 0, canRestock: false });
    expect(atPaypal.refunds.map((r) => r.cents)).toEqual([1250, 1250]);
    expect(await stock()).toBe(before + 2);
    expect((await refund(id, { amountCents: 1 })).body).toEqual({ error: REFUND_NOT_ALLOWED });
  });

  it('never refunds more than is left, and refuses amounts that are not whole minor units', async () => {
    const { id, paypalOrderId } = await paidByPaypal(1);
    expect(await refund(id, { amountCents: 1251 })).toEqual({ status: 409, body: { error: REFUND_TOO_LARGE, validationErrors: { amountCents: [REFUND_TOO_LARGE] } } });
    for (const amountCents of [0, -100, 12.5, '1250', null, undefined]) {
      expect((await refund(id, { amountCents })).body.error).toBe(REFUND_AMOUNT_INVALID);
    }
    expect((await refund(id, { amountCents: 100, restock: 'yes' })).status).toBe(400);
    expect(paypal.orders.get(paypalOrderId)!.refunds).toEqual([]);
    expect((await orderRow(id)).status).toBe('paid');
  });

  it('makes at most what was paid when several refunds are asked at once', async () => {
    const { id, paypalOrderId } = await paidByPaypal(2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(id, { amountCents: 1000 })));
    const made = answers.filter((a) => a.status === 200);
    expect(made).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    expect(paypal.orders.get(paypalOrderId)!.refunds.map((r) => r.cents)).toEqual([1000, 1000]);
    expect(await orderRow(id)).toMatchObject({ status: 'partially_refunded', refundedCents: 2000 });
  });

  it('says why when PayPal refuses, records the failed attempt and changes nothing else', async () => {
    const { id, paypalOrderId } = await paidByPaypal(1);
    // Refunded in PayPal's own dashboard meanwhile (its webhook not in yet).
    paypal.orders.get(paypalOrderId)!.refunds.push({ id: 'ELSEWHERE', cents: 1250, requestId: null });
    const refused = await refund(id, { amountCents: 1250 });
    expect(refused).toEqual({ status: 502, body: { error: 'PayPal refused the refund: CAPTURE_FULLY_REFUNDED' } });
    expect(await orderRow(id)).toMatchObject({ status: 'paid', refundedCents: 0 });
    const detail = (await t.request(`/api/orders/${id}`, { cookie: roles.cookies.owner }).then((r) => r.json())) as Json;
    expect(detail.order.refunds).toEqual([expect.objectContaining({ status: 'failed', failure: 'CAPTURE_FULLY_REFUNDED', amountCents: 1250 })]);
    expect(detail.order.refundableCents).toBe(1250);
  });

  it('keeps a refund made in PayPal\'s own dashboard as the provider\'s', async () => {
    const { id, paypalOrderId } = await paidByPaypal(2);
    const told = paypal.webhooks.sign(webhookId, paypal.refundEvent(paypalOrderId, { value: '5.00', totalRefunded: '5.00' }));
    expect((await post('/api/webhooks/paypal', told.body, undefined, told.headers)).body.outcome).toBe('applied');
    const refunds = await t.deps.database.db.select().from(shopRefund).where(eq(shopRefund.orderId, id));
    expect(refunds).toEqual([expect.objectContaining({ amountCents: 500, source: 'provider', provider: 'paypal', status: 'succeeded', createdBy: null })]);
    expect(await orderRow(id)).toMatchObject({ status: 'partially_refunded', refundedCents: 500 });
  });
});

describe('a refund an interrupted process left pending', () => {
  /** What refundOrder's first transaction leaves when the process stops before PayPal answers: the amount reserved. */
  async function reserved(orderId: string, amountCents: number, minutesAgo: number, restock = false) {
    const [row] = await t.deps.database.db
      .insert(shopRefund)
      .values({ orderId, amountCents, status: 'pending', source: 'owner', provider: 'paypal', restock, note: 'Broken on arrival', createdBy: roles.userIds.owner, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .returning();
    return row!;
  }
  const refundMails = async (orderId: string) => {
    const { reference } = await orderRow(orderId);
    return (await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order'))).filter((mail) => mail.subject.includes(reference) && /refund/i.test(mail.subject));
  };

  it('holds its amount back until the sweep asks PayPal again under the same request id, then is recorded once, restocked as asked, and the buyer told', async () => {
    const { id, paypalOrderId } = await paidByPaypal(2);
    const before = await stock();
    const pending = await reserved(id, 2500, 20, true);
    // PayPal made it before the process stopped: asking again must not refund twice.
    await t.deps.payments.platform.paypal!.refund({ paymentRef: (await orderRow(id)).providerPaymentRef!, amountCents: 2500, currency: 'USD', refundId: pending.id, orderReference: 'R' });
    // Meanwhile the owner cannot refund it again.
    expect((await refund(id, { amountCents: 100 })).status).toBe(409);

    // Two processes sweep at once.
    const swept = await Promise.all([resumePendingRefunds(t.deps), resumePendingRefunds(t.deps)]);
    expect(swept.reduce((n, s) => n + s.resumed, 0)).toBe(1);
    expect(paypal.orders.get(paypalOrderId)!.refunds.map((r) => r.cents)).toEqual([2500]);
    const [row] = await t.deps.database.db.select().from(shopRefund).where(eq(shopRefund.id, pending.id));
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: paypal.orders.get(paypalOrderId)!.refunds[0]!.id, creditNoteNumber: expect.any(Number) });
    expect(await orderRow(id)).toMatchObject({ status: 'refunded', refundedCents: 2500, stockHeld: false });
    expect(await stock()).toBe(before + 2);
    expect(await refundMails(id)).toHaveLength(1);
    // Nothing is left for a later sweep.
    expect(await resumePendingRefunds(t.deps)).toEqual({ resumed: 0, failed: 0 });
  });

  it('is left alone while it may still be on its way, and made at PayPal when it never got there', async () => {
    const { id, paypalOrderId } = await paidByPaypal(1);
    const young = await reserved(id, 500, 1);
    expect(await resumePendingRefunds(t.deps)).toEqual({ resumed: 0, failed: 0 });
    expect((await t.deps.database.db.select().from(shopRefund).where(eq(shopRefund.id, young.id)))[0]!.status).toBe('pending');
    expect(await resumePendingRefunds(t.deps, Date.now() + REFUND_RESUME_AFTER_MS)).toEqual({ resumed: 1, failed: 0 });
    expect(paypal.orders.get(paypalOrderId)!.refunds.map((r) => r.cents)).toEqual([500]);
    expect(await orderRow(id)).toMatchObject({ status: 'partially_refunded', refundedCents: 500 });
  });

  it('past the providers\' idempotency window, is marked failed with what to check, and its amount is free again', async () => {
    const { id, paypalOrderId } = await paidByPaypal(1);
    const old = await reserved(id, 1250, 24 * 60);
    expect(await resumePendingRefunds(t.deps)).toEqual({ resumed: 0, failed: 1 });
    expect(paypal.orders.get(paypalOrderId)!.refunds).toEqual([]);
    expect((await t.deps.database.db.select().from(shopRefund).where(eq(shopRefund.id, old.id)))[0]).toMatchObject({ status: 'failed', failure: REFUND_INTERRUPTED_FAILURE });
    expect(await orderRow(id)).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect((await refund(id, { amountCents: 1250 })).status).toBe(200);
  });
});

describe('a refund through Stripe', () => {
  it('refunds part of a card payment at Stripe once; Stripe\'s charge.refunded about it adds nothing', async () => {
    const started = await post('/api/cart/stripe-checkout', { items: [{ productId, quantity: 2 }], siteId: 'refund-shop' });
    expect(started.status).toBe(200);
    await stripe.completeSession(started.body.sessionId);
    const paid = stripe.events.at(-1)!;
    expect((await post('/api/webhooks/stripe', paid.payload, undefined, { 'stripe-signature': paid.signature })).body.outcome).toBe('applied');
    const [order] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, started.body.orderReference));
    expect(order!.status).toBe('paid');

    const half = await refund(order!.id, { amountCents: 1250 });
    expect(half.body.order).toMatchObject({ status: 'partially_refunded', refundedCents: 1250 });
    expect(half.body.order.history.at(-1).note).toBe('Refunded 12.50 USD through Stripe.');
    const [row] = await t.deps.database.db.select().from(shopRefund).where(eq(shopRefund.orderId, order!.id));
    expect(stripe.refunds.map((r) => ({ amount: r.amount, paymentIntent: r.payment_intent, refundId: r.metadata.refund_id }))).toEqual([
      { amount: 1250, paymentIntent: order!.providerPaymentRef, refundId: row!.id },
    ]);
    expect(row).toMatchObject({ status: 'succeeded', provider: 'stripe', providerRefundId: stripe.refunds[0]!.id });

    const told = stripe.events.at(-1)!;
    expect(told.type).toBe('charge.refunded');
    expect((await post('/api/webhooks/stripe', told.payload, undefined, { 'stripe-signature': told.signature })).body.outcome).toBe('unchanged');
    expect((await orderRow(order!.id)).refundedCents).toBe(1250);

    // More than is left never reaches Stripe.
    expect((await refund(order!.id, { amountCents: 1251 })).status).toBe(409);
    expect(stripe.refunds).toHaveLength(1);
  });
});

describe('a refund of an offline order', () => {
  it('is recorded (the owner pays the buyer back), partial then full', async () => {
    const id = await paidByInvoice(2);
    const part = await refund(id, { amountCents: 500 });
    expect(part.body.order).toMatchObject({ status: 'partially_refunded', refundedCents: 500, refundableCents: 2000 });
    expect(part.body.order.refunds).toEqual([expect.objectContaining({ amountCents: 500, status: 'succeeded', provider: null })]);
    expect(part.body.order.history.at(-1).note).toBe('Refunded 5.00 USD by the shop (recorded; pay the buyer back yourself).');
    expect((await refund(id, { amountCents: 2000 })).body.order).toMatchObject({ status: 'refunded', refundedCents: 2500 });
  });

  it('is refused for an order not paid yet', async () => {
    const placed = await post('/api/cart/offline-checkout', { method: 'delivery', items: [{ productId, quantity: 1 }], siteId: 'refund-shop', customer: CUSTOMER });
    const [row] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, placed.body.orderReference));
    expect(await refund(row!.id, { amountCents: 100 })).toEqual({ status: 409, body: { error: REFUND_NOT_ALLOWED } });
  });
});

describe('who may refund', () => {
  it('the site\'s owners only: its editors 403, others 404, signed out 401', async () => {
    const id = await paidByInvoice(1);
    expect(await refund(id, { amountCents: 100 }, roles.cookies.editor)).toEqual({ status: 403, body: { error: REFUNDS_FORBIDDEN } });
    expect((await refund(id, { amountCents: 100 }, roles.cookies.stranger)).status).toBe(404);
    expect((await post(`/api/orders/${id}/refund`, { amountCents: 100 })).status).toBe(401);
    expect(await orderRow(id)).toMatchObject({ status: 'paid', refundedCents: 0 });
    // The editor sees the order, and that it may not refund it.
    const seen = (await t.request(`/api/orders/${id}`, { cookie: roles.cookies.editor }).then((r) => r.json())) as Json;
    expect(seen.order).toMatchObject({ mayRefund: false, refundableCents: 1250 });
  });
});
