// The page calls of the content manager's dialogs.
import type { PageDocument } from '#core/pages/page-tree.ts';
import { REVALIDATE_ALL_SITE_PAGES } from '#core/paths/routes.ts';
import { getSiteSlugFromPath, toSiteSlug } from '#core/paths/site-prefix.ts';
import { api } from '#web/api/client.ts';

export interface EditorPageAnswer {
  title?: string;
  description?: string;
  data?: PageDocument | null;
  draft?: PageDocument | null;
  published_at?: string | null;
  /** The latest published version's number (0: never published); the editor publishes from it. */
  version?: number;
}

/** GET /api/editor{path}: the stored page, or null when there is none. Throws on refusal or network failure. */
export async function fetchEditorPage(path: string, signal?: AbortSignal): Promise<EditorPageAnswer | null> {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const body = await api.get<{ page?: EditorPageAnswer | null } | null>(`/api/editor${encoded}`, { signal });
  return body?.page ?? null;
}

/** Rejects with an ApiError when refused. */
export function patchPageMetadata(body: { path: string; is_template: boolean; title: string; description: string; newPath?: string }): Promise<unknown> {
  return api.patch('/api/editor', body);
}

/** Rejects with an ApiError when refused. */
export function revalidatePath(path: string): Promise<unknown> {
  return api.post('/api/revalidate', { path });
}

/** The revalidate-all record's path, inside the site when there is one (the server drops the site's whole cache). */
export function revalidateAllPath(siteUniqueId: string | null): string {
  return siteUniqueId ? `/${toSiteSlug(siteUniqueId)}${REVALIDATE_ALL_SITE_PAGES}` : REVALIDATE_ALL_SITE_PAGES;
}

/** '/site-abc' for a page of site abc, '' for the platform's own pages. */
export function sitePrefixOf(path: string): string {
  const slug = getSiteSlugFromPath(path);
  return slug === null ? '' : `/${slug}`;
}
