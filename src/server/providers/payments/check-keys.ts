import { ApiError, Client, Environment } from '@paypal/paypal-server-sdk';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import {
  STRIPE_KEY_NOT_PERMITTED,
  STRIPE_KEY_REFUSED,
  paymentProviderFailed,
  paymentProviderUnreachable,
  paypalKeysRefused,
  stripeKeyMode,
  type PaymentConnectionResult,
  type PaypalMode,
} from '#core/shop/payment-settings.ts';
import { originRewritingAdapter } from './paypal.ts';
import { hostOptions } from './stripe.ts';

// A settings screen's "Test connection" (decision 057, addendum): one call each provider answers
// only for good credentials, through the real SDKs (pointed at the local fakes in tests). A refused
// key is a result with a reason a person can act on, not an error.

/** A person waits for the answer: fail fast rather than retry. */
const CHECK_TIMEOUT_MS = 10_000;

/** Stripe: retrieves the key's own account (GET /v1/account). */
export async function checkStripeKeys(options: { secretKey: string; apiUrl?: string; logger: Logger }): Promise<PaymentConnectionResult> {
  const stripe = new Stripe(options.secretKey, { ...hostOptions(options.apiUrl), maxNetworkRetries: 0, timeout: CHECK_TIMEOUT_MS, telemetry: false });
  try {
    const account = await stripe.accounts.retrieveCurrent();
    const name = account.settings?.dashboard.display_name ?? account.business_profile?.name ?? null;
    return { ok: true, account: name ? `${name} (${account.id})` : account.id, testMode: stripeKeyMode(options.secretKey) !== 'live' };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeAuthenticationError) return { ok: false, reason: STRIPE_KEY_REFUSED };
    if (error instanceof Stripe.errors.StripePermissionError) return { ok: false, reason: STRIPE_KEY_NOT_PERMITTED };
    options.logger.warn({ err: error }, 'Stripe: connection test failed');
    if (error instanceof Stripe.errors.StripeError && error.statusCode) return { ok: false, reason: paymentProviderFailed('stripe', error.statusCode) };
    return { ok: false, reason: paymentProviderUnreachable('stripe') };
  }
}

/** PayPal: asks for an OAuth token with the client credentials, which only a matching id and secret get. */
export async function checkPaypalKeys(options: { clientId: string; clientSecret: string; mode: PaypalMode; apiUrl?: string; logger: Logger }): Promise<PaymentConnectionResult> {
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
    environment: options.mode === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: CHECK_TIMEOUT_MS,
    httpClientOptions: { retryConfig: { maxNumberOfRetries: 0 } },
    unstable_httpClientOptions: options.apiUrl ? { adapter: originRewritingAdapter(options.apiUrl) } : undefined,
  });
  try {
    await client.clientCredentialsAuthManager.fetchToken();
    return { ok: true, account: null, testMode: options.mode === 'sandbox' };
  } catch (error) {
    // 401 invalid_client: a wrong id or secret, or an app of the other mode.
    if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 400)) return { ok: false, reason: paypalKeysRefused(options.mode) };
    options.logger.warn({ err: error }, 'PayPal: connection test failed');
    if (error instanceof ApiError) return { ok: false, reason: paymentProviderFailed('paypal', error.statusCode) };
    return { ok: false, reason: paymentProviderUnreachable('paypal') };
  }
}
