// Countries of shop rules (issue 26): shipping zones, tax rates and a buyer's country are ISO 3166-1
// alpha-2 codes, checked against this list (decision 065). The drawer's country select offers
// postal-address.ts's COUNTRY_CODES, each of which is one of these (a unit test holds them together).

/** Every officially assigned ISO 3166-1 alpha-2 code (249), upper case. */
export const ISO_COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/**
 * Kosovo's code: user-assigned in ISO 3166-1, not officially assigned, yet used by Stripe, PayPal
 * and the drawer's select; taken wherever a country is.
 */
export const KOSOVO = 'XK';

const KNOWN = new Set([...ISO_COUNTRY_CODES, KOSOVO]);

export const COUNTRY_CODE_INVALID = 'Use a two-letter country code (ISO 3166-1 alpha-2), such as DE or US.';
export const REGION_CODE_INVALID = 'Use the region’s ISO 3166-2 code within the country, such as US-NY or NY.';

/** Whether `value` is a country code we take (upper case exactly: read with countryCodeOf first). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && KNOWN.has(value);
}

/** A typed code as one we take ('de ' → 'DE'); null when it is none. */
export function countryCodeOf(value: unknown): string | null {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return KNOWN.has(code) ? code : null;
}

/**
 * A subdivision (ISO 3166-2: 'US-CA', 'ES-CN') as we compare it: upper case, the country's code and
 * a hyphen first; a bare subdivision ('ca') is read as one of `country`. Null when it is no such code.
 */
export function regionCodeOf(value: unknown, country: string): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim().toUpperCase();
  if (raw === '') return null;
  const full = raw.includes('-') ? raw : `${country}-${raw}`;
  return /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(full) && full.startsWith(`${country}-`) ? full : null;
}
