import type { Logger } from 'pino';
import { stripeKeyMode } from '#core/shop/payment-settings.ts';
import type { Env } from '#server/env.ts';
import type { CardGateway, Payments, PaypalGateway, SitePayments, StripeConnectPlatform } from './port.ts';

/** One Stripe account's keys: a card gateway is made only when all three are there. */
export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** One PayPal REST app's credentials. */
export interface PaypalKeys {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /** The id of the webhook registered for the app: its deliveries are verified against it. */
  webhookId?: string | null;
}

/**
 * A card gateway for one Stripe account. The SDK is loaded only when a gateway is made: the two
 * weigh ~45 MB and ~0.2 s of start-up (decision 028), which a shop without online payments should
 * not pay. `STRIPE_API_URL` (tests, benches: the local fake) holds for every account.
 */
export async function createCardGateway(env: Pick<Env, 'STRIPE_API_URL'>, keys: StripeKeys, logger: Logger): Promise<CardGateway> {
  return (await import('./stripe.ts')).createStripeGateway({ ...keys, apiUrl: env.STRIPE_API_URL, logger: logger.child({ provider: 'stripe' }) });
}

/** A PayPal gateway for one REST app; `PAYPAL_API_URL` holds for every app, as STRIPE_API_URL does. */
export async function createPaypalGatewayFor(env: Pick<Env, 'PAYPAL_API_URL'>, keys: PaypalKeys, logger: Logger): Promise<PaypalGateway> {
  return (await import('./paypal.ts')).createPaypalGateway({ ...keys, apiUrl: env.PAYPAL_API_URL, logger: logger.child({ provider: 'paypal' }) });
}

/** Test keys (sk_test_/pk_test_) on either side make the card gateway a test one. */
export const stripeKeysAreTest = (keys: Pick<StripeKeys, 'secretKey' | 'publishableKey'>) => stripeKeyMode(keys.publishableKey) === 'test' || stripeKeyMode(keys.secretKey) === 'test';

/**
 * The payment gateways the environment has credentials for (decision 023): since decision 058 the
 * platform default, used by the platform's own shop and by the sites an admin allows. A provider
 * without keys is null. The environment schema already refuses half a provider's keys.
 */
export async function createPayments(env: Env, logger: Logger): Promise<SitePayments> {
  const stripeKeys: StripeKeys | null =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
      : null;
  const card = stripeKeys ? await createCardGateway(env, stripeKeys, logger) : null;
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? await createPaypalGatewayFor(env, { clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, environment: env.PAYPAL_ENVIRONMENT, webhookId: env.PAYPAL_WEBHOOK_ID }, logger)
      : null;
  if (card || paypal) logger.info({ card: card !== null, paypal: paypal !== null }, 'payments: platform online methods configured');
  return {
    card,
    paypal,
    source: { card: card ? 'platform' : null, paypal: paypal ? 'platform' : null },
    testMode: { card: stripeKeys !== null && stripeKeysAreTest(stripeKeys), paypal: paypal !== null && env.PAYPAL_ENVIRONMENT === 'sandbox' },
  };
}

/**
 * Stripe Connect (decision 063) when STRIPE_CONNECT_CLIENT_ID is set (the environment schema then
 * holds the platform's keys and the Connect endpoint's secret); null otherwise, without loading the SDK.
 */
export async function createStripeConnect(env: Env, logger: Logger): Promise<StripeConnectPlatform | null> {
  if (!env.STRIPE_CONNECT_CLIENT_ID || !env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_CONNECT_WEBHOOK_SECRET) return null;
  const keys = { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY };
  const feePercent = env.STRIPE_CONNECT_FEE_PERCENT ? env.STRIPE_CONNECT_FEE_PERCENT : null;
  logger.info({ feePercent }, 'payments: Stripe Connect enabled');
  return (await import('./stripe-connect.ts')).createStripeConnectPlatform({
    ...keys,
    connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
    feePercent,
    testMode: stripeKeysAreTest(keys),
    apiUrl: env.STRIPE_API_URL,
    logger: logger.child({ provider: 'stripe' }),
  });
}

/** Only the gateways of a SitePayments (what an order's follow-ups need). */
export const gatewaysOf = (payments: Payments): Payments => ({ card: payments.card, paypal: payments.paypal });
