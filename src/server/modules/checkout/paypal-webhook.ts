import type { Context } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { PaymentProviderError, type PaypalGateway, type PaypalWebhookHeaders, WebhookSignatureError } from '#server/providers/payments/port.ts';
import type { AccountScope as PaymentScope } from './handle-card-event.ts';
import { handlePaypalEvent } from './handle-paypal-event.ts';

export const WEBHOOK_SIGNATURE_INVALID = 'Invalid webhook signature';
export const PAYPAL_WEBHOOKS_NOT_CONFIGURED = 'PayPal webhooks are not configured for this shop';
export const UNKNOWN_SHOP = 'No shop has this address';

const HEADER_NAMES = ['paypal-auth-algo', 'paypal-cert-url', 'paypal-transmission-id', 'paypal-transmission-sig', 'paypal-transmission-time'] as const;

function transmissionHeaders(c: Context<AppEnv>): PaypalWebhookHeaders {
  const headers: PaypalWebhookHeaders = {};
  for (const name of HEADER_NAMES) {
    const value = c.req.header(name);
    if (value) headers[name] = value;
  }
  return headers;
}

/**
 * POST /api/webhooks/paypal/:siteId: a delivery for one shop (`siteId` is its unique id), verified
 * with PayPal against that shop's own webhook id and credentials, applied only to that shop's
 * PayPal orders. An unknown shop, or one without PayPal webhooks, is 404: nothing to verify with.
 */
export async function paypalSiteWebhook(c: Context<AppEnv>) {
  const own = await c.get('deps').payments.ownOfSite(c.req.param('siteId') ?? '');
  if (!own) return jsonError(c, 404, UNKNOWN_SHOP);
  if (!own.paypal?.webhookConfigured) return jsonError(c, 404, PAYPAL_WEBHOOKS_NOT_CONFIGURED);
  return receive(c, own.paypal, { source: 'site', siteId: own.siteId });
}

/**
 * POST /api/webhooks/paypal: a delivery for the platform's own PayPal app (the environment's keys,
 * `PAYPAL_WEBHOOK_ID`), applied only to orders charged through that app (decision 058).
 */
export async function paypalPlatformWebhook(c: Context<AppEnv>) {
  const paypal = c.get('deps').payments.platform.paypal;
  if (!paypal?.webhookConfigured) return jsonError(c, 404, PAYPAL_WEBHOOKS_NOT_CONFIGURED);
  return receive(c, paypal, { source: 'platform' });
}

async function receive(c: Context<AppEnv>, paypal: PaypalGateway, scope: PaymentScope) {
  const deps = c.get('deps');
  const raw = await c.req.text();
  let event;
  try {
    event = await paypal.parseWebhook(raw, transmissionHeaders(c));
  } catch (error) {
    if (error instanceof WebhookSignatureError) return jsonError(c, 400, WEBHOOK_SIGNATURE_INVALID);
    // PayPal could not be asked: a 5xx makes PayPal deliver again later.
    if (error instanceof PaymentProviderError) return jsonError(c, 503, 'PayPal could not verify the delivery now; it will be retried.');
    throw error;
  }
  const outcome = await handlePaypalEvent(deps, event, scope);
  return c.json({ received: true, outcome });
}
