import type { Logger } from 'pino';
import {
  ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
  EXISTING_ACCOUNT_MAIL_SUBJECT,
  existingAccountMailText,
  RESET_MAIL_SUBJECT,
  resetMailText,
  VERIFICATION_MAIL_SUBJECT,
  verificationMailText,
} from '#core/auth/messages.ts';
import { FORGOT_PASSWORD, LOGIN, UPDATE_PASSWORD } from '#core/paths/routes.ts';
import type { Db } from '#server/db/client.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import type { Mailer } from '#server/providers/mail/port.ts';
import { inertText } from '#server/providers/mail/inert-text.ts';

/** The mail Better Auth asks us to send about an account, through the mail port (SMTP or the outbox). */
export interface AccountMail {
  verification(user: { email: string; name: string }, url: string): Promise<void>;
  /** Sign-up with an address that has an account: its owner is told, the caller sees a normal sign-up. */
  existingAccount(user: { email: string }): Promise<void>;
  passwordReset(user: { email: string; name: string }, token: string): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

export function createAccountMail({ db, mailer, baseUrl, logger }: { db: Db; mailer: Mailer; baseUrl: string; logger: Logger }): AccountMail {
  /**
   * Anyone can make us mail an address (sign up with it, ask for a reset): each address gets a
   * bounded number an hour, whoever asks. Over the bound nothing is sent and the caller's answer
   * is the same, so the answer never tells what the address has (the screens state the bound).
   */
  async function send(to: string, subject: string, text: string): Promise<void> {
    const email = to.toLowerCase();
    const verdict = await consumeRateLimit(db, `account-mail:${email}`, { max: ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS });
    if (!verdict.allowed) {
      logger.warn({ subject }, 'account mail: hourly limit for this address reached, not sent');
      return;
    }
    const entry = await mailer.send({ siteId: null, kind: 'system', to: [email], subject, text });
    if (entry.status === 'failed') logger.warn({ subject, error: entry.error }, 'account mail not sent');
  }
  return {
    verification: (user, url) => send(user.email, VERIFICATION_MAIL_SUBJECT, verificationMailText(inertText(user.name || user.email), url)),
    existingAccount: (user) => send(user.email, EXISTING_ACCOUNT_MAIL_SUBJECT, existingAccountMailText(`${baseUrl}${LOGIN}`, `${baseUrl}${FORGOT_PASSWORD}`)),
    // Straight to our screen with the token: Better Auth's own GET /reset-password/:token only
    // redirects there, and needs a callback the caller chose.
    passwordReset: (user, token) =>
      send(user.email, RESET_MAIL_SUBJECT, resetMailText(user.name || user.email, `${baseUrl}${UPDATE_PASSWORD}?token=${encodeURIComponent(token)}`)),
  };
}
