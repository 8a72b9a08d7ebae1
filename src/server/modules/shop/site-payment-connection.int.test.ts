import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_SETTINGS_FORBIDDEN,
  PAYMENT_TEST_PROVIDER_INVALID,
  PAYMENT_TEST_RATE_LIMIT,
  STRIPE_KEY_REFUSED,
  paymentKeysNotSet,
  paymentKeysUnreadable,
  paymentProviderUnreachable,
  paymentTestRateLimited,
  paypalKeysRefused,
  type PaymentConnectionResult,
} from '#core/shop/payment-settings.ts';
import { rateLimit, siteMember, sitePaymentSettings } from '#server/db/schema.ts';
import { createLogger } from '#server/logger.ts';
import { checkPaypalKeys, checkStripeKeys } from '#server/providers/payments/check-keys.ts';
import { startFakePaypal, type FakePaypal } from '#server/testing/fake-paypal.ts';
import { fakeStripeAccountOf, startFakeStripe, type FakeStripe } from '#server/testing/fake-stripe.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { paymentTestRateLimitKey } from './site-payment-connection.public.ts';

let t: TestApp;
let roles: SiteRoles;
let stripe: FakeStripe;
let paypal: FakePaypal;

const STRIPE_KEY = 'sk_test_51ConnGood0000Key4321';
const PAYPAL = { paypalClientId: 'known-client_1', paypalSecret: 'Right-Secret_77' };

const settingsUrl = (uniqueId = 'connshop') => `/api/sites/${uniqueId}/payment-settings`;
const put = (body: unknown) => t.request(settingsUrl(), { method: 'PUT', cookie: roles.cookies.owner, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const test = (cookie: string | undefined, body: unknown, uniqueId?: string) =>
  t.request(`${settingsUrl(uniqueId)}/test`, { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const resultOf = async (response: Response) => ((await response.json()) as { result: PaymentConnectionResult }).result;
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
const resetRateLimit = (userId: string) => t.deps.database.db.delete(rateLimit).where(eq(rateLimit.key, paymentTestRateLimitKey(userId)));

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookSecret: 'whsec_conn' });
  paypal = await startFakePaypal({ clients: { [PAYPAL.paypalClientId]: PAYPAL.paypalSecret } });
  t = await createTestApp({ STRIPE_API_URL: stripe.url, PAYPAL_API_URL: paypal.url });
  roles = await seedSiteRoles(t, { tag: 'conn', site: { uniqueId: 'connshop', title: 'Conn shop' }, otherSite: { uniqueId: 'connother', title: 'Other shop' } });
  await t.deps.database.db.update(siteMember).set({ role: 'owner' }).where(and(eq(siteMember.siteId, roles.otherSiteId), eq(siteMember.userId, roles.userIds.otherEditor)));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await paypal?.close();
});

