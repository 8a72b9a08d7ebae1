// Editor only: icon names and custom icons from the server (GET /api/system_icons), and one
// built-in icon's SVG (GET /api/system_icons/svg). Cached for 7 days, no refetch on focus
// (spec 2 §9), so the browser never downloads a whole react-icons set.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { appendUnique, hasMoreItems } from '#core/content/content-sources.ts';
import { ICON_COLOR_CACHE_MS } from '#core/pickers/picker-limits.ts';
import { api, ApiError } from '#web/api/client.ts';
import { listItems, listTotal, type ListAnswer } from '#web/api/list-answer.ts';
import { iconSvgUrl, isBuiltInIconSet } from './icon-name-set.ts';

export interface EditorIconItem {
  set: string;
  name: string;
  /** Custom icons: the sanitised SVG as a data URL. */
  src?: string;
  id?: string;
}

const CACHE = { staleTime: ICON_COLOR_CACHE_MS, gcTime: ICON_COLOR_CACHE_MS, refetchOnWindowFocus: false } as const;

export function iconsUrl(query: { siteUniqueId: string | null; set: string; search: string; limit: number; page: number }): string {
  const params = new URLSearchParams({ set: query.set, sort: 'name_asc', limit: String(query.limit), page: String(query.page), includeTotalCount: 'true' });
  if (query.siteUniqueId) params.set('siteId', query.siteUniqueId);
  if (query.search) params.set('search', query.search);
  return `/api/system_icons?${params}`;
}

export function useEditorIcons(query: { siteUniqueId: string | null; set: string; search: string; pageSize: number }) {
  const result = useInfiniteQuery({
    queryKey: ['editor', 'icons', query],
    ...CACHE,
    // While another library or search loads, the previous icons stay on screen instead of flashing empty.
    placeholderData: keepPreviousData,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await api.get<ListAnswer<EditorIconItem>>(iconsUrl({ ...query, limit: query.pageSize, page: pageParam }), { signal });
      return { page: pageParam, items: listItems(answer), total: listTotal(answer) };
    },
    getNextPageParam: (last) => (hasMoreItems(last.page, query.pageSize, last.total) ? last.page + 1 : undefined),
  });
  const pages = result.data?.pages ?? [];
  const items = pages.reduce<EditorIconItem[]>((all, page) => appendUnique(all, page.items, (item) => `${item.set}:${item.name}`), []);
  return { query: result, items, total: pages.at(-1)?.total ?? 0 };
}

/** A built-in icon's SVG markup: undefined while loading, null when the server knows no such icon. */
export function useBuiltInIconSvg(set: string, name: string): string | null | undefined {
  const query = useQuery({
    queryKey: ['editor', 'icon-svg', set, name],
    ...CACHE,
    enabled: isBuiltInIconSet(set) && name !== '',
    queryFn: async ({ signal }) => {
      try {
        const svg = await api.getText(iconSvgUrl(set, name), { signal });
        return svg.startsWith('<svg') ? svg : null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
  if (!isBuiltInIconSet(set) || name === '') return null;
  return query.isError ? null : query.data;
}

/** A custom icon of the editor's site (or the platform) by name or id: its data URL, null when none. */
export function useCustomIconSrc(siteUniqueId: string | null, name: string): string | null | undefined {
  const query = useQuery({
    queryKey: ['editor', 'custom-icon', siteUniqueId, name],
    ...CACHE,
    enabled: name !== '',
    queryFn: async ({ signal }) => {
      const answer = await api.get<ListAnswer<EditorIconItem>>(iconsUrl({ siteUniqueId, set: 'custom', search: name, limit: 100, page: 0 }), { signal });
      const match = listItems(answer).find((item) => item.name === name || item.id === name);
      return typeof match?.src === 'string' && match.src.startsWith('data:image/svg+xml') ? match.src : null;
    },
  });
  if (name === '') return null;
  return query.isError ? null : query.data;
}
