import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import type { MailOutboxEntry, Mailer } from './port.ts';
import { claimForRetry, errorText, insertOutboxRow, recordAttempt, unrecordedFailure, type OutboxRow } from './outbox-rows.ts';

export interface NodemailerMailerOptions {
  db: Db;
  logger: Logger;
  /** smtp:// or smtps://, with user and password in the URL when the server wants them. */
  smtpUrl: string;
  /** The From header of every mail. */
  from: string;
}

/**
 * Mail through an SMTP server (nodemailer, pooled): each mail is written 'queued', then sent and
 * marked 'sent', or marked 'failed' with the server's answer. The caller (a visitor's form
 * submission) waits for one attempt at most, so the timeouts are short.
 */
export function createNodemailerMailer({ db, logger, smtpUrl, from }: NodemailerMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  async function deliver(id: string, mail: Pick<OutboxRow, 'toAddresses' | 'replyTo' | 'subject' | 'textBody' | 'htmlBody'>): Promise<MailOutboxEntry> {
    let error: string | null = null;
    try {
      await transport.sendMail({
        from,
        to: mail.toAddresses,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
      });
    } catch (cause) {
      error = errorText(cause);
      logger.warn({ mailId: id, err: cause }, 'mail: sending failed');
    }
    return recordAttempt(db, id, { error });
  }

  return {
    transport: 'smtp',
    async send(mail) {
      try {
        const { entry, created } = await insertOutboxRow(db, mail, 'queued');
        if (!created) return entry;
        return await deliver(entry.id, {
          toAddresses: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
        });
      } catch (error) {
        logger.error({ err: error }, 'mail: the outbox could not be written');
        return unrecordedFailure(error);
      }
    },
    async retry(id) {
      try {
        const row = await claimForRetry(db, id);
        return row ? await deliver(row.id, row) : null;
      } catch (error) {
        logger.error({ err: error, mailId: id }, 'mail: retry failed');
        return null;
      }
    },
    async close() {
      transport.close();
    },
  };
}
