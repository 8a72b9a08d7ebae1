import { newPageRecord } from '#core/pages/page-record.ts';
import type { DefaultPage } from '#core/sites/default-page.ts';
import { api } from '#web/api/client.ts';

/** The new site's default page documents (/homepage, /404, its type's templates); throws when the list cannot be read. */
export async function getDefaultPages(uniqueId: string): Promise<DefaultPage[]> {
  const body = await api.get<{ data?: unknown } | null>(`/api/system_sites/${encodeURIComponent(uniqueId)}/default-pages`);
  if (!Array.isArray(body?.data)) throw new Error('API response does not contain data');
  return body.data as DefaultPage[];
}

/** Publishes one page through the editor's POST /api/editor; true when the server accepted it. */
export async function publishDefaultPage(page: DefaultPage): Promise<boolean> {
  // A new site's pages: nothing was published at these paths yet.
  const record = { ...newPageRecord({ data: page.data, path: page.path, pathWithNoSite: page.pathWithNoSite, title: page.title, description: page.description }), is_template: page.is_template === true };
  return api.post('/api/editor', record).then(
    () => true,
    () => false,
  );
}
