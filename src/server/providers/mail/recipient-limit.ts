import type { Logger } from 'pino';
import { MAIL_RECIPIENT_LIMIT, mailRecipientLimited } from '#core/mail/messages.ts';
import type { Db } from '#server/db/client.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import type { Mailer, OutgoingMail } from './port.ts';
import { hasOutboxRowFor, insertOutboxRow, unrecordedFailure } from './outbox-rows.ts';

/**
 * Mail a stranger can make the server send to any address: an order's confirmation, a contact
 * form's message, and a site invitation (anyone may sign up, create a site and invite).
 */
const LIMITED_KINDS: ReadonlySet<OutgoingMail['kind']> = new Set(['order', 'contact', 'invitation']);

// Mailboxes that ignore dots in the local part, under either of their names.
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The rate_limit key of one recipient: the inbox the address reaches, not its spelling. Trimmed
 * and lower-cased, with a `+tag` dropped from the local part (victim+1@… and victim+2@… reach
 * victim@…, and most providers deliver them there), and for Gmail the dots of the local part too,
 * googlemail.com counted as gmail.com: otherwise one inbox would get the limit once per spelling.
 */
export function mailRecipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return `mail-to:${lower}`;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '') || local;
  }
  return `mail-to:${local}@${domain}`;
}

/**
 * Holds back order and contact mail to an address that has had MAIL_RECIPIENT_LIMIT such mails
 * within the hour, counted in the database (the rate_limit table, one upsert per address), so
 * every process and worker sharing it counts the same mail. A mail held back is still written to
 * the outbox, as 'failed' with the reason, so the owner sees it and can send it again by hand
 * (retries are the owner's, so they are not counted); whatever triggered it (the order, the form
 * submission) has already succeeded. A mail to several recipients is held back when any of them is
 * over. Other mail (the platform's own: sign-up confirmation, reset) has limits of its own.
 */
export function limitRecipients(mailer: Mailer, { db, logger }: { db: Db; logger: Logger }): Mailer {
  return {
    transport: mailer.transport,
    async send(mail) {
      if (!LIMITED_KINDS.has(mail.kind)) return mailer.send(mail);
      try {
        // A second call about the same record sends nothing (the mailer answers the first mail): not counted.
        if (mail.documentId && (await hasOutboxRowFor(db, mail.documentId))) return mailer.send(mail);
        const keys = [...new Set(mail.to.map(mailRecipientKey))];
        let over: string | null = null;
        for (const key of keys) {
          const verdict = await consumeRateLimit(db, key, MAIL_RECIPIENT_LIMIT);
          if (!verdict.allowed) over ??= mail.to.find((address) => mailRecipientKey(address) === key)!;
        }
        if (over === null) return mailer.send(mail);
        logger.warn({ kind: mail.kind, siteId: mail.siteId, documentId: mail.documentId ?? null }, 'mail: not sent, a recipient has had the most mail it may get within the hour');
        return (await insertOutboxRow(db, mail, 'failed', mailRecipientLimited(over.trim()))).entry;
      } catch (error) {
        logger.error({ err: error }, 'mail: the recipient limit could not be checked');
        return unrecordedFailure(error);
      }
    },
    retry: (id) => mailer.retry(id),
    close: () => mailer.close(),
  };
}
