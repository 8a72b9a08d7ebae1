import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { STRIPE_CONNECT_NOT_ENABLED } from '#core/shop/stripe-connect.ts';
import { CHECKOUT_QUOTE_RATE_LIMITED, CHECKOUT_SESSION_FAILED, checkoutTooManyUnits, OFFLINE_ORDERS_HELD, ORDER_NOT_FOUND, PAYMENT_METHOD_UNAVAILABLE, PAYPAL_ORDER_FAILED } from '#core/checkout/messages.ts';
import { methodAllowedBySettings } from '#core/checkout/offered-methods.ts';
import { isOfflineMethod, isPaymentMethod, PAYMENT_METHOD_LABELS, variantLabel, type PaymentMethodValue } from '#core/checkout/order.ts';
import { quoteApiAnswer } from '#core/checkout/quote-api.ts';
import { quoteCart } from '#core/checkout/quote.ts';
import { discountableLines } from '#core/checkout/totals.ts';
import { DISCOUNT_PROBLEMS } from '#core/shop-rules/discounts.ts';
import { checkSavedAddress } from '#core/shop/saved-address.ts';
import { site, shopOrder } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { clientNetworkKey } from '#server/http/client-network.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import { HttpError, jsonError, readJsonObject } from '#server/http/errors.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { saveCheckoutAddress } from '#server/modules/addresses/saved-addresses.public.ts';
import { afterOrderConfirmed } from '#server/modules/orders/confirm-order.public.ts';
import { checkCartCollections, readCatalogueLines } from '#server/modules/orders/catalogue-lines.public.ts';
import { readCheckoutItems, readCheckoutTerms, readCustomer, readDestination, readRateAndCode, type CheckoutTerms } from '#server/modules/orders/checkout-request.public.ts';
import { placeOrder, type PlacedOrder } from '#server/modules/orders/place-order.public.ts';
import { findOrderByToken, orderSummaryOf } from '#server/modules/orders/read-orders.public.ts';
import { transitionOrder } from '#server/modules/orders/transition-order.public.ts';
import { applyConnectedAccountEvent } from '#server/modules/shop/stripe-connect.public.ts';
import { openShopSettingsOf, shopSettingsOf } from '#server/modules/shop/shop-settings.public.ts';
import { discountCodeOfRow, judgeDiscountUse } from '#server/modules/shop-rules/discount-redemption.public.ts';
import { NO_SHOP_RULES, shopRulesOf } from '#server/modules/shop-rules/read-shop-rules.public.ts';
import { WebhookSignatureError, type CardGateway, type PaymentAmounts, type PaymentLine } from '#server/providers/payments/port.ts';
import { capturePaypal } from './capture-paypal.ts';
import { checkoutUrls, shopOfHost, type ShopSite } from './checkout-urls.ts';
import { handleCardEvent, type CardEventScope } from './handle-card-event.ts';
import { shopPaymentMethods } from './offered-methods.public.ts';
import { paypalPlatformWebhook, paypalSiteWebhook, WEBHOOK_SIGNATURE_INVALID } from './paypal-webhook.ts';

/** Checkouts one client address may start in the window: each one holds stock until paid or expired. */
export const CHECKOUT_RATE_LIMIT = { windowMs: 10 * 60_000 };
export const CHECKOUT_RATE_LIMITED = 'Too many checkouts from this address. Please wait a few minutes and try again.';
/**
 * Offline orders one client network may place at one shop within the shop's hold (decision 034):
 * each holds stock for that long, so the per-checkout cap times the 10-minute rate limit would
 * otherwise let one address hold a shop's whole stock.
 */
export const OFFLINE_ORDERS_PER_HOLD = 3;
export const CARD_PAYMENTS_NOT_CONFIGURED = 'Card payments are not configured';
/**
 * Quotes one client network may ask for per minute (decision 066): anonymous work (the catalogue,
 * the rules, a code read per call), generous for a drawer that asks again on every change.
 */
export const QUOTE_RATE_LIMIT = { max: 120, windowMs: 60_000 };

type C = Context<AppEnv>;

/** The shop a request is for: `siteId` (a site's id or unique id) when given, else the site whose own domain the Host names. */
async function shopOfRequest(c: C, siteId: unknown): Promise<ShopSite | null> {
  const siteParam = typeof siteId === 'string' && siteId.trim() !== '' ? siteId.trim() : null;
  // On a site's own domain the page's address names no site: the Host does.
  return siteParam !== null ? (await resolveScope(c.get('deps').database.db, siteParam)).site : shopOfHost(c);
}

