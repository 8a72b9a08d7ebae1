// A site's shop settings (issue 21 item 7; decision 034): which offline methods it takes, how long
// an unconfirmed offline order holds its stock, and the most units one checkout may take. Later
// settings of the shop (currency, payment accounts, shipping, taxes) join this shape.

export interface ShopSettings {
  payOnDelivery: boolean;
  payByInvoice: boolean;
  /** An offline order still pending this many hours after checkout is cancelled and its stock returned. */
  offlineHoldHours: number;
  /** Units one checkout may take, all lines together. */
  maxUnitsPerCheckout: number;
}

/** On by default, so a shop with no payment account anywhere still takes an order. */
export const DEFAULT_SHOP_SETTINGS: Readonly<ShopSettings> = {
  payOnDelivery: true,
  payByInvoice: true,
  offlineHoldHours: 72,
  maxUnitsPerCheckout: 20,
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
  save: 'Save shop settings',
  saved: 'Shop settings saved.',
  ownerOnly: 'Only the site owner can change the shop settings.',
} as const;

export const SHOP_SETTINGS_INVALID = 'Please correct the highlighted shop settings.';
export const wholeNumberBetween = (min: number, max: number): string => `Enter a whole number from ${min} to ${max}.`;

export type ShopSettingsErrors = Partial<Record<keyof ShopSettings, string[]>>;

/** A form's or a body's values as settings; field errors when a number is not a whole one in its range. */
export function readShopSettings(raw: Readonly<Record<string, unknown>>): { settings: ShopSettings; errors: null } | { settings: null; errors: ShopSettingsErrors } {
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
  };
  return Object.keys(errors).length > 0 ? { settings: null, errors } : { settings, errors: null };
}

/** A checkbox's 'on', or a JSON true. */
function isOn(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true';
}
