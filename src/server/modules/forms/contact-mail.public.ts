import { and, eq, isNull } from 'drizzle-orm';
import { MAIL_PRODUCT_NAME, contactMailSubject } from '#core/mail/messages.ts';
import { document, formBinding, site, siteMember, user } from '#server/db/schema.ts';
import type { Db } from '#server/db/client.ts';
import { publicUrl } from '#server/env.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { isUuid } from '#server/http/ids.ts';
import { isMailAddress } from '#server/providers/mail/mail-address.ts';
import { inertText } from '#server/providers/mail/inert-text.ts';
import type { MailOutboxEntry } from '#server/providers/mail/port.ts';
import { buildContactMailBody } from './contact-mail-body.ts';

export type ContactMailDeps = Pick<AppDeps, 'database' | 'mailer' | 'env' | 'logger'>;

/**
 * Mails a contact form's submission (decision 019): everything is read on the server, from the
 * binding (recipients, subject, inputs) and the stored record; nothing a client sends goes into it.
 * Subject: the form's, else "New message from {site title}". To: the form's valid addresses, else
 * the site's owners. Reply-To: the record's first valid email-input value. At most one mail per
 * record (a second call answers the first mail). Null when it does not apply: no such contact
 * binding, a record of another site or collection, no recipient. Never throws.
 */
export async function mailContactSubmission(
  deps: ContactMailDeps,
  { bindingId, documentId }: { bindingId: string; documentId: string },
): Promise<MailOutboxEntry | null> {
  try {
    if (!isUuid(bindingId) || !isUuid(documentId)) return null;
    const { db } = deps.database;
    const [binding] = await db
      .select()
      .from(formBinding)
      .where(and(eq(formBinding.id, bindingId), eq(formBinding.purpose, 'contact')))
      .limit(1);
    if (!binding) return null;
    const record = await recordOfBinding(db, binding, documentId);
    if (!record) return null;

    const siteRow = binding.siteId ? (await db.select({ title: site.title }).from(site).where(eq(site.id, binding.siteId)).limit(1))[0] : undefined;
    const siteTitle = oneLine(siteRow?.title ?? '') || MAIL_PRODUCT_NAME;
    const to = await recipientsOf(deps, binding.siteId, binding.email?.to ?? []);
    if (to.length === 0) {
      deps.logger.warn({ bindingId, documentId }, 'contact mail: no recipient (the form names none and the site has no owner with an address)');
      return null;
    }
    const data = isRecord(record.data) ? record.data : {};
    const replyTo = binding.inputs.filter((input) => input.type === 'email').map((input) => data[input.name]).find(isMailAddress) ?? null;
    // A form's own subject is a member's words (as are its recipients); the template cuts the site's name short.
    const subject = inertText(oneLine(binding.email?.subject ?? '') || contactMailSubject(siteTitle));
    const body = buildContactMailBody(binding.inputs, data, { siteTitle, baseUrl: publicUrl(deps.env) });
    return await deps.mailer.send({ siteId: binding.siteId, documentId: record.id, kind: 'contact', to, replyTo, subject, text: body.text, html: body.html });
  } catch (error) {
    deps.logger.error({ err: error, bindingId, documentId }, 'contact mail: could not be made');
    return null;
  }
}

/** A record of the binding's site and collection (any other is not this form's), or null. */
export async function recordOfBinding(db: Db, binding: { siteId: string | null; collectionName: string }, documentId: string) {
  const [record] = await db
    .select({ id: document.id, data: document.data, createdAt: document.createdAt })
    .from(document)
    .where(
      and(
        eq(document.id, documentId),
        eq(document.collection, binding.collectionName),
        binding.siteId ? eq(document.siteId, binding.siteId) : isNull(document.siteId),
      ),
    )
    .limit(1);
  return record ?? null;
}

/** The form's valid addresses (deduplicated, case-insensitively), or else the site's owners'. */
async function recipientsOf(deps: ContactMailDeps, siteId: string | null, configured: unknown): Promise<string[]> {
  const fromForm = dedupe(Array.isArray(configured) ? configured.map((a) => (typeof a === 'string' ? a.trim() : a)).filter(isMailAddress) : []);
  if (fromForm.length > 0 || !siteId) return fromForm;
  const owners = await deps.database.db
    .select({ email: user.email })
    .from(siteMember)
    .innerJoin(user, eq(user.id, siteMember.userId))
    .where(and(eq(siteMember.siteId, siteId), eq(siteMember.role, 'owner')));
  return dedupe(owners.map((o) => o.email).filter(isMailAddress));
}

function dedupe(addresses: string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Header text: no line breaks, bounded. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim().slice(0, 200);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
