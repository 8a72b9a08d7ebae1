import { createServer, type Server } from 'node:http';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, paymentEvent, shopOrder, shopOrderEvent, site, siteMember, sitePaymentSettings } from '#server/db/schema.ts';
import { expireStaleOrders } from '#server/modules/orders/expire-orders.ts';
import { createPaymentsResolver } from '#server/modules/shop/site-payments.public.ts';
import { closeServer, listen, readBody } from '#server/testing/fake-http.ts';
import { startFakePaypal, type FakePaypal } from '#server/testing/fake-paypal.ts';
import { startFakeStripe, type FakeStripe } from '#server/testing/fake-stripe.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * Each shop is paid into its own accounts (issue 25; decision 058), through the real `stripe` and
 * PayPal SDKs pointed at the local fakes, whose accounts are kept apart by key: two sites with two
 * Stripe accounts, each checkout made in its own account and each webhook reaching only its own
 * site; the platform default (the environment's keys) only where the admin allowed it; the methods
 * list and its test mode; cancel and expiry with the order's own account; a saved change used by
 * the next request. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const PLATFORM = { secret: 'sk_live_platform', publishable: 'pk_live_platform', webhook: 'whsec_platform' };
const ALPHA = { secret: 'sk_test_alpha', publishable: 'pk_test_alpha', webhook: 'whsec_alpha' };
const BETA = { secret: 'sk_test_beta', publishable: 'pk_test_beta', webhook: 'whsec_beta' };

let t: TestApp;
let roles: SiteRoles;
let stripe: FakeStripe;
let paypal: FakePaypal;
let hook: Server;
/** What our forwarding endpoint passed to the app: the path the fake posted to and the app's answer. */
const forwarded: { path: string; status: number; body: string }[] = [];
const products: Record<string, string> = {};
let gammaId = '';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely; each assertion names what it expects
type Json = Record<string, any>;

async function post(path: string, body: unknown, headers: Record<string, string> = {}, cookie?: string, method = 'POST'): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body), cookie });
  return { status: response.status, body: (await response.json()) as Json };
}

async function methodsOf(siteId: string): Promise<{ methods: string[]; testMode: boolean }> {
  const body = (await (await t.request(`/api/checkout/methods?siteId=${siteId}`)).json()) as Json;
  return { methods: body.methods.map((m: Json) => m.value), testMode: body.testMode };
}

async function orderOf(reference: string) {
  const [row] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, reference));
  return row!;
}

const cardCheckout = (siteId: string) => post('/api/cart/stripe-checkout', { items: [{ productId: products[siteId], quantity: 1 }], siteId });
const deliver = (path: string, event: { payload: string; signature: string }) => post(path, event.payload, { 'stripe-signature': event.signature });

