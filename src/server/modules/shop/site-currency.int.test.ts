import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_CURRENCY_LOCKED, SHOP_CURRENCY_UNKNOWN, SHOP_SETTINGS_INVALID } from '#core/shop/shop-settings.ts';
import { document, shopOrder, shopSettings, site } from '#server/db/schema.ts';
import { startFakePaypal, type FakePaypal } from '#server/testing/fake-paypal.ts';
import { startFakeStripe, type FakeStripe } from '#server/testing/fake-stripe.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

/*
 * A shop that sells in yen (issue 25 item 4, decision 060): the owner picks the currency in the
 * site settings; the card and PayPal checkouts charge ¥1200 as 1200 (the yen has no minor unit),
 * not 120000; the paid webhook and the capture match in minor units; and once the shop has orders
 * its currency cannot change. Real `stripe` and PayPal SDKs against the local fakes; the settings
 * form through React Router's real action. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const WEBHOOK_SECRET = 'whsec_test_currency';
let t: TestApp;
let roles: SiteRoles;
let stripe: FakeStripe;
let paypal: FakePaypal;
let teaId = '';

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  paypal = await startFakePaypal();
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_currency',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_currency',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_API_URL: paypal.url,
      CHECKOUT_RATE_LIMIT_MAX: '1000',
    },
    { pages: true },
  );
  roles = await seedSiteRoles(t, { tag: 'currency', site: { uniqueId: 'yen', title: 'Tea house' }, otherSite: { uniqueId: 'euro', title: 'Elsewhere' } });
  // The shops take card and PayPal through the platform's accounts (an admin allowed it; decision 058).
  await t.deps.database.db.update(site).set({ platformPaymentsAllowed: true });
  const [row] = await t.deps.database.db.insert(document).values({ siteId: roles.siteId, collection: 'products', data: { name: 'Sencha', price: 1200, stock: 50 } }).returning({ id: document.id });
  teaId = row!.id;
}, 120_000);

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

/** The site settings' Shop form, as the owner's browser sends it. */
async function saveShop(fields: Record<string, string>, cookie = roles.cookies.owner): Promise<{ status: number; text: string }> {
  const response = await t.request(`${TEST_ORIGIN}/dashboard/sites/site-yen/settings`, {
    method: 'POST',
    cookie,
    body: new URLSearchParams({ intent: 'save-shop', payOnDelivery: 'on', payByInvoice: 'on', offlineHoldHours: '72', maxUnitsPerCheckout: '20', ...fields }),
  });
  return { status: response.status, text: await response.text() };
}

async function storedCurrency(siteId = roles.siteId): Promise<string | null> {
  const [row] = await t.deps.database.db.select({ currency: shopSettings.currency }).from(shopSettings).where(eq(shopSettings.siteId, siteId));
  return row?.currency ?? null;
}

async function orderOf(reference: string) {
  const [row] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, reference));
  return row!;
}

async function methods(siteId: string): Promise<Json> {
  return (await (await t.request(`/api/checkout/methods?siteId=${siteId}`)).json()) as Json;
}

describe('the site currency setting', () => {
  it('is US dollars until the owner chooses', async () => {
    expect(await storedCurrency()).toBeNull();
    expect((await methods('yen')).currency).toBe('USD');
  });

  it('refuses a currency that is not one of the seven with a 400 naming the field, and changes nothing', async () => {
    for (const currency of ['XBT', 'jpy', '']) {
      const { status, text } = await saveShop({ currency });
      expect(status).toBe(400);
      expect(text).toContain(SHOP_SETTINGS_INVALID);
      expect(text).toContain(SHOP_CURRENCY_UNKNOWN);
    }
    expect(await storedCurrency()).toBeNull();
  });

  it('is not the editors’ to change (owners and admins only)', async () => {
    expect((await saveShop({ currency: 'EUR' }, roles.cookies.editor)).status).toBe(403);
    expect(await storedCurrency()).toBeNull();
  });

  it('is saved while the shop has no orders, and the checkout answers it', async () => {
    expect((await saveShop({ currency: 'EUR' })).status).toBe(200);
    expect(await storedCurrency()).toBe('EUR');
    expect((await saveShop({ currency: 'JPY' })).status).toBe(200);
    expect(await storedCurrency()).toBe('JPY');
    expect((await methods('yen')).currency).toBe('JPY');
    // Another site's shop keeps its own.
    expect((await methods('euro')).currency).toBe('USD');
  });
});

