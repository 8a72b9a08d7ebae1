import { SHOP_RULES_API as API, type DiscountCodeView, type TaxRateView, type TaxSettings, type ZoneWithRates } from '#core/shop-rules/owner-api.ts';
import { SHOP_RULES_COMMON as C } from '#core/shop-rules/screen-messages.ts';
import { api, ApiError } from '#web/api/client.ts';

// The shop rules screens' calls (decision 065): every one through the one API client, so a refusal
// arrives as an ApiError with the server's words and field errors.

export const shopRulesKey = (siteId: string) => ['shop-rules', siteId] as const;
export const zonesKey = (siteId: string) => [...shopRulesKey(siteId), 'zones'] as const;
export const taxesKey = (siteId: string) => [...shopRulesKey(siteId), 'taxes'] as const;
export const codesKey = (siteId: string) => [...shopRulesKey(siteId), 'codes'] as const;

/** A refusal (403, 404) does not change by asking again; a network failure is tried once more. */
export const retryUnlessRefused = (count: number, error: Error): boolean => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

/** Whether the server refused the caller (an editor of the site): the screens say so instead of offering a retry. */
export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

const read = { fallback: C.loadFailed };
const write = { fallback: C.saveFailed };

export const fetchZones = (siteId: string, signal?: AbortSignal) => api.get<{ data: ZoneWithRates[] }>(API.zones(siteId), { signal, ...read }).then((answer) => answer.data);

export interface ZoneBody {
  name: string;
  countries: string[];
  regions: string[];
  postcodes: string[];
  position: number;
}

export const saveZone = (siteId: string, zoneId: string | null, body: ZoneBody) =>
  (zoneId === null ? api.post<{ zone: ZoneWithRates }>(API.zones(siteId), body, write) : api.put<{ zone: ZoneWithRates }>(API.zone(siteId, zoneId), body, write)).then((answer) => answer.zone);

export const deleteZone = (siteId: string, zoneId: string) => api.delete<{ deleted: true }>(API.zone(siteId, zoneId), { fallback: C.deleteFailed });

export interface RateBody {
  name: string;
  kind: string;
  amountCents: number;
  freeOverCents?: number;
  minGrams?: number;
  maxGrams?: number | null;
  /** The owner's order among the zone's rates (kept as it was when a rate is edited). */
  position: number;
}

export const saveRate = (siteId: string, zoneId: string, rateId: string | null, body: RateBody) =>
  (rateId === null ? api.post<{ zone: ZoneWithRates }>(API.rates(siteId, zoneId), body, write) : api.put<{ zone: ZoneWithRates }>(API.rate(siteId, zoneId, rateId), body, write)).then(
    (answer) => answer.zone,
  );

export const deleteRate = (siteId: string, zoneId: string, rateId: string) => api.delete<{ zone: ZoneWithRates }>(API.rate(siteId, zoneId, rateId), { fallback: C.deleteFailed });

export const fetchTaxes = (siteId: string, signal?: AbortSignal) => api.get<{ settings: TaxSettings; rates: TaxRateView[] }>(API.taxes(siteId), { signal, ...read });

export const saveTaxSettings = (siteId: string, body: Partial<TaxSettings>) => api.put<{ settings: TaxSettings }>(API.taxSettings(siteId), body, write).then((answer) => answer.settings);

export interface TaxRateBody {
  country: string;
  region: string | null;
  taxClass: string;
  rate: string;
}

export const saveTaxRate = (siteId: string, rateId: string | null, body: TaxRateBody) =>
  (rateId === null ? api.post<{ rate: TaxRateView }>(API.taxRates(siteId), body, write) : api.put<{ rate: TaxRateView }>(API.taxRate(siteId, rateId), body, write)).then((answer) => answer.rate);

export const deleteTaxRate = (siteId: string, rateId: string) => api.delete<{ deleted: true }>(API.taxRate(siteId, rateId), { fallback: C.deleteFailed });

export const fetchCodes = (siteId: string, signal?: AbortSignal) => api.get<{ data: DiscountCodeView[] }>(API.codes(siteId), { signal, ...read }).then((answer) => answer.data);

export type CodeBody = Omit<DiscountCodeView, 'id' | 'uses' | 'value'> & { value: number | string };

export const saveCode = (siteId: string, codeId: string | null, body: CodeBody) =>
  (codeId === null ? api.post<{ code: DiscountCodeView }>(API.codes(siteId), body, write) : api.put<{ code: DiscountCodeView }>(API.code(siteId, codeId), body, write)).then((answer) => answer.code);

export const deleteCode = (siteId: string, codeId: string) => api.delete<{ deleted: true }>(API.code(siteId, codeId), { fallback: C.deleteFailed });