describe('payment settings: Test connection', () => {
  it('asks the owner to save keys first (409), and names a provider it does not know (400)', async () => {
    for (const provider of ['stripe', 'paypal'] as const) {
      const response = await test(roles.cookies.owner, { provider });
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toBe(paymentKeysNotSet(provider));
    }
    // A PayPal secret without its client id is not enough either.
    expect((await put({ paypalSecret: PAYPAL.paypalSecret })).status).toBe(200);
    expect((await test(roles.cookies.owner, { provider: 'paypal' })).status).toBe(409);
    for (const body of [{}, { provider: 'square' }, { provider: 1 }]) {
      const response = await test(roles.cookies.owner, body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(PAYMENT_TEST_PROVIDER_INVALID);
    }
  });

  it('retrieves the Stripe account of the stored key through the SDK, and says in test mode', async () => {
    expect((await put({ stripeSecretKey: STRIPE_KEY, stripePublishableKey: 'pk_test_connGood' })).status).toBe(200);
    const response = await test(roles.cookies.owner, { provider: 'stripe' });
    expect(response.status).toBe(200);
    expect(await resultOf(response)).toEqual({ ok: true, account: `Fake Stripe shop (${fakeStripeAccountOf(STRIPE_KEY)})`, testMode: true });
  });

  it('answers a refused Stripe key as a result (200) with what to do', async () => {
    const revoked = 'sk_test_51ConnRevoked000Key9999';
    stripe.revokeKey(revoked);
    expect((await put({ stripeSecretKey: revoked })).status).toBe(200);
    const response = await test(roles.cookies.owner, { provider: 'stripe' });
    expect(response.status).toBe(200);
    expect(await resultOf(response)).toEqual({ ok: false, reason: STRIPE_KEY_REFUSED });
    expect((await put({ stripeSecretKey: STRIPE_KEY })).status).toBe(200);
  });

  it('gets a PayPal OAuth token with the stored client in the stored mode; a wrong secret is refused', async () => {
    expect((await put({ ...PAYPAL, paypalMode: 'sandbox' })).status).toBe(200);
    expect(await resultOf(await test(roles.cookies.owner, { provider: 'paypal' }))).toEqual({ ok: true, account: null, testMode: true });
    expect((await put({ paypalMode: 'live' })).status).toBe(200);
    expect(await resultOf(await test(roles.cookies.owner, { provider: 'paypal' }))).toEqual({ ok: true, account: null, testMode: false });
    expect((await put({ paypalSecret: 'Wrong-Secret_00', paypalMode: 'sandbox' })).status).toBe(200);
    const refused = await test(roles.cookies.owner, { provider: 'paypal' });
    expect(refused.status).toBe(200);
    expect(await resultOf(refused)).toEqual({ ok: false, reason: paypalKeysRefused('sandbox') });
  });

  it('says a stored secret this server cannot open must be entered again (409), without calling the provider', async () => {
    const [row] = await t.deps.database.db.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, roles.siteId));
    // A value sealed for another site does not open here (its context names the site).
    const foreign = t.deps.secrets.seal(STRIPE_KEY, `site-payment:${roles.otherSiteId}:stripeSecretKey`);
    await t.deps.database.db.update(sitePaymentSettings).set({ stripeSecretKeySealed: foreign }).where(eq(sitePaymentSettings.siteId, roles.siteId));
    const response = await test(roles.cookies.owner, { provider: 'stripe' });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(paymentKeysUnreadable('stripe'));
    await t.deps.database.db.update(sitePaymentSettings).set({ stripeSecretKeySealed: row!.stripeSecretKeySealed }).where(eq(sitePaymentSettings.siteId, roles.siteId));
  });

  it('refuses everyone but the site’s owners: editor and admin 403, other site’s owner and stranger 404, signed out 401', async () => {
    const cases: [string | undefined, number][] = [
      [roles.cookies.editor, 403],
      [roles.cookies.admin, 403],
      [roles.cookies.otherEditor, 404],
      [roles.cookies.stranger, 404],
      [undefined, 401],
    ];
    for (const [cookie, status] of cases) {
      const response = await test(cookie, { provider: 'stripe' });
      expect(response.status).toBe(status);
      const text = await response.text();
      expect(text).not.toContain('acct_');
      if (status === 403) expect((JSON.parse(text) as { error: string }).error).toBe(PAYMENT_SETTINGS_FORBIDDEN);
    }
    expect((await test(roles.cookies.owner, { provider: 'stripe' }, 'no-such-site')).status).toBe(404);
  });

  it('limits tests per user: 429 with Retry-After once the window is used up', async () => {
    await resetRateLimit(roles.userIds.owner);
    for (let i = 0; i < PAYMENT_TEST_RATE_LIMIT.max; i++) expect((await test(roles.cookies.owner, { provider: 'stripe' })).status).toBe(200);
    const limited = await test(roles.cookies.owner, { provider: 'stripe' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PAYMENT_TEST_RATE_LIMIT.windowMs / 1000);
    expect(await errorOf(limited)).toBe(paymentTestRateLimited(retryAfter));
    // Another owner's tests are counted apart.
    expect((await test(roles.cookies.otherEditor, { provider: 'stripe' }, 'connother')).status).toBe(409);
    await resetRateLimit(roles.userIds.owner);
  });

  it('says a provider that cannot be reached could not be reached', async () => {
    const logger = createLogger(t.deps.env);
    // Port 9 (discard) on the loopback: nothing listens, the connection is refused at once.
    expect(await checkStripeKeys({ secretKey: STRIPE_KEY, apiUrl: 'http://127.0.0.1:9', logger })).toEqual({ ok: false, reason: paymentProviderUnreachable('stripe') });
    expect(await checkPaypalKeys({ clientId: 'x', clientSecret: 'y', mode: 'sandbox', apiUrl: 'http://127.0.0.1:9', logger })).toEqual({ ok: false, reason: paymentProviderUnreachable('paypal') });
  });
});
