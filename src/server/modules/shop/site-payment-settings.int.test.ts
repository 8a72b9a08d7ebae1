import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SETTINGS_FORBIDDEN, PAYMENT_SETTINGS_INVALID, STRIPE_KEYS_MIXED, type PaymentSettingsView } from '#core/shop/payment-settings.ts';
import { site, siteMember, sitePaymentSettings } from '#server/db/schema.ts';
import { SecretBoxError } from '#server/shared/secrets/secret-box.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { paymentSecretContext } from './site-payment-settings.public.ts';

let t: TestApp;
let roles: SiteRoles;

const SECRETS = { stripeSecretKey: 'sk_test_51AbCdEfGhIjKlMnOpQrStUv1234', stripeWebhookSecret: 'whsec_Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2', paypalSecret: 'EPaYpAlSeCrEt_value-9876' };
const FULL = { ...SECRETS, stripePublishableKey: 'pk_test_51AbCdEfGh', paypalClientId: 'AcLiEnT-id_42', paypalWebhookId: '8PT597110X687430L', paypalMode: 'sandbox' };

const url = (uniqueId = 'payshop') => `/api/sites/${uniqueId}/payment-settings`;
const get = (cookie?: string, uniqueId?: string) => t.request(url(uniqueId), { cookie });
const put = (cookie: string | undefined, body: unknown, uniqueId?: string) =>
  t.request(url(uniqueId), { method: 'PUT', cookie, headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const settingsOf = async (response: Response) => ((await response.json()) as { settings: PaymentSettingsView }).settings;
const storedRow = async (siteId = roles.siteId) => (await t.deps.database.db.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, siteId)))[0];

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedSiteRoles(t, { tag: 'pay', site: { uniqueId: 'payshop', title: 'Pay shop' }, otherSite: { uniqueId: 'othershop', title: 'Other shop' } });
  // otherEditor owns the other site here: an owner, but of another site.
  await t.deps.database.db.update(siteMember).set({ role: 'owner' }).where(and(eq(siteMember.siteId, roles.otherSiteId), eq(siteMember.userId, roles.userIds.otherEditor)));
}, 120_000);
afterAll(() => t?.close());

