import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { emailOutbox } from '#server/db/schema.ts';
import type { MailOutboxEntry, OutgoingMail } from './port.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;
type OutboxStatus = MailOutboxEntry['status'];

const entryColumns = { id: emailOutbox.id, status: emailOutbox.status, error: emailOutbox.error };

// Built once per database (drizzle's prepared query): every order, form and account mail writes one.
const outboxInsert = preparedPerDatabase((db) =>
  db
    .insert(emailOutbox)
    .values({
      siteId: sql.placeholder('siteId'),
      documentId: sql.placeholder('documentId'),
      kind: sql.placeholder('kind'),
      toAddresses: sql.placeholder('toAddresses'),
      replyTo: sql.placeholder('replyTo'),
      subject: sql.placeholder('subject'),
      textBody: sql.placeholder('textBody'),
      htmlBody: sql.placeholder('htmlBody'),
      status: sql.placeholder('status'),
      error: sql.placeholder('error'),
    })
    .onConflictDoNothing({ target: emailOutbox.documentId, where: sql`${emailOutbox.documentId} is not null` })
    .returning(entryColumns)
    .prepare('insert_outbox_row'),
);

/**
 * Writes a mail to `email_outbox` with `status`. A mail about a record that already has one (the
 * partial unique index on document_id) writes nothing: `created` is false and the entry is the
 * existing row, so callers send nothing twice, even when two requests race.
 */
export async function insertOutboxRow(db: Db, mail: OutgoingMail, status: OutboxStatus, error: string | null = null): Promise<{ entry: MailOutboxEntry; created: boolean }> {
  const documentId = mail.documentId ?? null;
  const [inserted] = await outboxInsert(db).execute({
    siteId: mail.siteId,
    documentId,
    kind: mail.kind,
    toAddresses: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    status,
    error,
  });
  if (inserted) return { entry: inserted, created: true };
  const [existing] = await db.select(entryColumns).from(emailOutbox).where(eq(emailOutbox.documentId, documentId!)).limit(1);
  return { entry: existing!, created: false };
}

/** Whether a mail about this record was already written (insertOutboxRow would answer that one). */
export async function hasOutboxRowFor(db: Db, documentId: string): Promise<boolean> {
  const [row] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.documentId, documentId)).limit(1);
  return row !== undefined;
}

export async function readOutboxRow(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row ?? null;
}

/** Marks a 'failed' or 'stored' row 'queued' for another attempt; null when it is neither (sent, or being sent). */
export async function claimForRetry(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'queued', error: null })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ['failed', 'stored'])))
    .returning();
  return row ?? null;
}

/** Records the outcome of one delivery attempt. */
export async function recordAttempt(db: Db, id: string, outcome: { error: string | null }): Promise<MailOutboxEntry> {
  const [row] = await db
    .update(emailOutbox)
    .set(
      outcome.error === null
        ? { status: 'sent', error: null, sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` }
        : { status: 'failed', error: outcome.error, attempts: sql`${emailOutbox.attempts} + 1` },
    )
    .where(eq(emailOutbox.id, id))
    .returning(entryColumns);
  return row ?? { id, status: outcome.error === null ? 'sent' : 'failed', error: outcome.error };
}

/** What a mailer answers when even the outbox could not be written: it never throws. */
export function unrecordedFailure(error: unknown): MailOutboxEntry {
  return { id: '', status: 'failed', error: `The mail could not be recorded: ${errorText(error)}` };
}

/** An error's message, bounded for the row and the dashboard. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000) || 'Unknown error';
}
