import type { Logger } from 'pino';
import Stripe from 'stripe';
import { type CardGateway, type ConnectedAccountState, type ConnectEvent, PaymentProviderError, type StripeConnectPlatform, WebhookSignatureError } from './port.ts';
import { stripeClient, stripeGatewayOn, toCardEvent } from './stripe.ts';

const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Connected accounts whose gateways are kept; each is a small object over the one platform client. */
const GATEWAYS_MAX = 500;

export interface StripeConnectOptions {
  /** The platform's secret key: every call is made with it, for a connected account with `{ stripeAccount }`. */
  secretKey: string;
  publishableKey: string;
  /** The signing secret of the platform's Connect webhook endpoint. */
  connectWebhookSecret: string;
  feePercent: number | null;
  testMode: boolean;
  apiUrl?: string;
  logger: Logger;
}

const stateOf = (account: Stripe.Account): ConnectedAccountState => ({ id: account.id, chargesEnabled: account.charges_enabled === true, detailsSubmitted: account.details_submitted === true });

/** Stripe Connect through the real `stripe` SDK (decision 063). */
export function createStripeConnectPlatform(options: StripeConnectOptions): StripeConnectPlatform {
  const stripe = stripeClient(options.secretKey, options.apiUrl);
  const logger = options.logger.child({ connect: true });
  const gateways = new Map<string, CardGateway>();

  function fail(action: string, error: unknown): PaymentProviderError {
    if (error instanceof PaymentProviderError) return error;
    const stripeError = error instanceof Stripe.errors.StripeError ? error : null;
    logger.warn({ err: error }, `Stripe Connect: could not ${action}`);
    return new PaymentProviderError(`Stripe Connect: could not ${action} (${stripeError ? `${stripeError.type}: ${stripeError.message}` : String(error)})`, error, stripeError?.code ?? null);
  }

  return {
    feePercent: options.feePercent,
    testMode: options.testMode,
    gatewayFor(accountId) {
      let gateway = gateways.get(accountId);
      if (!gateway) {
        gateway = stripeGatewayOn(stripe, { publishableKey: options.publishableKey, webhookSecret: options.connectWebhookSecret, logger }, { stripeAccount: accountId, feePercent: options.feePercent });
        gateways.set(accountId, gateway);
        while (gateways.size > GATEWAYS_MAX) gateways.delete(gateways.keys().next().value!);
      }
      return gateway;
    },
    async createAccount({ siteId, siteUniqueId, email }) {
      try {
        // A standard account: the shop's owner holds it and its dashboard; the platform may charge on it.
        const account = await stripe.accounts.create(
          { type: 'standard', ...(email ? { email } : {}), metadata: { site_id: siteId, site_unique_id: siteUniqueId } },
          { idempotencyKey: `connect-account-${siteId}` },
        );
        return stateOf(account);
      } catch (error) {
        throw fail('create a connected account', error);
      }
    },
    async createOnboardingLink(accountId, urls) {
      try {
        const link = await stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', refresh_url: urls.refreshUrl, return_url: urls.returnUrl });
        return link.url;
      } catch (error) {
        throw fail(`create an onboarding link for ${accountId}`, error);
      }
    },
    async retrieveAccount(accountId) {
      try {
        return stateOf(await stripe.accounts.retrieve(accountId));
      } catch (error) {
        throw fail(`retrieve ${accountId}`, error);
      }
    },
    parseWebhook(rawBody, signatureHeader): ConnectEvent {
      if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.connectWebhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Unreadable webhook body');
      }
      const account = typeof event.account === 'string' && event.account.startsWith('acct_') ? event.account : null;
      if (!account) return { kind: 'ignored', id: event.id };
      if (event.type === 'account.updated') {
        const state = stateOf(event.data.object);
        // The object must be the account the event is about.
        if (state.id !== account) return { kind: 'ignored', id: event.id };
        return { kind: 'account', id: event.id, account, state };
      }
      return { kind: 'card', account, event: toCardEvent(event, logger) };
    },
  };
}
