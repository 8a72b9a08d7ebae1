// The dashboard's and the editor's reads and writes of a site's reusable sections (decision 071),
// over /api/sites/:uniqueId/sections through the one API client.
import { queryOptions } from '@tanstack/react-query';
import type { PageDocument } from '#core/pages/page-tree.ts';
import type { SectionSummary, SectionView } from '#core/sections/section-api.ts';
import { api } from '#web/api/client.ts';

export const sectionsPath = (siteUniqueId: string) => `/api/sites/${encodeURIComponent(siteUniqueId)}/sections`;
const sectionPath = (siteUniqueId: string, id: string) => `${sectionsPath(siteUniqueId)}/${encodeURIComponent(id)}`;

export const sectionsKey = (siteUniqueId: string | null) => ['sections', siteUniqueId] as const;

export function siteSectionsQuery(siteUniqueId: string | null) {
  return queryOptions({
    queryKey: sectionsKey(siteUniqueId),
    queryFn: async ({ signal }) => (siteUniqueId ? (await api.get<{ data: SectionSummary[] }>(sectionsPath(siteUniqueId), { signal })).data : []),
  });
}

export function sectionQuery(siteUniqueId: string | null, id: string) {
  return queryOptions({
    queryKey: [...sectionsKey(siteUniqueId), id],
    queryFn: async ({ signal }) => (await api.get<{ section: SectionView }>(sectionPath(siteUniqueId ?? '', id), { signal })).section,
    enabled: siteUniqueId !== null && id !== '',
  });
}

export async function createSection(siteUniqueId: string, body: { name: string; content: PageDocument }): Promise<SectionView> {
  return (await api.post<{ section: SectionView }>(sectionsPath(siteUniqueId), body)).section;
}

export async function updateSection(siteUniqueId: string, id: string, body: { name?: string; content?: PageDocument }): Promise<SectionView> {
  return (await api.put<{ section: SectionView }>(sectionPath(siteUniqueId, id), body)).section;
}

/** Without `confirm` a used section is not deleted: the server answers 409 with `usedBy`. */
export async function deleteSection(siteUniqueId: string, id: string, confirm: boolean): Promise<void> {
  await api.delete(`${sectionPath(siteUniqueId, id)}${confirm ? '?confirm=1' : ''}`);
}
