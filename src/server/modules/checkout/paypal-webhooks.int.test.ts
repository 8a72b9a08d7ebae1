import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, emailOutbox, paymentEvent, shopOrder, shopOrderEvent, site } from '#server/db/schema.ts';
import { startFakePaypal, type FakePaypal } from '#server/testing/fake-paypal.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { PAYPAL_PENDING_CAPTURE_HOLD_DAYS } from './capture-paypal.ts';

/*
 * PayPal's later word (issue 25): a capture PayPal holds becomes paid (or failed) by its webhook, refunds
 * and reversals made in PayPal reach the order, every delivery is verified through PayPal's
 * verify-webhook-signature call for the shop's own webhook, and a redelivery changes nothing. Through
 * the real PayPal SDK pointed at the local fake. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let roles: SiteRoles;
let paypal: FakePaypal;
let mugId = '';
let otherMugId = '';
/** The shop's own PayPal app's webhook, and the platform's. */
let webhookId = '';
let platformWebhookId = '';

beforeAll(async () => {
  paypal = await startFakePaypal();
  webhookId = paypal.webhooks.register('shop-client');
  platformWebhookId = paypal.webhooks.register('platform-client');
  t = await createTestApp({
    PAYPAL_CLIENT_ID: 'platform-client',
    PAYPAL_CLIENT_SECRET: 'platform-secret',
    PAYPAL_API_URL: paypal.url,
    PAYPAL_WEBHOOK_ID: platformWebhookId,
    CHECKOUT_RATE_LIMIT_MAX: '1000',
  });
  roles = await seedSiteRoles(t, { tag: 'paypal-hooks', site: { uniqueId: 'pp-shop', title: 'Shop' }, otherSite: { uniqueId: 'pp-elsewhere', title: 'Elsewhere' } });
  // The shop takes PayPal into its own app; the other site into the platform's (allowed by an admin).
  const saved = await t.request('/api/sites/pp-shop/payment-settings', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paypalClientId: 'shop-client', paypalSecret: 'shop-secret', paypalWebhookId: webhookId }),
    cookie: roles.cookies.owner,
  });
  expect(saved.status).toBe(200);
  await t.deps.database.db.update(site).set({ platformPaymentsAllowed: true }).where(eq(site.id, roles.otherSiteId));
  const rows = await t.deps.database.db
    .insert(document)
    .values([
      { siteId: roles.siteId, collection: 'products', data: { name: 'Mug', price: 12.5, stock: 100 } },
      { siteId: roles.otherSiteId, collection: 'products', data: { name: 'Other mug', price: 12.5, stock: 10 } },
    ])
    .returning({ id: document.id });
  mugId = rows[0]!.id;
  otherMugId = rows[1]!.id;
});

afterAll(async () => {
  await t?.close();
  await paypal?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely; each assertion names what it expects
type Json = Record<string, any>;

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Json };
}

async function stockOf(id: string): Promise<number> {
  const [row] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, id));
  return (row!.data as { stock: number }).stock;
}

async function orderOf(reference: string) {
  const [row] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, reference));
  return row!;
}

async function notesOf(orderId: string): Promise<string[]> {
  const rows = await t.deps.database.db.select().from(shopOrderEvent).where(eq(shopOrderEvent.orderId, orderId));
  return rows.map((row) => row.note ?? '');
}

/** A PayPal order the buyer approved and we captured; `hold` makes PayPal hold the capture (an eCheck). */
async function capturedOrder(options: { site?: string; productId?: string; quantity?: number; hold?: boolean } = {}) {
  const created = await post('/api/cart/paypal-checkout', { items: [{ productId: options.productId ?? mugId, quantity: options.quantity ?? 1 }], siteId: options.site ?? 'pp-shop' });
  expect(created.status).toBe(200);
  const { orderID, sessionToken, orderReference } = created.body as { orderID: string; sessionToken: string; orderReference: string };
  paypal.approve(orderID, 'payer@example.com');
  if (options.hold) paypal.orders.get(orderID)!.captureOutcome = 'pending';
  const captured = await post('/api/cart/paypal-capture', { orderID, sessionToken });
  expect(captured.status).toBe(200);
  return { orderID, reference: orderReference };
}