interface StartedCheckout {
  order: PlacedOrder;
  shop: ShopSite | null;
  urls: Awaited<ReturnType<typeof checkoutUrls>>;
}

/** Rate limit, body, site and the pending order with its stock taken: what every method starts with. */
async function startCheckout(
  c: C,
  method: PaymentMethodValue,
  body: Record<string, unknown>,
  extra: { email: string | null; customer: ReturnType<typeof readCustomer> | null; terms: CheckoutTerms },
  shop: ShopSite | null,
): Promise<StartedCheckout> {
  const deps = c.get('deps');
  // By network, not address: one IPv6 client has a whole /64 of addresses.
  const network = clientNetworkKey(c.get('clientIp'));
  const verdict = await consumeRateLimit(deps.database.db, `checkout:${network}`, { max: deps.env.CHECKOUT_RATE_LIMIT_MAX, windowMs: CHECKOUT_RATE_LIMIT.windowMs });
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    throw new HttpError(429, CHECKOUT_RATE_LIMITED);
  }
  const requests = readCheckoutItems(body.items);
  const { db } = deps.database;
  const settings = await openShopSettingsOf(db, shop?.id ?? null);
  // The shop's own switches: a method its owner turned off is refused before anything is held.
  if (!methodAllowedBySettings(method, settings)) throw new HttpError(400, PAYMENT_METHOD_UNAVAILABLE);
  const units = requests.reduce((sum, request) => sum + request.quantity, 0);
  if (units > settings.maxUnitsPerCheckout) throw new HttpError(400, checkoutTooManyUnits(settings.maxUnitsPerCheckout));
  const user = c.get('user');
  const holdMs = isOfflineMethod(method) ? settings.offlineHoldHours * 3_600_000 : deps.env.CHECKOUT_HOLD_MINUTES * 60_000;
  if (isOfflineMethod(method)) {
    // Counted once the checkout passed its own bounds, so those refusals use none of it; one upsert, so every process counts alike.
    const held = await consumeRateLimit(db, `offline-orders:${shop?.id ?? 'platform'}:${network}`, { max: OFFLINE_ORDERS_PER_HOLD, windowMs: holdMs });
    if (!held.allowed) {
      c.header('Retry-After', String(held.retryAfterSeconds));
      throw new HttpError(429, OFFLINE_ORDERS_HELD);
    }
  }
  const order = await placeOrder(deps, {
    actor: user,
    siteId: shop?.id ?? null,
    method,
    requests,
    email: extra.email,
    customer: extra.customer,
    expiresAt: new Date(Date.now() + holdMs),
    currency: settings.currency,
    destination: extra.terms.destination,
    shippingRateId: extra.terms.shippingRateId,
    discountCode: extra.terms.discountCode,
    hasShopRules: settings.hasShopRules,
    shopRulesVersion: settings.shopRulesVersion,
    taxByStripe: method === 'stripe' && settings.stripeAutomaticTax,
  });
  return { order, shop, urls: await checkoutUrls(c, shop, order.sessionToken) };
}

function paymentLines(order: PlacedOrder): PaymentLine[] {
  return order.lines.map((line) => {
    const variant = variantLabel(line);
    return { name: variant ? `${line.name} (${variant})` : line.name || 'Item', unitCents: line.unitCents, quantity: line.quantity, image: line.image, discountCents: line.discountCents ?? 0 };
  });
}

/** The order's discount, shipping and added tax for the provider (decision 066): it must charge exactly the order's total. */
function paymentAmounts(order: PlacedOrder): PaymentAmounts {
  return {
    totalCents: order.totalCents,
    discountCents: order.discountCents,
    discountCode: order.discountCode,
    shipping: order.shippingChoice ? { name: order.shippingChoice.rateName, amountCents: order.shippingCents } : null,
    addedTaxCents: order.taxIncluded ? 0 : order.taxCents,
    providerTax: order.taxByStripe ? (order.taxIncluded ? 'inclusive' : 'exclusive') : null,
  };
}

/** The provider would not take the order: it fails (its stock back) and the buyer sees the spec's message. */
async function providerRefused(c: C, order: PlacedOrder, error: unknown, message: string) {
  const deps = c.get('deps');
  deps.logger.error({ err: error, orderId: order.id }, 'payment provider refused a checkout');
  await transitionOrder(deps, order.id, 'failed', { source: 'checkout', note: 'The payment provider could not start the payment.' });
  return jsonError(c, 502, message);
}

