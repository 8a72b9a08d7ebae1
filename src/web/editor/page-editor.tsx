import { Puck, type Data, type Viewports } from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import {
  DELETE_CONFIRMATION,
  DELETE_ERROR,
  PUBLISH_ERROR,
  PUBLISH_SUCCESS,
  deleteSuccessMessage,
} from '#core/pages/messages.ts';
import { DELETING_STATE, DELETED_STATE, PUBLISHED_STATE, PUBLISHING_STATE, validationErrorsMessage } from '#core/pages/page-states.ts';
import type { PageRecord } from '#core/pages/page-record.ts';
import { BREAKPOINT_LABELS, PREVIEW_WIDTHS } from '#core/blocks/responsive.ts';
import { validatePageRecord } from '#core/pages/validate-page-record.ts';
import { buildLink } from '#core/paths/build-link.ts';
import { templateTargetOf } from '#core/paths/data-area.ts';
import { MANAGE_DYNAMIC_CONTENT, MANAGE_PAGES } from '#core/paths/routes.ts';
import { stripSitePrefix } from '#core/paths/site-prefix.ts';
import { newerVersionLoadedMessage, RELOAD_FAILED } from '#core/pages/page-version.ts';
import { fetchEditorPage } from './page-requests.ts';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { BlockActionBar, BlockClipboardActions, CanvasClipboardKeys } from './block-clipboard.tsx';
import { EditorActions, type Status } from './editor-actions.tsx';
import { editorConfig } from './editor-config.tsx';
import { EditorScopeProvider } from '#web/block-fields/editor-scope.tsx';
import { PreviewFrame, usePuckControls } from './puck-a11y.tsx';
import { KeepSelectionAcrossViewports } from './keep-selection-across-viewports.tsx';
import { SectionFieldsPanel } from '#web/sections/section-fields-panel.tsx';
import { HistoryDialog, type RestoredPage } from './history-dialog.tsx';
import { problemOf, savedVersion, usePageWrites } from './use-page-writes.ts';
import { VersionConflictDialog, type VersionConflict } from './version-conflict-dialog.tsx';

export interface PageEditorProps {
  path: string;
  flags: { is_template: boolean; is_system: boolean };
  page: { title: string; description: string; data: unknown; draft: unknown; published_at: string | null; created_at: string; updated_at: string } | null;
  /** The latest published version when the editor opened (0: never published). */
  version: number;
  site: { unique_id: string; title: string; language: string } | null;
  defaults: { title: string; description: string };
}

/**
 * What Puck shows and the version it builds on. Puck reads `data` once: a new `key` makes it start
 * again from `data` (after a restore or a reload), and publishing moves `version` on without one.
 */
interface Loaded {
  data: Data;
  version: number;
  key: number;
}

/** One canvas width per breakpoint, so the switcher picks which per-breakpoint values are edited (decision 070). */
const EDITOR_VIEWPORTS: Viewports = [
  { width: PREVIEW_WIDTHS.phone, height: 'auto', icon: 'Smartphone', label: BREAKPOINT_LABELS.phone },
  { width: PREVIEW_WIDTHS.tablet, height: 'auto', icon: 'Tablet', label: BREAKPOINT_LABELS.tablet },
  { width: PREVIEW_WIDTHS.desktop, height: 'auto', icon: 'Monitor', label: BREAKPOINT_LABELS.desktop },
];

const emptyData = (title: string): Data => ({ root: { props: { title } }, content: [] });

/** The canvas frame: titled and watched for accessibility (decision 048), with the copy and paste shortcuts (decision 072). */
function EditorFrame({ children, document }: { children: ReactNode; document?: Document }) {
  return (
    <PreviewFrame document={document}>
      <CanvasClipboardKeys document={document} />
      {children}
    </PreviewFrame>
  );
}

