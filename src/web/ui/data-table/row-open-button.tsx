import type { ReactNode } from 'react';

const LINK = 'text-left text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The button naming a row that opens its item: how a keyboard opens a clickable row, and the name
 * other buttons of the row are described by (`id`). Its click is the row's only open.
 */
export function RowOpenButton({ onOpen, id, className = '', children }: { onOpen(): void; id?: string; className?: string; children: ReactNode }): ReactNode {
  return (
    <button
      id={id}
      type="button"
      className={`${LINK} ${className}`}
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </button>
  );
}