/**
 * The buyer ticked "Save this address to my account" (decision 056): a signed-in shopper's address,
 * kept in this shop's list in the same request; a failure never fails the placed order.
 */
async function saveAddressOfOrder(c: C, shop: ShopSite | null, raw: unknown): Promise<'saved' | 'known' | 'full' | 'not-saved'> {
  const user = c.get('user');
  const { input } = checkSavedAddress(raw);
  if (!user || !shop || !input) return 'not-saved';
  try {
    return await saveCheckoutAddress(c.get('deps').database.db, { userId: user.id, siteId: shop.id }, input);
  } catch (error) {
    c.get('deps').logger.warn({ err: error }, 'could not save the address of an order');
    return 'not-saved';
  }
}

/** POST /api/cart/stripe-checkout, paypal-checkout, paypal-capture, offline-checkout (spec 3 §7; checkout-api contract). */
export const cartCheckoutRoutes = new Hono<AppEnv>()
  .post('/stripe-checkout', async (c) => {
    const deps = c.get('deps');
    const body = await readJsonObject(c);
    // The shop's own Stripe account, else the platform's where an admin allowed it (decision 058).
    const shop = await shopOfRequest(c, body.siteId);
    const payments = await deps.payments.forSite(shop?.id ?? null);
    const card = payments.card;
    if (!card) return jsonError(c, 400, PAYMENT_METHOD_UNAVAILABLE);
    const user = c.get('user');
    const terms = readCheckoutTerms(body, null);
    // The signed-in buyer's address, else the one the drawer asked for (a code needs one; decision 066).
    const { order, urls } = await startCheckout(c, 'stripe', body, { email: user?.email?.toLowerCase() ?? terms.email, customer: null, terms }, shop);
    try {
      const session = await card.createSession({
        orderId: order.id,
        orderReference: order.reference,
        currency: order.currency,
        lines: paymentLines(order),
        amounts: paymentAmounts(order),
        customerEmail: order.email,
        successUrl: urls.success,
        cancelUrl: urls.cancelled,
        expiresAt: order.expiresAt!,
      });
      await deps.database.db
        .update(shopOrder)
        .set({ providerRef: session.id, paymentSource: payments.source.card, paymentAccount: payments.source.card === 'connect' ? (payments.cardAccount ?? null) : null })
        .where(eq(shopOrder.id, order.id));
      return c.json({ sessionId: session.id, url: session.url, publishableKey: card.publishableKey, orderReference: order.reference });
    } catch (error) {
      return providerRefused(c, order, error, CHECKOUT_SESSION_FAILED);
    }
  })
  .post('/paypal-checkout', async (c) => {
    const deps = c.get('deps');
    const body = await readJsonObject(c);
    const shop = await shopOfRequest(c, body.siteId);
    const payments = await deps.payments.forSite(shop?.id ?? null);
    const paypal = payments.paypal;
    if (!paypal) return jsonError(c, 400, PAYMENT_METHOD_UNAVAILABLE);
    const user = c.get('user');
    // `total` is the browser's sum: read, never charged (the catalogue's total is).
    const terms = readCheckoutTerms(body, null);
    const { order, urls } = await startCheckout(c, 'paypal', body, { email: user?.email?.toLowerCase() ?? terms.email, customer: null, terms }, shop);
    try {
      const created = await paypal.createOrder({
        orderId: order.id,
        orderReference: order.reference,
        currency: order.currency,
        lines: paymentLines(order),
        totalCents: order.totalCents,
        amounts: paymentAmounts(order),
        returnUrl: urls.paypalReturn,
        cancelUrl: urls.cancelled,
      });
      await deps.database.db.update(shopOrder).set({ providerRef: created.id, paymentSource: payments.source.paypal }).where(eq(shopOrder.id, order.id));
      return c.json({ orderID: created.id, sessionToken: order.sessionToken, approveUrl: created.approveUrl, orderReference: order.reference });
    } catch (error) {
      return providerRefused(c, order, error, PAYPAL_ORDER_FAILED);
    }
  })
  .post('/paypal-capture', async (c) => {
    const body = await readJsonObject(c);
    const orderID = typeof body.orderID === 'string' ? body.orderID.trim() : '';
    const sessionToken = typeof body.sessionToken === 'string' ? body.sessionToken.trim() : '';
    if (!orderID || !sessionToken || orderID.length > 100) return jsonError(c, 400, 'orderID and sessionToken are required.');
    const order = await capturePaypal(c.get('deps'), orderID, sessionToken);
    return c.json({ sessionToken: order.sessionToken, orderReference: order.reference });
  })
  .post('/offline-checkout', async (c) => {
    const deps = c.get('deps');
    const body = await readJsonObject(c);
    if (!isPaymentMethod(body.method) || !isOfflineMethod(body.method)) return jsonError(c, 400, PAYMENT_METHOD_UNAVAILABLE);
    const customer = readCustomer(body.customer);
    const terms = readCheckoutTerms(body, customer);
    const { order, shop, urls } = await startCheckout(c, body.method, body, { email: customer.email, customer, terms }, await shopOfRequest(c, body.siteId));
    await afterOrderConfirmed(deps, order);
    const addressSaved = body.saveAddress === true ? await saveAddressOfOrder(c, shop, body.customer) : undefined;
    return c.json({ orderReference: order.reference, sessionToken: order.sessionToken, successUrl: urls.success, addressSaved }, 201);
  });

