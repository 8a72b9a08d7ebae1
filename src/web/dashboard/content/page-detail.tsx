// The page dialog (spec 2 §2): information, path, a content preview, Manage metadata ('Modify'),
// Edit in New Tab and View Page. Revalidate records get the read-only 'Revalidate page' form instead.
import { useEffect, useState, type ReactNode } from 'react';
import { PAGE_PREVIEW_FAILED } from '#core/content/dialog-messages.ts';
import { FALLBACK_NO_PREVIEW, PAGE_OPEN_FAILED, PAGE_OPENED } from '#core/content/messages.ts';
import { pageOutline, type OutlineEntry } from '#core/pages/page-outline.ts';
import { editPath } from '#core/paths/routes.ts';
import { Button } from '#web/ui/button.tsx';
import { Modal } from '#web/ui/modal.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { notify } from '#web/ui/toast.ts';
import { itemText } from './content-item.ts';
import { DateFacts, DeleteAction, Fact, Facts, formatDateTime, SECONDARY_ACTION, Section } from './detail-parts.tsx';
import type { DetailDialogProps } from './detail-props.ts';
import { itemTitle, pageStatus } from './item-title.ts';
import { isRevalidateItem, PageEditModal } from './page-edit-modal.tsx';
import { fetchEditorPage } from '#web/editor/page-requests.ts';

/**
 * Opens a URL in a new tab. window.open answers null when a blocker refused; the opener link is
 * cut afterwards because asking for 'noopener' would make it answer null every time.
 */
export function openInNewTab(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (opened === null) return false;
  opened.opener = null;
  return true;
}

export function PageDetail(props: DetailDialogProps): ReactNode {
  const { item, onClose, onChanged } = props;
  if (isRevalidateItem(item)) {
    return (
      <PageEditModal
        open
        page={item}
        onClose={onClose}
        onDone={() => {
          onChanged();
          onClose();
        }}
      />
    );
  }
  return <PageInformation {...props} />;
}

function PageInformation({ item, deletable, onClose, onDelete, onChanged }: DetailDialogProps): ReactNode {
  const [modifying, setModifying] = useState(false);
  const path = itemText(item, 'path');

  const openEditor = () => {
    if (openInNewTab(editPath(path))) notify.success(PAGE_OPENED);
    else notify.error(PAGE_OPEN_FAILED);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={itemTitle('page', item)}
      footer={
        <>
          <Button variant="secondary" onClick={() => setModifying(true)}>
            Manage metadata
          </Button>
          <Button variant="secondary" onClick={openEditor}>
            Edit in New Tab
          </Button>
          <a href={path} target="_blank" rel="noopener noreferrer" className={SECONDARY_ACTION}>
            View Page
          </a>
          <DeleteAction item={item} shown={deletable} onDelete={onDelete} />
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-5">
          <Section title="Information">
            <Facts className="sm:grid-cols-1">
              <Fact label="Title">{itemTitle('page', item)}</Fact>
              <Fact label="Description">{itemText(item, 'description')}</Fact>
              <Fact label="Status">{pageStatus(item)}</Fact>
              <Fact label="Published">{item.published_at ? formatDateTime(item.published_at) : 'Never'}</Fact>
              <DateFacts item={item} />
            </Facts>
          </Section>
          <Section title="Path">
            <code className="rounded-md bg-surface-muted px-2 py-1 text-sm break-all">{path}</code>
          </Section>
        </div>
        <Section title="Content preview">
          <ContentPreview path={path} />
        </Section>
      </div>
      {modifying ? (
        <PageEditModal
          open
          page={item}
          onClose={() => setModifying(false)}
          onDone={() => {
            setModifying(false);
            onChanged();
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}

type PreviewState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: OutlineEntry[]; draft: boolean };

function ContentPreview({ path }: { path: string }): ReactNode {
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchEditorPage(path, controller.signal).then(
      (page) => {
        const published = pageOutline(page?.data);
        // A page that was never published previews its draft, and says so.
        const draft = published.length === 0 ? pageOutline(page?.draft) : [];
        setState({ status: 'ready', entries: published.length > 0 ? published : draft, draft: published.length === 0 && draft.length > 0 });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [path, attempt]);

  if (state.status === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm text-fg-muted" role="status">
        <Spinner /> Loading preview…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="flex items-center gap-3 text-sm" role="alert">
        <span className="text-danger">{PAGE_PREVIEW_FAILED}</span>
        <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  if (state.entries.length === 0) {
    return <p className="flex min-h-32 items-center justify-center rounded-lg border border-dashed border-border text-sm text-fg-muted">{FALLBACK_NO_PREVIEW}</p>;
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <div className="max-h-[50vh] overflow-y-auto rounded-lg border border-border p-3" tabIndex={0} aria-label="Page content outline">
      {state.draft ? <p className="mb-2 text-xs font-medium text-fg-muted">Unpublished draft</p> : null}
      <ol className="flex flex-col gap-1 text-sm">
        {state.entries.map((entry, index) => (
          <li key={index} style={{ paddingInlineStart: `${entry.depth * 1.25}rem` }} className="flex gap-2">
            <span className="shrink-0 rounded bg-surface-muted px-1.5 text-xs leading-5 font-medium text-fg-muted">{entry.type}</span>
            <span className="min-w-0 truncate">{entry.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
