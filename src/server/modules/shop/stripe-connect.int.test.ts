import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { LOGIN, siteSettings, withCallback } from '#core/paths/routes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, paymentEvent, shopOrder, site, siteMember, sitePaymentSettings } from '#server/db/schema.ts';
import { closeServer, listen, readBody } from '#server/testing/fake-http.ts';
import { startFakeStripe, type FakeStripe } from '#server/testing/fake-stripe.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * Stripe Connect for a platform (issue 25 item 3; decision 063), through the real `stripe` SDK
 * pointed at the local fake: an owner's onboarding (editors 403, others 404), charges made on the
 * connected account with the platform's fee, the Connect endpoint paying only that account's
 * orders, refunds on that account (after a disconnect too), and which account a site's card
 * checkout uses. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const PLATFORM = { secret: 'sk_test_platform', publishable: 'pk_test_platform', webhook: 'whsec_platform', connect: 'whsec_connect' };
const OWN = { secret: 'sk_test_ownkeys', publishable: 'pk_test_ownkeys', webhook: 'whsec_ownkeys' };

let t: TestApp;
let roles: SiteRoles;
let stripe: FakeStripe;
let hook: Server;
const forwarded: { path: string; status: number; body: string }[] = [];
const products: Record<string, string> = {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely; each assertion names what it expects
type Json = Record<string, any>;

async function call(path: string, { method = 'GET', body, cookie }: { method?: string; body?: unknown; cookie?: string } = {}): Promise<{ status: number; body: Json; location: string | null }> {
  const response = await t.request(path, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body), cookie });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {}, location: response.headers.get('location') };
}

const connectPath = (uniqueId: string) => `/api/sites/${uniqueId}/payment-settings/stripe-connect`;
const cardCheckout = (uniqueId: string) => call('/api/cart/stripe-checkout', { method: 'POST', body: { items: [{ productId: products[uniqueId], quantity: 2 }], siteId: uniqueId } });
const methodsOf = async (uniqueId: string) => {
  const body = (await call(`/api/checkout/methods?siteId=${uniqueId}`)).body;
  return { methods: body.methods.map((m: Json) => m.value) as string[], testMode: body.testMode as boolean };
};
const orderOf = async (reference: string) => (await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, reference)))[0]!;
const settingsOf = async (siteId: string) => (await t.deps.database.db.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, siteId)))[0];

