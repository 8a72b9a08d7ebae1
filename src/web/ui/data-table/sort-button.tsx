import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

/** A sortable column's header: its label and an arrow pair showing the current direction. */
export function SortButton({ direction, onClick, children }: { direction: SortDirection | null; onClick(): void; children: ReactNode }): ReactNode {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded font-medium whitespace-nowrap hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {children}
      <svg viewBox="0 0 12 12" aria-hidden="true" className="size-3" fill="currentColor">
        {direction !== 'desc' ? <path d="M6 2l3.5 4h-7z" opacity={direction === 'asc' ? 1 : 0.35} /> : null}
        {direction !== 'asc' ? <path d="M6 10l3.5-4h-7z" opacity={direction === 'desc' ? 1 : 0.35} /> : null}
      </svg>
    </button>
  );
}