/** Delivers `event` to a webhook address as PayPal would, signed for `forWebhook`. */
function deliver(event: Json, options: { path?: string; forWebhook?: string } = {}) {
  const signed = paypal.webhooks.sign(options.forWebhook ?? webhookId, event);
  return post(options.path ?? '/api/webhooks/paypal/pp-shop', signed.body, signed.headers);
}

describe('a capture PayPal holds', () => {
  it('keeps the order pending with its stock, then its COMPLETED webhook marks it paid once', async () => {
    const before = await stockOf(mugId);
    const { orderID, reference } = await capturedOrder({ quantity: 2, hold: true });
    const held = await orderOf(reference);
    const captureId = paypal.orders.get(orderID)!.captureId!;
    expect(held).toMatchObject({ status: 'pending', providerPaymentRef: captureId, stockHeld: true, email: 'payer@example.com' });
    // It waits for PayPal far longer than an unpaid checkout's hold.
    expect(held.expiresAt!.getTime() - Date.now()).toBeGreaterThan((PAYPAL_PENDING_CAPTURE_HOLD_DAYS - 1) * 86_400_000);
    expect((await notesOf(held.id)).some((note) => note.includes('PayPal holds the payment (ECHECK)'))).toBe(true);
    expect(await stockOf(mugId)).toBe(before - 2);

    // PayPal's own PENDING event says nothing new.
    expect((await deliver(paypal.captureEvent(orderID, 'PENDING'))).body).toEqual({ received: true, outcome: 'unchanged' });
    const completed = paypal.captureEvent(orderID, 'COMPLETED');
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    const paid = await orderOf(reference);
    expect(paid).toMatchObject({ status: 'paid', providerPaymentRef: captureId });
    const mails = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order'));
    expect(mails.filter((mail) => mail.subject.includes(reference))).toHaveLength(1);

    // PayPal delivers again (it retries until it hears 2xx): nothing changes, no second mail.
    expect((await deliver(completed)).body).toEqual({ received: true, outcome: 'duplicate' });
    const again = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order'));
    expect(again.filter((mail) => mail.subject.includes(reference))).toHaveLength(1);
    expect(await stockOf(mugId)).toBe(before - 2);
  });

  it('fails the order and gives its stock back when PayPal denies the held capture', async () => {
    const before = await stockOf(mugId);
    const { orderID, reference } = await capturedOrder({ quantity: 3, hold: true });
    expect(await stockOf(mugId)).toBe(before - 3);
    expect((await deliver(paypal.captureEvent(orderID, 'DENIED'))).body.outcome).toBe('applied');
    expect(await orderOf(reference)).toMatchObject({ status: 'failed', stockHeld: false });
    expect(await stockOf(mugId)).toBe(before);
  });

  it('does not take a completed capture of another amount as the payment', async () => {
    const { orderID, reference } = await capturedOrder({ hold: true });
    expect((await deliver(paypal.captureEvent(orderID, 'COMPLETED', { value: '0.50' }))).body.outcome).toBe('unchanged');
    const order = await orderOf(reference);
    expect(order.status).toBe('pending');
    expect((await notesOf(order.id)).some((note) => note.includes('not the order\'s total'))).toBe(true);
  });

  it('hears a COMPLETED event for a capture already paid by our own capture call without a second change', async () => {
    const { orderID, reference } = await capturedOrder();
    expect((await orderOf(reference)).status).toBe('paid');
    expect((await deliver(paypal.captureEvent(orderID, 'COMPLETED'))).body.outcome).toBe('unchanged');
    const order = await orderOf(reference);
    expect(order.status).toBe('paid');
    expect((await notesOf(order.id)).filter((note) => note.includes('refund it in PayPal'))).toEqual([]);
  });
});

