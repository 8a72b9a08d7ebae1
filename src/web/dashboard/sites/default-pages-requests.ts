import type { PageRecord } from '#core/pages/page-record.ts';
import type { DefaultPage } from '#core/sites/default-page.ts';

/** The new site's default page documents (/homepage, /404); throws when the list cannot be read. */
export async function getDefaultPages(uniqueId: string, fetcher: typeof fetch = fetch): Promise<DefaultPage[]> {
  const response = await fetcher(`/api/system_sites/${encodeURIComponent(uniqueId)}/default-pages`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Request failed (${response.status})`);
  const body = (await response.json()) as { data?: unknown };
  if (!Array.isArray(body.data)) throw new Error('API response does not contain data');
  return body.data as DefaultPage[];
}

/** Publishes one page through the editor's POST /api/editor; true when the server accepted it. */
export async function publishDefaultPage(page: DefaultPage, fetcher: typeof fetch = fetch): Promise<boolean> {
  const record: PageRecord = {
    data: page.data,
    path: page.path,
    pathWithNoSite: page.pathWithNoSite,
    title: page.title,
    description: page.description,
    is_template: false,
    is_system: false,
    published_at: null,
    updated_at: null,
    created_at: null,
    // A new site's pages: nothing was published at these paths yet.
    baseVersion: 0,
  };
  try {
    const response = await fetcher('/api/editor', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(record),
    });
    return response.ok;
  } catch {
    return false;
  }
}
