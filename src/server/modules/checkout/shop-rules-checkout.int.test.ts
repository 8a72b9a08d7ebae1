import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_COUNTRY_NOT_ADDRESS, CHECKOUT_QUOTE_RATE_LIMITED, DISCOUNT_CODE_NEEDS_EMAIL } from '#core/checkout/messages.ts';
import { parseQuoteAnswer } from '#core/checkout/quote-api.ts';
import { QUOTE_PROBLEM_MESSAGES } from '#core/checkout/quote.ts';
import { COUNTRY_CODE_INVALID } from '#core/shop-rules/countries.ts';
import { DISCOUNT_PROBLEMS } from '#core/shop-rules/discounts.ts';
import { SHIPPING_MESSAGES } from '#core/shop-rules/shipping.ts';
import { discountCode, discountRedemption, document, shippingRate, shippingZone, shopOrder, shopSettings, site, taxRate } from '#server/db/schema.ts';
import { clientNetworkKey } from '#server/http/client-network.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import { TAX_LINE_NAME } from '#server/providers/payments/stripe.ts';
import { startFakePaypal, type FakePaypal } from '#server/testing/fake-paypal.ts';
import { startFakeStripe, type FakeStripe } from '#server/testing/fake-stripe.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { QUOTE_RATE_LIMIT } from './routes.ts';

