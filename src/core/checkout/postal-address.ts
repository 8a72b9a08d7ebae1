// A buyer's postal address at checkout (issue 23): structured fields instead of one free-text box,
// read by one rule on the drawer's form and on the server, stored on the order as it is here.
// Orders placed before it keep their address as the text that was typed (a string).

/** ISO 3166-1 alpha-2 codes the country select offers; names come from the browser's or Node's Intl. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AR AT AU AW AZ BA BB BD BE BF BG BH BI BJ BM BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CK CL CM CN CO CR CU CV CW CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FO FR GA GB GD GE GH GI GL GM GN GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP ' +
  'KE KG KH KI KM KN KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MO MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR ' +
  'NZ OM PA PE PG PH PK PL PR PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW ' +
  'TZ UA UG US UY UZ VA VC VE VN VU WS XK YE ZA ZM ZW'
).split(' ');

/** A country's English name ('DE' -> 'Germany'); the code itself where Intl has no name for it. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The select's options, by name. */
export function countryOptions(): { value: string; label: string }[] {
  return COUNTRY_CODES.map((value) => ({ value, label: countryName(value) })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

export interface PostalAddress {
  line1: string;
  /** Flat, floor, building: optional. */
  line2: string | null;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, one of COUNTRY_CODES. */
  country: string;
}

export const ADDRESS_LINE_MAX = 200;
export const CITY_MAX = 100;
export const POSTAL_CODE_MAX = 12;
export const PHONE_MAX = 40;

export type AddressField = 'line1' | 'line2' | 'city' | 'postalCode' | 'country';

export const ADDRESS_MESSAGES = {
  line1: `Please enter the street and number (at most ${ADDRESS_LINE_MAX} characters).`,
  line2: `Address line 2 has at most ${ADDRESS_LINE_MAX} characters.`,
  city: `Please enter the town or city (at most ${CITY_MAX} characters).`,
  postalCode: `Please enter the postal code: letters, digits, spaces or hyphens, at most ${POSTAL_CODE_MAX}.`,
  country: 'Please choose the country.',
  phone: 'Please enter a phone number: digits, spaces and + ( ) - only, at least 5 digits.',
} as const;

const POSTAL_CODE = new RegExp(`^[A-Za-z0-9][A-Za-z0-9 -]{0,${POSTAL_CODE_MAX - 1}}$`);
const PHONE = /^\+?[0-9 ()./-]+$/;

/** Whether `value` reads as a phone number: at most PHONE_MAX characters, at least 5 digits. */
export function isPhoneNumber(value: string): boolean {
  return value.length <= PHONE_MAX && PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : '');

/** Checks an address's fields: the trimmed address when each passes, else the field errors. */
export function checkPostalAddress(raw: unknown): { address: PostalAddress | null; errors: Partial<Record<AddressField, string[]>> } {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const line1 = text(body.line1);
  const line2 = text(body.line2);
  const city = text(body.city);
  const postalCode = text(body.postalCode).toUpperCase();
  const country = text(body.country).toUpperCase();
  const errors: Partial<Record<AddressField, string[]>> = {};
  if (line1 === '' || line1.length > ADDRESS_LINE_MAX) errors.line1 = [ADDRESS_MESSAGES.line1];
  if (line2.length > ADDRESS_LINE_MAX) errors.line2 = [ADDRESS_MESSAGES.line2];
  if (city === '' || city.length > CITY_MAX) errors.city = [ADDRESS_MESSAGES.city];
  if (!POSTAL_CODE.test(postalCode)) errors.postalCode = [ADDRESS_MESSAGES.postalCode];
  if (!COUNTRY_CODES.includes(country)) errors.country = [ADDRESS_MESSAGES.country];
  const ok = Object.keys(errors).length === 0;
  return { address: ok ? { line1, line2: line2 || null, city, postalCode, country } : null, errors };
}

/** An order's address as lines to show: the structured one's parts, or the text an older order stored. */
export function addressLines(address: PostalAddress | string | null | undefined): string[] {
  if (!address) return [];
  if (typeof address === 'string') return address.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  return [address.line1, address.line2, `${address.postalCode} ${address.city}`, countryName(address.country)].filter((line): line is string => typeof line === 'string' && line !== '');
}
