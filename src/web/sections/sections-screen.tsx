// A site's reusable sections in the dashboard (decision 071): each with the pages that use it, a
// link to its editor, and Delete, which names the pages that use it and asks before it deletes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DASHBOARD_LOCALE } from '#core/money/currency.ts';
import { editPath, siteSectionEditor } from '#core/paths/routes.ts';
import { SECTIONS_SCREEN as S, sectionInUseMessage } from '#core/sections/messages.ts';
import type { SectionSummary, SectionUse } from '#core/sections/section-api.ts';
import { ApiError, errorText } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { DataTable, columnsFor } from '#web/ui/data-table/data-table.tsx';
import { ListScreen, queryStatus } from '#web/ui/data-table/list-screen.tsx';
import { ListEmpty } from '#web/ui/data-table/list-states.tsx';
import { Modal } from '#web/ui/modal.tsx';
import { notify } from '#web/ui/toast.ts';
import { deleteSection, sectionQuery, sectionsKey, siteSectionsQuery } from './section-queries.ts';

const column = columnsFor<SectionSummary>();
const dateText = (iso: string) => new Date(iso).toLocaleString(DASHBOARD_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const linkButton =
  'inline-flex items-center rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Which dialog is open: where a section is used, or the question before deleting a used one. */
type Open = { kind: 'uses'; section: SectionSummary } | { kind: 'delete'; section: SectionSummary; usedBy: SectionUse[] } | null;

export function SectionsScreen({ siteId, heading }: { siteId: string; heading: string }): ReactNode {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [open, setOpen] = useState<Open>(null);
  const query = useQuery(siteSectionsQuery(siteId));
  const sections = query.data ?? [];
  const remove = useMutation({
    mutationFn: ({ section, confirmed }: { section: SectionSummary; confirmed: boolean }) => deleteSection(siteId, section.id, confirmed),
    onSuccess: (_answer, { section }) => {
      notify.success(S.deleted(section.name));
      setOpen(null);
    },
    onError: (error, { section }) => {
      // Used since the list was read: the server names the pages; ask as for any used section.
      if (error instanceof ApiError && error.status === 409 && Array.isArray(error.body.usedBy)) setOpen({ kind: 'delete', section, usedBy: error.body.usedBy as SectionUse[] });
      else notify.error(errorText(error, S.deleteFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sectionsKey(siteId), exact: true }),
  });

  const askDelete = async (section: SectionSummary) => {
    if (section.usedOn > 0) {
      try {
        const view = await queryClient.fetchQuery({ ...sectionQuery(siteId, section.id), staleTime: 0 });
        setOpen({ kind: 'delete', section, usedBy: view.usedBy });
      } catch (error) {
        notify.error(errorText(error, S.deleteFailed));
      }
      return;
    }
    if (await confirm({ title: S.deleteTitle(section.name), message: S.deleteUnused, okLabel: S.delete, tone: 'danger' })) remove.mutate({ section, confirmed: false });
  };

  const columns = [
    column.display({ id: 'name', header: S.name, cell: ({ row }) => row.original.name, meta: { rowHeader: true } }),
    column.display({
      id: 'used',
      header: S.usedOn,
      cell: ({ row: { original: section } }) =>
        section.usedOn > 0 ? (
          <button type="button" className="text-primary underline hover:no-underline" onClick={() => setOpen({ kind: 'uses', section })}>
            {S.pages(section.usedOn)}
          </button>
        ) : (
          <span className="text-fg-muted">{S.unused}</span>
        ),
      meta: { keepClicks: true, cellClassName: 'whitespace-nowrap' },
    }),
    column.display({ id: 'updated', header: S.updated, cell: ({ row }) => dateText(row.original.updatedAt) }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{S.actions}</span>,
      cell: ({ row: { original: section } }) => (
        <div className="flex flex-wrap justify-end gap-2">
          <a className={linkButton} href={siteSectionEditor(siteId, section.id)} aria-label={S.editLabel(section.name)}>
            {S.edit}
          </a>
          <Button variant="secondary" size="sm" aria-label={S.deleteLabel(section.name)} disabled={remove.isPending} onClick={() => void askDelete(section)}>
            {S.delete}
          </Button>
        </div>
      ),
      meta: { keepClicks: true },
    }),
  ];

  return (
    <ListScreen
      heading={heading}
      summary={<p className="max-w-3xl text-sm text-fg-muted">{S.summary}</p>}
      status={queryStatus(query)}
      loadingLabel={S.loading}
      isEmpty={sections.length === 0}
      empty={<ListEmpty title={S.empty} hint={S.emptyHint} />}
      dialogs={
        open?.kind === 'uses' ? (
          <SectionUsesDialog siteId={siteId} section={open.section} onClose={() => setOpen(null)} />
        ) : open?.kind === 'delete' ? (
          <Modal
            open
            size="md"
            title={S.deleteTitle(open.section.name)}
            description={open.usedBy.length > 0 ? sectionInUseMessage(open.usedBy.length) : S.deleteUnused}
            onClose={() => setOpen(null)}
            footer={
              <>
                <Button variant="secondary" onClick={() => setOpen(null)} disabled={remove.isPending}>
                  Cancel
                </Button>
                <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate({ section: open.section, confirmed: true })}>
                  {S.deleteAnyway}
                </Button>
              </>
            }
          >
            <UsesList uses={open.usedBy} />
          </Modal>
        ) : null
      }
    >
      <DataTable<SectionSummary> caption={heading} columns={columns} rows={sections} rowId={(section) => section.id} busy={remove.isPending} />
    </ListScreen>
  );
}

function UsesList({ uses }: { uses: SectionUse[] }): ReactNode {
  if (uses.length === 0) return <p>{S.usesNone}</p>;
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5" aria-label="Pages using this section">
      {uses.map((use) => (
        <li key={use.id}>
          <a className="text-primary underline hover:no-underline" href={editPath(use.path)} target="_blank" rel="noreferrer" aria-label={S.openPage(use.title)}>
            {use.title}
          </a>{' '}
          <span className="font-mono text-xs break-all text-fg-muted">{use.path}</span>
        </li>
      ))}
    </ul>
  );
}

function SectionUsesDialog({ siteId, section, onClose }: { siteId: string; section: SectionSummary; onClose: () => void }): ReactNode {
  const view = useQuery({ ...sectionQuery(siteId, section.id), staleTime: 0 });
  return (
    <Modal open size="md" title={S.usesTitle(section.name)} onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      {view.isPending ? <p role="status">Loading…</p> : view.isError ? <p role="alert">{errorText(view.error, 'The pages could not be loaded.')}</p> : <UsesList uses={view.data.usedBy} />}
    </Modal>
  );
}
