// Editor only: palette and custom colours for the colour gallery (GET /api/system_colors), cached
// for 7 days without refetching on focus (spec 2 §9).
import { useInfiniteQuery } from '@tanstack/react-query';
import { appendUnique, hasMoreItems } from '#core/content/content-sources.ts';
import { ICON_COLOR_CACHE_MS } from '#core/pickers/picker-limits.ts';
import { api } from '#web/api/client.ts';
import { listItems, listTotal, type ListAnswer } from '#web/api/list-answer.ts';

export interface GalleryColorItem {
  id: string | null;
  value: string;
  hex: string;
  label: string;
  name?: string;
  colorName?: string;
  level?: number | null;
  family?: string;
  custom?: boolean;
}

export interface ColorListFilter {
  siteUniqueId: string | null;
  family: string;
  sortBy: string;
  search: string;
  pageSize: number;
}

export function colorsUrl(filter: ColorListFilter, page: number): string {
  const params = new URLSearchParams({ family: filter.family, sortBy: filter.sortBy, limit: String(filter.pageSize), page: String(page), includeTotalCount: 'true' });
  if (filter.siteUniqueId) params.set('siteId', filter.siteUniqueId);
  if (filter.search) params.set('search', filter.search);
  return `/api/system_colors?${params}`;
}

export const colorKey = (color: { value: string }): string => color.value;

export function useSiteColors(filter: ColorListFilter, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: ['editor', 'colors', filter],
    enabled,
    staleTime: ICON_COLOR_CACHE_MS,
    gcTime: ICON_COLOR_CACHE_MS,
    refetchOnWindowFocus: false,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await api.get<ListAnswer<GalleryColorItem>>(colorsUrl(filter, pageParam), { signal });
      return { page: pageParam, items: listItems(answer), total: listTotal(answer) };
    },
    getNextPageParam: (last) => (hasMoreItems(last.page, filter.pageSize, last.total) ? last.page + 1 : undefined),
  });
  const pages = query.data?.pages ?? [];
  const items = pages.reduce<GalleryColorItem[]>((all, page) => appendUnique(all, page.items, colorKey), []);
  return { query, items, total: pages.at(-1)?.total ?? 0 };
}
