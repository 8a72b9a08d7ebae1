import type { Logger } from 'pino';
import { MAIL_RECIPIENT_LIMIT, mailRecipientLimited } from '#core/mail/messages.ts';
import { isRetryable } from '#core/mail/outbox.ts';
import type { Db } from '#server/db/client.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import type { Mailer, OutgoingMail } from './port.ts';
import { hasOutboxRowFor, insertOutboxRow, readOutboxRow, unrecordedFailure } from './outbox-rows.ts';

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

/** The first of these addresses over its hourly limit, counting one more mail to each; null when none is. */
async function consumeRecipients(db: Db, addresses: readonly string[]): Promise<string | null> {
  let over: string | null = null;
  for (const key of new Set(addresses.map(mailRecipientKey))) {
    const verdict = await consumeRateLimit(db, key, MAIL_RECIPIENT_LIMIT);
    if (!verdict.allowed) over ??= addresses.find((address) => mailRecipientKey(address) === key)!;
  }
  return over;
}

const isLimited = (kind: string) => LIMITED_KINDS.has(kind as OutgoingMail['kind']);

/**
 * Holds back order, contact and invitation mail to an address that has had MAIL_RECIPIENT_LIMIT
 * such mails within the hour, counted in the database (the rate_limit table, one upsert per
 * inbox), so every process and worker sharing it counts the same mail. A mail held back is still
 * written to the outbox, as 'failed' with the reason, so the owner sees it; whatever triggered it
 * (the order, the form submission) has already succeeded. A mail to several recipients is held
 * back when any of them is over. Sending such a mail again from the outbox counts too, and is
 * refused over the limit with the row left as it was: otherwise anyone who can make mail (an
 * owner placing offline orders to a stranger's address) could send every held mail by hand.
 * Other mail (the platform's own: sign-up confirmation, reset) has limits of its own.
 */
export function limitRecipients(mailer: Mailer, { db, logger }: { db: Db; logger: Logger }): Mailer {
  return {
    transport: mailer.transport,
    async send(mail) {
      if (!isLimited(mail.kind)) return mailer.send(mail);
      try {
        // A second call about the same record sends nothing (the mailer answers the first mail): not counted.
        if (mail.documentId && (await hasOutboxRowFor(db, mail.documentId))) return mailer.send(mail);
        const over = await consumeRecipients(db, mail.to);
        if (over === null) return mailer.send(mail);
        logger.warn({ kind: mail.kind, siteId: mail.siteId, documentId: mail.documentId ?? null }, 'mail: not sent, a recipient has had the most mail it may get within the hour');
        return (await insertOutboxRow(db, mail, 'failed', mailRecipientLimited(over.trim()))).entry;
      } catch (error) {
        logger.error({ err: error }, 'mail: the recipient limit could not be checked');
        return unrecordedFailure(error);
      }
    },
    async retry(id) {
      // Without SMTP nothing is sent again (the mailer answers null): nothing to count.
      if (mailer.transport !== 'smtp') return mailer.retry(id);
      try {
        const row = await readOutboxRow(db, id);
        if (!row || !isRetryable(row.status) || !isLimited(row.kind)) return mailer.retry(id);
        const over = await consumeRecipients(db, row.toAddresses);
        if (over === null) return mailer.retry(id);
        logger.warn({ kind: row.kind, siteId: row.siteId, outboxId: row.id }, 'mail: not sent again, a recipient has had the most mail it may get within the hour');
        return { refused: mailRecipientLimited(over.trim()) };
      } catch (error) {
        logger.error({ err: error }, 'mail: the recipient limit could not be checked');
        return null;
      }
    },
    close: () => mailer.close(),
  };
}
