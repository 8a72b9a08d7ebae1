import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactElement, type ReactNode } from 'react';

/**
 * One list of the shop account page, read through the API: its heading, then loading, a failure,
 * the empty state or the list itself.
 */
export function AccountSection<T>({
  title,
  query,
  loading,
  failed,
  empty,
  children,
}: {
  title: string;
  query: UseQueryResult<T[]>;
  loading: string;
  failed: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}): ReactElement {
  const headingId = useId();
  let body: ReactNode;
  if (query.isPending) body = <p role="status">{loading}</p>;
  else if (query.isError)
    body = (
      <p role="alert" className="font-medium text-danger">
        {failed}
      </p>
    );
  else if (query.data.length === 0) body = <div className="rounded-xl border border-border bg-surface p-5 text-fg">{empty}</div>;
  else body = children(query.data);
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-3xl">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}
