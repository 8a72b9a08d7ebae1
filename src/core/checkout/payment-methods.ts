import type { Option } from '../options/option.ts';

// Spec 3 §4, §9: the checkout section's payment-method radio (stripe is the card provider).
export const PAYMENT_METHOD_OPTIONS = [
  { label: 'Credit Card', value: 'stripe' },
  { label: 'PayPal', value: 'paypal' },
] as const satisfies readonly Option[];
export type PaymentMethod = (typeof PAYMENT_METHOD_OPTIONS)[number]['value'];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'stripe';
/** Spec 3 §9: prices are charged in this currency. */
export const CHECKOUT_CURRENCY = 'USD';