/** The visual editor for one page path: compose, save drafts, publish, restore versions, delete. */
export default function PageEditor(props: PageEditorProps) {
  // On a dynamic-content template, blocks may bind props to its collection's fields (record-binding-field.tsx).
  const templateCollection = templateTargetOf(props.path)?.collection ?? null;
  // The query client is set around the whole screen: the editor's own writes are mutations too.
  return (
    <EditorScopeProvider scope={{ siteUniqueId: props.site?.unique_id ?? null, templateCollection }}>
      <PageEditorScreen {...props} templateCollection={templateCollection} />
    </EditorScopeProvider>
  );
}

function PageEditorScreen({ path, flags, page, version, site, defaults, templateCollection }: PageEditorProps & { templateCollection: string | null }) {
  // Loader data seeds the editor once; afterwards the server's answers to this editor's own
  // requests say what it shows (a revalidation may land later than they do).
  const [loaded, setLoaded] = useState<Loaded>(() => ({ data: (page?.draft ?? page?.data ?? emptyData(defaults.title)) as Data, version, key: 0 }));
  const [status, setStatus] = useState<Status>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [conflict, setConflict] = useState<(VersionConflict & { data: Data }) | null>(null);
  const [reloading, setReloading] = useState(false);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const siteSlug = site ? `site-${site.unique_id}` : null;
  const write = usePageWrites();
  const controlsRef = usePuckControls();

  const record = useCallback(
    (data: Data): Omit<PageRecord<Data>, 'baseVersion'> => {
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

  const publish = useCallback(
    async (data: Data, baseVersion: number = loaded.version) => {
      const payload = { ...record(data), baseVersion };
      // The same rules as the server, before anything is sent.
      const local = validatePageRecord(payload);
      if (local) {
        const message = validationErrorsMessage(local);
        setStatus({ status: 'validationErrors', message, validationErrors: local });
        notify.error(message);
        return;
      }
      setStatus(PUBLISHING_STATE);
      let answer: unknown;
      try {
        answer = await write({ method: 'POST', body: payload });
      } catch (error) {
        const problem = problemOf(error, 'Network error: check your connection and try again.');
        if (problem.currentVersion !== undefined) {
          setStatus({ status: 'error', message: problem.error });
          setConflict({ action: 'publish', currentVersion: problem.currentVersion, data });
        } else if (problem.validationErrors) {
          const message = validationErrorsMessage(problem.validationErrors);
          setStatus({ status: 'validationErrors', message, validationErrors: problem.validationErrors });
          notify.error(message);
        } else {
          setStatus({ status: 'error', message: problem.error });
          notify.error(PUBLISH_ERROR);
        }
        return;
      }
      const published = savedVersion(answer, baseVersion + 1);
      setLoaded((current) => ({ ...current, data, version: published }));
      setStatus(PUBLISHED_STATE);
      notify.success(PUBLISH_SUCCESS);
      // The page refreshes after publishing.
      await revalidator.revalidate();
    },
    [record, write, revalidator, loaded.version],
  );

  const saveDraft = useCallback(
    async (data: Data, baseVersion: number = loaded.version) => {
      const payload = { ...record(data), baseVersion };
      const local = validatePageRecord(payload);
      if (local) {
        notify.error(validationErrorsMessage(local));
        return;
      }
      setStatus({ status: 'saving', message: 'Saving draft...' });
      let answer: unknown;
      try {
        answer = await write({ method: 'POST', body: { ...payload, draft: true } });
      } catch (error) {
        const problem = problemOf(error, 'Network error: check your connection and try again.');
        setStatus({ status: 'error', message: problem.error });
        if (problem.currentVersion !== undefined) setConflict({ action: 'draft', currentVersion: problem.currentVersion, data });
        else notify.error(`Error saving draft: ${problem.error}`);
        return;
      }
      // A draft saved "anyway" builds on the version it was saved over.
      const base = savedVersion(answer, baseVersion);
      setLoaded((current) => ({ ...current, data, version: base }));
      setStatus({ status: 'saved', message: 'Draft saved' });
      notify.success('Draft saved');
    },
    [record, write, loaded.version],
  );

  /** Shows what is stored now (the newer version, or a draft saved on it), dropping this editor's changes. */
  const reloadNewer = useCallback(async () => {
    setReloading(true);
    try {
      const stored = await fetchEditorPage(path);
      const data = (stored?.draft ?? stored?.data ?? emptyData(defaults.title)) as Data;
      const newer = stored?.version ?? 0;
      setLoaded((current) => ({ data, version: newer, key: current.key + 1 }));
      setConflict(null);
      setStatus(null);
      notify.success(newerVersionLoadedMessage(newer));
      void revalidator.revalidate();
    } catch {
      notify.error(RELOAD_FAILED);
    } finally {
      setReloading(false);
    }
  }, [path, defaults.title, revalidator]);

  const overwrite = useCallback(() => {
    if (!conflict) return;
    setConflict(null);
    void (conflict.action === 'draft' ? saveDraft(conflict.data, conflict.currentVersion) : publish(conflict.data, conflict.currentVersion));
  }, [conflict, publish, saveDraft]);

  const restored = useCallback(
    (restoredPage: RestoredPage) => {
      setHistoryOpen(false);
      // The restore's own answer, not a revalidation: the canvas must show the restored document
      // and the next Publish must build on the version the restore made.
      setLoaded((current) => ({ data: restoredPage.data as Data, version: restoredPage.version, key: current.key + 1 }));
      setStatus(null);
      void revalidator.revalidate();
    },
    [revalidator],
  );

  const remove = useCallback(async () => {
    if (!(await confirm({ title: 'Delete page', message: DELETE_CONFIRMATION, tone: 'danger' }))) return;
    setStatus(DELETING_STATE);
    try {
      await write({ method: 'DELETE', body: { path, pathWithNoSite: stripSitePrefix(path), is_template: flags.is_template, is_system: flags.is_system } });
    } catch (error) {
      const problem = problemOf(error, 'Network error');
      setStatus({ status: 'error', message: problem.error });
      notify.error(DELETE_ERROR);
      return;
    }
    setStatus(DELETED_STATE);
    notify.success(deleteSuccessMessage(flags.is_template));
    const destination = flags.is_template ? MANAGE_DYNAMIC_CONTENT : MANAGE_PAGES;
    navigate(siteSlug ? buildLink(destination, siteSlug) : `/dashboard${destination}`);
  }, [confirm, write, path, flags, navigate, siteSlug]);

  return (
    <div ref={controlsRef} className="sw-puck h-screen">
      <Puck
        key={loaded.key}
        config={editorConfig}
        data={loaded.data}
        onPublish={(data) => publish(data)}
        headerTitle={page?.title ?? defaults.title}
        headerPath={path}
        metadata={{ siteSlug, templateCollection }}
        iframe={{ enabled: true, waitForStyles: true }}
        viewports={EDITOR_VIEWPORTS}
        overrides={{
          iframe: EditorFrame,
          actionBar: BlockActionBar,
          puck: ({ children }) => (
            <>
              <KeepSelectionAcrossViewports />
              {children}
            </>
          ),
          // Save as section, Detach, Edit section (decision 071).
          fields: ({ children }) => <SectionFieldsPanel>{children}</SectionFieldsPanel>,
          headerActions: () => (
            <>
              <BlockClipboardActions />
              <EditorActions
                path={path}
                exists={page !== null}
                status={status}
                errors={status?.status === 'validationErrors' ? Object.values(status.validationErrors).flat() : []}
                onSaveDraft={(data) => void saveDraft(data)}
                onHistory={() => setHistoryOpen(true)}
                onDelete={remove}
                onPublish={(data) => void publish(data)}
              />
            </>
          ),
        }}
      />
      <HistoryDialog
        open={historyOpen}
        path={path}
        flags={flags}
        onClose={() => setHistoryOpen(false)}
        onRestored={restored}
      />
      <VersionConflictDialog conflict={conflict} busy={reloading} onReload={() => void reloadNewer()} onOverwrite={overwrite} onClose={() => setConflict(null)} />
    </div>
  );
}