/** A checkout.session.completed event for `sessionId`, signed with `secret`: what an account holder could send. */
function signedCompletion(secret: string, sessionId: string, orderId: string, amount: number, id = `evt_forged_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', client_reference_id: orderId, metadata: { order_id: orderId }, payment_status: 'paid', amount_total: amount, currency: 'usd', payment_intent: 'pi_forged', customer_details: { email: 'x@example.com' } } },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const saveKeys = (uniqueId: string, cookie: string, body: Json) => post(`/api/sites/${uniqueId}/payment-settings`, body, {}, cookie, 'PUT');
const allowPlatform = (uniqueId: string, allowed: boolean, cookie = roles.cookies.admin) => post(`/api/admin/sites/${uniqueId}/platform-payments`, { allowed }, {}, cookie, 'PUT');

beforeAll(async () => {
  // Our webhook addresses as the fake reaches them: each delivery is handed to the in-process app.
  hook = createServer((req, res) => {
    void readBody(req).then(async (body) => {
      const path = req.url ?? '/';
      const response = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': String(req.headers['stripe-signature'] ?? '') }, body });
      const text = await response.text();
      forwarded.push({ path, status: response.status, body: text });
      res.writeHead(response.status).end(text);
    });
  });
  const hookBase = await listen(hook);
  // The fake's own account is the platform's; the two shops' accounts are registered by key.
  stripe = await startFakeStripe({ webhookSecret: PLATFORM.webhook, webhookUrl: `${hookBase}/api/webhooks/stripe` });
  stripe.addAccount(ALPHA.secret, { webhookSecret: ALPHA.webhook, webhookUrl: `${hookBase}/api/webhooks/stripe/alpha` });
  stripe.addAccount(BETA.secret, { webhookSecret: BETA.webhook, webhookUrl: `${hookBase}/api/webhooks/stripe/beta` });
  paypal = await startFakePaypal();
  t = await createTestApp({
    STRIPE_SECRET_KEY: PLATFORM.secret,
    STRIPE_PUBLISHABLE_KEY: PLATFORM.publishable,
    STRIPE_WEBHOOK_SECRET: PLATFORM.webhook,
    STRIPE_API_URL: stripe.url,
    PAYPAL_CLIENT_ID: 'platform-client',
    PAYPAL_CLIENT_SECRET: 'platform-secret',
    PAYPAL_ENVIRONMENT: 'production',
    PAYPAL_API_URL: paypal.url,
    CHECKOUT_RATE_LIMIT_MAX: '1000',
  });
  roles = await seedSiteRoles(t, { tag: 'site-pay', site: { uniqueId: 'alpha', title: 'Alpha' }, otherSite: { uniqueId: 'beta', title: 'Beta' } });
  const { db } = t.deps.database;
  // Beta's owner: the other site's member, made its owner.
  await db.update(siteMember).set({ role: 'owner' }).where(and(eq(siteMember.siteId, roles.otherSiteId), eq(siteMember.userId, roles.userIds.otherEditor)));
  const [gamma] = await db.insert(site).values({ uniqueId: 'gamma', title: 'Gamma' }).returning({ id: site.id });
  gammaId = gamma!.id;
  for (const [uniqueId, siteId] of [
    ['alpha', roles.siteId],
    ['beta', roles.otherSiteId],
    ['gamma', gammaId],
  ] as const) {
    const [row] = await db.insert(document).values({ siteId, collection: 'products', data: { name: `${uniqueId} mug`, price: 10, stock: 100 } }).returning({ id: document.id });
    products[uniqueId] = row!.id;
  }
  expect((await saveKeys('alpha', roles.cookies.owner, { stripeSecretKey: ALPHA.secret, stripePublishableKey: ALPHA.publishable, stripeWebhookSecret: ALPHA.webhook, paypalClientId: 'alpha-client', paypalSecret: 'alpha-secret' })).status).toBe(200);
  expect((await saveKeys('beta', roles.cookies.otherEditor, { stripeSecretKey: BETA.secret, stripePublishableKey: BETA.publishable, stripeWebhookSecret: BETA.webhook })).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await paypal?.close();
  if (hook) await closeServer(hook);
});

describe('each site its own accounts', () => {
  it('offers what each site has: its own keys (test mode), the platform default only once allowed', async () => {
    expect(await methodsOf('alpha')).toEqual({ methods: ['stripe', 'paypal', 'delivery', 'invoice'], testMode: true });
    expect(await methodsOf('beta')).toEqual({ methods: ['stripe', 'delivery', 'invoice'], testMode: true });
    // Gamma has no keys and was made after the upgrade: no online method until an admin allows the platform's.
    expect(await methodsOf('gamma')).toEqual({ methods: ['delivery', 'invoice'], testMode: false });
    expect((await cardCheckout('gamma')).body.error).toBeTruthy();
    expect((await post('/api/cart/paypal-checkout', { items: [{ productId: products.gamma, quantity: 1 }], siteId: 'gamma' })).status).toBe(400);
  });

  it('creates each card session in its own site’s account, which another account’s key cannot see', async () => {
    const a = await cardCheckout('alpha');
    const b = await cardCheckout('beta');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.publishableKey).toBe(ALPHA.publishable);
    expect(b.body.publishableKey).toBe(BETA.publishable);
    expect(stripe.accountOf(a.body.sessionId)).toBe(ALPHA.secret);
    expect(stripe.accountOf(b.body.sessionId)).toBe(BETA.secret);
    expect(await orderOf(a.body.orderReference)).toMatchObject({ paymentSource: 'site', siteId: roles.siteId, providerRef: a.body.sessionId });
    const read = (key: string, id: string) => fetch(`${stripe.url}/v1/checkout/sessions/${id}`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status);
    expect(await read(ALPHA.secret, a.body.sessionId)).toBe(200);
    expect(await read(BETA.secret, a.body.sessionId)).toBe(404);
  });

  it('delivers each account’s webhook to its own site only, which applies it to its own orders only', async () => {
    const a = await cardCheckout('alpha');
    const b = await cardCheckout('beta');
    const orderA = await orderOf(a.body.orderReference);
    const orderB = await orderOf(b.body.orderReference);

    // The fake sends A's completion to A's address, signed with A's secret.
    forwarded.length = 0;
    await stripe.completeSession(a.body.sessionId);
    expect(forwarded.map((f) => [f.path, f.status])).toEqual([['/api/webhooks/stripe/alpha', 200]]);
    expect(JSON.parse(forwarded[0]!.body)).toEqual({ received: true, outcome: 'applied' });
    expect((await orderOf(a.body.orderReference)).status).toBe('paid');
    const eventA = stripe.events.at(-1)!;

    // A's event at B's address or the platform's: A's secret is not theirs.
    expect(await deliver('/api/webhooks/stripe/beta', eventA)).toEqual({ status: 400, body: { error: 'Invalid webhook signature' } });
    expect((await deliver('/api/webhooks/stripe', eventA)).status).toBe(400);

    // A validly signed event of A's account naming B's order (A's owner holds A's secret): nothing changes.
    const sharedId = 'evt_shared_between_accounts';
    const forged = signedCompletion(ALPHA.webhook, b.body.sessionId, orderB.id, orderB.totalCents, sharedId);
    expect((await deliver('/api/webhooks/stripe/alpha', forged)).body).toEqual({ received: true, outcome: 'unknown-order' });
    expect(await orderOf(b.body.orderReference)).toMatchObject({ status: 'pending', providerPaymentRef: null });
    expect((await t.deps.database.db.select().from(shopOrderEvent).where(eq(shopOrderEvent.orderId, orderB.id))).map((e) => e.toStatus)).toEqual(['pending']);
    // What it recorded is A's account's alone: B's own event of the same id still applies.
    const genuine = signedCompletion(BETA.webhook, b.body.sessionId, orderB.id, orderB.totalCents, sharedId);
    expect((await deliver('/api/webhooks/stripe/beta', genuine)).body).toEqual({ received: true, outcome: 'applied' });
    expect((await orderOf(b.body.orderReference)).status).toBe('paid');
    const recorded = await t.deps.database.db.select().from(paymentEvent).where(eq(paymentEvent.eventId, sharedId));
    expect(recorded.map((r) => [r.provider, r.orderId]).sort()).toEqual([[`stripe:${roles.otherSiteId}`, orderB.id], [`stripe:${roles.siteId}`, null]].sort());

    // The platform's account cannot settle a site's own order either.
    const c = await cardCheckout('alpha');
    const orderC = await orderOf(c.body.orderReference);
    expect((await deliver('/api/webhooks/stripe', signedCompletion(PLATFORM.webhook, c.body.sessionId, orderC.id, orderC.totalCents))).body).toEqual({ received: true, outcome: 'unknown-order' });
    expect((await orderOf(c.body.orderReference)).status).toBe('pending');
    expect(orderA.paymentSource).toBe('site');
  });

  it('answers 404 JSON for an unknown site or one without card keys of its own', async () => {
    const event = signedCompletion(ALPHA.webhook, 'cs_test_x', '00000000-0000-0000-0000-000000000000', 100);
    expect(await deliver('/api/webhooks/stripe/nosuchsite', event)).toEqual({ status: 404, body: { error: 'Site not found' } });
    expect(await deliver('/api/webhooks/stripe/gamma', event)).toEqual({ status: 404, body: { error: 'Card payments are not configured' } });
  });

  it('expires a cancelled or stale order’s session with its own site’s keys', async () => {
    const a = await cardCheckout('alpha');
    const cancelled = await post('/api/checkout/cancel', { token: (await orderOf(a.body.orderReference)).sessionToken });
    expect(cancelled.body.order.status).toBe('cancelled');
    expect(stripe.sessions.get(a.body.sessionId)!.status).toBe('expired');

    const b = await cardCheckout('beta');
    await t.deps.database.db.update(shopOrder).set({ expiresAt: new Date(Date.now() - 3_600_000) }).where(eq(shopOrder.reference, b.body.orderReference));
    forwarded.length = 0;
    await expireStaleOrders(t.deps);
    expect(stripe.sessions.get(b.body.sessionId)!.status).toBe('expired');
    // Beta's account announced the expiry at beta's address (which cancelled the order first, or the expiry did).
    expect(forwarded.map((f) => [f.path, f.status])).toEqual([['/api/webhooks/stripe/beta', 200]]);
    expect((await orderOf(b.body.orderReference)).status).toBe('cancelled');
  });

  it('pays by PayPal through the site’s own app, captured with the order’s app', async () => {
    const created = await post('/api/cart/paypal-checkout', { items: [{ productId: products.alpha, quantity: 1 }], siteId: 'alpha' });
    expect(created.status).toBe(200);
    expect(paypal.clientOf(created.body.orderID)).toBe('alpha-client');
    expect((await orderOf(created.body.orderReference)).paymentSource).toBe('site');
    paypal.approve(created.body.orderID);
    const captured = await post('/api/cart/paypal-capture', { orderID: created.body.orderID, sessionToken: created.body.sessionToken });
    expect(captured.status).toBe(200);
    expect((await orderOf(created.body.orderReference)).status).toBe('paid');
  });
});

describe('the platform default', () => {
  it('is refused to non-admins', async () => {
    expect((await allowPlatform('gamma', true, roles.cookies.owner)).status).toBe(403);
    const anonymous = await t.request('/api/admin/sites/gamma/platform-payments', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"allowed":true}' });
    expect(anonymous.status).toBe(401);
    expect((await allowPlatform('nosuchsite', true)).status).toBe(404);
    expect(await post('/api/admin/sites/gamma/platform-payments', { allowed: 'yes' }, {}, roles.cookies.admin, 'PUT')).toMatchObject({ status: 400 });
    expect(await methodsOf('gamma')).toEqual({ methods: ['delivery', 'invoice'], testMode: false });
  });

  it('pays an allowed site into the platform’s accounts, settled by the platform’s webhook only', async () => {
    expect(await allowPlatform('gamma', true)).toEqual({ status: 200, body: { platformPayments: { siteId: 'gamma', allowed: true }, error: null } });
    // Live platform keys and PayPal's production app: no test badge.
    expect(await methodsOf('gamma')).toEqual({ methods: ['stripe', 'paypal', 'delivery', 'invoice'], testMode: false });
    const g = await cardCheckout('gamma');
    expect(g.body.publishableKey).toBe(PLATFORM.publishable);
    expect(stripe.accountOf(g.body.sessionId)).toBe(PLATFORM.secret);
    expect((await orderOf(g.body.orderReference)).paymentSource).toBe('platform');
    forwarded.length = 0;
    await stripe.completeSession(g.body.sessionId);
    expect(forwarded.map((f) => [f.path, f.status])).toEqual([['/api/webhooks/stripe', 200]]);
    expect((await orderOf(g.body.orderReference)).status).toBe('paid');

    const pp = await post('/api/cart/paypal-checkout', { items: [{ productId: products.gamma, quantity: 1 }], siteId: 'gamma' });
    expect(paypal.clientOf(pp.body.orderID)).toBe('platform-client');

    // A site with keys of its own for a provider uses them even when allowed the platform's; the other provider comes from the platform.
    expect((await allowPlatform('beta', true)).status).toBe(200);
    expect(await methodsOf('beta')).toEqual({ methods: ['stripe', 'paypal', 'delivery', 'invoice'], testMode: true });
    expect((await cardCheckout('beta')).body.publishableKey).toBe(BETA.publishable);
    expect((await allowPlatform('beta', false)).status).toBe(200);

    // Withdrawn: the next checkout has no card; the order already charged through the platform still expires with its keys.
    const pending = await cardCheckout('gamma');
    expect((await allowPlatform('gamma', false)).body.platformPayments.allowed).toBe(false);
    expect(await methodsOf('gamma')).toEqual({ methods: ['delivery', 'invoice'], testMode: false });
    expect((await cardCheckout('gamma')).status).toBe(400);
    await post('/api/checkout/cancel', { token: (await orderOf(pending.body.orderReference)).sessionToken });
    expect(stripe.sessions.get(pending.body.sessionId)!.status).toBe('expired');
  });
});

describe('a saved change', () => {
  it('is used by the next request: new keys, a cleared provider, a secret that no longer opens', async () => {
    const ALPHA2 = { secret: 'sk_test_alphatwo', publishable: 'pk_test_alphatwo', webhook: 'whsec_alphatwo' };
    stripe.addAccount(ALPHA2.secret, { webhookSecret: ALPHA2.webhook });
    expect((await saveKeys('alpha', roles.cookies.owner, { stripeSecretKey: ALPHA2.secret, stripePublishableKey: ALPHA2.publishable, stripeWebhookSecret: ALPHA2.webhook, paypalClientId: '' })).status).toBe(200);
    const a = await cardCheckout('alpha');
    expect(a.body.publishableKey).toBe(ALPHA2.publishable);
    expect(stripe.accountOf(a.body.sessionId)).toBe(ALPHA2.secret);
    expect(await methodsOf('alpha')).toEqual({ methods: ['stripe', 'delivery', 'invoice'], testMode: true });
    // The old signing secret no longer verifies at alpha's address; the new one does.
    await stripe.completeSession(a.body.sessionId);
    const event = stripe.events.at(-1)!;
    expect((await deliver('/api/webhooks/stripe/alpha', { payload: event.payload, signature: Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: ALPHA.webhook }) })).status).toBe(400);
    expect((await deliver('/api/webhooks/stripe/alpha', event)).body).toEqual({ received: true, outcome: 'applied' });

    // Beta's sealed secret key copied into alpha's row does not open there: alpha's card is not offered.
    const { db } = t.deps.database;
    const [betaRow] = await db.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, roles.otherSiteId));
    await db.update(sitePaymentSettings).set({ stripeSecretKeySealed: betaRow!.stripeSecretKeySealed, updatedAt: new Date() }).where(eq(sitePaymentSettings.siteId, roles.siteId));
    expect(await methodsOf('alpha')).toEqual({ methods: ['delivery', 'invoice'], testMode: false });
    expect((await cardCheckout('alpha')).status).toBe(400);
  });
});

describe('the gateways cache', () => {
  it('keeps a site’s gateways while its row is unchanged, builds new ones after a save, and keeps only so many sites', async () => {
    const first = await t.deps.payments.forSite(roles.otherSiteId);
    expect((await t.deps.payments.forSite(roles.otherSiteId)).card).toBe(first.card);
    expect((await saveKeys('beta', roles.cookies.otherEditor, { stripeWebhookSecret: BETA.webhook })).status).toBe(200);
    const saved = await t.deps.payments.forSite(roles.otherSiteId);
    expect(saved.card).not.toBe(first.card);
    expect(saved.card).not.toBeNull();

    const small = createPaymentsResolver({ env: t.deps.env, db: t.deps.database.db, secrets: t.deps.secrets, logger: t.deps.logger, platform: t.deps.payments.platform, cacheMax: 1 });
    const beta = (await small.forSite(roles.otherSiteId)).card;
    expect((await small.forSite(roles.otherSiteId)).card).toBe(beta);
    await small.forSite(roles.siteId);
    // Alpha's took the one place: beta's are built again.
    expect((await small.forSite(roles.otherSiteId)).card).not.toBe(beta);
  });
});
