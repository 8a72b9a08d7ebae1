import type { ReactNode } from 'react';
import { OUTBOX_MESSAGES as M } from '#core/mail/messages.ts';
import type { OutboxMail } from '#core/mail/outbox.ts';
import { Button } from '#web/ui/button.tsx';
import { Modal } from '#web/ui/modal.tsx';
import { MailStatusBadge, formatMailDate } from './outbox-columns.tsx';

/** One mail of the outbox: its recipients, status, error and text; Retry when it can be sent again. */
export function OutboxMailDialog({ mail, onClose, retryButton }: { mail: OutboxMail | null; onClose(): void; retryButton: ReactNode }): ReactNode {
  return (
    <Modal
      open={mail !== null}
      onClose={onClose}
      title={mail?.subject ?? ''}
      size="lg"
      footer={
        mail ? (
          <div className="flex justify-end gap-3">
            {retryButton}
            <Button variant="secondary" onClick={onClose}>
              {M.close}
            </Button>
          </div>
        ) : null
      }
    >
      {mail ? (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-fg-muted">{M.columns.to}</dt>
            <dd className="break-all">{mail.to.join(', ')}</dd>
            {mail.replyTo ? (
              <>
                <dt className="text-fg-muted">{M.replyTo}</dt>
                <dd className="break-all">{mail.replyTo}</dd>
              </>
            ) : null}
            <dt className="text-fg-muted">{M.columns.status}</dt>
            <dd>
              <MailStatusBadge status={mail.status} />
            </dd>
            <dt className="text-fg-muted">{M.columns.created}</dt>
            <dd>{formatMailDate(mail.createdAt)}</dd>
            {mail.error ? (
              <>
                <dt className="text-fg-muted">{M.columns.error}</dt>
                <dd className="text-danger">{mail.error}</dd>
              </>
            ) : null}
          </dl>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
          <pre tabIndex={0} aria-label="Message" className="max-h-[50vh] overflow-auto rounded-md border border-border bg-surface-muted p-4 font-sans text-sm whitespace-pre-wrap">
            {mail.text}
          </pre>
        </div>
      ) : null}
    </Modal>
  );
}
