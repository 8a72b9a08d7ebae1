import type { ReactNode } from 'react';

export interface RevalidateAllButtonProps {
  siteUniqueId: string | null;
  onDone(): void;
}

/** Spec 2 §2: the revalidate screen's create button. */
export function RevalidateAllButton(_props: RevalidateAllButtonProps): ReactNode {
  return (
    <button type="button" disabled>
      Revalidate All
    </button>
  );
}
