import { and, eq, isNull } from 'drizzle-orm';
import { effectiveSubmitterEdits, submitterMayEditNow, type SubmitterEdits } from '#core/forms/submitter-edits.ts';
import type { Db } from '#server/db/client.ts';
import { collection } from '#server/db/schema.ts';
import { isAdmin, type Actor } from '#server/shared/access/actor.ts';
import { canEditSite } from '#server/shared/access/site-access.ts';

/**
 * Who writes a site's records as such (update, delete, import, the records dialog, the content
 * manager): its members as they are now (a site_member row, read on every request) and platform
 * admins; the platform's own records (no site): admins. Having created a record grants nothing.
 */
export async function canWriteRecordsOf(db: Db, actor: Actor | null, siteId: string | null): Promise<boolean> {
  if (!actor) return false;
  return siteId === null ? isAdmin(actor) : canEditSite(db, actor, siteId);
}

/** What a record's authority is decided by: where it lives, who submitted it, through which form, when. */
export interface RecordRef {
  collection: string;
  siteId: string | null;
  ownerId: string | null;
  formId: string | null;
  createdAt: Date;
}

/**
 * How the caller may change a record (decision 033):
 * - `member`: as a member or admin, anything the collection's rules allow;
 * - `submitter`: as the signed-in person who submitted it, only through the published form it came
 *   from (`formId`) and only that form's fields, because the collection allows it now;
 * - `none`: not at all (`windowClosed`: the collection's 24 hours have passed).
 */
export type RecordAuthority = { as: 'member' } | { as: 'submitter'; formId: string } | { as: 'none'; windowClosed: boolean };

const NONE: RecordAuthority = { as: 'none', windowClosed: false };

export async function recordAuthority(db: Db, actor: Actor | null, record: RecordRef, now: Date = new Date()): Promise<RecordAuthority> {
  if (!actor) return NONE;
  if (await canWriteRecordsOf(db, actor, record.siteId)) return { as: 'member' };
  if (record.ownerId === null || record.ownerId !== actor.id || record.formId === null) return NONE;
  const setting = await submitterEditsOf(db, record.siteId, record.collection);
  if (setting === 'never') return NONE;
  if (!submitterMayEditNow(setting, record.createdAt, now)) return { as: 'none', windowClosed: true };
  return { as: 'submitter', formId: record.formId };
}

/** The collection's setting as it applies (never for products and system collections, whatever is stored). */
export async function submitterEditsOf(db: Db, siteId: string | null, name: string): Promise<SubmitterEdits> {
  const [row] = await db
    .select({ submitterEdits: collection.submitterEdits })
    .from(collection)
    .where(and(siteId === null ? isNull(collection.siteId) : eq(collection.siteId, siteId), eq(collection.name, name)))
    .limit(1);
  return effectiveSubmitterEdits(name, row?.submitterEdits);
}
