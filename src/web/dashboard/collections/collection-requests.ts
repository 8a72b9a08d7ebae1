import { COLLECTIONS_API, type CollectionSummary } from '#core/forms/collection-summary.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import { fetchJson } from '#web/editor/fields/fetch-json.ts';

export const collectionsKey = (siteUniqueId: string) => ['collections', siteUniqueId] as const;

export async function fetchCollections(siteUniqueId: string, signal?: AbortSignal): Promise<CollectionSummary[]> {
  const answer = await fetchJson<{ data: CollectionSummary[] }>(`${COLLECTIONS_API}?siteId=${encodeURIComponent(siteUniqueId)}`, { signal });
  return answer.data;
}

const json = (method: string, body: unknown) => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export function createCollection(siteUniqueId: string, name: string): Promise<unknown> {
  return fetchJson(COLLECTIONS_API, json('POST', { siteId: siteUniqueId, name }));
}

export function saveCollectionFields(siteUniqueId: string, name: string, fields: FormInput[]): Promise<unknown> {
  return fetchJson(`${COLLECTIONS_API}/${encodeURIComponent(name)}`, json('PUT', { siteId: siteUniqueId, fields }));
}
