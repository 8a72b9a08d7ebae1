import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { OUTBOX_MESSAGES as M } from '#core/mail/messages.ts';
import { isRetryable, type OutboxMail } from '#core/mail/outbox.ts';
import { Button } from '#web/ui/button.tsx';
import { DataTable } from '#web/ui/data-table/data-table.tsx';
import { ListScreen, queryStatus } from '#web/ui/data-table/list-screen.tsx';
import { ListEmpty } from '#web/ui/data-table/list-states.tsx';
import { pageCount } from '#web/ui/data-table/pager.tsx';
import { notify } from '#web/ui/toast.ts';
import { outboxColumns } from './outbox-columns.tsx';
import { OutboxMailDialog } from './outbox-mail-dialog.tsx';
import { OUTBOX_PAGE_SIZE, fetchOutbox, outboxKey, retryMail } from './outbox-requests.ts';

/**
 * The outbox (decision 019): every mail of a site (or, for admins, of every site), newest first;
 * a row opens the mail's text. With SMTP configured, failed or stored mail can be sent again.
 */
export function OutboxScreen({ siteUniqueId, heading }: { siteUniqueId: string | null; heading: string }): ReactNode {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [...outboxKey(siteUniqueId), page],
    queryFn: ({ signal }) => fetchOutbox(siteUniqueId, page, signal),
    placeholderData: keepPreviousData,
  });
  const retry = useMutation({
    mutationFn: (id: string) => retryMail(id),
    onSuccess: (entry) => {
      if (entry.status === 'sent') notify.success(M.retried);
      else notify.error(entry.error ? `${M.retryFailed}: ${entry.error}` : M.retryFailed);
    },
    onError: (error) => notify.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey(siteUniqueId) }),
  });

  const result = query.data;
  const canRetry = (mail: OutboxMail) => result?.transport === 'smtp' && isRetryable(mail.status);
  const open = result?.data.find((mail) => mail.id === openId) ?? null;

  const retryButton = (mail: OutboxMail, size: 'sm' | 'md' = 'sm') =>
    canRetry(mail) ? (
      <Button size={size} variant="secondary" loading={retry.isPending && retry.variables === mail.id} onClick={() => retry.mutate(mail.id)} aria-label={`${M.retry}: ${mail.subject}`}>
        {M.retry}
      </Button>
    ) : null;
  const columns = outboxColumns({ openMail: (mail) => setOpenId(mail.id), retryButton: (mail) => retryButton(mail) });

  return (
    <ListScreen
      heading={heading}
      headingId="outbox-heading"
      summary={result?.transport === 'outbox' && result.data.length > 0 ? <p className="text-sm text-fg-muted">{M.noSmtpNotice}</p> : null}
      status={queryStatus(query)}
      loadingLabel="Loading mail…"
      isEmpty={result?.data.length === 0}
      empty={<ListEmpty title={M.empty} hint={result?.transport === 'outbox' ? M.emptyWithoutSmtp : M.emptyWithSmtp} />}
      pager={{ page, pages: pageCount(result?.pagination.total ?? 0, OUTBOX_PAGE_SIZE), onPage: setPage, label: 'Outbox pages' }}
      dialogs={<OutboxMailDialog mail={open} onClose={() => setOpenId(null)} retryButton={open ? retryButton(open, 'md') : null} />}
    >
      <DataTable<OutboxMail> caption={heading} columns={columns} rows={result?.data ?? []} rowId={(mail) => mail.id} onRowClick={(mail) => setOpenId(mail.id)} />
    </ListScreen>
  );
}
