// A site's own payment accounts (issue 25 item 1; decision 057): Stripe's three keys and PayPal's
// client, secret, webhook and mode. The rules here are the one home of what a key looks like, for
// the API now and the settings screen later. Secrets never travel back: a reader sees whether
// each is set and its last four characters.

export const PAYPAL_MODES = ['sandbox', 'live'] as const;
export type PaypalMode = (typeof PAYPAL_MODES)[number];

/** Stored sealed; never answered. */
export const PAYMENT_SECRET_FIELDS = ['stripeSecretKey', 'stripeWebhookSecret', 'paypalSecret'] as const;
export type PaymentSecretField = (typeof PAYMENT_SECRET_FIELDS)[number];
/** Stored and answered as they are: a browser sees them anyway (checkout scripts, PayPal's buttons). */
export const PAYMENT_PLAIN_FIELDS = ['stripePublishableKey', 'paypalClientId', 'paypalWebhookId'] as const;
export type PaymentPlainField = (typeof PAYMENT_PLAIN_FIELDS)[number];
export type PaymentSettingsField = PaymentSecretField | PaymentPlainField | 'paypalMode';

/** Longest value of any key field; Stripe documents keys of up to 255 characters. */
export const PAYMENT_KEY_MAX_LENGTH = 255;

export const PAYMENT_SETTINGS_LABELS: Readonly<Record<PaymentSettingsField, string>> = {
  stripeSecretKey: 'Stripe secret key',
  stripePublishableKey: 'Stripe publishable key',
  stripeWebhookSecret: 'Stripe webhook signing secret',
  paypalClientId: 'PayPal client ID',
  paypalSecret: 'PayPal secret',
  paypalWebhookId: 'PayPal webhook ID',
  paypalMode: 'PayPal mode',
};

const FORMATS: Readonly<Record<PaymentSecretField | PaymentPlainField, { pattern: RegExp; hint: string }>> = {
  stripeSecretKey: { pattern: /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, hint: 'starts with sk_test_, sk_live_, rk_test_ or rk_live_' },
  stripePublishableKey: { pattern: /^pk_(test|live)_[A-Za-z0-9]+$/, hint: 'starts with pk_test_ or pk_live_' },
  stripeWebhookSecret: { pattern: /^whsec_[A-Za-z0-9+/=]+$/, hint: 'starts with whsec_' },
  paypalClientId: { pattern: /^[A-Za-z0-9_-]+$/, hint: 'is letters, digits, - and _ only' },
  paypalSecret: { pattern: /^[A-Za-z0-9_-]+$/, hint: 'is letters, digits, - and _ only' },
  paypalWebhookId: { pattern: /^[A-Za-z0-9-]+$/, hint: 'is letters, digits and - only' },
};

export const PAYMENT_SETTINGS_INVALID = 'Please correct the highlighted payment settings.';
export const PAYMENT_SETTINGS_FORBIDDEN = 'Only the site owner can see or change its payment settings';
export const paymentFieldNotText = (field: PaymentSettingsField) => `${PAYMENT_SETTINGS_LABELS[field]}: enter text, or leave it empty to clear it.`;
export const paymentFieldTooLong = (field: PaymentSettingsField) => `${PAYMENT_SETTINGS_LABELS[field]}: at most ${PAYMENT_KEY_MAX_LENGTH} characters.`;
export const paymentFieldBadFormat = (field: PaymentSecretField | PaymentPlainField) => `${PAYMENT_SETTINGS_LABELS[field]}: check the value; it ${FORMATS[field].hint}.`;
export const PAYPAL_MODE_INVALID = `${PAYMENT_SETTINGS_LABELS.paypalMode}: choose sandbox or live.`;
export const STRIPE_KEYS_MIXED = 'The Stripe secret key and publishable key must both be test keys or both be live keys.';

/**
 * What a save changes. A field absent from the body keeps its stored value (the screen never has
 * the secrets to send back); null, from an empty string, clears it.
 */
export interface PaymentSettingsChange {
  values: Partial<Record<PaymentSecretField | PaymentPlainField, string | null>>;
  paypalMode?: PaypalMode;
}

export type PaymentSettingsErrors = Partial<Record<PaymentSettingsField, string[]>>;

/** A body's fields as a change, or an error for each field that is not text of its provider's shape. */
export function readPaymentSettingsChange(raw: Readonly<Record<string, unknown>>): { change: PaymentSettingsChange; errors: null } | { change: null; errors: PaymentSettingsErrors } {
  const errors: PaymentSettingsErrors = {};
  const change: PaymentSettingsChange = { values: {} };
  for (const field of [...PAYMENT_SECRET_FIELDS, ...PAYMENT_PLAIN_FIELDS]) {
    if (!(field in raw) || raw[field] === undefined) continue;
    const value = raw[field];
    if (value === null) {
      change.values[field] = null;
      continue;
    }
    if (typeof value !== 'string') errors[field] = [paymentFieldNotText(field)];
    else if (value.length > PAYMENT_KEY_MAX_LENGTH + 64) errors[field] = [paymentFieldTooLong(field)];
    else {
      const trimmed = value.trim();
      if (trimmed.length > PAYMENT_KEY_MAX_LENGTH) errors[field] = [paymentFieldTooLong(field)];
      else if (trimmed !== '' && !FORMATS[field].pattern.test(trimmed)) errors[field] = [paymentFieldBadFormat(field)];
      else change.values[field] = trimmed === '' ? null : trimmed;
    }
  }
  if ('paypalMode' in raw && raw.paypalMode !== undefined) {
    if (PAYPAL_MODES.includes(raw.paypalMode as PaypalMode)) change.paypalMode = raw.paypalMode as PaypalMode;
    else errors.paypalMode = [PAYPAL_MODE_INVALID];
  }
  return Object.keys(errors).length > 0 ? { change: null, errors } : { change, errors: null };
}

