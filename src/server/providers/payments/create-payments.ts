import type { Logger } from 'pino';
import type { Env } from '#server/env.ts';
import { createPaypalGateway } from './paypal.ts';
import type { Payments } from './port.ts';
import { createStripeGateway } from './stripe.ts';

/**
 * The payment gateways the environment has credentials for (decision 023); the others are null and
 * their method is not offered. The environment schema already refuses half a provider's keys.
 */
export function createPayments(env: Env, logger: Logger): Payments {
  const card =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? createStripeGateway({
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL,
          logger: logger.child({ provider: 'stripe' }),
        })
      : null;
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? createPaypalGateway({
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          environment: env.PAYPAL_ENVIRONMENT,
          apiUrl: env.PAYPAL_API_URL,
          logger: logger.child({ provider: 'paypal' }),
        })
      : null;
  if (card || paypal) logger.info({ card: card !== null, paypal: paypal !== null }, 'payments: online methods configured');
  return { card, paypal };
}