describe('refunds and reversals made in PayPal', () => {
  it('records a partial refund by PayPal\'s running total, then the full refund', async () => {
    const { orderID, reference } = await capturedOrder({ quantity: 2 });
    expect((await deliver(paypal.refundEvent(orderID, { value: '5.00', totalRefunded: '5.00' }))).body.outcome).toBe('applied');
    expect(await orderOf(reference)).toMatchObject({ status: 'partially_refunded', refundedCents: 500 });
    // The same refund told again in another event is no news.
    expect((await deliver(paypal.refundEvent(orderID, { value: '5.00', totalRefunded: '5.00' }))).body.outcome).toBe('unchanged');
    expect((await deliver(paypal.refundEvent(orderID, { value: '20.00', totalRefunded: '25.00' }))).body.outcome).toBe('applied');
    expect(await orderOf(reference)).toMatchObject({ status: 'refunded', refundedCents: 2500 });
  });

  it('adds a refund to what is recorded when PayPal gives no running total', async () => {
    const { orderID, reference } = await capturedOrder({ quantity: 2 });
    await deliver(paypal.refundEvent(orderID, { value: '2.50' }));
    await deliver(paypal.refundEvent(orderID, { value: '2.50' }));
    expect(await orderOf(reference)).toMatchObject({ status: 'partially_refunded', refundedCents: 500 });
  });

  it('records a reversal (a chargeback) as a refund of the whole order', async () => {
    const { orderID, reference } = await capturedOrder();
    expect((await deliver(paypal.refundEvent(orderID, { value: '12.50', type: 'REVERSED' }))).body.outcome).toBe('applied');
    const order = await orderOf(reference);
    expect(order).toMatchObject({ status: 'refunded', refundedCents: 1250 });
    expect((await notesOf(order.id)).some((note) => note.includes('PayPal reversed the payment'))).toBe(true);
  });
});

describe('who a delivery may speak for', () => {
  it('refuses a delivery PayPal does not vouch for: another app\'s webhook, a changed body, missing headers', async () => {
    const { orderID, reference } = await capturedOrder({ hold: true });
    const event = paypal.captureEvent(orderID, 'COMPLETED');
    const strangersWebhook = paypal.webhooks.register('someone-elses-app');
    expect(await deliver(event, { forWebhook: strangersWebhook })).toEqual({ status: 400, body: { error: 'Invalid webhook signature' } });

    const signed = paypal.webhooks.sign(webhookId, event);
    const tampered = signed.body.replace('"12.50"', '"0.01"');
    expect((await post('/api/webhooks/paypal/pp-shop', tampered, signed.headers)).status).toBe(400);
    expect((await post('/api/webhooks/paypal/pp-shop', signed.body, { 'paypal-transmission-id': 'x' })).status).toBe(400);
    expect((await post('/api/webhooks/paypal/pp-shop', 'not json', signed.headers)).status).toBe(400);

    expect((await orderOf(reference)).status).toBe('pending');
    const recorded = await t.deps.database.db.select().from(paymentEvent).where(eq(paymentEvent.eventId, event.id as string));
    expect(recorded).toEqual([]);
  });

  it('answers 404 for a shop that does not exist', async () => {
    const { orderID } = await capturedOrder({ hold: true });
    const response = await deliver(paypal.captureEvent(orderID, 'COMPLETED'), { path: '/api/webhooks/paypal/no-such-shop' });
    expect(response.status).toBe(404);
    expect(response.body.error).toEqual(expect.any(String));
  });

  it('does not let one account\'s delivery settle another account\'s order', async () => {
    // An order charged through the platform's app, its event signed for the shop's webhook: verified, but not the shop's order.
    const { orderID, reference } = await capturedOrder({ site: 'pp-elsewhere', productId: otherMugId, hold: true });
    expect((await orderOf(reference)).paymentSource).toBe('platform');
    expect((await deliver(paypal.captureEvent(orderID, 'COMPLETED'), { path: '/api/webhooks/paypal/pp-shop' })).body.outcome).toBe('unknown-order');
    expect((await orderOf(reference)).status).toBe('pending');
    // The shop's delivery sent to the platform's address: PayPal does not vouch for it with the platform's webhook.
    const shops = await capturedOrder({ hold: true });
    expect((await orderOf(shops.reference)).paymentSource).toBe('site');
    expect((await deliver(paypal.captureEvent(shops.orderID, 'COMPLETED'), { path: '/api/webhooks/paypal' })).status).toBe(400);
    // The platform's own delivery at its address settles its order.
    expect((await deliver(paypal.captureEvent(orderID, 'COMPLETED'), { path: '/api/webhooks/paypal', forWebhook: platformWebhookId })).body.outcome).toBe('applied');
    expect((await orderOf(reference)).status).toBe('paid');
    expect((await orderOf(shops.reference)).status).toBe('pending');
  });
});