/*
 * Checkout priced by the shop's rules (issue 26; decision 066): the drawer's quote, and orders
 * placed by every method with shipping, tax and a discount code, through real HTTP into the app
 * (card and PayPal through their real SDKs against the local fakes). A code's last use goes to one
 * of 20 concurrent buyers; an unserved buyer places nothing; a cancelled order gives its use back;
 * a shop without rules prices as before. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const WEBHOOK_SECRET = 'whsec_test_rules';
let t: TestApp;
let roles: SiteRoles;
let stripe: FakeStripe;
let paypal: FakePaypal;
const ids = { mug: '', book: '', plainMug: '', standard: '', pickup: '', express: '' };
let plainSiteId = '';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely; each assertion names what it expects
type Json = Record<string, any>;

const ADDRESS_DE = { line1: '1 Hauptstraße', line2: null, city: 'Berlin', postalCode: '10115', country: 'DE' };
const buyer = (email: string, address: Json = ADDRESS_DE) => ({ name: 'Ada Buyer', email, address, phone: '+49 30 1234567' });

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  paypal = await startFakePaypal();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_rules',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_rules',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_API_URL: paypal.url,
    CHECKOUT_RATE_LIMIT_MAX: '1000',
  });
  roles = await seedSiteRoles(t, { tag: 'rules', site: { uniqueId: 'rules', title: 'Rules' }, otherSite: { uniqueId: 'plain', title: 'Plain' } });
  plainSiteId = roles.otherSiteId;
  const { db } = t.deps.database;
  await db.update(site).set({ platformPaymentsAllowed: true }).where(eq(site.id, roles.siteId));
  await db.insert(shopSettings).values({ siteId: roles.siteId, maxUnitsPerCheckout: 50 });
  const product = async (siteId: string, data: Json) => (await db.insert(document).values({ siteId, collection: 'products', data }).returning({ id: document.id }))[0]!.id;
  ids.mug = await product(roles.siteId, { name: 'Mug', price: 12.5, stock: 500, shipping_weight: 0.4 });
  ids.book = await product(roles.siteId, { name: 'Book', price: 20, stock: 500, tax_class: 'reduced', shipping_weight: 0.5 });
  ids.plainMug = await product(plainSiteId, { name: 'Plain mug', price: 12.5, stock: 50 });
  const [europe] = await db.insert(shippingZone).values({ siteId: roles.siteId, name: 'Germany and Austria', countries: ['DE', 'AT'], position: 0 }).returning();
  const [us] = await db.insert(shippingZone).values({ siteId: roles.siteId, name: 'New York', countries: ['US'], regions: ['US-NY'], position: 1 }).returning();
  ids.standard = (await db.insert(shippingRate).values({ zoneId: europe!.id, name: 'Standard', kind: 'flat', amountCents: 490 }).returning())[0]!.id;
  ids.pickup = (await db.insert(shippingRate).values({ zoneId: europe!.id, name: 'Pickup', kind: 'pickup', amountCents: 0 }).returning())[0]!.id;
  ids.express = (await db.insert(shippingRate).values({ zoneId: us!.id, name: 'Express', kind: 'flat', amountCents: 1500 }).returning())[0]!.id;
  await db.insert(taxRate).values([
    { siteId: roles.siteId, country: 'DE', region: null, taxClass: 'standard', ratePpm: 190_000 },
    { siteId: roles.siteId, country: 'DE', region: null, taxClass: 'reduced', ratePpm: 70_000 },
  ]);
  await db.insert(discountCode).values([
    { siteId: roles.siteId, code: 'SAVE10', kind: 'percent', value: 1000 },
    { siteId: roles.siteId, code: 'OnceEach', kind: 'fixed', value: 100, perEmailLimit: 1 },
    { siteId: roles.siteId, code: 'LASTONE', kind: 'fixed', value: 500, usageLimit: 1 },
    { siteId: roles.siteId, code: 'CANCELME', kind: 'fixed', value: 300, usageLimit: 1 },
    { siteId: roles.siteId, code: 'GONE', kind: 'percent', value: 5000, usageLimit: 3, uses: 3 },
  ]);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await paypal?.close();
});

let ipCount = 0;
const freshIp = () => `10.77.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

async function post(path: string, body: unknown, init: { cookie?: string; ip?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...init.headers }, body: typeof body === 'string' ? body : JSON.stringify(body), cookie: init.cookie, ip: init.ip ?? freshIp() });
  return { status: response.status, body: (await response.json()) as Json };
}

const CART = () => [
  { productId: ids.mug, quantity: 2 },
  { productId: ids.book, quantity: 1 },
];
const quote = (extra: Json, init: { ip?: string } = {}) => post('/api/checkout/quote', { siteId: 'rules', items: CART(), customer: null, shippingRateId: null, discountCode: null, ...extra }, init);

async function stockOf(id: string): Promise<number> {
  const [row] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, id));
  return (row!.data as { stock: number }).stock;
}
async function codeUses(code: string): Promise<number> {
  const [row] = await t.deps.database.db.select({ uses: discountCode.uses }).from(discountCode).where(and(eq(discountCode.siteId, roles.siteId), eq(discountCode.code, code)));
  return row!.uses;
}
async function orderOf(reference: string) {
  const [row] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, reference));
  return row!;
}
async function setPricesIncludeTax(value: boolean) {
  await t.deps.database.db.update(shopSettings).set({ pricesIncludeTax: value }).where(eq(shopSettings.siteId, roles.siteId));
}

// Mug 2 × 12.50 (standard 19 %), Book 20.00 (reduced 7 %), to Germany by Standard (4.90) with SAVE10:
// 10 % of 45.00 = 4.50, spread 2.50 / 2.00; tax 22.50 × 19 % = 4.275 → 4.28, 18.00 × 7 % = 1.26,
// shipping 4.90 × 19 % = 0.931 → 0.93: 6.47; total 45.00 − 4.50 + 4.90 + 6.47 = 51.87.
const DE_STANDARD_SAVE10 = { subtotalCents: 4500, discountCents: 450, shippingCents: 490, taxCents: 647, totalCents: 5187 };

describe('POST /api/checkout/quote', () => {
  it('asks for the country, then offers the zone’s rates, then prices the rate, the buyer’s tax and the code', async () => {
    const first = await quote({});
    expect(first.status).toBe(200);
    const asked = parseQuoteAnswer(first.body)!;
    expect(asked).toMatchObject({ currency: 'USD', pricesIncludeTax: false, needsShipping: true, asksCountry: true, shipsTo: ['AT', 'DE', 'US'], rates: [], shippingRateId: null });
    expect(asked).toMatchObject({ subtotalCents: 4500, discountCents: 0, shippingCents: 0, taxCents: 0, totalCents: 4500, problems: { country: QUOTE_PROBLEM_MESSAGES.country_required } });

    const german = parseQuoteAnswer((await quote({ customer: { country: 'de' } })).body)!;
    expect(german.rates).toEqual([
      { id: ids.pickup, name: 'Pickup', kind: 'pickup', priceCents: 0 },
      { id: ids.standard, name: 'Standard', kind: 'flat', priceCents: 490 },
    ]);
    expect(german.problems).toEqual({ shippingRateId: SHIPPING_MESSAGES.rateRequired });

    const priced = await quote({ customer: { country: 'DE', postalCode: '10115' }, shippingRateId: ids.standard, discountCode: 'save10' });
    expect(priced.body).toMatchObject({ ...DE_STANDARD_SAVE10, shippingRateId: ids.standard, discountCode: 'SAVE10', problems: {} });
    // A quote takes nothing: no stock, no use.
    expect(await stockOf(ids.mug)).toBe(500);
    expect(await codeUses('SAVE10')).toBe(0);
  });

  it('asks the region where a zone of the buyer’s country names regions, and prices the buyer in it', async () => {
    const us = parseQuoteAnswer((await quote({ customer: { country: 'US' } })).body)!;
    expect(us).toMatchObject({ regions: ['US-NY'], asksPostcode: false, rates: [], problems: { country: SHIPPING_MESSAGES.notServed } });
    expect(parseQuoteAnswer((await quote({ customer: { country: 'DE' } })).body)).toMatchObject({ regions: [], asksPostcode: false });
    const newYork = parseQuoteAnswer((await quote({ customer: { country: 'US', region: 'NY' }, shippingRateId: ids.express })).body)!;
    expect(newYork).toMatchObject({ regions: ['US-NY'], rates: [{ id: ids.express, name: 'Express', priceCents: 1500 }], shippingRateId: ids.express, shippingCents: 1500, problems: {} });
    // A card buyer sends the region as the quote did: the order is placed where the quote priced it.
    const card = await post('/api/cart/stripe-checkout', { siteId: 'rules', items: CART(), customer: { country: 'US', region: 'US-NY', postalCode: '10001' }, shippingRateId: ids.express });
    expect(card.status).toBe(200);
    expect(await orderOf(card.body.orderReference)).toMatchObject({ shippingCents: 1500, totalCents: 6000, shippingChoice: { rateName: 'Express' } });
    const malformed = await quote({ customer: { country: 'US', region: 'NY', postalCode: '-100' } });
    expect(malformed.status).toBe(400);
  });

  it('says why a code does not apply and prices without it; an unserved place or a rate of another zone is the field’s problem', async () => {
    const unknown = await quote({ customer: { country: 'DE' }, shippingRateId: ids.standard, discountCode: 'NOPE' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ discountCents: 0, totalCents: 4500 + 490 + 475 + 140 + 93, discountCode: null, problems: { discountCode: DISCOUNT_PROBLEMS.unknown } });
    expect((await quote({ customer: { country: 'DE' }, shippingRateId: ids.standard, discountCode: 'GONE' })).body.problems).toEqual({ discountCode: DISCOUNT_PROBLEMS.used_up });

    const france = await quote({ customer: { country: 'FR' }, shippingRateId: ids.standard, discountCode: 'SAVE10' });
    expect(france.body).toMatchObject({ subtotalCents: 4500, discountCents: 450, shippingCents: 0, taxCents: 0, totalCents: 4050, rates: [], problems: { country: SHIPPING_MESSAGES.notServed } });
    expect((await quote({ customer: { country: 'DE' }, shippingRateId: ids.express })).body.problems).toEqual({ shippingRateId: SHIPPING_MESSAGES.rateUnavailable });
    // New York is served; California is not (the zone names a region).
    expect((await quote({ customer: { country: 'US', region: 'NY' }, shippingRateId: ids.express })).body).toMatchObject({ shippingCents: 1500, taxCents: 0, totalCents: 6000, problems: {} });
    expect((await quote({ customer: { country: 'US', region: 'CA' } })).body.problems).toEqual({ country: SHIPPING_MESSAGES.notServed });
  });

  it('judges a per-email limit when the email is given', async () => {
    const email = 'once@example.com';
    const placed = await post('/api/cart/offline-checkout', { siteId: 'rules', method: 'invoice', items: CART(), customer: buyer(email), shippingRateId: ids.pickup, discountCode: 'OnceEach' });
    expect(placed.status).toBe(201);
    const again = await quote({ customer: { country: 'DE', email: 'ONCE@example.com' }, shippingRateId: ids.pickup, discountCode: 'onceeach' });
    expect(again.body.problems).toEqual({ discountCode: DISCOUNT_PROBLEMS.used_up_for_email });
    const other = await quote({ customer: { country: 'DE', email: 'someone@example.com' }, shippingRateId: ids.pickup, discountCode: 'onceeach' });
    expect(other.body).toMatchObject({ discountCents: 100, discountCode: 'OnceEach', problems: {} });
  });

  it('takes the tax out of the prices in a shop whose prices include it: the buyer pays the goods less the code plus shipping', async () => {
    await setPricesIncludeTax(true);
    try {
      const { body } = await quote({ customer: { country: 'DE' }, shippingRateId: ids.standard, discountCode: 'SAVE10' });
      // 22.50 × 19/119 = 3.59, 18.00 × 7/107 = 1.18, 4.90 × 19/119 = 0.78.
      expect(body).toMatchObject({ pricesIncludeTax: true, subtotalCents: 4500, discountCents: 450, shippingCents: 490, taxCents: 555, totalCents: 4540 });
    } finally {
      await setPricesIncludeTax(false);
    }
  });

  it('prices a shop without zones or tax rates at the sum of its lines, asking no country', async () => {
    const { status, body } = await post('/api/checkout/quote', { siteId: 'plain', items: [{ productId: ids.plainMug, quantity: 3 }], customer: { country: 'FR' }, shippingRateId: null, discountCode: null });
    expect(status).toBe(200);
    expect(body).toEqual({ currency: 'USD', pricesIncludeTax: false, needsShipping: false, asksCountry: false, shipsTo: [], regions: [], asksPostcode: false, rates: [], shippingRateId: null, subtotalCents: 3750, discountCents: 0, shippingCents: 0, taxCents: 0, totalCents: 3750, discountCode: null, problems: {}, cardTaxByStripe: false });
  });

  it('refuses malformed bodies with 4xx and limits the quotes of one network', async () => {
    expect((await quote({ items: [] })).status).toBe(400);
    const badCountry = await quote({ customer: { country: 'ZZ' } });
    expect(badCountry).toEqual({ status: 400, body: { error: COUNTRY_CODE_INVALID, validationErrors: { country: [COUNTRY_CODE_INVALID] } } });
    expect((await quote({ discountCode: 42 })).body.validationErrors).toEqual({ discountCode: [DISCOUNT_PROBLEMS.unknown] });
    expect((await quote({ items: [{ productId: 'not-a-product', quantity: 1 }] })).status).toBe(409);

    const ip = '10.78.0.1';
    for (let i = 0; i < QUOTE_RATE_LIMIT.max; i++) await consumeRateLimit(t.deps.database.db, `checkout-quote:${clientNetworkKey(ip)}`, QUOTE_RATE_LIMIT);
    expect(await quote({}, { ip })).toEqual({ status: 429, body: { error: CHECKOUT_QUOTE_RATE_LIMITED } });
  });
});

describe('placing orders with shipping, tax and a code', () => {
  it('records an offline order at the quote’s figures, takes the code’s use and shows the breakdown to the buyer', async () => {
    const { status, body } = await post('/api/cart/offline-checkout', { siteId: 'rules', method: 'delivery', items: CART(), customer: buyer('Offline@Example.com'), shippingRateId: ids.standard, discountCode: 'save10' });
    expect(status).toBe(201);
    const order = await orderOf(body.orderReference);
    expect(order).toMatchObject({ ...DE_STANDARD_SAVE10, taxIncluded: false, discountCode: 'SAVE10', shippingChoice: { rateId: ids.standard, rateName: 'Standard', zoneName: 'Germany and Austria', kind: 'flat' } });
    expect(await codeUses('SAVE10')).toBe(1);
    const [redemption] = await t.deps.database.db.select().from(discountRedemption).where(eq(discountRedemption.orderId, order.id));
    expect(redemption).toMatchObject({ email: 'offline@example.com', releasedAt: null });

    const shown = (await (await t.request(`/api/checkout/order?token=${body.sessionToken}`)).json()) as Json;
    expect(shown.order).toMatchObject({ ...DE_STANDARD_SAVE10, taxIncluded: false, discountCode: 'SAVE10', shippingName: 'Standard' });
  });

  it('refuses an unserved buyer, a missing rate, a country beside the address and a used-up code, placing nothing', async () => {
    const mugBefore = await stockOf(ids.mug);
    const ordersBefore = (await t.deps.database.db.select({ id: shopOrder.id }).from(shopOrder)).length;
    const france = await post('/api/cart/offline-checkout', { siteId: 'rules', method: 'delivery', items: CART(), customer: buyer('fr@example.com', { ...ADDRESS_DE, city: 'Paris', postalCode: '75001', country: 'FR' }), shippingRateId: ids.standard });
    expect(france).toEqual({ status: 400, body: { error: SHIPPING_MESSAGES.notServed, validationErrors: { country: [SHIPPING_MESSAGES.notServed] } } });
    const noRate = await post('/api/cart/offline-checkout', { siteId: 'rules', method: 'delivery', items: CART(), customer: buyer('norate@example.com') });
    expect(noRate).toEqual({ status: 400, body: { error: SHIPPING_MESSAGES.rateRequired, validationErrors: { shippingRateId: [SHIPPING_MESSAGES.rateRequired] } } });
    const mismatch = await post('/api/cart/offline-checkout', { siteId: 'rules', method: 'delivery', items: CART(), customer: { ...buyer('mix@example.com'), country: 'AT' }, shippingRateId: ids.standard });
    expect(mismatch).toEqual({ status: 400, body: { error: CHECKOUT_COUNTRY_NOT_ADDRESS, validationErrors: { country: [CHECKOUT_COUNTRY_NOT_ADDRESS] } } });
    const gone = await post('/api/cart/offline-checkout', { siteId: 'rules', method: 'delivery', items: CART(), customer: buyer('gone@example.com'), shippingRateId: ids.standard, discountCode: 'GONE' });
    expect(gone).toEqual({ status: 409, body: { error: DISCOUNT_PROBLEMS.used_up, validationErrors: { discountCode: [DISCOUNT_PROBLEMS.used_up] } } });
    const unknown = await post('/api/cart/offline-checkout', { siteId: 'rules', method: 'delivery', items: CART(), customer: buyer('unknown@example.com'), shippingRateId: ids.standard, discountCode: 'NOPE' });
    expect(unknown).toMatchObject({ status: 400, body: { validationErrors: { discountCode: [DISCOUNT_PROBLEMS.unknown] } } });
    const card = await post('/api/cart/stripe-checkout', { siteId: 'rules', items: CART(), customer: { country: 'FR', email: 'card@example.com' }, shippingRateId: ids.standard });
    expect(card).toMatchObject({ status: 400, body: { validationErrors: { country: [SHIPPING_MESSAGES.notServed] } } });
    const noCountry = await post('/api/cart/paypal-checkout', { siteId: 'rules', items: CART(), shippingRateId: ids.standard });
    expect(noCountry).toEqual({ status: 400, body: { error: QUOTE_PROBLEM_MESSAGES.country_required, validationErrors: { country: [QUOTE_PROBLEM_MESSAGES.country_required] } } });
    expect(await stockOf(ids.mug)).toBe(mugBefore);
    expect(await codeUses('GONE')).toBe(3);
    expect((await t.deps.database.db.select({ id: shopOrder.id }).from(shopOrder)).length).toBe(ordersBefore);
  });

  it('charges the card the discounted total with shipping and tax (the fake’s session), and the webhook marks it paid', async () => {
    const { status, body } = await post('/api/cart/stripe-checkout', { siteId: 'rules', items: CART(), customer: { country: 'DE', email: 'Card@Example.com' }, shippingRateId: ids.standard, discountCode: 'SAVE10' });
    expect(status).toBe(200);
    const order = await orderOf(body.orderReference);
    expect(order).toMatchObject({ ...DE_STANDARD_SAVE10, email: 'card@example.com', discountCode: 'SAVE10' });
    const session = stripe.sessions.get(body.sessionId)!;
    expect(session.amount_total).toBe(5187);
    // Each line keeps its share of the 4.50 off, and Stripe is sent the lines net of it (decision 074): no coupon.
    expect(order.lines.map((line) => line.discountCents)).toEqual([250, 200]);
    expect(session.line_items.map((line) => [line.name, line.unitAmount, line.quantity])).toEqual([
      ['Mug', 1125, 2],
      ['Book', 1800, 1],
      [TAX_LINE_NAME, 647, 1],
    ]);
    expect(session.shipping_cost).toEqual({ amount_total: 490, display_name: 'Standard' });
    expect(session.total_details).toMatchObject({ amount_discount: 0, amount_shipping: 490 });
    expect(session.customer_email).toBe('card@example.com');

    await stripe.completeSession(body.sessionId);
    const completed = stripe.events.at(-1)!;
    const delivered = await post('/api/webhooks/stripe', completed.payload, { headers: { 'stripe-signature': completed.signature } });
    expect(delivered.body).toEqual({ received: true, outcome: 'applied' });
    expect((await orderOf(body.orderReference)).status).toBe('paid');
  });

  it('charges an inclusive shop’s card the goods less the code plus shipping, with no tax line', async () => {
    await setPricesIncludeTax(true);
    try {
      const { body } = await post('/api/cart/stripe-checkout', { siteId: 'rules', items: CART(), customer: { country: 'DE', email: 'incl@example.com' }, shippingRateId: ids.standard, discountCode: 'SAVE10' });
      const session = stripe.sessions.get(body.sessionId)!;
      expect(session.amount_total).toBe(4540);
      expect(session.line_items.map((line) => line.name)).toEqual(['Mug', 'Book']);
      expect(await orderOf(body.orderReference)).toMatchObject({ totalCents: 4540, taxCents: 555, taxIncluded: true });
    } finally {
      await setPricesIncludeTax(false);
    }
  });

  it('lets Stripe Tax tax a card order when the shop turned it on (decision 073): placed without tax, its tax and total set from what Stripe charged', async () => {
    await t.deps.database.db.update(shopSettings).set({ stripeAutomaticTax: true }).where(eq(shopSettings.siteId, roles.siteId));
    try {
      const card = async (email: string) => post('/api/cart/stripe-checkout', { siteId: 'rules', items: CART(), customer: { country: 'DE', email }, shippingRateId: ids.standard, discountCode: 'SAVE10' });
      const { status, body } = await card('stripe-tax@example.com');
      expect(status).toBe(200);
      // 45.00 − 4.50 + 4.90 = 45.40 before tax; the shop's own 19 % and 7 % are not applied.
      expect(await orderOf(body.orderReference)).toMatchObject({ subtotalCents: 4500, discountCents: 450, shippingCents: 490, taxCents: 0, totalCents: 4540, taxByStripe: true });
      const session = stripe.sessions.get(body.sessionId)!;
      expect(session.line_items.map((line) => line.name)).toEqual(['Mug', 'Book']);
      // The fake's Stripe Tax: 10 % of 40.50 and of 4.90 = 4.05 + 0.49.
      expect(session).toMatchObject({ automatic_tax: { enabled: true }, billing_address_collection: 'required', amount_total: 4994, total_details: { amount_tax: 454 } });
      await stripe.completeSession(body.sessionId);
      const completed = stripe.events.at(-1)!;
      expect((await post('/api/webhooks/stripe', completed.payload, { headers: { 'stripe-signature': completed.signature } })).body).toEqual({ received: true, outcome: 'applied' });
      expect(await orderOf(body.orderReference)).toMatchObject({ status: 'paid', taxCents: 454, totalCents: 4994, taxIncluded: false });
      const buyerView = await t.request(`/api/checkout/order?token=${(await orderOf(body.orderReference)).sessionToken}`);
      expect(await buyerView.json()).toMatchObject({ order: { taxCents: 454, totalCents: 4994 } });

      // A payment that is not the order's total with the tax Stripe reports is not taken as paid.
      const second = await card('stripe-tax-2@example.com');
      stripe.sessions.get(second.body.sessionId)!.total_details.amount_tax = 100;
      await stripe.completeSession(second.body.sessionId);
      const wrong = stripe.events.at(-1)!;
      expect((await post('/api/webhooks/stripe', wrong.payload, { headers: { 'stripe-signature': wrong.signature } })).body).toEqual({ received: true, outcome: 'unchanged' });
      expect(await orderOf(second.body.orderReference)).toMatchObject({ status: 'pending', taxCents: 0, totalCents: 4540 });

      // PayPal and offline orders keep the shop's own rates.
      const offline = await post('/api/cart/offline-checkout', { siteId: 'rules', method: 'delivery', items: CART(), customer: buyer('offline-stripe-tax@example.com'), shippingRateId: ids.standard, discountCode: 'SAVE10' });
      expect(offline.status).toBe(201);
      expect(await orderOf(offline.body.orderReference)).toMatchObject({ ...DE_STANDARD_SAVE10, taxByStripe: false });
    } finally {
      await t.deps.database.db.update(shopSettings).set({ stripeAutomaticTax: false }).where(eq(shopSettings.siteId, roles.siteId));
    }
  });

  it('asks a card buyer for an email before taking a code', async () => {
    const { status, body } = await post('/api/cart/stripe-checkout', { siteId: 'rules', items: CART(), customer: { country: 'DE' }, shippingRateId: ids.standard, discountCode: 'SAVE10' });
    expect(status).toBe(400);
    expect(body).toEqual({ error: DISCOUNT_CODE_NEEDS_EMAIL, validationErrors: { email: [DISCOUNT_CODE_NEEDS_EMAIL] } });
  });

  it('sends PayPal a breakdown that adds up to the total, and captures it as paid', async () => {
    const { status, body } = await post('/api/cart/paypal-checkout', { siteId: 'rules', items: CART(), customer: { country: 'DE', email: 'pp@example.com' }, shippingRateId: ids.standard, discountCode: 'SAVE10' });
    expect(status).toBe(200);
    const created = paypal.orders.get(body.orderID)!;
    expect(created.value).toBe('51.87');
    expect((created.purchase_units[0]!.amount as Json).breakdown).toEqual({
      item_total: { currency_code: 'USD', value: '45.00' },
      shipping: { currency_code: 'USD', value: '4.90' },
      tax_total: { currency_code: 'USD', value: '6.47' },
      discount: { currency_code: 'USD', value: '4.50' },
    });
    paypal.approve(body.orderID, 'payer@example.com');
    const captured = await post('/api/cart/paypal-capture', { orderID: body.orderID, sessionToken: body.sessionToken });
    expect(captured.status).toBe(200);
    expect(await orderOf(body.orderReference)).toMatchObject({ status: 'paid', totalCents: 5187 });
  });

  it('gives the code’s last use to exactly one of 20 buyers checking out at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('/api/cart/offline-checkout', { siteId: 'rules', method: 'delivery', items: [{ productId: ids.mug, quantity: 1 }], customer: buyer(`race${i}@example.com`), shippingRateId: ids.standard, discountCode: 'LASTONE' })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r).toEqual({ status: 409, body: { error: DISCOUNT_PROBLEMS.used_up, validationErrors: { discountCode: [DISCOUNT_PROBLEMS.used_up] } } });
    expect(await codeUses('LASTONE')).toBe(1);
    const used = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.discountCode, 'LASTONE'));
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ discountCents: 500 });
  });

  it('gives a cancelled order’s code use back, so the next buyer may use it', async () => {
    const first = await post('/api/cart/stripe-checkout', { siteId: 'rules', items: CART(), customer: { country: 'DE', email: 'cancel@example.com' }, shippingRateId: ids.pickup, discountCode: 'CANCELME' });
    expect(first.status).toBe(200);
    expect(await codeUses('CANCELME')).toBe(1);
    const blocked = await post('/api/cart/stripe-checkout', { siteId: 'rules', items: CART(), customer: { country: 'DE', email: 'next@example.com' }, shippingRateId: ids.pickup, discountCode: 'CANCELME' });
    expect(blocked.status).toBe(409);

    const order = await orderOf(first.body.orderReference);
    const cancelled = await post('/api/checkout/cancel', { token: order.sessionToken });
    expect(cancelled.body.order.status).toBe('cancelled');
    expect(await codeUses('CANCELME')).toBe(0);
    const live = await t.deps.database.db.select().from(discountRedemption).where(and(eq(discountRedemption.orderId, order.id), isNull(discountRedemption.releasedAt)));
    expect(live).toEqual([]);
    const next = await post('/api/cart/stripe-checkout', { siteId: 'rules', items: CART(), customer: { country: 'DE', email: 'next@example.com' }, shippingRateId: ids.pickup, discountCode: 'CANCELME' });
    expect(next.status).toBe(200);
    expect(await orderOf(next.body.orderReference)).toMatchObject({ discountCents: 300, discountCode: 'CANCELME' });
  });
});
