import type { ReactNode } from 'react';

const PLACEHOLDERS = 10;

/** Shown while a list loads for the first time; the busy state is announced by its container. */
export function ContentSkeleton({ view }: { view: 'grid' | 'list' }): ReactNode {
  const shimmer = 'animate-pulse rounded-xl bg-surface-muted motion-reduce:animate-none';
  return (
    <div aria-hidden className={view === 'grid' ? 'grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5' : 'flex flex-col gap-2'}>
      {Array.from({ length: PLACEHOLDERS }, (_, index) => (
        <div key={index} className={`${shimmer} ${view === 'grid' ? 'h-52' : 'h-11'}`} />
      ))}
    </div>
  );
}
