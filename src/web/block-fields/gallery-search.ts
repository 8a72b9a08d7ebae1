import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '#core/content/content-sources.ts';
import { NO_ITEMS_FOUND, SEARCHING_LABEL, itemsCountLabel } from '#core/content/messages.ts';
import { useDebouncedValue } from '#web/ui/use-debounced-value.ts';

/** A picker gallery's search: what is typed, what is searched for (trimmed, after the debounce), and whether the two still differ. */
export function useGallerySearch(): { search: string; setSearch(value: string): void; debounced: string; searching: boolean } {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return { search, setSearch, debounced, searching: search.trim() !== debounced };
}

/** The gallery's announced status line: failed, loading, searching, nothing found, or how many are shown. */
export function galleryStatus(
  query: { isError: boolean; isPending: boolean },
  { searching, shown, total, failed, loading }: { searching: boolean; shown: number; total: number; failed: string; loading: string },
): string {
  if (query.isError) return failed;
  if (query.isPending) return loading;
  if (searching) return SEARCHING_LABEL;
  return shown === 0 ? NO_ITEMS_FOUND : itemsCountLabel(shown, total);
}
