import type { Db } from '#server/db/client.ts';
import { isAdmin, type Actor } from '#server/modules/auth/access.ts';
import { canEditSite } from '#server/modules/sites/access.ts';

/**
 * Who may delete a user data record: whoever created it (a form submission's author, say), the
 * site's owners and editors, and admins. The platform's records (no site): their creator and admins.
 */
export async function canDeleteDocument(db: Db, actor: Actor | null, record: { siteId: string | null; ownerId: string | null }): Promise<boolean> {
  if (!actor) return false;
  if (isAdmin(actor)) return true;
  if (record.ownerId !== null && record.ownerId === actor.id) return true;
  return record.siteId !== null && canEditSite(db, actor, record.siteId);
}