/** GET /api/checkout/methods, POST /api/checkout/quote, GET /api/checkout/order?token=, POST /api/checkout/cancel. */
export const checkoutRoutes = new Hono<AppEnv>()
  /**
   * The drawer's price check (decision 066; core/checkout/quote-api.ts): the cart priced from the
   * catalogue by the shop's rules for the buyer's place, rate and code, as the order would be, with
   * nothing locked, taken or redeemed. A code that does not apply, a place no zone serves and a rate
   * missing or not offered are `problems` beside the figures (without the code, without shipping), not
   * errors; a malformed body is a 400 and an unavailable product a 409, as at checkout.
   */
  .post('/quote', async (c) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const network = clientNetworkKey(c.get('clientIp'));
    const verdict = await consumeRateLimit(db, `checkout-quote:${network}`, QUOTE_RATE_LIMIT);
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      throw new HttpError(429, CHECKOUT_QUOTE_RATE_LIMITED);
    }
    const body = await readJsonObject(c);
    const requests = readCheckoutItems(body.items);
    const { destination, email } = readDestination(body.customer);
    const { shippingRateId, discountCode } = readRateAndCode(body);
    const shop = await shopOfRequest(c, body.siteId);
    const siteId = shop?.id ?? null;
    const settings = await openShopSettingsOf(db, siteId);
    const units = requests.reduce((sum, request) => sum + request.quantity, 0);
    if (units > settings.maxUnitsPerCheckout) throw new HttpError(400, checkoutTooManyUnits(settings.maxUnitsPerCheckout));
    const cart = { actor: c.get('user'), siteId, requests, currency: settings.currency };
    await checkCartCollections(db, cart);
    const [{ lines }, rules] = await Promise.all([readCatalogueLines(db, cart, { lock: false }), settings.hasShopRules ? shopRulesOf(db, siteId, settings.shopRulesVersion) : NO_SHOP_RULES]);
    const terms = lines.map((entry) => entry.terms);
    let discount: { code: string | null; problem: string | null; terms: ReturnType<typeof discountCodeOfRow> | null } = { code: null, problem: null, terms: null };
    if (discountCode !== null) {
      const judged =
        siteId === null
          ? null
          : await judgeDiscountUse(db, { siteId, code: discountCode, email: c.get('user')?.email ?? email, currency: settings.currency, lines: discountableLines(terms) });
      if (judged?.ok) discount = { code: judged.row.code, problem: null, terms: discountCodeOfRow(judged.row) };
      else discount = { code: null, problem: judged ? judged.error.message : DISCOUNT_PROBLEMS.unknown, terms: null };
    }
    const quote = quoteCart(rules, { currency: settings.currency, lines: terms, address: destination, rateId: shippingRateId, discount: discount.terms });
    return c.json(quoteApiAnswer(rules, quote, discount, settings, destination?.country ?? null));
  })
  .get('/methods', async (c) => {
    const deps = c.get('deps');
    const shop = await shopOfRequest(c, c.req.query('siteId'));
    // A closed shop offers nothing; the checkout itself says why.
    const settings = await shopSettingsOf(deps.database.db, shop?.id ?? null);
    const offered = await shopPaymentMethods(deps, shop?.id ?? null);
    const methods = offered.methods.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));
    return c.json({ methods, testMode: offered.testMode, currency: settings.currency, maxUnitsPerCheckout: settings.maxUnitsPerCheckout });
  })
  .get('/order', async (c) => {
    const { db } = c.get('deps').database;
    const order = await findOrderByToken(db, c.req.query('token')?.trim() ?? '');
    if (!order) return jsonError(c, 404, ORDER_NOT_FOUND);
    const [shop] = order.siteId ? await db.select({ id: site.id, uniqueId: site.uniqueId }).from(site).where(eq(site.id, order.siteId)).limit(1) : [];
    const urls = await checkoutUrls(c, shop ?? null, order.sessionToken);
    return c.json({ order: { ...orderSummaryOf(order), siteId: shop?.uniqueId ?? null, homeUrl: urls.home } });
  })
  .post('/cancel', async (c) => {
    const deps = c.get('deps');
    const body = await readJsonObject(c);
    const order = await findOrderByToken(deps.database.db, typeof body.token === 'string' ? body.token.trim() : '');
    if (!order) return jsonError(c, 404, ORDER_NOT_FOUND);
    if (order.status === 'cancelled') return c.json({ order: orderSummaryOf(order) });
    if (order.status !== 'pending' || isOfflineMethod(order.method)) return jsonError(c, 409, 'This order can no longer be cancelled here.');
    if (order.method === 'stripe' && order.providerRef) {
      // The account the order was charged through: its site's own, or the platform's (decision 058).
      const { card } = await deps.payments.forOrder(order);
      await card?.expireSession(order.providerRef).catch((error: unknown) => deps.logger.warn({ err: error }, 'could not expire the Stripe session'));
    }
    const result = await transitionOrder(deps, order.id, 'cancelled', { source: 'checkout', note: 'The buyer cancelled the payment.' });
    const now = result.order ?? order;
    return c.json({ order: orderSummaryOf(now) });
  });

