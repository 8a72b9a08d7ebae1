import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { document } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { isUuid } from '#server/http/ids.ts';
import { canWriteRecordsOf } from '#server/shared/access/record-authority.ts';

export const RECORD_NOT_FOUND = 'Record not found';
export const RECORD_DELETE_FORBIDDEN = 'You do not have permission to delete this record';

/**
 * DELETE /api/data/{collection}/{id}: a record of that collection (another collection's id is not
 * found), by the site's current members and admins (the platform's records: admins). Whoever
 * created the record may not, unless they are one of those (decision 033). Answers the site the
 * record belonged to, whose pages listing the collection are stale.
 */
export async function deleteDocumentItem(db: Db, actor: Actor, collection: string, id: string): Promise<{ siteId: string | null }> {
  if (!isUuid(id)) throw new HttpError(404, RECORD_NOT_FOUND);
  const [row] = await db
    .select({ collection: document.collection, siteId: document.siteId })
    .from(document)
    .where(eq(document.id, id))
    .limit(1);
  if (!row || row.collection !== collection) throw new HttpError(404, RECORD_NOT_FOUND);
  if (!(await canWriteRecordsOf(db, actor, row.siteId))) throw new HttpError(403, RECORD_DELETE_FORBIDDEN);
  await db.delete(document).where(eq(document.id, id));
  return { siteId: row.siteId };
}
