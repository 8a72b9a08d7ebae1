import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { OUTBOX_MESSAGES } from '#core/mail/messages.ts';
import { isRetryable, type OutboxMail } from '#core/mail/outbox.ts';
import { ContentError } from '#web/dashboard/content/content-error.tsx';
import { Button } from '#web/ui/button.tsx';
import { Modal } from '#web/ui/modal.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { notify } from '#web/ui/toast.ts';
import { OUTBOX_PAGE_SIZE, fetchOutbox, outboxKey, retryMail, type Fetcher } from './outbox-requests.ts';
import { Pager } from '#web/ui/pager.tsx';

const browserFetch: Fetcher = (input, init) => fetch(input, init);
const M = OUTBOX_MESSAGES;

const STATUS_CLASSES: Record<OutboxMail['status'], string> = {
  sent: 'bg-success/15 text-success',
  failed: 'bg-danger/15 text-danger',
  stored: 'bg-surface-muted text-fg',
  queued: 'bg-primary/10 text-primary',
};

const formatDate = (iso: string) => new Date(iso).toLocaleString();

function StatusBadge({ status }: { status: OutboxMail['status'] }): ReactNode {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_CLASSES[status]}`}>{M.statuses[status]}</span>;
}

/**
 * The outbox (decision 019): every mail of a site (or, for admins, of every site), newest first;
 * a row opens the mail's text. With SMTP configured, failed or stored mail can be sent again.
 */
export function OutboxScreen({ siteUniqueId, heading, fetcher = browserFetch }: { siteUniqueId: string | null; heading: string; fetcher?: Fetcher }): ReactNode {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [...outboxKey(siteUniqueId), page],
    queryFn: ({ signal }) => fetchOutbox(fetcher, siteUniqueId, page, signal),
    placeholderData: keepPreviousData,
  });
  const retry = useMutation({
    mutationFn: (id: string) => retryMail(fetcher, id),
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
  const total = result?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));

  const retryButton = (mail: OutboxMail, size: 'sm' | 'md' = 'sm') => (
    <Button size={size} variant="secondary" loading={retry.isPending && retry.variables === mail.id} onClick={() => retry.mutate(mail.id)} aria-label={`${M.retry}: ${mail.subject}`}>
      {M.retry}
    </Button>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className="flex items-center gap-2 p-8 text-fg-muted">
        <Spinner /> Loading mail…
      </div>
    );
  } else if (query.isError) {
    body = <ContentError message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (result!.data.length === 0) {
    body = (
      <div className="rounded-xl border border-border bg-surface p-8 text-center">
        <p className="font-medium">{M.empty}</p>
        <p className="mt-2 text-sm text-fg-muted">{result!.transport === 'outbox' ? M.emptyWithoutSmtp : M.emptyWithSmtp}</p>
      </div>
    );
  } else {
    body = (
      <>
        <div className="overflow-x-auto rounded-xl border border-border bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{heading}</caption>
            <thead className="border-b border-border text-fg-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">{M.columns.subject}</th>
                <th scope="col" className="px-4 py-2 font-medium">{M.columns.to}</th>
                <th scope="col" className="px-4 py-2 font-medium">{M.columns.status}</th>
                <th scope="col" className="px-4 py-2 font-medium">{M.columns.created}</th>
                <th scope="col" className="px-4 py-2 font-medium">{M.columns.error}</th>
                <th scope="col" className="px-4 py-2 font-medium"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {result!.data.map((mail) => (
                <tr key={mail.id} className="cursor-pointer border-b border-border last:border-0 hover:bg-surface-muted" onClick={() => setOpenId(mail.id)}>
                  <td className="px-4 py-2">
                    {/* The row is clickable; this button is how a keyboard opens it. */}
                    <button
                      type="button"
                      className="text-left font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                      onClick={(event) => {
                        event.stopPropagation();
                        setOpenId(mail.id);
                      }}
                    >
                      {mail.subject}
                    </button>
                  </td>
                  <td className="px-4 py-2 break-all">{mail.to.join(', ')}</td>
                  <td className="px-4 py-2"><StatusBadge status={mail.status} /></td>
                  <td className="px-4 py-2 whitespace-nowrap">{formatDate(mail.createdAt)}</td>
                  <td className="max-w-xs truncate px-4 py-2 text-fg-muted" title={mail.error ?? undefined}>{mail.error ?? ''}</td>
                  <td className="px-4 py-2 text-right" onClick={(event) => event.stopPropagation()}>
                    {canRetry(mail) ? retryButton(mail) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} pages={pages} onPage={setPage} label={'Outbox pages'} />
      </>
    );
  }

  return (
    <section aria-labelledby="outbox-heading" className="flex flex-col gap-4">
      <h1 id="outbox-heading" className="text-2xl font-bold">
        {heading}
      </h1>
      {result?.transport === 'outbox' && result.data.length > 0 ? <p className="text-sm text-fg-muted">{M.noSmtpNotice}</p> : null}
      {body}
      <Modal
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open?.subject ?? ''}
        size="lg"
        footer={
          open ? (
            <div className="flex justify-end gap-3">
              {canRetry(open) ? retryButton(open, 'md') : null}
              <Button variant="secondary" onClick={() => setOpenId(null)}>
                {M.close}
              </Button>
            </div>
          ) : null
        }
      >
        {open ? (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-fg-muted">{M.columns.to}</dt>
              <dd className="break-all">{open.to.join(', ')}</dd>
              {open.replyTo ? (
                <>
                  <dt className="text-fg-muted">{M.replyTo}</dt>
                  <dd className="break-all">{open.replyTo}</dd>
                </>
              ) : null}
              <dt className="text-fg-muted">{M.columns.status}</dt>
              <dd><StatusBadge status={open.status} /></dd>
              <dt className="text-fg-muted">{M.columns.created}</dt>
              <dd>{formatDate(open.createdAt)}</dd>
              {open.error ? (
                <>
                  <dt className="text-fg-muted">{M.columns.error}</dt>
                  <dd className="text-danger">{open.error}</dd>
                </>
              ) : null}
            </dl>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
            <pre tabIndex={0} aria-label="Message" className="max-h-[50vh] overflow-auto rounded-md border border-border bg-surface-muted p-4 font-sans text-sm whitespace-pre-wrap">
              {open.text}
            </pre>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
