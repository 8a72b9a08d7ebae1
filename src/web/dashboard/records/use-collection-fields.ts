import { useQuery } from '@tanstack/react-query';
import type { FormInput } from '#core/forms/form-input.ts';
import { collectionsKey, fetchCollections } from '#web/dashboard/collections/collection-requests.ts';

/**
 * A site collection's form definition, from the same cached list the collections screen shows
 * (so saving fields there is seen here). `fields` is [] for a collection with none defined, and
 * undefined until known.
 */
export function useCollectionFields(collection: string, siteUniqueId: string | null, { enabled = true } = {}) {
  const query = useQuery({
    queryKey: collectionsKey(siteUniqueId ?? ''),
    queryFn: ({ signal }) => fetchCollections(siteUniqueId ?? '', signal),
    // The platform has no collections screen: its records are edited as they are.
    enabled: enabled && siteUniqueId !== null,
  });
  const fields: FormInput[] | undefined = siteUniqueId === null ? [] : query.data ? (query.data.find((summary) => summary.name === collection)?.fields ?? []) : undefined;
  return {
    fields,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
