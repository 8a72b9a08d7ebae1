import type { ReactNode } from 'react';
import { LOAD_MORE_LABEL } from '#core/content/messages.ts';
import { cx } from '#web/ui/class-names.ts';

/** A picker gallery's Load More button: shown while the list has a next page, busy while it loads. */
export function GalleryLoadMore({ query, className }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown }; className: string }): ReactNode {
  return query.hasNextPage ? (
    <button type="button" className={cx(className, 'self-center')} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {query.isFetchingNextPage ? 'Loading…' : LOAD_MORE_LABEL}
    </button>
  ) : null;
}
