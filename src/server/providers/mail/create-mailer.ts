import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { createNodemailerMailer } from './nodemailer-mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import type { Mailer } from './port.ts';

/** SMTP through nodemailer when SMTP_URL is set; otherwise mail is kept in the outbox. Decision 019. */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Db, logger: Logger): Mailer {
  if (env.SMTP_URL) return createNodemailerMailer({ db, logger, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  return createOutboxMailer({ db, logger });
}
