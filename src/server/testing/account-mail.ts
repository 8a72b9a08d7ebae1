import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema.ts';

/**
 * The newest mail to `email` with `subject` in the outbox (tests run without SMTP, so every mail
 * waits there), waiting a little for it; throws when none comes.
 */
export async function mailTo(db: Db, email: string, subject: string, { after = new Date(0), timeoutMs = 5000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select({ text: emailOutbox.textBody, createdAt: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.subject, subject), sql`${emailOutbox.toAddresses} @> ${JSON.stringify([email.toLowerCase()])}::jsonb`, sql`${emailOutbox.createdAt} >= ${after.toISOString()}`))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    if (row) return row.text;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until no mail to `email` is still being sent: account mail goes out after the answer
 * (Better Auth's background tasks), so a test that counts what its SMTP server received must not
 * start counting while a sign-up's confirmation mail is still on its way.
 */
export async function mailSettled(db: Db, email: string, { timeoutMs = 5000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'queued'), sql`${emailOutbox.toAddresses} @> ${JSON.stringify([email.toLowerCase()])}::jsonb`))
      .limit(1);
    if (!row) return;
    if (Date.now() > deadline) throw new Error(`a mail to ${email} is still being sent`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every mail to `email` with `subject`, oldest first. */
export async function mailsTo(db: Db, email: string, subject?: string): Promise<string[]> {
  const rows = await db
    .select({ text: emailOutbox.textBody, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(sql`${emailOutbox.toAddresses} @> ${JSON.stringify([email.toLowerCase()])}::jsonb`)
    .orderBy(emailOutbox.createdAt);
  return rows.filter((r) => subject === undefined || r.subject === subject).map((r) => r.text);
}

/** The one link in a mail's text. */
export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return match[0];
}

/** The cookie header of a response's Set-Cookie values. */
export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
