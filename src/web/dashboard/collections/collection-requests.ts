import { COLLECTIONS_API, type CollectionSummary } from '#core/forms/collection-summary.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import type { ExportFormat, RowError } from '#core/forms/records-io.ts';
import type { SubmitterEdits } from '#core/forms/submitter-edits.ts';
import { api } from '#web/api/client.ts';

export const collectionsKey = (siteUniqueId: string) => ['collections', siteUniqueId] as const;

export async function fetchCollections(siteUniqueId: string, signal?: AbortSignal): Promise<CollectionSummary[]> {
  const answer = await api.get<{ data: CollectionSummary[] }>(COLLECTIONS_API, { query: { siteId: siteUniqueId }, signal });
  return answer.data;
}

export function createCollection(siteUniqueId: string, name: string): Promise<unknown> {
  return api.post(COLLECTIONS_API, { siteId: siteUniqueId, name });
}

export function saveCollectionFields(siteUniqueId: string, name: string, fields: FormInput[]): Promise<unknown> {
  return api.put(`${COLLECTIONS_API}/${encodeURIComponent(name)}`, { siteId: siteUniqueId, fields });
}

export function saveCollectionSettings(siteUniqueId: string, name: string, settings: { submitterEdits: SubmitterEdits }): Promise<unknown> {
  return api.put(`${COLLECTIONS_API}/${encodeURIComponent(name)}/settings`, { siteId: siteUniqueId, ...settings });
}

/** Where a collection's records download from. */
export function exportUrl(siteUniqueId: string, name: string, format: ExportFormat): string {
  return `${COLLECTIONS_API}/${encodeURIComponent(name)}/export?siteId=${encodeURIComponent(siteUniqueId)}&format=${format}`;
}

export type ImportAnswer = { imported: number } | { error: string; rowErrors: RowError[]; rowErrorCount: number };

/**
 * POST …/import with XMLHttpRequest, so the bar can follow the upload. Resolves with the count or
 * the server's row errors; rejects with the server's message (or a network one) otherwise.
 */
export function importRecords(siteUniqueId: string, name: string, records: Record<string, unknown>[], onProgress: (percent: number) => void): Promise<ImportAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${COLLECTIONS_API}/${encodeURIComponent(name)}/import`);
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 95);
    };
    xhr.onerror = () => reject(new Error('The import could not reach the server. Check the connection and try again.'));
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = null;
      }
      if (xhr.status === 201 && typeof body?.imported === 'number') {
        onProgress(100);
        resolve({ imported: body.imported });
      } else if (xhr.status === 400 && Array.isArray(body?.rowErrors)) resolve(body as ImportAnswer);
      else reject(new Error(typeof body?.error === 'string' ? body.error : `The import failed (${xhr.status}).`));
    };
    xhr.send(JSON.stringify({ siteId: siteUniqueId, records }));
  });
}
