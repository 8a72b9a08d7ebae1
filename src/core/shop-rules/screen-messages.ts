// The dashboard's shop rules screens (issue 26 item 5): their words, and how an owner's typed weights
// and lists become what the API takes. The rules themselves are shipping.ts's, tax.ts's and
// discounts.ts's; the server checks every body again with them.
import { countryName } from '../checkout/postal-address.ts';
import { ISO_COUNTRY_CODES, KOSOVO } from './countries.ts';

export const SHOP_RULES_SECTIONS = ['shipping', 'taxes', 'discount-codes'] as const;
export type ShopRulesSection = (typeof SHOP_RULES_SECTIONS)[number];

export function isShopRulesSection(value: unknown): value is ShopRulesSection {
  return typeof value === 'string' && (SHOP_RULES_SECTIONS as readonly string[]).includes(value);
}

export const SHOP_RULES_NAV = {
  label: 'Shop rules',
  titles: { shipping: 'Shipping', taxes: 'Taxes', 'discount-codes': 'Discount codes' } satisfies Record<ShopRulesSection, string>,
  intro: 'Shipping zones and rates, taxes and discount codes apply at checkout. Only the site’s owners can change them.',
} as const;

/** Words every shop rules screen shares. */
export const SHOP_RULES_COMMON = {
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  actions: 'Actions',
  saveFailed: 'Saving failed. Please try again.',
  deleteFailed: 'Deleting failed. Please try again.',
  loadFailed: 'The shop rules could not be loaded.',
  deleteConfirm: 'Delete',
  /** A 403 that reaches the screen anyway (an editor with a bookmark). */
  forbiddenTitle: 'Only the site’s owners can see this',
  searchCountries: 'Search countries',
  countriesChosen: (n: number) => (n === 0 ? 'No country chosen' : n === 1 ? '1 country chosen' : `${n} countries chosen`),
  remove: (name: string) => `Remove ${name}`,
  noMatch: 'Nothing matches.',
  andMore: (n: number) => `and ${n} more`,
} as const;

export const SHIPPING_SCREEN = {
  heading: (site: string) => `Shipping · ${site}`,
  summary: 'A buyer is served by the first zone, by position, whose countries (and regions or postcodes, if it names any) hold their address.',
  loading: 'Loading shipping zones…',
  empty: 'No shipping zones yet',
  emptyHint: 'Buyers can only order products that are shipped once a zone serves their country.',
  newZone: 'New zone',
  name: 'Name',
  countries: 'Countries',
  rateCount: 'Rates',
  position: 'Position',
  positionHint: 'Lower numbers are checked first: put narrow zones (islands) before wide ones.',
  regions: 'Regions',
  regionsHint: 'Optional: ISO 3166-2 codes such as US-CA, one per line or separated by commas. Empty: the whole countries.',
  postcodes: 'Postcode patterns',
  postcodesHint: 'Optional: SW1A 1AA (exact), SW1* (beginning), 10000..19999 (range of digits), one per line or separated by commas.',
  zoneTitle: (name: string | null) => (name ? `Edit zone ${name}` : 'New shipping zone'),
  saveZone: 'Save zone',
  zoneSaved: (name: string) => `Zone ${name} saved`,
  zoneDeleted: (name: string) => `Zone ${name} deleted`,
  deleteZoneTitle: (name: string) => `Delete the zone ${name}?`,
  deleteZoneText: 'Its rates are deleted with it. Buyers in its countries can no longer order products that are shipped unless another zone serves them.',
  editZoneLabel: (name: string) => `Edit zone ${name}`,
  deleteZoneLabel: (name: string) => `Delete zone ${name}`,
  ratesOf: (name: string) => `Rates of ${name}`,
  noRates: 'No rates yet: buyers in this zone cannot choose how their order is delivered.',
  newRate: 'Add rate',
  newRateLabel: (zone: string) => `Add a rate to ${zone}`,
  kind: 'Kind',
  amount: 'Price',
  freeOver: 'Free from a subtotal of',
  freeOverHint: 'The goods after any discount; below it the price applies.',
  minKg: 'From (kg)',
  maxKg: 'Up to and including (kg)',
  maxKgHint: 'Empty: no upper limit.',
  weightBand: 'Weight',
  weightInvalid: 'Enter a weight in kg of 0 or more, with at most 3 decimals.',
  amountInvalid: 'Enter an amount of 0 or more in the shop’s currency.',
  rateTitle: (zone: string, name: string | null) => (name ? `Edit rate ${name} of ${zone}` : `New rate for ${zone}`),
  saveRate: 'Save rate',
  rateSaved: (name: string) => `Rate ${name} saved`,
  rateDeleted: (name: string) => `Rate ${name} deleted`,
  deleteRateTitle: (name: string) => `Delete the rate ${name}?`,
  deleteRateText: 'Buyers can no longer choose it.',
  editRateLabel: (name: string) => `Edit rate ${name}`,
  deleteRateLabel: (name: string) => `Delete rate ${name}`,
  free: 'Free',
  freeFrom: (amount: string, over: string) => `${amount}, free from ${over}`,
  band: (from: string, to: string | null) => (to === null ? `from ${from} kg` : `${from}–${to} kg`),
} as const;

