// Editor only: the site's data collections (GET /api/collections), one cached answer shared by the
// fields that need them (the Form block's collection suggestions, the record bindings of templates).
import { queryOptions } from '@tanstack/react-query';
import { COLLECTIONS_API, type CollectionSummary } from '#core/forms/collection-summary.ts';
import { api } from '#web/api/client.ts';

/** Without a site id the answer is the platform's collections (admins only). */
export function siteCollectionsQuery(siteUniqueId: string | null) {
  return queryOptions({
    queryKey: ['editor', 'collections', siteUniqueId],
    queryFn: async ({ signal }) => {
      const answer = await api.get<{ data: CollectionSummary[] }>(COLLECTIONS_API, { query: { siteId: siteUniqueId }, signal });
      return answer.data;
    },
  });
}
