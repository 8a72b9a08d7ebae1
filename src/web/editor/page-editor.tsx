import { Puck, useGetPuck, type Data } from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import {
  DELETE_CONFIRMATION,
  DELETE_ERROR,
  PUBLISH_ERROR,
  PUBLISH_SUCCESS,
  deleteSuccessMessage,
} from '#core/pages/messages.ts';
import { DELETING_STATE, DELETED_STATE, PUBLISHED_STATE, PUBLISHING_STATE, validationErrorsMessage, type DeleteState, type PublishState } from '#core/pages/page-states.ts';
import type { PageRecord } from '#core/pages/page-record.ts';
import { validatePageRecord } from '#core/pages/validate-page-record.ts';
import { buildLink } from '#core/paths/build-link.ts';
import { templateTargetOf } from '#core/paths/data-area.ts';
import { MANAGE_DYNAMIC_CONTENT, MANAGE_PAGES, VIEW_DRAFT } from '#core/paths/routes.ts';
import { stripSitePrefix } from '#core/paths/site-prefix.ts';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { useToastsBelow } from '#web/ui/toaster.tsx';
import { editorConfig } from './editor-config.tsx';
import { EditorScopeProvider } from './fields/editor-scope.tsx';
import { HistoryDialog } from './history-dialog.tsx';

export interface PageEditorProps {
  path: string;
  flags: { is_template: boolean; is_system: boolean };
  page: { title: string; description: string; data: unknown; draft: unknown; published_at: string | null; created_at: string; updated_at: string } | null;
  site: { unique_id: string; title: string; language: string } | null;
  defaults: { title: string; description: string };
}

type Status = PublishState | DeleteState | { status: 'saving' | 'saved'; message: string } | null;

const emptyData = (title: string): Data => ({ root: { props: { title } }, content: [] });

async function readError(response: Response): Promise<{ error: string; validationErrors?: Record<string, string[]> }> {
  try {
    const body = (await response.json()) as { error?: string; validationErrors?: Record<string, string[]> };
    return { error: body.error ?? `Request failed (${response.status})`, validationErrors: body.validationErrors };
  } catch {
    return { error: `Request failed (${response.status})` };
  }
}

