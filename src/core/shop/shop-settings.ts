// A site's shop settings (issue 21 item 7; decision 034): which offline methods it takes, how long
// an unconfirmed offline order holds its stock, and the most units one checkout may take. Later
// settings of the shop (payment accounts, shipping, taxes) join this shape. The currency it sells in
// is one of core/money's seven (decision 060).
import { DEFAULT_CURRENCY, SITE_CURRENCIES, SITE_CURRENCY_CODES, isSiteCurrency, type SiteCurrency } from '#core/money/currency.ts';

export interface ShopSettings {
  payOnDelivery: boolean;
  payByInvoice: boolean;
  /** An offline order still pending this many hours after checkout is cancelled and its stock returned. */
  offlineHoldHours: number;
  /** Units one checkout may take, all lines together. */
  maxUnitsPerCheckout: number;
  /** What the shop's prices are shown and charged in; fixed once the shop has orders. */
  currency: SiteCurrency;
}

/** On by default, so a shop with no payment account anywhere still takes an order. */
export const DEFAULT_SHOP_SETTINGS: Readonly<ShopSettings> = {
  payOnDelivery: true,
  payByInvoice: true,
  offlineHoldHours: 72,
  maxUnitsPerCheckout: 20,
  currency: DEFAULT_CURRENCY,
};

export const OFFLINE_HOLD_HOURS_RANGE = { min: 1, max: 720 } as const;
export const MAX_UNITS_PER_CHECKOUT_RANGE = { min: 1, max: 1000 } as const;

export const SHOP_SETTINGS_LABELS = {
  heading: 'Shop',
  intro: 'How this site’s shop takes orders. Card and PayPal payments are offered when the server has their accounts.',
  payOnDelivery: 'Offer Pay on delivery',
  payByInvoice: 'Offer Pay by invoice',
  offlineHoldHours: 'Hold stock for unconfirmed offline orders (hours)',
  offlineHoldHoursHint: 'An offline order you have not marked paid or fulfilled by then is cancelled and its items go back into stock.',
  maxUnitsPerCheckout: 'Most items in one checkout',
  maxUnitsPerCheckoutHint: 'A product may set a lower limit of its own (Most per order).',
  currency: 'Currency',
  currencyHint: 'Prices are shown and charged in this currency. It cannot change once the shop has orders.',
  save: 'Save shop settings',
  saved: 'Shop settings saved.',
  ownerOnly: 'Only the site owner can change the shop settings.',
} as const;

export const SHOP_SETTINGS_INVALID = 'Please correct the highlighted shop settings.';
/** Why a currency change is refused (409): the orders' amounts are in the currency they were placed in. */
export const SHOP_CURRENCY_LOCKED = 'The currency cannot change once the shop has orders: their amounts are in the current currency.';
export const SHOP_CURRENCY_UNKNOWN = 'Choose one of the listed currencies.';
/** The settings picker's choices: 'Euro (EUR, €)'. */
export const SHOP_CURRENCY_OPTIONS = SITE_CURRENCY_CODES.map((code) => ({ value: code, label: `${SITE_CURRENCIES[code].label} (${code}, ${SITE_CURRENCIES[code].symbol})` }));
export const wholeNumberBetween = (min: number, max: number): string => `Enter a whole number from ${min} to ${max}.`;

export type ShopSettingsErrors = Partial<Record<keyof ShopSettings, string[]>>;

/**
 * A form's or a body's values as settings; field errors when a number is not a whole one in its
 * range or the currency is not one of the seven. A body without a currency keeps `currentCurrency`.
 */
export function readShopSettings(raw: Readonly<Record<string, unknown>>, currentCurrency: SiteCurrency = DEFAULT_CURRENCY): { settings: ShopSettings; errors: null } | { settings: null; errors: ShopSettingsErrors } {
  const errors: ShopSettingsErrors = {};
  const whole = (key: 'offlineHoldHours' | 'maxUnitsPerCheckout', range: { min: number; max: number }): number => {
    const value = raw[key];
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < range.min || n > range.max) errors[key] = [wholeNumberBetween(range.min, range.max)];
    return n;
  };
  const settings: ShopSettings = {
    payOnDelivery: isOn(raw.payOnDelivery),
    payByInvoice: isOn(raw.payByInvoice),
    offlineHoldHours: whole('offlineHoldHours', OFFLINE_HOLD_HOURS_RANGE),
    maxUnitsPerCheckout: whole('maxUnitsPerCheckout', MAX_UNITS_PER_CHECKOUT_RANGE),
    currency: currentCurrency,
  };
  if (raw.currency !== undefined) {
    if (isSiteCurrency(raw.currency)) settings.currency = raw.currency;
    else errors.currency = [SHOP_CURRENCY_UNKNOWN];
  }
  return Object.keys(errors).length > 0 ? { settings: null, errors } : { settings, errors: null };
}

/** A checkbox's 'on', or a JSON true. */
function isOn(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true';
}
