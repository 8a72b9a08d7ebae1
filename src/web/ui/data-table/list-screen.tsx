// The dashboard lists' one screen (decision 040): heading with a summary and the screen's action,
// a toolbar (search, filters, view), then the list's state: loading, error, empty or its rows
// (a DataTable, or the screen's own cards), a pager, and the screen's dialogs.
import { useId, type ReactNode } from 'react';
import { ListError, ListLoading } from './list-states.tsx';
import { Pager, type PagerProps } from './pager.tsx';

/** Where a list's request stands; `queryStatus` reads it from a React Query result. */
export interface ListStatus {
  /** First load: nothing to show yet. */
  loading: boolean;
  error: Error | null;
  retry(): void;
  /** A request of this list is in flight (a retry, a new page, a refetch). */
  fetching: boolean;
}

export function queryStatus(query: { isPending: boolean; isError: boolean; error: Error | null; isFetching: boolean; refetch(): unknown }): ListStatus {
  return { loading: query.isPending, error: query.isError ? query.error : null, retry: () => void query.refetch(), fetching: query.isFetching };
}

export interface ListScreenProps {
  heading: string;
  /** The heading's id, when something else on the page points at it. */
  headingId?: string;
  /** Under the heading: a count, a description, a notice. */
  summary?: ReactNode;
  /** Beside the heading: the screen's create button. */
  actions?: ReactNode;
  toolbar?: ReactNode;
  /** Between the toolbar and the list (an open filter panel). */
  filters?: ReactNode;
  status: ListStatus;
  /** The list is marked busy while this is true (a search typed but not yet answered). */
  busy?: boolean;
  /** Replaces the spinner while the list first loads (a skeleton of the list's shape). */
  placeholder?: ReactNode;
  loadingLabel?: string;
  isEmpty: boolean;
  empty: ReactNode;
  /** Under a list with rows. */
  pager?: PagerProps;
  /** After the list whatever its state (Load More). */
  footer?: ReactNode;
  /** The screen's dialogs. */
  dialogs?: ReactNode;
  className?: string;
  /** The rows. */
  children: ReactNode;
}

export function ListScreen(props: ListScreenProps): ReactNode {
  const { heading, summary, actions, toolbar, filters, status, busy, placeholder, loadingLabel = 'Loading…', isEmpty, empty, pager, footer, dialogs, className, children } = props;
  const ownId = useId();
  const headingId = props.headingId ?? `${ownId}-heading`;
  let body: ReactNode;
  if (status.loading) body = placeholder ?? <ListLoading label={loadingLabel} />;
  else if (status.error) body = <ListError message={status.error.message} onRetry={status.retry} retrying={status.fetching} />;
  else if (isEmpty) body = empty;
  else
    body = (
      <>
        {children}
        {pager ? <Pager {...pager} /> : null}
      </>
    );
  return (
    <section aria-labelledby={headingId} className={className ?? 'flex flex-col gap-4'}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 id={headingId} className="text-2xl font-bold">
            {heading}
          </h1>
          {summary}
        </div>
        {actions}
      </header>
      {toolbar ? <div className="flex flex-wrap items-end gap-3">{toolbar}</div> : null}
      {filters}
      <div aria-busy={busy || status.loading || status.fetching || undefined} className="flex flex-col gap-4">
        {body}
      </div>
      {footer}
      {dialogs}
    </section>
  );
}
