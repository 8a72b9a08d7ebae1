import type { ReactElement } from 'react';
import { PAGER_NEXT, PAGER_PREVIOUS, pagerPageOf } from '#core/ui/messages.ts';
import { Button } from '#web/ui/button.tsx';

export interface PagerProps {
  /** Zero-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark ('Order pages'). */
  label: string;
}

/** How many pages `total` items make at `pageSize` a page (at least one). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** Previous / 'Page n of m' / Next under a dashboard list; nothing when there is one page. */
export function Pager({ page, pages, onPage, label }: PagerProps): ReactElement | null {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-3 text-sm">
      <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => onPage(Math.max(0, page - 1))}>
        {PAGER_PREVIOUS}
      </Button>
      <span>{pagerPageOf(page + 1, pages)}</span>
      <Button size="sm" variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {PAGER_NEXT}
      </Button>
    </nav>
  );
}
