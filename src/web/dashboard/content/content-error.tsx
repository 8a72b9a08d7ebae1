import type { ReactNode } from 'react';
import { Button } from '#web/ui/button.tsx';

/** A failed list: what went wrong, and a way to try again. */
export function ContentError({ message, onRetry, retrying }: { message: string; onRetry(): void; retrying: boolean }): ReactNode {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-danger/40 bg-surface p-8 text-center">
      <p className="font-medium">The list could not be loaded.</p>
      <p className="text-sm text-fg-muted">{message}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </div>
  );
}
