import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import type { Mailer } from './port.ts';
import { limitRecipients } from './recipient-limit.ts';

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise mail is kept in the outbox. Decision 019.
 * nodemailer is loaded only then (decision 028: start-up and memory of servers without SMTP).
 * Either way, mail visitors can trigger is held to a per-recipient hourly limit (decision 035).
 */
export async function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Db, logger: Logger): Promise<Mailer> {
  if (env.SMTP_URL) {
    const { createNodemailerMailer } = await import('./nodemailer-mailer.ts');
    return limitRecipients(createNodemailerMailer({ db, logger, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }), { db, logger });
  }
  return limitRecipients(createOutboxMailer({ db, logger }), { db, logger });
}
