// Editor only: the site's images for the galleries, newest first, page by page (spec 2 §7, §9).
import { useInfiniteQuery } from '@tanstack/react-query';
import { SYSTEM_IMAGES } from '#core/collections.ts';
import { appendUnique, contentListUrl, hasMoreItems } from '#core/content/content-sources.ts';
import { api } from '#web/api/client.ts';
import { listItems, listTotal, type ListAnswer } from '#web/api/list-answer.ts';

export interface GalleryImageItem {
  id: string;
  url: string;
  webpUrl?: string | null;
  name: string;
  alt?: string | null;
  width?: number | null;
  height?: number | null;
  created_at?: string;
}

export function siteImagesQueryKey(siteUniqueId: string | null, search: string, pageSize: number): readonly unknown[] {
  return ['editor', 'images', siteUniqueId, search, pageSize];
}

/** Pages are zero-based; Load More fetches the next one and the list keeps one copy of each image. */
export function useSiteImages({ siteUniqueId, search, pageSize, enabled }: { siteUniqueId: string | null; search: string; pageSize: number; enabled: boolean }) {
  const query = useInfiniteQuery({
    queryKey: siteImagesQueryKey(siteUniqueId, search, pageSize),
    enabled,
    // Spec 2 §9: image lists are not cached; a gallery opened again asks again.
    staleTime: 0,
    gcTime: 0,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const url = contentListUrl(SYSTEM_IMAGES, { siteId: siteUniqueId, limit: pageSize, page: pageParam, sort: 'desc', sortField: 'created_at', searchQuery: search });
      const answer = await api.get<ListAnswer<GalleryImageItem>>(url, { signal });
      return { page: pageParam, items: listItems(answer), total: listTotal(answer) };
    },
    getNextPageParam: (last) => (hasMoreItems(last.page, pageSize, last.total) ? last.page + 1 : undefined),
  });
  const pages = query.data?.pages ?? [];
  const items = pages.reduce<GalleryImageItem[]>((all, page) => appendUnique(all, page.items, (item) => item.id), []);
  const total = pages.at(-1)?.total ?? 0;
  return { query, items, total };
}
