// Stripe Connect for a platform (issue 25 item 3; decision 063): one home for the platform fee's
// rule, the owner's view of a connected account, its API paths and its words.
import { paymentSettingsApi } from './payment-settings.ts';

/** The highest platform fee an operator may set (STRIPE_CONNECT_FEE_PERCENT), in percent. */
export const CONNECT_FEE_PERCENT_MAX = 50;
/** At most two decimals: the fee is figured in basis points (hundredths of a percent). */
export const CONNECT_FEE_PERCENT_PATTERN = /^\d{1,2}(\.\d{1,2})?$/;

/**
 * The platform's fee on a charge of `totalMinor` (the currency's minor units) at `percent`
 * (0–50, up to two decimals). Rule: the percent is read as whole basis points, and the fee is
 * **rounded down** to a whole minor unit, so the platform never takes more than the percent it
 * states (1.5 % of 999 cents is 14, not 15; 10 % of JPY 1 is 0). Integer arithmetic (BigInt), so
 * no amount loses precision. A fee of 0 means none is asked for.
 */
export function platformFeeMinor(totalMinor: number, percent: number): number {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) throw new RangeError(`A total in minor units must be a whole number ≥ 0, not ${totalMinor}`);
  if (!Number.isFinite(percent) || percent < 0 || percent > CONNECT_FEE_PERCENT_MAX) throw new RangeError(`A platform fee percent must be 0–${CONNECT_FEE_PERCENT_MAX}, not ${percent}`);
  const basisPoints = BigInt(Math.round(percent * 100));
  return Number((BigInt(totalMinor) * basisPoints) / 10_000n);
}

/** Where a site's connected account stands, as its owner sees it. */
export type StripeConnectState = 'not-connected' | 'onboarding' | 'connected';

export interface StripeConnectView {
  /** Whether the server runs Stripe Connect at all (STRIPE_CONNECT_CLIENT_ID). */
  enabled: boolean;
  state: StripeConnectState;
  /** acct_…, once made; kept after a disconnect (so connecting again resumes it). */
  accountId: string | null;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  /** The platform's fee in percent, null when none. */
  feePercent: number | null;
  /** Connected accounts take payment in the platform key's mode. */
  testMode: boolean;
}

/** The state from what is stored: on (not disconnected) and Stripe lets it take charges. */
export function stripeConnectStateOf(row: { accountId: string | null; connected: boolean; chargesEnabled: boolean }): StripeConnectState {
  if (!row.accountId || !row.connected) return 'not-connected';
  return row.chargesEnabled ? 'connected' : 'onboarding';
}

export const stripeConnectApi = (siteUniqueId: string) => `${paymentSettingsApi(siteUniqueId)}/stripe-connect`;
export const stripeConnectOnboardingApi = (siteUniqueId: string) => `${stripeConnectApi(siteUniqueId)}/onboarding`;
/** Where Stripe sends the owner back after onboarding (return_url) and when a link has expired (refresh_url). */
export const stripeConnectReturnPath = (siteUniqueId: string) => `${stripeConnectApi(siteUniqueId)}/return`;
export const stripeConnectRefreshPath = (siteUniqueId: string) => `${stripeConnectApi(siteUniqueId)}/refresh`;
/** The platform's one Connect webhook endpoint: events of every connected account, each naming its `account`. */
export const STRIPE_CONNECT_WEBHOOK_PATH = '/api/webhooks/stripe/connect';
/** The query the return leaves on the settings screen's address, so the screen can say what happened. */
export const STRIPE_CONNECT_RETURN_QUERY = 'stripeConnect';

export const STRIPE_CONNECT_NOT_ENABLED = 'Stripe Connect is not enabled on this server.';
export const STRIPE_CONNECT_NO_ACCOUNT = 'This site has no connected Stripe account yet.';
export const STRIPE_CONNECT_FAILED = 'Stripe could not start the onboarding. Try again in a moment.';

export const STRIPE_CONNECT_SCREEN = {
  heading: 'Stripe Connect',
  intro: 'Let buyers pay into a Stripe account of your own, set up through this platform. Your own Stripe keys above, when saved, come first.',
  fee: (percent: number) => `The platform takes a fee of ${percent} % of each card payment.`,
  noFee: 'The platform takes no fee.',
  loading: 'Loading Stripe Connect…',
  loadFailed: 'Stripe Connect could not be loaded.',
  retry: 'Try again',
  notConnected: 'Not connected.',
  onboarding: 'Setup not finished: Stripe needs more details before this account can take payments.',
  connected: (account: string) => `Connected: ${account}. Card payments go to this account.`,
  connect: 'Connect with Stripe',
  continueSetup: 'Continue setup',
  redirecting: 'Opening Stripe…',
  startFailed: STRIPE_CONNECT_FAILED,
  disconnect: 'Disconnect',
  disconnectTitle: 'Disconnect Stripe?',
  disconnectBody: 'New card payments will no longer go to this Stripe account. Orders already paid through it stay there: their refunds still go through it.',
  disconnectConfirm: 'Disconnect',
  cancel: 'Cancel',
  disconnected: 'Stripe account disconnected.',
  disconnectFailed: 'The Stripe account could not be disconnected.',
  returned: 'Back from Stripe.',
} as const;