describe('a yen shop’s checkout', () => {
  it('charges ¥1200 by card as 1200 yen, and the paid webhook matches in minor units', async () => {
    const { status, body } = await post('/api/cart/stripe-checkout', { items: [{ productId: teaId, quantity: 1, price: 1 }], siteId: 'yen' });
    expect(status).toBe(200);
    const session = stripe.sessions.get(body.sessionId)!;
    expect(session.line_items).toEqual([{ name: 'Sencha', unitAmount: 1200, quantity: 1, images: [] }]);
    expect(session.amount_total).toBe(1200);
    expect(session.currency).toBe('jpy');
    expect(await orderOf(body.orderReference)).toMatchObject({ currency: 'JPY', subtotalCents: 1200, totalCents: 1200, status: 'pending' });

    await stripe.completeSession(body.sessionId);
    const event = stripe.events.at(-1)!;
    const delivered = await post('/api/webhooks/stripe', event.payload, { 'stripe-signature': event.signature });
    expect(delivered.body).toEqual({ received: true, outcome: 'applied' });
    expect((await orderOf(body.orderReference)).status).toBe('paid');
  });

  it('asks PayPal for 1200 yen with no decimals, and the capture matches in minor units', async () => {
    const created = await post('/api/cart/paypal-checkout', { items: [{ productId: teaId, quantity: 2 }], siteId: 'yen' });
    expect(created.status).toBe(200);
    const { orderID, sessionToken } = created.body;
    const sent = paypal.orders.get(orderID)!;
    expect(sent).toMatchObject({ currency: 'JPY', value: '2400' });
    expect(sent.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'JPY', value: '2400', breakdown: { item_total: { currency_code: 'JPY', value: '2400' } } },
      items: [{ name: 'Sencha', unit_amount: { currency_code: 'JPY', value: '1200' }, quantity: '2' }],
    });
    paypal.approve(orderID);
    const captured = await post('/api/cart/paypal-capture', { orderID, sessionToken });
    expect(captured.status).toBe(200);
    expect(await orderOf(captured.body.orderReference)).toMatchObject({ status: 'paid', currency: 'JPY', totalCents: 2400 });
  });

  it('does not mark an order paid when the provider reports another amount in minor units', async () => {
    const created = await post('/api/cart/paypal-checkout', { items: [{ productId: teaId, quantity: 1 }], siteId: 'yen' });
    const { orderID, sessionToken } = created.body;
    paypal.approve(orderID);
    // The capture says 12 yen: a reading by cents (1200 / 100) would be taken for this order's total.
    (paypal.orders.get(orderID)!.purchase_units[0]!.amount as Json).value = '12';
    await post('/api/cart/paypal-capture', { orderID, sessionToken });
    const [order] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.providerRef, orderID));
    expect(order).toMatchObject({ status: 'pending', totalCents: 1200 });
  });
});

describe('changing the currency once the shop has orders', () => {
  it('is refused with a 409 and the reason, and the currency stays', async () => {
    const { status, text } = await saveShop({ currency: 'USD' });
    expect(status).toBe(409);
    expect(text).toContain(SHOP_CURRENCY_LOCKED);
    expect(await storedCurrency()).toBe('JPY');
    expect((await methods('yen')).currency).toBe('JPY');
  });

  it('still lets the owner save the other shop settings in the same currency', async () => {
    expect((await saveShop({ currency: 'JPY', maxUnitsPerCheckout: '9' })).status).toBe(200);
    const [row] = await t.deps.database.db.select().from(shopSettings).where(eq(shopSettings.siteId, roles.siteId));
    expect(row).toMatchObject({ currency: 'JPY', maxUnitsPerCheckout: 9 });
  });
});