/** The owner's browser through Stripe's onboarding: start, the fake's page (finish or leave), and back. */
async function onboard(uniqueId: string, cookie: string, action: 'finish' | 'later'): Promise<string> {
  const started = await call(`${connectPath(uniqueId)}/onboarding`, { method: 'POST', body: {}, cookie });
  expect(started.status).toBe(200);
  const link = new URL(started.body.url as string);
  expect(link.origin).toBe(stripe.url);
  expect((await fetch(link)).status).toBe(200);
  const submitted = await fetch(link, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
  expect(submitted.status).toBe(303);
  const back = new URL(submitted.headers.get('location')!);
  expect(back.pathname).toBe(`${connectPath(uniqueId)}/return`);
  const returned = await call(back.pathname, { cookie });
  expect(returned.status).toBe(303);
  expect(returned.location).toBe(`/dashboard/sites/site-${uniqueId}/settings?stripeConnect=returned`);
  return (await settingsOf(uniqueId === 'acme' ? roles.siteId : roles.otherSiteId))!.stripeAccountId!;
}

function signed(type: string, object: Record<string, unknown>, account: string, secret = PLATFORM.connect, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({ id, object: 'event', type, account, data: { object } });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
const deliver = (event: { payload: string; signature: string }) => t.request('/api/webhooks/stripe/connect', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.payload }).then(async (r) => ({ status: r.status, body: (await r.json()) as Json }));

beforeAll(async () => {
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
  stripe = await startFakeStripe({ webhookSecret: PLATFORM.webhook, webhookUrl: `${hookBase}/api/webhooks/stripe`, connectWebhookSecret: PLATFORM.connect, connectWebhookUrl: `${hookBase}/api/webhooks/stripe/connect` });
  stripe.addAccount(OWN.secret, { webhookSecret: OWN.webhook, webhookUrl: `${hookBase}/api/webhooks/stripe/acme` });
  t = await createTestApp({
    STRIPE_SECRET_KEY: PLATFORM.secret,
    STRIPE_PUBLISHABLE_KEY: PLATFORM.publishable,
    STRIPE_WEBHOOK_SECRET: PLATFORM.webhook,
    STRIPE_CONNECT_CLIENT_ID: 'ca_test_platform',
    STRIPE_CONNECT_WEBHOOK_SECRET: PLATFORM.connect,
    STRIPE_CONNECT_FEE_PERCENT: '2.5',
    STRIPE_API_URL: stripe.url,
    CHECKOUT_RATE_LIMIT_MAX: '1000',
  });
  roles = await seedSiteRoles(t, { tag: 'connect', site: { uniqueId: 'acme', title: 'Acme' }, otherSite: { uniqueId: 'bolt', title: 'Bolt' } });
  const { db } = t.deps.database;
  // Bolt's member is made its owner: a second shop with a connected account of its own.
  await db.update(site).set({ platformPaymentsAllowed: false });
  await db.update(siteMember).set({ role: 'owner' }).where(eq(siteMember.siteId, roles.otherSiteId));
  for (const [uniqueId, siteId] of [
    ['acme', roles.siteId],
    ['bolt', roles.otherSiteId],
  ] as const) {
    const [row] = await db.insert(document).values({ siteId, collection: 'products', data: { name: `${uniqueId} mug`, price: 12.34, stock: 100 } }).returning({ id: document.id });
    products[uniqueId] = row!.id;
  }
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
  if (hook) await closeServer(hook);
});

describe('onboarding', () => {
  it('shows the owner where the site stands; editors 403, non-members 404, signed out 401', async () => {
    expect((await call(connectPath('acme'), { cookie: roles.cookies.owner })).body.connect).toEqual({
      enabled: true,
      state: 'not-connected',
      accountId: null,
      chargesEnabled: false,
      detailsSubmitted: false,
      feePercent: 2.5,
      testMode: true,
    });
    expect((await call(connectPath('acme'), { cookie: roles.cookies.editor })).status).toBe(403);
    expect((await call(connectPath('acme'), { cookie: roles.cookies.otherEditor })).status).toBe(404);
    expect((await call(connectPath('acme'), { cookie: roles.cookies.stranger })).status).toBe(404);
    expect((await call(connectPath('acme'))).status).toBe(401);
    expect((await call(connectPath('nosuchsite'), { cookie: roles.cookies.owner })).status).toBe(404);
  });

  it('lets only the owner start it: editors and others make no account', async () => {
    for (const [cookie, status] of [
      [roles.cookies.editor, 403],
      [roles.cookies.otherEditor, 404],
      [roles.cookies.stranger, 404],
      [roles.cookies.admin, 403],
    ] as const) {
      expect((await call(`${connectPath('acme')}/onboarding`, { method: 'POST', body: {}, cookie })).status).toBe(status);
      expect((await call(`${connectPath('acme')}/return`, { cookie })).status).toBe(status);
      expect((await call(connectPath('acme'), { method: 'DELETE', cookie })).status).toBe(status);
    }
    expect(stripe.connectedAccounts.size).toBe(0);
    expect(await settingsOf(roles.siteId)).toBeUndefined();
    // Before any account: nothing to come back to.
    expect((await call(`${connectPath('acme')}/return`, { cookie: roles.cookies.owner })).status).toBe(409);
    // Back from Stripe after the session ended: the sign-in, then the site's settings (a page navigation, not a JSON 401).
    for (const step of ['return', 'refresh']) {
      const signedOut = await call(`${connectPath('acme')}/${step}`);
      expect(signedOut.status).toBe(303);
      expect(signedOut.location).toBe(withCallback(LOGIN, siteSettings('acme')));
    }
  });

  it('makes the account once, records an unfinished setup, and a finished one on return and by account.updated', async () => {
    const accountId = await onboard('acme', roles.cookies.owner, 'later');
    expect(accountId).toMatch(/^acct_/);
    expect(stripe.connectedAccounts.get(accountId)!.metadata).toEqual({ site_id: roles.siteId, site_unique_id: 'acme' });
    let view = (await call(connectPath('acme'), { cookie: roles.cookies.owner })).body.connect;
    expect(view).toMatchObject({ state: 'onboarding', accountId, chargesEnabled: false });
    // Not connected yet: no card method (the platform default is not allowed).
    expect((await methodsOf('acme')).methods).not.toContain('stripe');

    // A used link goes to refresh_url, which hands out a fresh one.
    const second = await call(`${connectPath('acme')}/onboarding`, { method: 'POST', body: {}, cookie: roles.cookies.owner });
    const link = new URL(second.body.url as string);
    expect(stripe.connectedAccounts.size).toBe(1);
    const refresh = await fetch(`${link}/refresh`, { redirect: 'manual' });
    expect(new URL(refresh.headers.get('location')!).pathname).toBe(`${connectPath('acme')}/refresh`);
    const refreshed = await call(`${connectPath('acme')}/refresh`, { cookie: roles.cookies.owner });
    expect(refreshed.status).toBe(303);
    expect(refreshed.location).toMatch(new RegExp(`^${stripe.url}/connect/onboard/`));
    expect((await call(`${connectPath('acme')}/refresh`, { cookie: roles.cookies.editor })).status).toBe(403);

    // Finishing sends account.updated to the Connect endpoint, which records it.
    forwarded.length = 0;
    const finished = await fetch(refreshed.location!, { method: 'POST', body: new URLSearchParams({ action: 'finish' }), redirect: 'manual' });
    expect(finished.status).toBe(303);
    expect(forwarded.map((f) => [f.path, f.status, JSON.parse(f.body).outcome])).toEqual([['/api/webhooks/stripe/connect', 200, 'applied']]);
    view = (await call(connectPath('acme'), { cookie: roles.cookies.owner })).body.connect;
    expect(view).toMatchObject({ state: 'connected', accountId, chargesEnabled: true, detailsSubmitted: true });
    expect(await methodsOf('acme')).toEqual({ methods: ['stripe', 'delivery', 'invoice'], testMode: true });

    // Stripe later holds its charges: the owner is told by the next account.updated.
    await stripe.updateConnectedAccount(accountId, { charges_enabled: false });
    expect((await call(connectPath('acme'), { cookie: roles.cookies.owner })).body.connect.state).toBe('onboarding');
    await stripe.updateConnectedAccount(accountId, { charges_enabled: true });
    expect((await call(connectPath('acme'), { cookie: roles.cookies.owner })).body.connect.state).toBe('connected');
  });
});

describe('charges on the connected account', () => {
  it('creates the session on the account with the platform’s fee, rounded down', async () => {
    const accountId = (await settingsOf(roles.siteId))!.stripeAccountId!;
    const started = await cardCheckout('acme');
    expect(started.status).toBe(200);
    expect(started.body.publishableKey).toBe(PLATFORM.publishable);
    expect(stripe.accountOf(started.body.sessionId)).toBe(accountId);
    // 2 × 12.34 = 2468 cents; 2.5 % is 61.7, rounded down to 61.
    expect(stripe.sessions.get(started.body.sessionId)!.amount_total).toBe(2468);
    expect(stripe.applicationFeeOf(started.body.sessionId)).toBe(61);
    expect(await orderOf(started.body.orderReference)).toMatchObject({ paymentSource: 'connect', paymentAccount: accountId });
    // The platform's own key does not see it without the account.
    expect((await fetch(`${stripe.url}/v1/checkout/sessions/${started.body.sessionId}`, { headers: { authorization: `Bearer ${PLATFORM.secret}` } })).status).toBe(404);
    // The buyer cancels: the session is expired on that account.
    const cancelled = await call('/api/checkout/cancel', { method: 'POST', body: { token: (await orderOf(started.body.orderReference)).sessionToken } });
    expect(cancelled.body.order.status).toBe('cancelled');
    expect(stripe.sessions.get(started.body.sessionId)!.status).toBe('expired');
  });

  it('pays an order by the Connect endpoint only for the account that charged it', async () => {
    const accountId = await onboard('bolt', roles.cookies.otherEditor, 'finish');
    const acmeAccount = (await settingsOf(roles.siteId))!.stripeAccountId!;
    const acme = await cardCheckout('acme');
    const bolt = await cardCheckout('bolt');
    expect(stripe.accountOf(bolt.body.sessionId)).toBe(accountId);
    const boltOrder = await orderOf(bolt.body.orderReference);

    // A correctly signed event naming Acme's account about Bolt's session: nothing changes.
    const session = { id: bolt.body.sessionId, object: 'checkout.session', client_reference_id: boltOrder.id, payment_status: 'paid', amount_total: boltOrder.totalCents, currency: 'usd', payment_intent: 'pi_forged', customer_details: { email: 'x@example.com' } };
    expect((await deliver(signed('checkout.session.completed', session, acmeAccount))).body).toEqual({ received: true, outcome: 'unknown-order' });
    expect((await orderOf(bolt.body.orderReference)).status).toBe('pending');
    // Signed with another secret (a site's, the platform's own endpoint's): refused.
    expect((await deliver(signed('checkout.session.completed', session, accountId, PLATFORM.webhook))).status).toBe(400);
    // An event for no account (the platform's own objects) is not this endpoint's business.
    const { payload } = signed('checkout.session.completed', session, accountId);
    const withoutAccount = JSON.stringify({ ...JSON.parse(payload), account: undefined });
    expect((await deliver({ payload: withoutAccount, signature: Stripe.webhooks.generateTestHeaderString({ payload: withoutAccount, secret: PLATFORM.connect }) })).body.outcome).toBe('ignored');
    // The site's own endpoint does not apply a connected account's order either.
    expect((await t.request('/api/webhooks/stripe/bolt', { method: 'POST', body: payload })).status).toBe(404);

    // The fake's real delivery: Bolt's account, Bolt's order; replayed, a duplicate.
    forwarded.length = 0;
    await stripe.completeSession(bolt.body.sessionId);
    expect(forwarded.map((f) => [f.path, JSON.parse(f.body).outcome])).toEqual([['/api/webhooks/stripe/connect', 'applied']]);
    expect(await orderOf(bolt.body.orderReference)).toMatchObject({ status: 'paid', paymentAccount: accountId });
    expect(await orderOf(acme.body.orderReference)).toMatchObject({ status: 'pending' });
    const event = stripe.events.at(-1)!;
    expect(event.account).toBe(accountId);
    expect((await deliver(event)).body.outcome).toBe('duplicate');
    const recorded = await t.deps.database.db.select().from(paymentEvent).where(eq(paymentEvent.orderId, boltOrder.id));
    expect(recorded.map((r) => r.provider)).toEqual([`stripe:connect:${accountId}`]);
  });

  it('refunds on the account that charged the order, the fee given back in proportion, after a disconnect too', async () => {
    const accountId = (await settingsOf(roles.siteId))!.stripeAccountId!;
    const started = await cardCheckout('acme');
    await stripe.completeSession(started.body.sessionId);
    const order = await orderOf(started.body.orderReference);
    expect(order.status).toBe('paid');

    const disconnected = await call(connectPath('acme'), { method: 'DELETE', cookie: roles.cookies.owner });
    expect(disconnected.body.connect).toMatchObject({ state: 'not-connected', accountId });
    expect((await methodsOf('acme')).methods).not.toContain('stripe');

    const refunded = await call(`/api/orders/${order.id}/refund`, { method: 'POST', body: { amountCents: 1000, restock: false }, cookie: roles.cookies.owner });
    expect(refunded.status).toBe(200);
    expect(stripe.refunds.at(-1)).toMatchObject({ amount: 1000, payment_intent: order.providerPaymentRef, stripe_account: accountId, refund_application_fee: true });
    expect(await orderOf(started.body.orderReference)).toMatchObject({ status: 'partially_refunded', refundedCents: 1000 });
    // Its charge.refunded came to the Connect endpoint and counted nothing twice.
    expect(forwarded.at(-1)).toMatchObject({ path: '/api/webhooks/stripe/connect', status: 200 });
    expect((await orderOf(started.body.orderReference)).refundedCents).toBe(1000);

    // Connecting again resumes the same account.
    const again = await call(`${connectPath('acme')}/onboarding`, { method: 'POST', body: {}, cookie: roles.cookies.owner });
    expect(again.status).toBe(200);
    expect((await settingsOf(roles.siteId))!.stripeAccountId).toBe(accountId);
    expect((await call(connectPath('acme'), { cookie: roles.cookies.owner })).body.connect.state).toBe('connected');
  });
});

describe('precedence', () => {
  it('uses the site’s own keys first, then its connected account, then the platform default where allowed', async () => {
    const { db } = t.deps.database;
    const accountId = (await settingsOf(roles.siteId))!.stripeAccountId!;
    // Connected: the connected account.
    expect(stripe.accountOf((await cardCheckout('acme')).body.sessionId)).toBe(accountId);
    // The platform default allowed too: the connected account still comes first.
    await db.update(site).set({ platformPaymentsAllowed: true }).where(eq(site.id, roles.siteId));
    expect(stripe.accountOf((await cardCheckout('acme')).body.sessionId)).toBe(accountId);
    // Own keys saved: they come first, no fee.
    const saved = await call('/api/sites/acme/payment-settings', { method: 'PUT', body: { stripeSecretKey: OWN.secret, stripePublishableKey: OWN.publishable, stripeWebhookSecret: OWN.webhook }, cookie: roles.cookies.owner });
    expect(saved.status).toBe(200);
    const own = await cardCheckout('acme');
    expect(stripe.accountOf(own.body.sessionId)).toBe(OWN.secret);
    expect(stripe.applicationFeeOf(own.body.sessionId)).toBeNull();
    expect((await orderOf(own.body.orderReference))).toMatchObject({ paymentSource: 'site', paymentAccount: null });
    // Own keys cleared and disconnected: the platform default (allowed), then none.
    await call('/api/sites/acme/payment-settings', { method: 'PUT', body: { stripeSecretKey: '', stripePublishableKey: '', stripeWebhookSecret: '' }, cookie: roles.cookies.owner });
    await call(connectPath('acme'), { method: 'DELETE', cookie: roles.cookies.owner });
    const platform = await cardCheckout('acme');
    expect(stripe.accountOf(platform.body.sessionId)).toBe(PLATFORM.secret);
    expect(await orderOf(platform.body.orderReference)).toMatchObject({ paymentSource: 'platform', paymentAccount: null });
    await db.update(site).set({ platformPaymentsAllowed: false }).where(eq(site.id, roles.siteId));
    expect((await cardCheckout('acme')).status).toBe(400);
  });
});