/** The visual editor for one page path: compose, save drafts, publish, restore versions, delete. */
export default function PageEditor({ path, flags, page, site, defaults }: PageEditorProps) {
  const initial = (page?.draft ?? page?.data ?? emptyData(defaults.title)) as Data;
  const [status, setStatus] = useState<Status>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Puck reads `data` once; a new key makes it start again from the restored version.
  const [editorKey, setEditorKey] = useState(0);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const siteSlug = site ? `site-${site.unique_id}` : null;
  // On a dynamic-content template, blocks may bind props to its collection's fields (record-binding-field.tsx).
  const templateCollection = templateTargetOf(path)?.collection ?? null;

  const record = useCallback(
    (data: Data): PageRecord<Data> => {
      const rootProps = (data.root?.props ?? {}) as { title?: string; description?: string };
      return {
        data,
        path,
        pathWithNoSite: stripSitePrefix(path),
        title: rootProps.title?.trim() || page?.title || defaults.title,
        description: rootProps.description?.trim() || page?.description || defaults.description,
        is_template: flags.is_template,
        is_system: flags.is_system,
        published_at: page?.published_at ?? null,
        updated_at: page?.updated_at ?? null,
        created_at: page?.created_at ?? null,
      };
    },
    [path, page, defaults, flags],
  );

  const send = useCallback(async (body: object, method: 'POST' | 'DELETE') => {
    return fetch('/api/editor', { method, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  }, []);

  const publish = useCallback(
    async (data: Data) => {
      const payload = record(data);
      // The same rules as the server, before anything is sent.
      const local = validatePageRecord(payload);
      if (local) {
        const message = validationErrorsMessage(local);
        setStatus({ status: 'validationErrors', message, validationErrors: local });
        notify.error(message);
        return;
      }
      setStatus(PUBLISHING_STATE);
      const response = await send(payload, 'POST').catch(() => null);
      if (!response?.ok) {
        const problem = response ? await readError(response) : { error: 'Network error: check your connection and try again.' };
        if (problem.validationErrors) {
          const message = validationErrorsMessage(problem.validationErrors);
          setStatus({ status: 'validationErrors', message, validationErrors: problem.validationErrors });
          notify.error(message);
        } else {
          setStatus({ status: 'error', message: problem.error });
          notify.error(PUBLISH_ERROR);
        }
        return;
      }
      setStatus(PUBLISHED_STATE);
      notify.success(PUBLISH_SUCCESS);
      // The page refreshes after publishing.
      await revalidator.revalidate();
    },
    [record, send, revalidator],
  );

  const saveDraft = useCallback(
    async (data: Data) => {
      const payload = record(data);
      const local = validatePageRecord(payload);
      if (local) {
        notify.error(validationErrorsMessage(local));
        return;
      }
      setStatus({ status: 'saving', message: 'Saving draft...' });
      const response = await send({ ...payload, draft: true }, 'POST').catch(() => null);
      if (!response?.ok) {
        const problem = response ? await readError(response) : { error: 'Network error: check your connection and try again.' };
        setStatus({ status: 'error', message: problem.error });
        notify.error(`Error saving draft: ${problem.error}`);
        return;
      }
      setStatus({ status: 'saved', message: 'Draft saved' });
      notify.success('Draft saved');
    },
    [record, send],
  );

  const remove = useCallback(async () => {
    if (!(await confirm({ title: 'Delete page', message: DELETE_CONFIRMATION, tone: 'danger' }))) return;
    setStatus(DELETING_STATE);
    const response = await send({ path, pathWithNoSite: stripSitePrefix(path), is_template: flags.is_template, is_system: flags.is_system }, 'DELETE').catch(() => null);
    if (!response?.ok) {
      const problem = response ? await readError(response) : { error: 'Network error' };
      setStatus({ status: 'error', message: problem.error });
      notify.error(DELETE_ERROR);
      return;
    }
    setStatus(DELETED_STATE);
    notify.success(deleteSuccessMessage(flags.is_template));
    const destination = flags.is_template ? MANAGE_DYNAMIC_CONTENT : MANAGE_PAGES;
    navigate(siteSlug ? buildLink(destination, siteSlug) : `/dashboard${destination}`);
  }, [confirm, send, path, flags, navigate, siteSlug]);

  return (
    <EditorScopeProvider scope={{ siteUniqueId: site?.unique_id ?? null, templateCollection }}>
      <div className="h-screen">
        <Puck
          key={editorKey}
          config={editorConfig}
          data={initial}
          onPublish={publish}
          headerTitle={page?.title ?? defaults.title}
          headerPath={path}
          metadata={{ siteSlug, templateCollection }}
          iframe={{ enabled: true, waitForStyles: true }}
          overrides={{
            headerActions: ({ children }) => (
              <EditorActions
                path={path}
                exists={page !== null}
                status={status}
                errors={status?.status === 'validationErrors' ? Object.values(status.validationErrors).flat() : []}
                onSaveDraft={saveDraft}
                onHistory={() => setHistoryOpen(true)}
                onDelete={remove}
              >
                {children}
              </EditorActions>
            ),
          }}
        />
        <HistoryDialog
          open={historyOpen}
          path={path}
          flags={flags}
          onClose={() => setHistoryOpen(false)}
          onRestored={async () => {
            setHistoryOpen(false);
            await revalidator.revalidate();
            setEditorKey((key) => key + 1);
          }}
        />
      </div>
    </EditorScopeProvider>
  );
}

function EditorActions({
  children,
  path,
  exists,
  status,
  errors,
  onSaveDraft,
  onHistory,
  onDelete,
}: {
  children: React.ReactNode;
  path: string;
  exists: boolean;
  status: Status;
  errors: string[];
  onSaveDraft: (data: Data) => void;
  onHistory: () => void;
  onDelete: () => void;
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
      {children}
    </div>
  );
}