/** 'test' or 'live' from a Stripe key's prefix; null for none. */
export function stripeKeyMode(key: string | null | undefined): 'test' | 'live' | null {
  const match = key ? /^(?:sk|rk|pk)_(test|live)_/.exec(key) : null;
  return match ? (match[1] as 'test' | 'live') : null;
}

/** True when one of the two keys is a test key and the other a live one. */
export function stripeKeysMixed(secretKey: string | null | undefined, publishableKey: string | null | undefined): boolean {
  const secret = stripeKeyMode(secretKey);
  const publishable = stripeKeyMode(publishableKey);
  return secret !== null && publishable !== null && secret !== publishable;
}

/** A secret as a reader sees it: whether it is set, its last four characters, and whether this server can open it. */
export interface SecretState {
  set: boolean;
  last4: string | null;
  /** False when the stored value does not open under this server's keys (re-enter it, or run the rotation). */
  readable: boolean;
}

export const secretStateOf = (plaintext: string | null): SecretState => ({ set: plaintext !== null, last4: plaintext === null ? null : plaintext.slice(-4), readable: true });
export const UNREADABLE_SECRET: SecretState = { set: true, last4: null, readable: false };

/** What GET answers: plain fields, secrets as SecretState, and whether each provider is in test mode. */
export interface PaymentSettingsView {
  stripe: { publishableKey: string | null; secretKey: SecretState; webhookSecret: SecretState; testMode: boolean | null };
  paypal: { clientId: string | null; secret: SecretState; webhookId: string | null; mode: PaypalMode; testMode: boolean };
  updatedAt: string | null;
}

// ---- Test connection (decision 057, addendum): one call to the provider with the stored keys ----

export const PAYMENT_PROVIDERS = ['stripe', 'paypal'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_PROVIDER_NAMES: Readonly<Record<PaymentProvider, string>> = { stripe: 'Stripe', paypal: 'PayPal' };

/** The settings API of a site, and its Test connection. */
export const paymentSettingsApi = (siteUniqueId: string) => `/api/sites/${encodeURIComponent(siteUniqueId)}/payment-settings`;
export const paymentConnectionTestApi = (siteUniqueId: string) => `${paymentSettingsApi(siteUniqueId)}/test`;

/**
 * What Test connection answers (200 either way: a refused key is a result, not a failure of ours).
 * `account` names the provider's account when it says (Stripe's account; PayPal names none).
 */
export type PaymentConnectionResult = { ok: true; account: string | null; testMode: boolean } | { ok: false; reason: string };

/** Connection tests per user per window: each one is a call to the provider. */
export const PAYMENT_TEST_RATE_LIMIT = { max: 10, windowMs: 60_000 };

export const PAYMENT_TEST_PROVIDER_INVALID = 'Choose the provider to test: stripe or paypal.';
export const paymentKeysNotSet = (provider: PaymentProvider) =>
  provider === 'stripe' ? 'Save a Stripe secret key first, then test the connection.' : 'Save a PayPal client ID and secret first, then test the connection.';
export const paymentKeysUnreadable = (provider: PaymentProvider) =>
  `The stored ${PAYMENT_PROVIDER_NAMES[provider]} secret cannot be opened with this server's keys: enter it again, or have the operator run the secrets rotation.`;
export const paymentTestRateLimited = (seconds: number) => `Too many connection tests. Try again in ${seconds} s.`;
export const STRIPE_KEY_REFUSED = 'Stripe refused the secret key. Copy the current secret key from your Stripe dashboard (Developers → API keys): a rolled or deleted key no longer works.';
export const STRIPE_KEY_NOT_PERMITTED = 'Stripe accepted the key, but it may not read the account. Use the secret key, or give the restricted key read access to the account.';
export const paypalKeysRefused = (mode: PaypalMode) =>
  `PayPal refused the client ID and secret in ${mode} mode. Check that both come from the same app in the PayPal developer dashboard, and that the app is a ${mode} app.`;
export const paymentProviderUnreachable = (provider: PaymentProvider) =>
  `${PAYMENT_PROVIDER_NAMES[provider]} could not be reached. Try again in a moment; if it keeps failing, the server may have no connection to ${PAYMENT_PROVIDER_NAMES[provider]}.`;
export const paymentProviderFailed = (provider: PaymentProvider, status: number) => `${PAYMENT_PROVIDER_NAMES[provider]} answered with an error (${status}). Try again later.`;

/**
 * Whose account an online order is charged through (decision 058): the site's own keys, or the
 * platform default (the server's environment keys, for the sites a platform admin allows), or the
 * site's account connected to the platform through Stripe Connect (decision 063, card only).
 */
export type PaymentSource = 'site' | 'platform' | 'connect';

/** The admin's per-site switch (decision 058). */
export const PLATFORM_PAYMENTS_LABEL = 'Allow the platform’s payment accounts';
export const PLATFORM_PAYMENTS_HINT = 'For card or PayPal without keys of its own, this site is paid into the accounts set in the server’s environment.';
export const PLATFORM_PAYMENTS_INVALID = 'Send allowed: true or false.';
export const PLATFORM_PAYMENTS_SAVED = (allowed: boolean) => (allowed ? 'This site may use the platform’s payment accounts.' : 'This site no longer uses the platform’s payment accounts.');
export const PLATFORM_PAYMENTS_SECTION = {
  heading: 'Platform payments',
  intro: 'Platform administrators only. A site’s own payment keys always come first.',
  save: 'Save',
  failed: 'Could not save the platform payments choice.',
} as const;
