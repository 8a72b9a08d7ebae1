// The one home of money (issue 25 item 4; docs/decisions/060-site-currency.md). A site sells in
// one of spec 3's seven currencies; every amount the server keeps, charges or compares is an
// integer in that currency's minor units (cents, pence; the yen has none). Product documents keep
// decimal prices ("12.5"), which become minor units here and nowhere else.

export interface CurrencyInfo {
  /** The spec's symbol, as the settings picker names the currency. */
  symbol: string;
  /** Digits after the decimal point: minor units per major unit are 10 ** exponent. */
  exponent: number;
  label: string;
}

export const SITE_CURRENCIES = {
  USD: { symbol: '$', exponent: 2, label: 'US dollar' },
  EUR: { symbol: '€', exponent: 2, label: 'Euro' },
  GBP: { symbol: '£', exponent: 2, label: 'Pound sterling' },
  JPY: { symbol: '¥', exponent: 0, label: 'Japanese yen' },
  CAD: { symbol: 'CA$', exponent: 2, label: 'Canadian dollar' },
  AUD: { symbol: 'AU$', exponent: 2, label: 'Australian dollar' },
  INR: { symbol: '₹', exponent: 2, label: 'Indian rupee' },
} as const satisfies Record<string, CurrencyInfo>;

export type SiteCurrency = keyof typeof SITE_CURRENCIES;
export const SITE_CURRENCY_CODES = Object.keys(SITE_CURRENCIES) as SiteCurrency[];
/** A site that never chose one sells in US dollars (what every shop sold in before). */
export const DEFAULT_CURRENCY: SiteCurrency = 'USD';

export function isSiteCurrency(value: unknown): value is SiteCurrency {
  return typeof value === 'string' && Object.hasOwn(SITE_CURRENCIES, value);
}

/** A stored or sent code as one of ours ('jpy' too); the default for anything else. */
export function currencyOf(value: unknown): SiteCurrency {
  const code = typeof value === 'string' ? value.toUpperCase() : '';
  return isSiteCurrency(code) ? code : DEFAULT_CURRENCY;
}

export function minorUnitExponent(currency: string): number {
  return SITE_CURRENCIES[currencyOf(currency)].exponent;
}

/**
 * A decimal price (12.5) as integer minor units of the currency (1250; 13 in yen). The product is
 * read at 15 significant digits first, so binary noise (1.005 * 100 = 100.49999…) does not decide
 * the rounding: half a minor unit rounds up (away from zero).
 */
export function toMinorUnits(amount: number, currency: string): number {
  const scaled = Number((amount * 10 ** minorUnitExponent(currency)).toPrecision(15));
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

/** Integer minor units as the decimal text providers take: '12.50' in dollars, '1200' in yen. */
export function minorToDecimalString(minor: number, currency: string): string {
  const exponent = minorUnitExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  if (exponent === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/**
 * A provider's decimal text ('12.5', '12.50', '1200') as integer minor units; null when it is no
 * such amount or has more decimals than the currency has minor units ('12.5' in yen).
 */
export function decimalStringToMinor(value: string | undefined | null, currency: string): number | null {
  const exponent = minorUnitExponent(currency);
  const match = /^(-?)(\d{1,15})(?:\.(\d+))?$/.exec(value ?? '');
  if (!match) return null;
  const fraction = match[3] ?? '';
  if (fraction.length > exponent) return null;
  const minor = Number(match[2]) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
  if (!Number.isSafeInteger(minor)) return null;
  return match[1] === '-' && minor !== 0 ? -minor : minor;
}

/**
 * An amount as a person types it in the shop's currency ('12.50', '12,5', ' 1200 ') as integer minor
 * units of 0 or more; null when it is none (a negative amount, more decimals than the currency has).
 */
export function moneyInputToMinor(text: string, currency: string): number | null {
  const minor = decimalStringToMinor(text.trim().replace(',', '.'), currency);
  return minor === null || minor < 0 ? null : minor;
}

// Formatting reads no table of ours: Intl knows each currency's minor units (ISO 4217, the same
// exponents as SITE_CURRENCIES; the unit tests hold the two together), so visitors' islands that
// show prices carry only these few lines.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: string, locale: string): Intl.NumberFormat {
  const key = `${currency} ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const make = (tag: string, code: string) => new Intl.NumberFormat(tag, { style: 'currency', currency: code });
    try {
      formatter = make(locale, currency);
    } catch {
      // A language tag Intl does not take is English; a code it does not take is the default currency.
      try {
        formatter = make('en', currency);
      } catch {
        formatter = make('en', DEFAULT_CURRENCY);
      }
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Minor units for people, by Intl in the site's language: 'en' USD 1250 → '$12.50', 'de' EUR → '12,50 €', JPY 1200 → '¥1,200'. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const formatter = formatterOf(currency, locale);
  return formatter.format((Number.isFinite(minor) ? minor : 0) / 10 ** (formatter.resolvedOptions().maximumFractionDigits ?? 2));
}

/**
 * A product document's decimal price for people, rounded to the currency's minor units as it is
 * charged (product prices have at most 2 decimals, so only the yen rounds: 12.5 → ¥13).
 */
export function formatDecimalMoney(amount: number, currency: string, locale: string): string {
  return formatterOf(currency, locale).format(Number.isFinite(amount) ? amount : 0);
}

/** Owners' screens and mails are in English (the dashboard's language): their amounts are formatted so. */
export const DASHBOARD_LOCALE = 'en';
