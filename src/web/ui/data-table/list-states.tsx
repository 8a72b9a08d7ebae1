// What a dashboard list shows instead of its rows: while it first loads, when it failed, when it is empty.
import type { ReactNode } from 'react';
import { Button } from '#web/ui/button.tsx';
import { Spinner } from '#web/ui/spinner.tsx';

/** The first load of a list: a spinner and what is loading, announced. */
export function ListLoading({ label }: { label: string }): ReactNode {
  return (
    <div role="status" className="flex items-center gap-2 p-8 text-fg-muted">
      <Spinner /> {label}
    </div>
  );
}

/** A failed list: what went wrong, and a way to try again. */
export function ListError({ message, onRetry, retrying }: { message: string; onRetry(): void; retrying: boolean }): ReactNode {
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

/** No rows: what that means here (`title`), a hint, and a way out (e.g. clear the filters). */
export function ListEmpty({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }): ReactNode {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-border bg-surface p-8 text-center">
      <p className="font-medium">{title}</p>
      {hint ? <p className="text-sm text-fg-muted">{hint}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** The words of a filterable list's empty state: with no rows at all, and with no rows matching the filters. */
export interface FilteredEmptyMessages {
  empty: string;
  emptyHint?: string;
  noMatch: string;
  noMatchHint?: string;
  clearFilters: string;
}

/** A filterable list's empty state: nothing yet, or nothing matching, with a way to clear the filters. */
export function FilteredListEmpty({ filtered, messages: m, onClearFilters }: { filtered: boolean; messages: FilteredEmptyMessages; onClearFilters: () => void }): ReactNode {
  return (
    <ListEmpty
      title={filtered ? m.noMatch : m.empty}
      hint={filtered ? m.noMatchHint : m.emptyHint}
      action={
        filtered ? (
          <Button variant="secondary" onClick={onClearFilters}>
            {m.clearFilters}
          </Button>
        ) : null
      }
    />
  );
}