export const TAXES_SCREEN = {
  heading: (site: string) => `Taxes · ${site}`,
  settingsHeading: 'Tax settings',
  pricesIncludeTax: 'Prices include tax',
  pricesIncludeTaxHint: 'On: product prices and shipping rates are gross and the tax is the part of them shown as “incl.”. Off: tax is added at checkout.',
  shippingTaxClass: 'Shipping is taxed at',
  stripeAutomaticTax: 'Let Stripe calculate the tax of card payments',
  stripeAutomaticTaxHint: 'On: card orders are charged the tax Stripe Tax computes from the buyer’s billing address (set up Stripe Tax in your Stripe account first); the rates below still apply to PayPal and offline orders. Off: card orders use the rates below too.',
  saveSettings: 'Save tax settings',
  settingsSaved: 'Tax settings saved',
  ratesHeading: 'Tax rates',
  summary: 'A buyer pays the rate of their region if there is one, else their country’s; a class without a rate is 0 %. Zero-rate products are never taxed.',
  loading: 'Loading taxes…',
  empty: 'No tax rates yet',
  emptyHint: 'Without rates no tax is charged.',
  newRate: 'New tax rate',
  country: 'Country',
  chooseCountry: 'Choose a country',
  region: 'Region',
  regionHint: 'Optional: an ISO 3166-2 code such as US-NY or NY. Empty: the whole country.',
  wholeCountry: 'Whole country',
  taxClass: 'Class',
  rate: 'Rate (%)',
  rateHint: 'In percent, up to 4 decimals, such as 19 or 8.875.',
  rateTitle: (label: string | null) => (label ? `Edit tax rate ${label}` : 'New tax rate'),
  saveRate: 'Save tax rate',
  rateSaved: 'Tax rate saved',
  rateDeleted: 'Tax rate deleted',
  deleteTitle: (label: string) => `Delete the tax rate ${label}?`,
  deleteText: 'Checkout charges no tax of this class here unless another rate applies.',
  editLabel: (label: string) => `Edit tax rate ${label}`,
  deleteLabel: (label: string) => `Delete tax rate ${label}`,
  percent: (rate: string) => `${rate} %`,
} as const;

export const DISCOUNT_SCREEN = {
  heading: (site: string) => `Discount codes · ${site}`,
  summary: 'Buyers enter one code per order in the cart. A use is counted when an order is placed and given back when it is cancelled or expires.',
  loading: 'Loading discount codes…',
  empty: 'No discount codes yet',
  emptyHint: 'Create a code to give buyers a percent or an amount off, or free shipping.',
  newCode: 'New code',
  code: 'Code',
  codeHint: '3 to 40 letters, digits, hyphens or underscores; buyers may type it in any case.',
  kind: 'Kind',
  value: 'Value',
  percent: 'Percent off',
  amount: 'Amount off',
  uses: 'Uses',
  usesOf: (uses: number, limit: number | null) => (limit === null ? String(uses) : `${uses} of ${limit}`),
  active: 'Active',
  activeHint: 'An inactive code is refused at checkout.',
  yes: 'Yes',
  no: 'No',
  dates: 'Valid',
  always: 'Always',
  from: (date: string) => `from ${date}`,
  until: (date: string) => `until ${date}`,
  minSubtotal: 'Minimum subtotal',
  minSubtotalHint: 'Optional: the cart’s subtotal must reach it.',
  startsAt: 'Starts',
  endsAt: 'Ends',
  datesHint: 'Optional; in your browser’s time zone.',
  usageLimit: 'Total uses',
  perEmailLimit: 'Uses per buyer email',
  limitHint: 'Optional: empty for no limit.',
  products: 'Only these products',
  productsHint: 'Optional: with no products and no categories chosen, the code applies to every product.',
  searchProducts: 'Search products',
  productsChosen: (n: number) => (n === 0 ? 'No product chosen' : n === 1 ? '1 product chosen' : `${n} products chosen`),
  unknownProduct: 'A product no longer in the list',
  categories: 'Only these categories',
  searchCategories: 'Search categories',
  categoriesChosen: (n: number) => (n === 0 ? 'No category chosen' : n === 1 ? '1 category chosen' : `${n} categories chosen`),
  loadingProducts: 'Loading products…',
  productsFailed: 'The products could not be loaded.',
  codeTitle: (code: string | null) => (code ? `Edit code ${code}` : 'New discount code'),
  saveCode: 'Save code',
  codeSaved: (code: string) => `Code ${code} saved`,
  codeDeleted: (code: string) => `Code ${code} deleted`,
  deleteTitle: (code: string) => `Delete the code ${code}?`,
  deleteText: 'Buyers can no longer use it; orders that used it keep it.',
  editLabel: (code: string) => `Edit code ${code}`,
  deleteLabel: (code: string) => `Delete code ${code}`,
  percentInvalid: 'Enter a percent above 0 and at most 100, with at most 2 decimals.',
  amountInvalid: 'Enter an amount above 0 in the shop’s currency.',
  minInvalid: 'Enter a minimum subtotal of 0 or more, or leave it empty.',
  limitInvalid: 'Enter a whole number of 1 or more, or leave it empty for no limit.',
} as const;

/** Splits a typed list (one per line or separated by commas) into its trimmed items. */
export function typedList(text: string): string[] {
  return text
    .split(/[\n,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Kilograms as typed ('1.25', '0,5') as whole grams; null when it is no weight of 0 or more with at most 3 decimals. */
export function kilogramsToGrams(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,3}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0')) : null;
}

/** Whole grams as the kilograms an owner reads ('1.25', '0.5', '2'). */
export function gramsToKilograms(grams: number): string {
  const fraction = String(grams % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction === '' ? String(Math.trunc(grams / 1000)) : `${Math.trunc(grams / 1000)}.${fraction}`;
}

let countryOptions: { value: string; label: string }[] | null = null;

/** Every country a rule may name (ISO 3166-1 and Kosovo) with its English name, by name. */
export function shopCountryOptions(): readonly { value: string; label: string }[] {
  countryOptions ??= [...ISO_COUNTRY_CODES, KOSOVO].map((value) => ({ value, label: countryName(value) })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return countryOptions;
}
