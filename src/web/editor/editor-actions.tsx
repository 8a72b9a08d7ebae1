// The page editor's header actions: the publish status, validation errors, View page / View draft,
// History, Save draft, Delete and Publish. Publish is our own <button>: Puck's is a <span> that Tab
// never reaches (decision 048), so the override does not render the one Puck passes in.
import { useGetPuck, type Data } from '@puckeditor/core';
import { useEffect, useRef } from 'react';
import type { DeleteState, PublishState } from '#core/pages/page-states.ts';
import { VIEW_DRAFT } from '#core/paths/routes.ts';
import { useToastsBelow } from '#web/ui/toaster.tsx';

export type Status = PublishState | DeleteState | { status: 'saving' | 'saved'; message: string } | null;

export function EditorActions({
  path,
  exists,
  status,
  errors,
  onSaveDraft,
  onHistory,
  onDelete,
  onPublish,
}: {
  path: string;
  exists: boolean;
  status: Status;
  errors: string[];
  onSaveDraft: (data: Data) => void;
  onHistory: () => void;
  onDelete: () => void;
  onPublish: (data: Data) => void;
}) {
  const getPuck = useGetPuck();
  const statusRef = useRef<HTMLSpanElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  // Puck's header holds History, Publish and the rest: its toasts appear below it.
  useToastsBelow(actionsRef, 'header');
  useEffect(() => {
    if (status?.status === 'validationErrors') statusRef.current?.focus();
  }, [status]);
  const button =
    'rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50';
  return (
    <div ref={actionsRef} className="flex flex-wrap items-center gap-2">
      <span ref={statusRef} tabIndex={-1} role="status" aria-live="polite" data-testid="publish-status" data-state={status?.status ?? 'idle'} className="text-sm text-fg-muted">
        {status?.status === 'validationErrors' ? null : status?.message}
      </span>
      {errors.length > 0 ? (
        <ul aria-label="Validation errors" className="max-w-md text-sm text-danger">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      {exists ? (
        <>
          <a className={button} href={path} target="_blank" rel="noreferrer">
            View page
          </a>
          <a className={button} href={`${VIEW_DRAFT}${path}`} target="_blank" rel="noreferrer">
            View draft
          </a>
          <button type="button" className={button} onClick={onHistory}>
            History
          </button>
        </>
      ) : null}
      <button type="button" className={button} onClick={() => onSaveDraft(getPuck().appState.data as Data)}>
        Save draft
      </button>
      {exists ? (
        <button type="button" className={`${button} text-danger`} onClick={onDelete}>
          Delete
        </button>
      ) : null}
      <button
        type="button"
        className="rounded-md border border-transparent bg-primary px-3 py-1.5 text-sm font-medium text-primary-fg hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        disabled={status?.status === 'publishing'}
        onClick={() => onPublish(getPuck().appState.data as Data)}
      >
        Publish
      </button>
    </div>
  );
}
