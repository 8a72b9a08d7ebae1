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
import { FORGOT_PASSWORD, LOGIN, UPDATE_PASSWORD, withCallback } from '#core/paths/routes.ts';
import { safeCallbackPath } from '#core/paths/safe-callback.ts';
import type { Db } from '#server/db/client.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import type { Mailer } from '#server/providers/mail/port.ts';
import { inertText } from '#server/providers/mail/inert-text.ts';

/** The mail Better Auth asks us to send about an account, through the mail port (SMTP or the outbox). */
export interface AccountMail {
  verification(user: { email: string; name: string }, url: string): Promise<void>;
  /** Sign-up with an address that has an account: its owner is told, the caller sees a normal sign-up. */
  existingAccount(user: { email: string }): Promise<void>;
  /** `betterAuthUrl` is Better Auth's own link: its ?callbackURL= is the redirectTo the reset was asked with. */
  passwordReset(user: { email: string; name: string }, token: string, betterAuthUrl?: string): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Where a reset mail's link leads: straight to our screen with the token (Better Auth's own GET
 * /reset-password/:token only redirects there), keeping the return path the reset was asked with
 * (`redirectTo` = UPDATE_PASSWORD?callbackURL=…, set when a shopper asks from a shop) so the page
 * wears that shop's look. Only a safe relative path is kept.
 */
export function resetLinkOf(baseUrl: string, token: string, betterAuthUrl: string | undefined): string {
  let callback = '';
  try {
    const redirectTo = betterAuthUrl ? new URL(betterAuthUrl).searchParams.get('callbackURL') : null;
    const asked = redirectTo ? new URL(redirectTo, baseUrl) : null;
    if (asked && asked.pathname === UPDATE_PASSWORD) callback = safeCallbackPath(asked.searchParams.get('callbackURL'), '');
  } catch {
    callback = '';
  }
  const path = withCallback(UPDATE_PASSWORD, callback);
  return `${baseUrl}${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

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
    passwordReset: (user, token, betterAuthUrl) => send(user.email, RESET_MAIL_SUBJECT, resetMailText(user.name || user.email, resetLinkOf(baseUrl, token, betterAuthUrl))),
  };
}
