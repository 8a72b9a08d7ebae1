import type { Option } from './option.ts';

export const PAYMENT_ICON_OPTIONS = [
  { label: 'Credit card', value: 'credit' },
  { label: 'PayPal', value: 'paypal' },
  { label: 'Apple Pay', value: 'applepay' },
  { label: 'Google Pay', value: 'googlepay' },
] as const satisfies readonly Option[];
export type PaymentIcon = (typeof PAYMENT_ICON_OPTIONS)[number]['value'];

