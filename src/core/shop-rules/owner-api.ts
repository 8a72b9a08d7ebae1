// The owners' shop rules API as both sides read it (issue 26 item 5; decision 065): its paths under
// /api/sites/:uniqueId and the shapes it answers, for the server's routes and the dashboard's screens.
import type { DiscountKind } from './discounts.ts';
import type { ShippingRate, ShippingZone } from './shipping.ts';
import type { RatedTaxClass, TaxClass, TaxRatePpm } from './tax.ts';

/** A zone with its rates, ordered as checkout reads them (position, then name). */
export interface ZoneWithRates extends ShippingZone {
  rates: (ShippingRate & { zoneId: string; position: number })[];
}

/** Whether the shop's prices include tax, the class that taxes shipping, and whether Stripe computes card orders' tax. */
export interface TaxSettings {
  pricesIncludeTax: boolean;
  shippingTaxClass: TaxClass;
  /** Card orders' tax computed by Stripe Tax from the buyer's billing address, not the shop's rates (decision 073). */
  stripeAutomaticTax: boolean;
}

export interface TaxRateView {
  id: string;
  country: string;
  region: string | null;
  taxClass: RatedTaxClass;
  /** The percent as owners read and write it ('19', '8.875'). */
  rate: string;
  ratePpm: TaxRatePpm;
}

export interface DiscountCodeView {
  id: string;
  code: string;
  kind: DiscountKind;
  /** As owners write it: a percent (12.5) for percent codes, minor units for fixed ones, 0 for free shipping. */
  value: number;
  minSubtotalCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perEmailLimit: number | null;
  productIds: string[];
  categories: string[];
  active: boolean;
  uses: number;
}

const siteApi = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}`;
const part = (id: string) => encodeURIComponent(id);

export const SHOP_RULES_API = {
  zones: (siteId: string) => `${siteApi(siteId)}/shipping-zones`,
  zone: (siteId: string, zoneId: string) => `${siteApi(siteId)}/shipping-zones/${part(zoneId)}`,
  rates: (siteId: string, zoneId: string) => `${siteApi(siteId)}/shipping-zones/${part(zoneId)}/rates`,
  rate: (siteId: string, zoneId: string, rateId: string) => `${siteApi(siteId)}/shipping-zones/${part(zoneId)}/rates/${part(rateId)}`,
  taxes: (siteId: string) => `${siteApi(siteId)}/taxes`,
  taxSettings: (siteId: string) => `${siteApi(siteId)}/taxes/settings`,
  taxRates: (siteId: string) => `${siteApi(siteId)}/taxes/rates`,
  taxRate: (siteId: string, rateId: string) => `${siteApi(siteId)}/taxes/rates/${part(rateId)}`,
  codes: (siteId: string) => `${siteApi(siteId)}/discount-codes`,
  code: (siteId: string, codeId: string) => `${siteApi(siteId)}/discount-codes/${part(codeId)}`,
} as const;
