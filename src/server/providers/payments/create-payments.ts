import type { Logger } from 'pino';
import type { Env } from '#server/env.ts';
import type { Payments } from './port.ts';

/**
 * The payment gateways the environment has credentials for (decision 023); the others are null and
 * their method is not offered. The environment schema already refuses half a provider's keys.
 * Each SDK is loaded only when its gateway is made: the two weigh ~45 MB and ~0.2 s of start-up
 * (decision 028), which a shop without online payments should not pay.
 */
export async function createPayments(env: Env, logger: Logger): Promise<Payments> {
  const card =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? (await import('./stripe.ts')).createStripeGateway({
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL,
          logger: logger.child({ provider: 'stripe' }),
        })
      : null;
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? (await import('./paypal.ts')).createPaypalGateway({
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          environment: env.PAYPAL_ENVIRONMENT,
          webhookId: env.PAYPAL_WEBHOOK_ID ?? null,
          apiUrl: env.PAYPAL_API_URL,
          logger: logger.child({ provider: 'paypal' }),
        })
      : null;
  if (card || paypal) logger.info({ card: card !== null, paypal: paypal !== null }, 'payments: online methods configured');
  return { card, paypal };
}
