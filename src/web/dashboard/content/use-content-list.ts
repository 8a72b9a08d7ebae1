import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CONTENT_PAGE_SIZE, MAX_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS, appendUnique, contentListUrl, hasMoreItems, type SortDirection } from '#core/content/content-sources.ts';
import { GALLERY_CACHE_MS, defaultFiltersFor, withFilter, type GalleryFilters } from '#core/content/gallery-filters.ts';
import type { ContentItem } from './content-item.ts';
import { fetchContentPage, type ContentPage } from './fetch-content-page.ts';
import { listItemKey } from './list-item-key.ts';
import { useDebouncedValue } from '#web/ui/use-debounced-value.ts';

export interface ContentListOptions {
  collection: string;
  type: string;
  siteUniqueId: string | null;
  limit?: number;
  /** Server-side order (sortField and sort of the list call); absent: the API's default. */
  sort?: { sortField: string; sort: SortDirection } | null;
}

/** Every cached page of one collection in one scope, whatever its search and filters. */
export function contentListScopeKey(collection: string, siteUniqueId: string | null) {
  return ['content-list', collection, siteUniqueId ?? ''] as const;
}

const normaliseSearch = (input: string) => input.trim().slice(0, MAX_SEARCH_LENGTH);

/** Keeps only a cached list's first page. */
function firstPageOnly(data: InfiniteData<ContentPage, number> | undefined): InfiniteData<ContentPage, number> | undefined {
  return data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data;
}

/**
 * A content manager list (spec 2 §4): search debounced by 500 ms, icon/colour filters, pages
 * appended on Load More without duplicates. A new search or filter is a new query, so it starts
 * again at page 0; `reset` does the same after a delete or a create.
 */
export function useContentList({ collection, type, siteUniqueId, limit = CONTENT_PAGE_SIZE, sort = null }: ContentListOptions) {
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useState('');
  const searchQuery = useDebouncedValue(normaliseSearch(searchInput), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<GalleryFilters>(() => defaultFiltersFor(type));
  // Icons and colours barely change and cost a lot to list: cached for 7 days (spec 2 §9).
  const gallery = type === 'icon' || type === 'color';

  const scopeKey = contentListScopeKey(collection, siteUniqueId);
  const queryKey = [...scopeKey, { searchQuery, filters, limit, sort }] as const;
  // A list left for another search or filter keeps only its first page in the cache, so coming
  // back to it (clearing the search, say) starts again at page 0 as spec 2 §4 asks.
  const keyHash = JSON.stringify(queryKey);
  const shownKey = useRef<readonly unknown[] | null>(null);
  useEffect(() => {
    const left = shownKey.current;
    shownKey.current = JSON.parse(keyHash) as unknown[];
    if (left) queryClient.setQueryData<InfiniteData<ContentPage, number>>(left, firstPageOnly);
  }, [keyHash, queryClient]);

  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchContentPage(contentListUrl(collection, { page: pageParam, limit, searchQuery, siteId: siteUniqueId, includeTotalCount: true, extra: filters, ...(sort ?? {}) }), {
        page: pageParam,
        limit,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (hasMoreItems(lastPage, limit, last.total) ? lastPage + 1 : undefined),
    // While a new search loads, the old results stay on screen under the searching indicator.
    placeholderData: keepPreviousData,
    staleTime: gallery ? GALLERY_CACHE_MS : 0,
    ...(gallery ? { gcTime: GALLERY_CACHE_MS, refetchOnWindowFocus: false } : {}),
  });

  const pages = query.data?.pages;
  const items = useMemo(
    () => (pages ?? []).reduce<ContentItem[]>((all, page) => appendUnique(all, page.items, (item) => listItemKey(type, item)), []),
    [pages, type],
  );
  const total = pages && pages.length > 0 ? Math.max(pages[pages.length - 1]!.total, items.length) : 0;

  const reset = useCallback(() => {
    void queryClient.resetQueries({ queryKey: scopeKey });
    // scopeKey is rebuilt each render; its parts are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, collection, siteUniqueId]);

  const setFilter = useCallback((name: string, value: string) => setFilters((current) => withFilter(type, current, name, value)), [type]);

  const { fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    items,
    total,
    searchInput,
    setSearchInput,
    searchQuery,
    /** Typed but not yet sent, or sent and not yet answered. */
    searching: normaliseSearch(searchInput) !== searchQuery || (query.isFetching && query.isPlaceholderData),
    filters,
    setFilter,
    /** First load of this list: nothing to show yet. */
    loading: query.isPending,
    /** The list itself failed (not a Load More). */
    error: query.isError && !query.isFetchNextPageError ? query.error : null,
    loadMoreError: query.isFetchNextPageError ? query.error : null,
    hasMore: query.hasNextPage && !query.isPlaceholderData,
    loadingMore: query.isFetchingNextPage,
    /** Any request of this list in flight (a retry, say). */
    fetching: query.isFetching,
    loadMore,
    retry,
    reset,
  };
}

export type ContentList = ReturnType<typeof useContentList>;
