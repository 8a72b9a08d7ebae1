// The words of the site settings' Payment accounts section (decision 057, addendum).
import { PAYMENT_PROVIDER_NAMES, type PaymentProvider } from './payment-settings.ts';

export const PAYMENT_SETTINGS_SCREEN = {
  heading: 'Payment accounts',
  intro: 'Buyers pay into your own Stripe and PayPal accounts. Secret keys are stored encrypted and never shown again: only their last four characters.',
  loading: 'Loading payment settings…',
  loadFailed: 'The payment settings could not be loaded.',
  retry: 'Try again',
  notSet: 'Not set',
  unreadable: 'Saved, but this server cannot read it: enter it again.',
  replace: 'Replace',
  clear: 'Clear',
  cancel: 'Cancel',
  undo: 'Undo',
  willClear: 'Will be cleared when you save.',
  testMode: 'Test mode',
  liveMode: 'Live mode',
  save: 'Save',
  saved: (provider: PaymentProvider) => `${PAYMENT_PROVIDER_NAMES[provider]} settings saved.`,
  saveFailed: 'The payment settings could not be saved.',
  testConnection: 'Test connection',
  testNeedsKeys: (provider: PaymentProvider) => (provider === 'stripe' ? 'Save a secret key to test the connection.' : 'Save a client ID and secret to test the connection.'),
  testFailed: 'The connection could not be tested.',
  connected: (provider: PaymentProvider, account: string | null, testMode: boolean) =>
    `Connected to ${PAYMENT_PROVIDER_NAMES[provider]}${account ? `: ${account}` : ''} (${testMode ? 'test mode' : 'live mode'}).`,
  notConnected: (provider: PaymentProvider) => `${PAYMENT_PROVIDER_NAMES[provider]} connection failed`,
  webhookUrl: 'Webhook URL',
  webhookHint: (provider: PaymentProvider) =>
    provider === 'stripe'
      ? 'Add this endpoint in Stripe (Developers → Webhooks), then paste its signing secret above.'
      : 'Add this webhook to your PayPal app, then paste its webhook ID above.',
  copy: 'Copy',
  copyLabel: (provider: PaymentProvider) => `Copy the ${PAYMENT_PROVIDER_NAMES[provider]} webhook URL`,
  copied: 'Webhook URL copied.',
  copyFailed: 'The webhook URL could not be copied. Select it and copy it by hand.',
  secretStored: (last4: string) => `Stored, ending in ${last4}`,
  newValue: (label: string) => `New ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
  modeSandbox: 'Sandbox (test)',
  modeLive: 'Live',
} as const;
