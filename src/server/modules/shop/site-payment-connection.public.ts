import {
  PAYMENT_PROVIDERS,
  PAYMENT_TEST_PROVIDER_INVALID,
  PAYMENT_TEST_RATE_LIMIT,
  paymentKeysNotSet,
  paymentKeysUnreadable,
  paymentTestRateLimited,
  type PaymentConnectionResult,
  type PaymentProvider,
} from '#core/shop/payment-settings.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { openSecret, ownedSiteId, rowOf } from './site-payment-settings.public.ts';

type Deps = Pick<AppDeps, 'database' | 'secrets' | 'env' | 'logger'>;

export const paymentTestRateLimitKey = (userId: string) => `sitewright:payment-test:${userId}`;

/**
 * Test connection (decision 057, addendum): calls `provider` with the site's stored keys, for its
 * owners only (as the settings themselves). Keys not saved, or stored under a key this server no
 * longer has, are a 409 saying what to do; otherwise the provider's verdict is the answer (a refused
 * key included). Rate-limited per user: each test is a call to the provider.
 */
export async function testSitePaymentConnection(deps: Deps, actor: Actor, uniqueId: string, raw: Readonly<Record<string, unknown>>): Promise<PaymentConnectionResult> {
  const { db } = deps.database;
  const siteId = await ownedSiteId(db, actor, uniqueId);
  const provider = raw.provider;
  if (!PAYMENT_PROVIDERS.includes(provider as PaymentProvider)) throw new HttpError(400, PAYMENT_TEST_PROVIDER_INVALID, { provider: [PAYMENT_TEST_PROVIDER_INVALID] });
  const row = await rowOf(db, siteId);
  const secret = openSecret(deps.secrets, row, siteId, provider === 'stripe' ? 'stripeSecretKey' : 'paypalSecret');
  if (secret === null || (provider === 'paypal' && !row?.paypalClientId)) throw new HttpError(409, paymentKeysNotSet(provider as PaymentProvider));
  if (secret === 'unreadable') throw new HttpError(409, paymentKeysUnreadable(provider as PaymentProvider));

  const verdict = await consumeRateLimit(db, paymentTestRateLimitKey(actor.id), PAYMENT_TEST_RATE_LIMIT);
  if (!verdict.allowed) throw new HttpError(429, paymentTestRateLimited(verdict.retryAfterSeconds), undefined, { 'Retry-After': String(verdict.retryAfterSeconds) });

  // The SDKs load only when a test asks for them (decision 028).
  const checks = await import('#server/providers/payments/check-keys.ts');
  const logger = deps.logger.child({ siteId, provider });
  if (provider === 'stripe') return checks.checkStripeKeys({ secretKey: secret, apiUrl: deps.env.STRIPE_API_URL, logger });
  return checks.checkPaypalKeys({ clientId: row!.paypalClientId!, clientSecret: secret, mode: row!.paypalMode, apiUrl: deps.env.PAYPAL_API_URL, logger });
}
