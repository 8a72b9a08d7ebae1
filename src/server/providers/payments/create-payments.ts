import type { Logger } from 'pino';
import type { Env } from '#server/env.ts';
import type { Payments } from './port.ts';

/** The payment gateways the environment has credentials for (decision 023); the others are null. */
export function createPayments(env: Env, logger: Logger): Payments {
  void env;
  void logger;
  // The Stripe and PayPal adapters land next; until then no online method is offered.
  return { card: null, paypal: null };
}
