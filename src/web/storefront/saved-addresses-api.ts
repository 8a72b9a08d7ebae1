// The browser's calls to a shopper's saved addresses in one shop (decision 056): the account page
// edits them, the drawer's offline checkout reads them.

import type { SavedAddress, SavedAddressInput } from '#core/shop/saved-address.ts';
import { api } from '#web/api/client.ts';

const base = (site: string, id?: string, tail = '') => `/api/account/addresses${id ? `/${encodeURIComponent(id)}${tail}` : ''}?site=${encodeURIComponent(site)}`;

export async function fetchSavedAddresses(site: string, signal?: AbortSignal): Promise<SavedAddress[]> {
  const body = await api.get<{ addresses?: SavedAddress[] } | null>(base(site), { signal });
  return Array.isArray(body?.addresses) ? body.addresses : [];
}

export const createSavedAddress = (site: string, input: SavedAddressInput & { isDefault?: boolean }) => api.post<{ address: SavedAddress }>(base(site), input);
export const updateSavedAddress = (site: string, id: string, input: SavedAddressInput) => api.put<{ address: SavedAddress }>(base(site, id), input);
export const deleteSavedAddress = (site: string, id: string) => api.delete<{ deleted: boolean }>(base(site, id));
export const makeDefaultSavedAddress = (site: string, id: string) => api.post<{ addresses: SavedAddress[] }>(base(site, id, '/default'));