/** Verifies a Stripe webhook with `card`'s signing secret and applies it to the orders of `scope` alone. */
async function receiveStripeEvent(c: C, card: CardGateway, scope: CardEventScope) {
  const raw = await c.req.text();
  let event;
  try {
    event = card.parseWebhook(raw, c.req.header('stripe-signature'));
  } catch (error) {
    if (error instanceof WebhookSignatureError) return jsonError(c, 400, WEBHOOK_SIGNATURE_INVALID);
    throw error;
  }
  const outcome = await handleCardEvent(c.get('deps'), event, scope);
  return c.json({ received: true, outcome });
}

/**
 * POST /api/webhooks/stripe: the platform default's account (the environment's keys), for the
 * orders charged through it; POST /api/webhooks/stripe/:siteId: a site's own account, verified with
 * its own signing secret, for that site's orders charged through its own keys (decision 058).
 * Signed by Stripe and verified before anything is read (decision 023). PayPal's: paypal-webhook.ts.
 */
export const webhookRoutes = new Hono<AppEnv>()
  .post('/paypal', paypalPlatformWebhook)
  .post('/paypal/:siteId', paypalSiteWebhook)
  .post('/stripe', async (c) => {
    const card = c.get('deps').payments.platform.card;
    if (!card) return jsonError(c, 404, CARD_PAYMENTS_NOT_CONFIGURED);
    return receiveStripeEvent(c, card, { source: 'platform' });
  })
  // Stripe Connect's one endpoint (decision 063): every connected account's events, signed with the
  // Connect endpoint's secret; each acts only on what belongs to the account it names.
  .post('/stripe/connect', async (c) => {
    const deps = c.get('deps');
    const connect = deps.payments.connect;
    if (!connect) return jsonError(c, 404, STRIPE_CONNECT_NOT_ENABLED);
    let event;
    try {
      event = connect.parseWebhook(await c.req.text(), c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) return jsonError(c, 400, WEBHOOK_SIGNATURE_INVALID);
      throw error;
    }
    if (event.kind === 'ignored') return c.json({ received: true, outcome: 'ignored' });
    if (event.kind === 'account') return c.json({ received: true, outcome: await applyConnectedAccountEvent(deps, event.id, event.state) });
    return c.json({ received: true, outcome: await handleCardEvent(deps, event.event, { source: 'connect', account: event.account }) });
  })
  .post('/stripe/:siteId', async (c) => {
    const own = await c.get('deps').payments.ownOfSite(c.req.param('siteId'));
    if (!own?.card) return jsonError(c, 404, own ? CARD_PAYMENTS_NOT_CONFIGURED : 'Site not found');
    return receiveStripeEvent(c, own.card, { source: 'site', siteId: own.siteId });
  });
