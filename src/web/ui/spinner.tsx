import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

export interface SpinnerProps {
  className?: string;
}

/** Decorative busy indicator; the owner announces the busy state (e.g. aria-busy), so it is hidden from assistive tech. */
export function Spinner({ className }: SpinnerProps): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      // Slowed rather than stopped for reduced motion: a frozen ring no longer reads as "working".
      className={cx('size-4 shrink-0 animate-spin motion-reduce:[animation-duration:2.5s]', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
