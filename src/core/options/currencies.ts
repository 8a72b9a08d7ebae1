import type { Option } from './option.ts';

/** Values are the price prefixes shown before a price (spec 3: price_prefix, default $). */
export const CURRENCY_OPTIONS = [
  { label: 'US dollar ($)', value: '$' },
  { label: 'Euro (€)', value: '€' },
  { label: 'Pound sterling (£)', value: '£' },
  { label: 'Yen / yuan (¥)', value: '¥' },
  { label: 'Canadian dollar (CA$)', value: 'CA$' },
  { label: 'Australian dollar (AU$)', value: 'AU$' },
  { label: 'Indian rupee (₹)', value: '₹' },
] as const satisfies readonly Option[];
export type Currency = (typeof CURRENCY_OPTIONS)[number]['value'];