describe('site payment settings API', () => {
  it('lets the owner save every field and answers secrets as their last four characters only', async () => {
    const saved = await put(roles.cookies.owner, FULL);
    expect(saved.status).toBe(200);
    const text = await (await get(roles.cookies.owner)).text();
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret.slice(0, -4));
    const settings = (JSON.parse(text) as { settings: PaymentSettingsView }).settings;
    expect(settings.stripe).toEqual({
      publishableKey: FULL.stripePublishableKey,
      secretKey: { set: true, last4: '1234', readable: true },
      webhookSecret: { set: true, last4: '3Lk2', readable: true },
      testMode: true,
    });
    expect(settings.paypal).toEqual({ clientId: FULL.paypalClientId, secret: { set: true, last4: '9876', readable: true }, webhookId: FULL.paypalWebhookId, mode: 'sandbox', testMode: true });
    expect(settings.updatedAt).not.toBeNull();
  });

  it('stores no plaintext secret: each column holds a sealed value of the current key', async () => {
    const row = (await storedRow())!;
    const sealed = [row.stripeSecretKeySealed, row.stripeWebhookSecretSealed, row.paypalSecretSealed];
    for (const value of sealed) expect(value).toMatch(new RegExp(`^v1\\.${t.deps.secrets.current.id}\\.`));
    const raw = JSON.stringify(row);
    for (const secret of Object.values(SECRETS)) expect(raw).not.toContain(secret);
    expect(row.updatedBy).toBe(roles.userIds.owner);
  });

  it('keeps a secret the body leaves out and clears one sent empty', async () => {
    expect((await put(roles.cookies.owner, { paypalSecret: '', paypalClientId: '' })).status).toBe(200);
    const settings = await settingsOf(await get(roles.cookies.owner));
    expect(settings.stripe.secretKey.last4).toBe('1234');
    expect(settings.paypal.secret).toEqual({ set: false, last4: null, readable: true });
    expect(settings.paypal.clientId).toBeNull();
    expect((await storedRow())!.paypalSecretSealed).toBeNull();
  });

  it('refuses everyone but the site’s owners: editor and admin 403, other site’s owner and stranger 404, signed out 401', async () => {
    const before = await storedRow();
    const cases: [string | undefined, number][] = [
      [roles.cookies.editor, 403],
      [roles.cookies.admin, 403],
      [roles.cookies.otherEditor, 404],
      [roles.cookies.stranger, 404],
      [undefined, 401],
    ];
    for (const [cookie, status] of cases) {
      const read = await get(cookie);
      expect(read.status).toBe(status);
      expect(await read.text()).not.toContain('1234');
      const write = await put(cookie, { stripeSecretKey: 'sk_test_intruder0000', paypalMode: 'live' });
      expect(write.status).toBe(status);
      if (status === 403) expect(((await write.json()) as { error: string }).error).toBe(PAYMENT_SETTINGS_FORBIDDEN);
    }
    expect(await storedRow()).toEqual(before);
    expect((await get(roles.cookies.owner, 'no-such-site')).status).toBe(404);
  });

  it('names each field of the wrong shape (400, never 5xx) and changes nothing', async () => {
    const before = await storedRow();
    const response = await put(roles.cookies.owner, {
      stripeSecretKey: 'pk_test_wrongkind',
      stripePublishableKey: 'sk_test_wrongkind',
      stripeWebhookSecret: 'secret',
      paypalMode: 'production',
      paypalClientId: 42,
      paypalSecret: `A${'b'.repeat(300)}`,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; validationErrors: Record<string, string[]> };
    expect(body.error).toBe(PAYMENT_SETTINGS_INVALID);
    expect(Object.keys(body.validationErrors).sort()).toEqual(['paypalClientId', 'paypalMode', 'paypalSecret', 'stripePublishableKey', 'stripeSecretKey', 'stripeWebhookSecret']);
    expect(body.validationErrors.stripeSecretKey![0]).toMatch(/Stripe secret key.*sk_test_/);
    expect((await put(roles.cookies.owner, '{not json')).status).toBe(400);
    expect((await put(roles.cookies.owner, '[1]')).status).toBe(400);
    expect(await storedRow()).toEqual(before);
  });

  it('refuses live and test Stripe keys together, the stored key counting when only the other is sent', async () => {
    const together = await put(roles.cookies.owner, { stripeSecretKey: 'sk_live_abc123456', stripePublishableKey: 'pk_test_abc' });
    expect(together.status).toBe(400);
    expect(((await together.json()) as { validationErrors: Record<string, string[]> }).validationErrors).toEqual({ stripeSecretKey: [STRIPE_KEYS_MIXED] });
    // The stored secret key is a test key: a live publishable key alone is refused too.
    const alone = await put(roles.cookies.owner, { stripePublishableKey: 'pk_live_abc' });
    expect(((await alone.json()) as { validationErrors: Record<string, string[]> }).validationErrors).toEqual({ stripePublishableKey: [STRIPE_KEYS_MIXED] });
    // Both live at once is fine, and the keys say live mode; PayPal live likewise.
    const live = await put(roles.cookies.owner, { stripeSecretKey: 'rk_live_restricted9999', stripePublishableKey: 'pk_live_abc', paypalMode: 'live' });
    expect(live.status).toBe(200);
    const settings = await settingsOf(live);
    expect(settings.stripe.testMode).toBe(false);
    expect(settings.paypal).toMatchObject({ mode: 'live', testMode: false });
  });

  it('does not open a sealed value copied to another site or another field', async () => {
    const row = (await storedRow())!;
    const { db } = t.deps.database;
    await db.insert(sitePaymentSettings).values({ siteId: roles.otherSiteId, stripeSecretKeySealed: row.stripeSecretKeySealed, paypalSecretSealed: row.stripeWebhookSecretSealed });
    const settings = await settingsOf(await get(roles.cookies.otherEditor, 'othershop'));
    expect(settings.stripe.secretKey).toEqual({ set: true, last4: null, readable: false });
    expect(settings.paypal.secret).toEqual({ set: true, last4: null, readable: false });
    expect(() => t.deps.secrets.open(row.stripeSecretKeySealed!, paymentSecretContext(roles.otherSiteId, 'stripeSecretKey'))).toThrow(SecretBoxError);
    expect(t.deps.secrets.open(row.stripeSecretKeySealed!, paymentSecretContext(roles.siteId, 'stripeSecretKey'))).toBe('rk_live_restricted9999');
  });

  it('goes with its site when the site is deleted', async () => {
    await t.deps.database.db.delete(site).where(eq(site.id, roles.otherSiteId));
    expect(await storedRow(roles.otherSiteId)).toBeUndefined();
  });
});
