// Which payment methods a shop takes, and the icons that say so (issue 23): one rule for the
// checkout's method list and the product page's payment icons, so a page never advertises a
// method the checkout does not offer.
import type { PaymentIcon } from '../options/payment-icons.ts';
import type { ShopSettings } from '../shop/shop-settings.ts';
import { PAYMENT_METHOD_VALUES, type PaymentMethodValue } from './order.ts';

/** Which online accounts the server has (decision 023): card (Stripe) and PayPal. */
export interface OnlineAccounts {
  card: boolean;
  paypal: boolean;
}

/** Whether the shop's own settings allow `method` (the online ones depend on the server's accounts only). */
export function methodAllowedBySettings(method: PaymentMethodValue, settings: Pick<ShopSettings, 'payOnDelivery' | 'payByInvoice'>): boolean {
  if (method === 'delivery') return settings.payOnDelivery;
  if (method === 'invoice') return settings.payByInvoice;
  return true;
}

/**
 * The methods a shop takes, in the checkout's order: card and PayPal when the server has their
 * accounts, each offline method when the shop's owner left it on (decision 034).
 */
export function offeredPaymentMethods(accounts: OnlineAccounts, settings: Pick<ShopSettings, 'payOnDelivery' | 'payByInvoice'>): PaymentMethodValue[] {
  return PAYMENT_METHOD_VALUES.filter((m) => (m === 'stripe' ? accounts.card : m === 'paypal' ? accounts.paypal : methodAllowedBySettings(m, settings)));
}

/** A payment icon the product page shows: a product's own option (spec 3 §9) or an offline method. */
export type OfferedPaymentIcon = PaymentIcon | 'delivery' | 'invoice';

export const OFFERED_PAYMENT_ICON_LABELS: Readonly<Record<OfferedPaymentIcon, string>> = {
  credit: 'Credit card',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  delivery: 'Pay on delivery',
  invoice: 'Pay by invoice',
};

/**
 * The icons a product's page shows: each offered method once. The card and PayPal only when the
 * product's own options (spec 3 §9) list them too; Apple Pay and Google Pay never, as no method
 * the checkout offers promises them; the offline methods whenever the shop offers them.
 */
export function paymentIconsFor(offered: readonly PaymentMethodValue[], productOptions: readonly string[]): OfferedPaymentIcon[] {
  const icons: OfferedPaymentIcon[] = [];
  for (const method of offered) {
    if (method === 'stripe' && productOptions.includes('credit')) icons.push('credit');
    else if (method === 'paypal' && productOptions.includes('paypal')) icons.push('paypal');
    else if (method === 'delivery' || method === 'invoice') icons.push(method);
  }
  return icons;
}
