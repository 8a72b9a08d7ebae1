import type { ReactNode } from 'react';
import { OUTBOX_MESSAGES as M } from '#core/mail/messages.ts';
import type { OutboxMail } from '#core/mail/outbox.ts';
import { columnsFor } from '#web/ui/data-table/data-table.tsx';
import { RowOpenButton } from '#web/ui/data-table/row-open-button.tsx';

const STATUS_CLASSES: Record<OutboxMail['status'], string> = {
  sent: 'bg-success/15 text-success',
  failed: 'bg-danger/15 text-danger',
  stored: 'bg-surface-muted text-fg',
  queued: 'bg-primary/10 text-primary',
};

export const formatMailDate = (iso: string) => new Date(iso).toLocaleString();

export function MailStatusBadge({ status }: { status: OutboxMail['status'] }): ReactNode {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_CLASSES[status]}`}>{M.statuses[status]}</span>;
}

const column = columnsFor<OutboxMail>();

/** The outbox table: subject (a button: how a keyboard opens the row), recipients, status, date, error, and Retry where it can be sent again. */
export function outboxColumns({ openMail, retryButton }: { openMail(mail: OutboxMail): void; retryButton(mail: OutboxMail): ReactNode }) {
  return [
    column.display({
      id: 'subject',
      header: M.columns.subject,
      cell: ({ row: { original: mail } }) => (
        <RowOpenButton className="font-medium" onOpen={() => openMail(mail)}>
          {mail.subject}
        </RowOpenButton>
      ),
    }),
    column.display({ id: 'to', header: M.columns.to, cell: ({ row }) => row.original.to.join(', '), meta: { cellClassName: 'break-all' } }),
    column.display({ id: 'status', header: M.columns.status, cell: ({ row }) => <MailStatusBadge status={row.original.status} /> }),
    column.display({ id: 'created', header: M.columns.created, cell: ({ row }) => formatMailDate(row.original.createdAt), meta: { cellClassName: 'whitespace-nowrap' } }),
    column.display({
      id: 'error',
      header: M.columns.error,
      cell: ({ row: { original: mail } }) => <span title={mail.error ?? undefined}>{mail.error ?? ''}</span>,
      meta: { cellClassName: 'max-w-xs truncate text-fg-muted' },
    }),
    column.display({ id: 'actions', header: () => <span className="sr-only">Actions</span>, cell: ({ row }) => retryButton(row.original), meta: { cellClassName: 'text-right', keepClicks: true } }),
  ];
}
